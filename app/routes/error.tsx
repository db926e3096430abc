import { data } from 'react-router';
import { useT } from '~/i18n/use-t';
import type { Route } from './+types/error';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';
import { PUNCHOUT_ERRORS } from '~/features/punchout/punchout-errors';

export const handle = { headerLayout: 'error' };

/** The guards' errors (business-and-integration §2.3) and the punchout's (§5, §8), and the status each page answers with. */
const GUARD_ERRORS: Record<string, { messageKey: string; status: number }> = {
  'missing-permission': { messageKey: 'error.missing_permission.text', status: 403 },
  'feature-deactivated': { messageKey: 'error.feature_deactivated.text', status: 404 },
  ...Object.fromEntries(Object.entries(PUNCHOUT_ERRORS).map(([key, status]) => [key, { messageKey: key, status }])),
};

/** Where guards send the shopper (/error?error=key); never indexed. */
export function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const errorKey = new URL(request.url).searchParams.get('error');
  const guardError = errorKey && Object.hasOwn(GUARD_ERRORS, errorKey) ? GUARD_ERRORS[errorKey] : undefined;
  return data(
    // Only the guards' and the punchout's own errors have their text; anything else a link put into `error` gets the general one.
    { title: shop.t('error.page.title'), messageKey: guardError?.messageKey ?? 'error.server.text' },
    { status: guardError?.status ?? 200 },
  );
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.server.heading')}</h1>
      <p>{t(loaderData.messageKey)}</p>
    </section>
  );
}
