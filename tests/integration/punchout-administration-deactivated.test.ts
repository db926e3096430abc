// Punchout administration while the punchout feature toggle is off: its pages answer with the
// feature-deactivated error page, to the account admin too, and My Account lists no link to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { DEMO_PASSWORD, loggedIn } from './customers';
import { links } from './html';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: 'costCenters' } });
}, 120_000);
afterAll(() => shop?.close());

describe('the punchout administration without the punchout feature', () => {
  it.each(['/account/punchout', '/account/punchout/create?format=oci', '/account/punchout/oci_oilcorp?format=oci', '/account/punchout/configuration', '/account/punchout/cxmlConfiguration/cxml_oilcorp'])(
    '%s is the feature-deactivated error page for the account admin',
    async (path) => {
      const admin = await loggedIn(shop, 'bboldner@test.intershop.de', DEMO_PASSWORD);
      const response = await admin.get(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/error?error=feature-deactivated&feature=punchout');
    },
  );

  it('is not linked from My Account', async () => {
    const admin = await loggedIn(shop, 'bboldner@test.intershop.de', DEMO_PASSWORD);
    expect(links(await admin.text('/account')).map((link) => link.href)).not.toContain('/account/punchout');
  });
});
