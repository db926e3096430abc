// Guards declared on routes as data (business-and-integration §2.3): a route module says what it needs
// in `handle.guard`, and `guardedBy` turns that into the middleware that checks it before any of the
// route's (and its children's) loaders and actions run. Later areas add rules here, not code paths.
import type { MiddlewareFunction } from 'react-router';
import { getShop } from '~/shop-context.server';
import { requireUser } from './user-session.server';

export interface RouteGuard {
  /** Only for a logged-in user; others go to the login page and come back (returnUrl). */
  login?: boolean;
}

export function guardedBy(guard: RouteGuard): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    if (guard.login) requireUser(getShop(context), request);
    return next();
  };
}
