// Pushes into the tag manager's data layer (`window.dataLayer`, docs/decisions/031). Loaded on demand by
// <TrackingEvents>, only on a tracked visitor's pages, so no other page carries it.
import { errorEvent, pageViewEvent, type DataLayerEvent } from './tracking-events';

type DataLayer = Record<string, unknown>[];

function dataLayer(): DataLayer {
  const page = window as Window & { dataLayer?: DataLayer };
  return (page.dataLayer ??= []);
}

/** The events in order; before each ecommerce event the previous one's object is cleared (GA4 over a tag manager). */
export function pushEvents(events: readonly DataLayerEvent[]): void {
  const layer = dataLayer();
  for (const event of events) {
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push({ ...event });
  }
}

/** The logged-in user's tracking id, or none after a logout. */
export function pushUserId(userId: string | undefined): void {
  dataLayer().push({ user_id: userId ?? null });
}

/** A page seen: its page_view, the error event of a tracked status, then the page's own events (view_item, a checkout step, purchase). */
export function pushPage(pathname: string, errorStatus: number | undefined, pageEvents: readonly DataLayerEvent[]): void {
  const error = errorStatus === undefined ? undefined : errorEvent(errorStatus, pathname);
  pushEvents([pageViewEvent(window.location.origin, pathname, document.title), ...(error ? [error] : []), ...pageEvents]);
}
