// Whom the shop tracks and what it tells the page (docs/decisions/031): only with the feature `tracking`,
// a configured container and the visitor's consent to the category `tracking`. The root loader hands the
// page the tag manager's script, the pseudonymous user id of a logged-in user, and the events that
// actions queued in the session (a basket change shows on the page after it, fetcher or redirect alike).
import { createHmac } from 'node:crypto';
import type { SessionUser } from '~/http/session.server';
import type { ShopContext } from '~/http/shop-context.server';
import { config } from '~/http/config.server';
import { signedInUser } from '~/features/account/user-session.server';
import type { DataLayerEvent } from './tracking-events';

/** What the page needs to track: undefined when it must not. */
export interface TrackingSetup {
  scriptUrl: string;
  /** A logged-in user's tracking id (business-and-integration §4). */
  userId?: string;
  /** Events of actions since the last page (add to and remove from the basket). */
  queued: DataLayerEvent[];
}

/** Few, small: the session is a cookie. More between two pages are dropped (the oldest first). */
const MAX_QUEUED_EVENTS = 4;
/** Orders whose purchase was reported, newest first (as many as the receipts the session may show). */
const KEPT_TRACKED_ORDERS = 5;

/** Whether this visitor is tracked: feature on (for the request, decision 032), container configured, tracking consented. */
export function tracksVisitor(shop: ShopContext): boolean {
  return !!config.tagManager && shop.features.has('tracking') && shop.consent.categories.includes('tracking');
}

/**
 * A user's tracking id: an HMAC of the customer and the login under the session secret, so the tag
 * manager can tell visits of one user apart from others' without learning who it is (not the login,
 * not the e-mail). It changes when the first session secret does.
 */
export function trackingUserId(user: Pick<SessionUser, 'customerNo' | 'login'>, secret = config.sessionSecrets[0]): string {
  return createHmac('sha256', secret).update(`tracking-user\0${user.customerNo}\0${user.login ?? ''}`).digest('base64url').slice(0, 22);
}

/** The root loader's part: the setup of a tracked visitor, taking the queued events out of the session. */
export function trackingSetup(shop: ShopContext): TrackingSetup | undefined {
  if (!tracksVisitor(shop) || !config.tagManager) return undefined;
  const queued = shop.session.get('trackingEvents') ?? [];
  if (queued.length > 0) shop.session.unset('trackingEvents');
  const user = signedInUser(shop);
  return { scriptUrl: config.tagManager.scriptUrl, ...(user ? { userId: trackingUserId(user) } : {}), queued };
}

/** An action's events, for the next page of a tracked visitor; nothing for anyone else. */
export function queueTrackingEvents(shop: ShopContext, events: DataLayerEvent[]): void {
  if (events.length === 0 || !tracksVisitor(shop)) return;
  shop.session.set('trackingEvents', [...(shop.session.get('trackingEvents') ?? []), ...events].slice(-MAX_QUEUED_EVENTS));
}

/** Whether the order's purchase is still to be reported; from now on it counts as reported (a reload of the receipt reports nothing). */
export function firstPurchaseReport(shop: ShopContext, orderId: string): boolean {
  const tracked = shop.session.get('trackedOrders') ?? [];
  if (tracked.includes(orderId)) return false;
  shop.session.set('trackedOrders', [orderId, ...tracked].slice(0, KEPT_TRACKED_ORDERS));
  return true;
}
