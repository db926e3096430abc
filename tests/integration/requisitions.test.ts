// /account/requisitions and the business checkout through the built storefront and the bundled API, as
// a browser without JavaScript uses them: a buyer over their order limit sends the basket for approval
// (the receipt shows the requisition), the buyer's and the approver's lists by status, approving and
// rejecting with a comment, refusals that keep the comment, and the approver's pages closed to buyers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../commerce-api/db/open-database';
import { createUserBudgets } from '../../commerce-api/organization/user-budgets';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { DEMO_PASSWORD, loggedIn as loggedInAt } from './customers';
import { alerts, buttons, textOf } from './html';
import type { Shopper } from './shopper';

const PRODUCT = '201807171';
const BUYER = 'pmiller@test.intershop.de';
const COST_CENTER = '100400';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  const db = openDatabase(shop.dbFile);
  try {
    seedDemoAccounts(db);
    seedDemoOrganizationUsers(db);
    // The buyer may order for at most 1 EUR: every order needs approval.
    const userId = db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(BUYER) as string;
    createUserBudgets(db).set(userId, { orderSpentLimitCents: 100, budgetCents: null, budgetPeriod: 'monthly', currency: 'EUR' });
  } finally {
    db.close();
  }
}, 120_000);
afterAll(() => shop?.close());

const loggedIn = (login: string) => loggedInAt(shop, login, DEMO_PASSWORD);

/** A page's HTML without the markers React puts between adjacent texts. */
async function page(customer: Shopper, path: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await customer.get(path);
  return { status: response.status, body: (await response.text()).replaceAll('<!-- -->', ''), location: response.headers.get('location') };
}

