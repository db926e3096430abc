import type { Route } from './+types/punchout';
import { punchoutEntry } from '~/features/punchout/punchout-entry.server';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';

// /punchout (business-and-integration §2.8): the procurement systems' entry, by GET or by POST from
// their own origin (the one path that takes foreign posts: app/http/cross-site-posts.server.ts). A
// resource route: every answer is a redirect or a page of the protocol's own, never a shop page.
export const handle = { guard: { feature: 'punchout' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard)];

export const loader = (args: Route.LoaderArgs) => punchoutEntry(args);

export const action = (args: Route.ActionArgs) => punchoutEntry(args);
