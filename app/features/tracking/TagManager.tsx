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

export function TrackingEvents({ queued, userId }: { queued: DataLayerEvent[]; userId?: string }) {
  const location = useLocation();
  const firstUserId = useRef(userId);
  const matches = useMatches();
  const error = useRouteError();
  const errorStatus = error === undefined ? undefined : isRouteErrorResponse(error) ? error.status : 500;
  const pageEvents = matches.flatMap((match) => (match.loaderData as { tracking?: DataLayerEvent[] } | undefined)?.tracking ?? []);
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