/** The buyer's basket through the basket page and checkout to the review step; answers the review page. */
async function basketForApproval(buyer: Shopper): Promise<string> {
  expect((await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' })).status).toBe(303);
  expect((await buyer.post('/basket', { intent: 'cost-center', costCenter: COST_CENTER })).status).toBe(303);
  await buyer.get('/checkout/shipping');
  await buyer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await buyer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
  const review = await page(buyer, '/checkout/review');
  expect(review.status, `review: ${review.location}`).toBe(200);
  return review.body;
}

/** Submits the reviewed basket; answers the requisition's id from the receipt's address. */
async function submitForApproval(buyer: Shopper): Promise<string> {
  const submitted = await buyer.post('/checkout/review', { termsAndConditions: 'on' });
  expect(submitted.status).toBe(303);
  const id = new URL(submitted.headers.get('location') ?? '', shop.origin).searchParams.get('requisitionId');
  expect(id, `no requisition: ${submitted.headers.get('location')}`).toBeTruthy();
  return id!;
}

describe('the business checkout', () => {
  it('offers the cost centers the buyer buys on and keeps the chosen one on the basket', async () => {
    const buyer = await loggedIn(BUYER);
    await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    expect((await page(buyer, '/basket')).body).toContain(`<option value="${COST_CENTER}"`);
    await buyer.post('/basket', { intent: 'cost-center', costCenter: COST_CENTER });
    expect((await page(buyer, '/basket')).body).toMatch(new RegExp(`<option value="${COST_CENTER}" selected`));
  });

  it('refuses a cost center the buyer does not buy on, next to the field', async () => {
    const buyer = await loggedIn(BUYER);
    await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const refused = await buyer.post('/basket', { intent: 'cost-center', costCenter: 'NOT-MINE' });
    expect(refused.status).toBe(422);
    expect(textOf(await refused.text())).toContain('Please choose one of your cost centers.');
  });

  it('tells a buyer over their order limit that the order goes for approval, and why, before submitting', async () => {
    const review = await basketForApproval(await loggedIn(BUYER));
    const text = textOf(review);
    expect(text).toContain('This order needs approval');
    expect(text).toContain('its total is over your order spend limit');
    expect(buttons(review).map((button) => button.name)).toContain('Submit for approval');
  });

  it('shows the requisition on the receipt instead of an order', async () => {
    const buyer = await loggedIn(BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(buyer);
    const receipt = await page(buyer, `/checkout/receipt?requisitionId=${id}`);
    expect(receipt.status).toBe(200);
    const text = textOf(receipt.body);
    expect(text).toContain('Your order has been sent for approval');
    expect(text).toContain('Pending approval');
    expect(receipt.body).toContain(`href="/account/requisitions/buyer/${id}"`);
    expect(text).toContain('Jana Becker');
  });
});

describe('/account/requisitions', () => {
  it("lists the buyer's pending requisition in the buyer's list and the approver's, and not among the approved", async () => {
    const buyer = await loggedIn(BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(buyer);
    expect((await page(buyer, '/account/requisitions/buyer')).body).toContain(`href="/account/requisitions/buyer/${id}"`);
    expect((await page(buyer, '/account/requisitions/buyer?status=APPROVED')).body).not.toContain(`/account/requisitions/buyer/${id}`);
    const approver = await loggedIn(DEMO_APPROVER);
    expect((await page(approver, '/account/requisitions/approver')).body).toContain(`href="/account/requisitions/approver/${id}"`);
  });

  it('sends approvers to the approvals and buyers to their requisitions', async () => {
    expect((await page(await loggedIn(DEMO_APPROVER), '/account/requisitions')).location).toBe('/account/requisitions/approver');
    expect((await page(await loggedIn(BUYER), '/account/requisitions')).location).toBe('/account/requisitions/buyer');
  });

  it("closes the approver's pages to a buyer with the missing-permission error", async () => {
    const buyer = await loggedIn(BUYER);
    const list = await page(buyer, '/account/requisitions/approver');
    expect(list.location).toBe('/error?error=missing-permission&permission=APP_B2B_ORDER_APPROVAL');
    const post = await buyer.post('/account/requisitions/approver/any', { intent: 'approve', comment: 'mine' });
    expect(post.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_ORDER_APPROVAL');
  });

  it("approves with a comment: the buyer's requisition shows approver, comment and the order, which is in the order history", async () => {
    const buyer = await loggedIn(BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(buyer);
    const approver = await loggedIn(DEMO_APPROVER);
    const approved = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'Fine for the lab' });
    expect(approved.status).toBe(303);
    const detail = textOf((await page(buyer, `/account/requisitions/buyer/${id}`)).body);
    expect(detail).toContain('Approved');
    expect(detail).toContain('Jana Becker');
    expect(detail).toContain('Fine for the lab');
    const orderNo = /Order no\.\s*(\d+)/.exec(detail)?.[1];
    expect(orderNo, detail).toBeTruthy();
    expect(textOf((await page(buyer, '/account/orders')).body)).toContain(orderNo!);
    expect((await page(buyer, '/account/requisitions/buyer?status=APPROVED')).body).toContain(`/account/requisitions/buyer/${id}`);
  });

  it('rejects only with a comment, keeps the requisition pending until then, and places no order', async () => {
    const buyer = await loggedIn(BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(buyer);
    const approver = await loggedIn(DEMO_APPROVER);
    const withoutComment = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'reject', comment: '' });
    expect(withoutComment.status).toBe(422);
    expect(textOf(await withoutComment.text())).toContain('Please say why you reject the requisition.');
    const rejected = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'reject', comment: 'Over budget' });
    expect(rejected.status).toBe(303);
    const detail = textOf((await page(buyer, `/account/requisitions/buyer/${id}`)).body);
    expect(detail).toContain('Rejected');
    expect(detail).toContain('Over budget');
    expect(detail).not.toMatch(/Order no\./);
  });

  it('refuses a second decision with a message and keeps the typed comment', async () => {
    const buyer = await loggedIn(BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(buyer);
    const approver = await loggedIn(DEMO_APPROVER);
    await approver.post(`/account/requisitions/approver/${id}`, { intent: 'reject', comment: 'No' });
    const again = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    const body = await again.text();
    expect(alerts(body).join(' ')).toContain('This requisition has already been approved or rejected.');
    expect(body).toContain('Changed my mind');
  });

  it('shows the approval and requisition widgets on the account overview', async () => {
    const buyer = await loggedIn(BUYER);
    await basketForApproval(buyer);
    await submitForApproval(buyer);
    expect(textOf((await page(buyer, '/account')).body)).toMatch(/Requisitions\s*Pending approval\s*[1-9]/);
    expect(textOf((await page(await loggedIn(DEMO_APPROVER), '/account')).body)).toMatch(/Requisitions waiting for your approval: [1-9]/);
  });
});
