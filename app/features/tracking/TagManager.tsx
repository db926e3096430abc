// The tag manager on a tracked visitor's pages (docs/decisions/031). The root renders it only when the
// root loader sent a setup (feature on, container configured, tracking consented); others get nothing.
// TagManagerScript is the container's snippet: the data layer with the user id, then the script, async.
// TrackingEvents pushes, after hydration, a page_view per navigation (first load too) with the page's own
// events (its loaders' `tracking`) and the error event of a tracked status, and the events of actions the
// root loader brought; the code that pushes them loads on demand.
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import type { DataLayerEvent } from './tracking-events';

/** JSON for an inline script: `<` escaped, so no value can end the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function TagManagerScript({ scriptUrl, userId, nonce }: { scriptUrl: string; userId?: string; nonce?: string }) {
  const start = userId ? [{ user_id: userId }] : [];
  const snippet =
    `(function(w,d){var l=w.dataLayer=w.dataLayer||[];l.push.apply(l,${scriptJson(start)});` +
    `l.push({'gtm.start':Date.now(),event:'gtm.js'});var s=d.createElement('script');s.async=true;s.src=${scriptJson(scriptUrl)};d.head.appendChild(s)})(window,document);`;
  // The shop's own snippet around two values of its configuration and a hash: no text of a user or the backend.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: snippet }} />;
}

const loadDataLayer = () => import('./data-layer');

/**
 * The status of the error the root shows, or undefined when it shows none: useRouteError gives `null`
 * (not undefined) outside an error boundary, as in the layout of a page that rendered.
 */
export function shownErrorStatus(error: unknown): number | undefined {
  if (error === undefined || error === null) return undefined;
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The page's own events: the `tracking` lists of its routes' loader data. The root's `tracking` is the
 * tag manager's setup (an object, not events), so only lists count.
 */
export function pageEventsOf(matches: readonly { loaderData?: unknown }[]): DataLayerEvent[] {
  return matches.flatMap((match) => {
    const events = (match.loaderData as { tracking?: unknown } | undefined)?.tracking;
    return Array.isArray(events) ? (events as DataLayerEvent[]) : [];
  });
}

export function TrackingEvents({ queued, userId }: { queued: DataLayerEvent[]; userId?: string }) {
  const location = useLocation();
  const firstUserId = useRef(userId);
  const matches = useMatches();
  const errorStatus = shownErrorStatus(useRouteError());
  const pageEvents = pageEventsOf(matches);
  // Once per navigation, with the page's data as it arrived: a revalidation (after adding to the basket) is no new page view.
  useEffect(() => {
    void loadDataLayer().then((layer) => layer.pushPage(location.pathname, errorStatus, pageEvents));
  }, [location.key]);
  // The snippet pushed the first page's user id; a login or logout without a new document changes it.
  useEffect(() => {
    if (userId === firstUserId.current) return;
    firstUserId.current = userId;
    void loadDataLayer().then((layer) => layer.pushUserId(userId));
  }, [userId]);
  // Each root load brings new ones (the server hands them out once).
  useEffect(() => {
    if (queued.length > 0) void loadDataLayer().then((layer) => layer.pushEvents(queued));
  }, [queued]);
  return null;
}
