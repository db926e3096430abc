// Renders CMS content blocks (content-blocks.ts). Everything is server-rendered and works without
// JavaScript: the carousel is a scroll-snap list, product lists are plain tiles, links are links.
// Text blocks hold HTML sanitised on the server (sanitize-html.server.ts).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductPrices } from '~/commerce/models/product-prices';
import type { ContentPageTreeNode } from '~/commerce/models/content-page-tree';
import { ProductTile } from '~/features/listing/ProductTile';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { ContentBlock } from './content-blocks';
import type { ContactPersonCard } from './contact-persons';

function ContentLink({ href, className, children, title }: { href?: string; className?: string; children: ReactNode; title?: string }) {
  if (!href) return <span className={className}>{children}</span>;
  if (href.startsWith('/')) return <Link to={href} className={className} title={title}>{children}</Link>;
  return <a href={href} className={className} title={title} rel="noopener noreferrer">{children}</a>;
}

function Block({ block, prices }: { block: ContentBlock; prices: Record<string, ProductPrices> }) {
  const t = useT();
  switch (block.kind) {
    case 'text':
      return <div className="cms-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case 'image':
      return (
        <ContentLink href={block.href} className="cms-image" title={block.title}>
          <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
        </ContentLink>
      );
    case 'imageTeaser':
      return (
        <div className="cms-teaser">
          {block.src && <img src={block.src} alt={block.alt} decoding="async" />}
          <div className="cms-teaser-text">
            {block.heading && <h2>{block.heading}</h2>}
            {block.subheading && <p className="cms-teaser-subheading">{block.subheading}</p>}
            {block.description && <p>{block.description}</p>}
            {block.href && <ContentLink href={block.href} className="button">{block.linkText ?? block.heading ?? t('cms.teaser.more')}</ContentLink>}
          </div>
        </div>
      );
    case 'carousel':
      return (
        <section className="cms-carousel" aria-roledescription="carousel" aria-label={t('cms.carousel.label')}>
          <ul>
            {block.items.map((item, index) => (
              <li key={item.id} aria-roledescription="slide" aria-label={t('cms.carousel.slide', { 0: index + 1, 1: block.items.length })}>
                <Block block={item} prices={prices} />
              </li>
            ))}
          </ul>
        </section>
      );
    case 'container':
    case 'staticPage':
      return <ContentBlocks blocks={block.items} prices={prices} />;
    case 'products':
      return (
        <section className="cms-products" aria-labelledby={`cms-${block.id}`}>
          <h2 id={`cms-${block.id}`}>{block.title ?? t('cms.products.heading')}</h2>
          <ul className="product-list product-list-grid">
            {block.products.map((product) => (
              <li key={product.sku}>
                <ProductTile product={product} prices={prices[product.sku]} />
              </li>
            ))}
          </ul>
          {block.viewAllHref && <Link to={block.viewAllHref}>{t('cms.products.view_all')}</Link>}
        </section>
      );
    case 'video':
      return <video className="cms-video" src={block.src} title={block.title} controls preload="none" />;
    case 'link':
      return <ContentLink href={block.href}>{block.text}</ContentLink>;
    case 'contactPersons':
      return <ContactPersons title={block.title} persons={block.persons} id={block.id} />;
  }
}

/** One entry of a contact person's list: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The contact persons component: each person's name, position and company, and how to reach them. */
function ContactPersons({ id, title, persons }: { id: string; title?: string; persons: ContactPersonCard[] }) {
  const t = useT();
  const link = (entry: { text: string; href?: string }) => (entry.href ? <a href={entry.href}>{entry.text}</a> : entry.text);
  return (
    <section className="cms-contact-persons" aria-labelledby={`cms-${id}`}>
      <h2 id={`cms-${id}`}>{title ?? t('cms.contact_persons.heading')}</h2>
      <ul>
        {persons.map((person) => (
          <li key={person.id}>
            {person.photo && <img src={person.photo} alt="" loading="lazy" decoding="async" width={96} height={96} />}
            <h3>{person.name}</h3>
            {(person.position || person.company) && <p>{[person.position, person.company].filter(Boolean).join(', ')}</p>}
            <dl>
              {person.email && <Fact term={t('cms.contact_persons.email')}>{link(person.email)}</Fact>}
              {person.phone && <Fact term={t('cms.contact_persons.phone')}>{link(person.phone)}</Fact>}
              {person.homePage && <Fact term={t('cms.contact_persons.home_page')}>{link({ text: person.homePage, href: person.homePage })}</Fact>}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Content blocks in order. */
export function ContentBlocks({ blocks, prices = {} }: { blocks: ContentBlock[]; prices?: Record<string, ProductPrices> }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={block.id} block={block} prices={prices} />
      ))}
    </>
  );
}

function TreeList({ nodes, current }: { nodes: ContentPageTreeNode[]; current: string }) {
  const { href } = useShopLocale();
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.contentPageId}>
          <Link to={href(`/page/${node.contentPageId}`)} aria-current={node.contentPageId === current ? 'page' : undefined}>
            {node.name}
          </Link>
          {node.children.length > 0 && <TreeList nodes={node.children} current={current} />}
        </li>
      ))}
    </ul>
  );
}

/** The page tree beside a content page. */
export function ContentNavigation({ tree, current }: { tree: ContentPageTreeNode; current: string }) {
  const t = useT();
  return (
    <nav className="content-navigation" aria-label={t('cms.navigation.label')}>
      <TreeList nodes={[tree]} current={current} />
    </nav>
  );
}
