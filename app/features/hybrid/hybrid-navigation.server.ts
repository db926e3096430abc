// Hybrid mode for client-side navigations (docs/decisions/033). server.ts redirects a document request
// for a page the classic shop serves; with JavaScript a link to it is a data request (`/basket.data`)
// that React Router must answer, so this middleware answers it with a document redirect to the same
// target: the browser leaves for the classic shop instead of the storefront rendering its own page.
import { redirectDocument, type MiddlewareFunction } from 'react-router';
import { config } from '~/http/config.server';
import { pagePath } from '~/http/page-path';
import { hybridTarget } from './hybrid-mode.server';

export const hybridNavigationMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (!config.hybrid || (request.method !== 'GET' && request.method !== 'HEAD')) return;
  const target = hybridTarget(config.hybrid, new URL(pagePath(request), request.url).pathname);
  if (target) throw redirectDocument(target, { status: 302, headers: { 'Cache-Control': 'private, no-store' } });
};
