import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { isStaticPage, STATIC_PAGES } from '~/features/content/static-pages';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { useT } from '~/i18n/use-t';
import { getShop } from '~/http/shop-context.server';

/** /page/{id} (shopping-core §2): the shop's static pages; any other id is not a page (404). */
export function loader({ context, params }: Route.LoaderArgs) {
  const id = params.contentPageId;
  if (!isStaticPage(id)) throw data(null, { status: 404 });
  const shop = getShop(context);
  return { title: shop.t(STATIC_PAGES[id].title), paragraphs: STATIC_PAGES[id].paragraphs };
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '' });

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="account-page" aria-labelledby="content-page-title">
      <h1 id="content-page-title">{loaderData.title}</h1>
      {loaderData.paragraphs.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </section>
  );
}
