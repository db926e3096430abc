// The error page the route guards send shoppers to (business-and-integration §2.3, docs/decisions/017),
// through the built storefront: its status and its translated text for each guard's error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { elements, textOf } from './html';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

/** The status and the main content's text of an error page. */
async function errorPage(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(shop.origin + path, { redirect: 'manual' });
  return { status: response.status, text: textOf(elements(await response.text(), 'main')[0] ?? '') };
}

describe('the guards’ error page', () => {
  it('answers a missing permission with 403 and says whom to ask', async () => {
    const page = await errorPage('/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS');
    expect(page.status).toBe(403);
    expect(page.text).toContain("You do not have the permission needed for this page. Ask your company's account administrator for it.");
  });

  it('answers a deactivated feature with 404', async () => {
    const page = await errorPage('/error?error=feature-deactivated&feature=costCenters');
    expect(page.status).toBe(404);
    expect(page.text).toContain('This part of the shop is not available.');
  });

  it('speaks the page language', async () => {
    expect((await errorPage('/de/error?error=missing-permission&permission=APP_B2B_MANAGE_USERS')).text).toContain(
      'Ihnen fehlt die Berechtigung für diese Seite. Bitten Sie den Kontoadministrator Ihrer Firma darum.',
    );
    expect((await errorPage('/de/error?error=feature-deactivated&feature=costCenters')).text).toContain('Dieser Bereich des Shops ist nicht verfügbar.');
  });

  it('shows the general text for an error no guard names, not a text the link chose', async () => {
    const page = await errorPage('/error?error=error.missing_permission.text');
    expect(page.text).toContain('We could not complete your request. Please try again later.');
    expect(page.text).not.toContain('permission');
  });

  it('is never indexed', async () => {
    const html = await (await fetch(`${shop.origin}/error?error=feature-deactivated`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });
});
