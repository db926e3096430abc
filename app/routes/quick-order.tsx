import type { Route } from './+types/quick-order';
import { QuickOrderPage } from '~/features/quickorder/QuickOrderPage';
import { quickOrderAction, quickOrderLoader } from '~/features/quickorder/quick-order.server';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /quick-order (feature quickorder): a basket filled from item numbers or a CSV file.
export const handle = { guard: { feature: 'quickorder' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader({ context }: Route.LoaderArgs) {
  return quickOrderLoader({ context });
}

export function action({ request, context }: Route.ActionArgs) {
  return quickOrderAction({ request, context });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function QuickOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuickOrderPage data={loaderData} answer={actionData} />;
}
