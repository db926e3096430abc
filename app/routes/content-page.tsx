import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { ContentPage } from '~/features/content/ContentPage';
import { loadContentPage } from '~/features/content/content-page.server';
import { pageMeta } from '~/features/seo/page-meta';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

/** /page/{id} (shopping-core §2): a CMS content page, or one of the shop's static pages; anything else is a 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadContentPage(getShop(context), params.contentPageId, request);
  return data(page, { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}
