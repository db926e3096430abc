// Renders the layout's include areas (header top, footer content): text, link and image blocks only,
// without the catalogue's components, so every page's JavaScript stays as small as before.
import { Link } from 'react-router';
import type { LayoutBlock } from './layout-content.server';

export function LayoutContent({ blocks, className }: { blocks: LayoutBlock[]; className: string }) {
  if (!blocks.length) return null;
  return (
    <div className={className}>
      {blocks.map((block) => {
        if (block.kind === 'text') return <div key={block.id} className="cms-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
        const image = block.kind === 'image' ? <img src={block.src} alt={block.alt} loading="lazy" /> : block.text;
        const href = block.href;
        if (!href) return <span key={block.id}>{image}</span>;
        return href.startsWith('/') ? <Link key={block.id} to={href}>{image}</Link> : <a key={block.id} href={href} rel="noopener noreferrer">{image}</a>;
      })}
    </div>
  );
}
