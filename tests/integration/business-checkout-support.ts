// Test support for the business checkout and requisition tests: a built storefront with Oil Corp's
// demo data where the buyer (and the account admin when he orders) may order for at most 1 EUR, so
// every order needs approval, and the basket-to-requisition path as a browser without JavaScript takes it.
import { afterAll, beforeAll, expect } from 'vitest';
import { createUserBudgets } from '../../commerce-api/organization/user-budgets';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { DEMO_PASSWORD, loggedIn as loggedInAt } from './customers';
import type { Shopper } from './shopper';

export const PRODUCT = '201807171';
export const BUYER = 'pmiller@test.intershop.de';
/** The account admin, who approves and buys. */
export const ADMIN = 'bboldner@test.intershop.de';
export const COST_CENTER = '100400';

/** The storefront of the test file, started before its tests. */
export function businessShop(): { readonly current: BuiltStorefront } {
  const holder: { current: BuiltStorefront } = { current: undefined as unknown as BuiltStorefront };
  beforeAll(async () => {
    holder.current = await startBuiltStorefront();
    withDatabase(holder.current, (db) => {
      seedDemoAccounts(db);
      seedDemoOrganizationUsers(db);
      for (const login of [BUYER, ADMIN]) {
        const userId = db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(login) as string;
        createUserBudgets(db).set(userId, { orderSpentLimitCents: 100, budgetCents: null, budgetPeriod: 'monthly', currency: 'EUR' });
      }
    });
  }, 120_000);
  afterAll(() => holder.current?.close());
  return holder;
}

export const loggedIn = (shop: BuiltStorefront, login: string) => loggedInAt(shop, login, DEMO_PASSWORD);

/** A page's HTML without the markers React puts between adjacent texts. */
export async function page(customer: Shopper, path: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await customer.get(path);
  return { status: response.status, body: (await response.text()).replaceAll('<!-- -->', ''), location: response.headers.get('location') };
}

/** The user's basket through the basket page (with the cost center, unless null) and checkout to the review step; answers the review page. */
export async function basketForApproval(customer: Shopper, costCenter: string | null = COST_CENTER): Promise<string> {
  expect((await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' })).status).toBe(303);
  if (costCenter) expect((await customer.post('/basket', { intent: 'cost-center', costCenter })).status).toBe(303);
  await customer.get('/checkout/shipping');
  await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
  const review = await page(customer, '/checkout/review');
  expect(review.status, `review: ${review.location}`).toBe(200);
  return review.body;
}

/** Submits the reviewed basket; answers the requisition's id from the receipt's address. */
export async function submitForApproval(shop: BuiltStorefront, customer: Shopper): Promise<string> {
  const submitted = await customer.post('/checkout/review', { termsAndConditions: 'on' });
  expect(submitted.status).toBe(303);
  const id = new URL(submitted.headers.get('location') ?? '', shop.origin).searchParams.get('requisitionId');
  expect(id, `no requisition: ${submitted.headers.get('location')}`).toBeTruthy();
  return id!;
}
