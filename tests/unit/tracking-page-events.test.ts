// What <TrackingEvents> pushes for a page (docs/decisions/031): the error event only when the root shows
// an error (useRouteError gives null on a page that rendered), and only the routes' event lists, not the
// root's tag manager setup that shares their `tracking` key.
import { describe, expect, it } from 'vitest';
import { pageEventsOf, shownErrorStatus } from '~/features/tracking/TagManager';
import { viewItemEvent } from '~/features/tracking/tracking-events';

describe('the page events of a tracked visitor', () => {
  it('reports no error for a page that rendered', () => {
    expect(shownErrorStatus(null)).toBeUndefined();
    expect(shownErrorStatus(undefined)).toBeUndefined();
  });

  it("reports an error response's status, anything else thrown as 500", () => {
    // An error response as React Router hands it to the boundary (what isRouteErrorResponse recognises).
    expect(shownErrorStatus({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe(404);
    expect(shownErrorStatus(new Error('broken'))).toBe(500);
  });

  it("takes the routes' event lists and leaves the root's tag manager setup out", () => {
    const view = viewItemEvent({ sku: '201807171', name: 'Google Home', quantity: 1 }, 'b2c');
    const matches = [
      { loaderData: { tracking: { scriptUrl: 'https://gtm.example/gtm.js?id=GTM-TEST1', queued: [] } } },
      { loaderData: undefined },
      { loaderData: { tracking: [view] } },
    ];
    expect(pageEventsOf(matches)).toEqual([view]);
  });
});
