// The toast region as the server renders it (Toasts.tsx): the page's flashed messages once each, errors
// in an alert and the rest in a status, empty live regions without a role, and no close button, which
// only works once the scripts run.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopMessage } from '~/forms/form-reply';
import { Toasts } from '~/features/toasts/Toasts';
import { translatorOfLanguage } from '~/i18n/middleware.server';
import { TranslatorProvider } from '~/i18n/use-t';

function region(flashed: ShopMessage[], lang: 'en' | 'de' = 'en'): string {
  const router = createMemoryRouter([{ path: '*', element: <Toasts flashed={flashed} /> }], { initialEntries: ['/'] });
  return renderToString(
    <TranslatorProvider value={translatorOfLanguage(lang).t}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
}

const added: ShopMessage = { type: 'success', key: 'ede.shopping_cart.product.added.message', values: { sku: '201807171', name: 'Google Home', count: 1 } };
const refused: ShopMessage = { type: 'error', key: 'product.error.not_orderable', duration: 0 };
/** The live regions' opening tags, in order. */
const liveRegions = (html: string) => html.match(/<div[^>]*aria-live[^>]*>/g) ?? [];

describe('Toasts on the server', () => {
  it('is a named region with empty live regions that are no alert or status', () => {
    const html = region([]);
    expect(html).toMatch(/^<section class="toasts" aria-label="Notifications">/);
    const [assertive, polite] = liveRegions(html);
    expect(assertive).toContain('aria-live="assertive"');
    expect(polite).toContain('aria-live="polite"');
    expect(html).not.toContain('role=');
    expect(region([], 'de')).toContain('aria-label="Benachrichtigungen"');
  });

  it('shows each flashed message once, errors in the alert and the rest in the status, without a close button', () => {
    const html = region([added, refused, { ...added }]);
    const [assertive, polite] = liveRegions(html);
    expect(assertive).toContain('role="alert"');
    expect(polite).toContain('role="status"');
    expect(html.match(/Google Home \(201807171\) has been added to your basket\./g)).toHaveLength(1);
    expect(html.match(/class="toast /g)).toHaveLength(2);
    expect(html.indexOf('toast-error')).toBeLessThan(html.indexOf('toast-success'));
    expect(html).not.toContain('<button');
  });
});
