import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { AccountLayout } from '~/features/account/AccountLayout';
import { routeHeaders } from '~/http/route-headers';

// /account and below (shopping-core §2): login required, never indexed.
export const handle = { guard: { login: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export const headers = routeHeaders;

export default function AccountRoute() {
  return <AccountLayout />;
}
