import { guardedBy, type RouteGuard } from '~/http/route-guards.server';

// /scandit: the scanner page while feature scandit is on (business-and-integration §2.4, §6). Scandit's
// SDK needs a licence the shop does not have, so it is /scanner's page, on the browser's BarcodeDetector.
export const handle = { guard: { feature: 'scandit' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export { action, default, headers, loader, meta } from './scanner';
