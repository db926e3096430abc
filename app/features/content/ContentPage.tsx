// A content page: its title, the page tree beside it when the page asks for one, and its blocks; or
// one of the shop's own static pages (translated paragraphs) when the CMS has no such page.
import { useT } from '~/i18n/use-t';
import { ContentBlocks, ContentNavigation } from './ContentBlocks';
import type { ContentPageData } from './content-page.server';

export function ContentPage({ data }: { data: ContentPageData }) {
  const t = useT();
  if (data.source === 'static') {
    return (
      <section className="account-page" aria-labelledby="content-page-title">
        <h1 id="content-page-title">{data.title}</h1>
        {data.paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </section>
    );
  }
  return (
    <div className={data.tree ? 'content-page content-page-with-navigation' : 'content-page'}>
      {data.tree && <ContentNavigation tree={data.tree} current={data.id} />}
      <article aria-labelledby="content-page-title">
        <h1 id="content-page-title">{data.title}</h1>
        <ContentBlocks blocks={data.content.blocks} prices={data.content.prices} />
      </article>
    </div>
  );
}
