// The maintenance page (shopping-core §2, business-and-integration §8): where a general error leads.
import { useT } from '~/i18n/use-t';
import { data, redirect } from 'react-router';
import type { Route } from './+types/maintenance';
import { pageMeta } from '~/features/seo/page-meta';
import { backendHealth } from '~/http/backend-health.server';
import { RETRY_AFTER_SECONDS } from '~/http/commerce-boundary.server';
import { routeHeaders } from '~/http/route-headers';
import { localizePath } from '~/i18n/locales';
import { getShop } from '~/http/shop-context.server';
import { maintenanceEvents } from '~/features/tracking/page-events.server';

export const handle = { headerLayout: 'simple' };

/**
 * Shown only while the commerce backend is unavailable (shopping-core §2: reachable only while a
 * general error is set), as the same probe as /healthz's sees it (the configuration the shop keeps
 * would say nothing of that); otherwise it leads home.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  if ((await backendHealth()) === 'ok') throw redirect(localizePath('/home', shop.locale));
  return data({ title: shop.t('maintenance.title'), tracking: maintenanceEvents(shop, request) }, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function MaintenanceRoute() {
  const t = useT();
  return (
    <section className="error-page" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.heading')}</h1>
      <p>{t('maintenance.text')}</p>
    </section>
  );
}
