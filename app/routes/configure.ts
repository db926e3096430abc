import { data } from 'react-router';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';

// /configure (feature tacton, logged in; business-and-integration §2.4, §6): the Tacton product
// configurator's place. The shop has no Tacton connection, so the feature is never on for a request
// (app/features/extra-configuration, decision 032) and the guard answers first; were it ever passed,
// there is still no configurator to show.
export const handle = { guard: { feature: 'tacton', login: true } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export function loader(): never {
  throw data(null, { status: 404 });
}
