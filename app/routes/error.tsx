import { useT } from '~/i18n/use-t';
import type { Route } from './+types/error';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/shop-context.server';

export const handle = { headerLayout: 'error' };

/** Where guards send the shopper (/error?error=key); never indexed. */
export function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const errorKey = new URL(request.url).searchParams.get('error');
  return { title: shop.t('error.page.title'), errorKey };
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.server.heading')}</h1>
      <p>{loaderData.errorKey && t(loaderData.errorKey, { defaultValue: t('error.server.text') })}</p>
    </section>
  );
}
