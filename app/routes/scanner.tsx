import type { Route } from './+types/scanner';
import { scannerAction, scannerLoader } from '~/features/scanner/scanner.server';
import { ScannerPage } from '~/features/scanner/ScannerPage';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';

// /scanner: the barcode scanner while feature scanner is on (shopping-core §2, business-and-integration §2.4).
export const handle = { guard: { feature: 'scanner' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export const loader = scannerLoader;

export const action = scannerAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function ScannerRoute({ actionData }: Route.ComponentProps) {
  return <ScannerPage actionData={actionData} />;
}
