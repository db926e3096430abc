// The business checkout while the costCenters feature toggle is off: the toggle gates cost center
// management (/account/organization/cost-centers…), not the basket's cost center, which a company
// that needs one must still be able to choose (as the PWA's basket does), or its buyers could not order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { DEMO_PASSWORD, loggedIn } from './customers';

const PRODUCT = '201807171';
const BUYER = 'jlink@test.intershop.de';
const COST_CENTER = '100402';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: 'quoting,compare' } });
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
  });
}, 120_000);
afterAll(() => shop?.close());

describe('the basket of a business buyer without the costCenters feature', () => {
  it('still offers the cost centers the buyer buys on and keeps the chosen one', async () => {
    const buyer = await loggedIn(shop, BUYER, DEMO_PASSWORD);
    await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    expect(await (await buyer.get('/basket')).text()).toContain(`<option value="${COST_CENTER}"`);
    expect((await buyer.post('/basket', { intent: 'cost-center', costCenter: COST_CENTER })).status).toBe(303);
    expect(await (await buyer.get('/basket')).text()).toMatch(new RegExp(`<option value="${COST_CENTER}" selected`));
    expect((await buyer.post('/basket', { intent: 'checkout' })).headers.get('location')).toBe('/checkout/address');
  });
});
