// Cost centers per line item through the built storefront and the bundled API, as a browser without
// JavaScript uses them: when Oil Corp chooses cost centers per line item, each basket line has its own
// form, which sets or clears the line's Order_CostCenter_ID attribute with a cost center the buyer buys
// on (a table of who may), only for a line of the buyer's own basket; review, receipt and order detail show the line's cost
// center; a basket on two cost centers over their budgets names both owners at review, and its
// requisition shows both approvals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { startBuiltStorefront, type BuiltStorefront, withDatabase } from './built-storefront';
import { DEMO_PASSWORD, loggedIn } from './customers';
import { elements, labelled, textOf } from './html';
import { shopper, type Shopper } from './shopper';

const PRODUCT = '201807171';
const LABEL = 'Cost center for Google Home';
/** Buys on 100400 and 100402 (and the inactive 100404). */
const PMILLER = 'pmiller@test.intershop.de';
/** Buys on 100402 only. */
const JLINK = 'jlink@test.intershop.de';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
  withDatabase(shop, (db) => {
    seedDemoAccounts(db);
    seedDemoOrganizationUsers(db);
  });
}, 120_000);
afterAll(() => shop?.close());

const perLineItem = (on: boolean) =>
  withDatabase(shop, (db) => db.prepare("UPDATE customers SET cost_center_per_position = ? WHERE customer_no = 'OilCorp'").run(on ? 1 : 0));
beforeEach(() => perLineItem(true));

/** A shopper (logged in unless no login is given) with one piece of the product in the basket, the line on the basket's cost center; answers the shopper and the line's id. */
async function buyerWithLine(login: string | undefined): Promise<{ buyer: Shopper; itemId: string }> {
  const buyer = login ? await loggedIn(shop, login, DEMO_PASSWORD) : shopper(shop.origin);
  expect((await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' })).status).toBe(303);
  const itemId = /name="lineItemId" value="([^"]+)"/.exec(await buyer.text('/basket'))?.[1];
  expect(itemId).toBeDefined();
  // the user's basket is the same in every session: one piece without a cost center of its own, whatever earlier tests did
  expect((await buyer.post('/basket', { intent: 'update', lineItemId: itemId!, quantity: '1' })).status).toBe(303);
  withDatabase(shop, (db) => db.prepare('DELETE FROM basket_line_item_attributes WHERE line_item_id = ?').run(itemId));
  return { buyer, itemId: itemId! };
}

/** The line's Order_CostCenter_ID as the API's database keeps it. */
const storedCostCenter = (itemId: string) =>
  withDatabase(shop, (db) =>
    db.prepare("SELECT value_json FROM basket_line_item_attributes WHERE line_item_id = ? AND name = 'Order_CostCenter_ID'").pluck().get(itemId),
  );

/** The basket page's form of the line's cost center, if it has one. */
const lineForm = (html: string) => elements(html, 'form').find((form) => form.includes('value="line-cost-center"'));

describe('the basket page with cost centers per line item', () => {
  it('gives each line its own cost center form, with the basket’s choice first and the buyer’s cost centers', async () => {
    const { buyer } = await buyerWithLine(PMILLER);
    await buyer.post('/basket', { intent: 'cost-center', costCenter: '100400' });
    const html = await buyer.text('/basket');
    expect(textOf(html)).toContain(LABEL);
    const options = elements(lineForm(html)!, 'option').map(textOf);
    expect(options).toEqual(['As the basket (100400 Oil Corp Headquarters)', '100400 Oil Corp Headquarters', '100402 Oil Corp Research']);
  });

  it('shows no line form when the company chooses one cost center per order', async () => {
    perLineItem(false);
    const { buyer } = await buyerWithLine(PMILLER);
    const html = await buyer.text('/basket');
    expect(textOf(html)).not.toContain(LABEL);
    expect(lineForm(html)).toBeUndefined();
  });

  it('sets a line’s cost center, shown as chosen, and clears it back to the basket’s', async () => {
    const { buyer, itemId } = await buyerWithLine(PMILLER);
    const saved = await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '100402' });
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/basket']);
    expect(storedCostCenter(itemId)).toBe('"100402"');
    const html = await buyer.text('/basket');
    expect(textOf(html)).toContain('The cost center of the item has been saved.');
    expect(lineForm(html)).toMatch(/<option value="100402" selected/);

    expect((await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '' })).status).toBe(303);
    expect(storedCostCenter(itemId)).toBeUndefined();
  });

  it('refuses a cost center the buyer does not buy on next to the field, and writes nothing', async () => {
    const { buyer, itemId } = await buyerWithLine(JLINK);
    const refused = await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '100400' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(lineForm(html)).toContain('aria-invalid="true"');
    expect(textOf(lineForm(html)!)).toContain('Please choose one of your cost centers.');
    expect(storedCostCenter(itemId)).toBeUndefined();
  });

  it('refuses a line of another basket, and leaves that line alone', async () => {
    const { itemId: othersLine } = await buyerWithLine(JLINK);
    const { buyer } = await buyerWithLine(PMILLER);
    const refused = await buyer.post('/basket', { intent: 'line-cost-center', itemId: othersLine, costCenter: '100402' });
    expect(refused.status).toBe(404);
    expect(storedCostCenter(othersLine)).toBeUndefined();
  });

  it('refuses a line’s cost center when the company chooses one per order', async () => {
    const { buyer, itemId } = await buyerWithLine(PMILLER);
    perLineItem(false);
    const refused = await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '100402' });
    expect(refused.status).toBe(403);
    expect(storedCostCenter(itemId)).toBeUndefined();
  });

  // who may put a line of their own basket on 100402: its buyers; everybody else is refused, and nothing is written
  it.each([
    ['a buyer of 100402 (pmiller)', PMILLER, 303],
    ['a buyer and owner of 100402 (jlink)', JLINK, 303],
    ['the account admin, no buyer of it', 'bboldner@test.intershop.de', 422],
    ['the approver, no buyer of it', 'jbecker@test.intershop.de', 422],
    ['a private customer', 'patricia@test.intershop.de', 403],
    ['an anonymous shopper', undefined, 403],
  ])('is taken from %s only when allowed', async (_who, login, status) => {
    const { buyer, itemId } = await buyerWithLine(login);
    const response = await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '100402' });
    expect(response.status).toBe(status);
    expect(storedCostCenter(itemId)).toBe(status === 303 ? '"100402"' : undefined);
  });

  it('refuses the post from another site', async () => {
    const { buyer, itemId } = await buyerWithLine(PMILLER);
    const forged = await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '100402' }, { Origin: 'http://evil.example' });
    expect([400, 403]).toContain(forged.status);
    expect(storedCostCenter(itemId)).toBeUndefined();
  });
});

describe('a line’s cost center after the basket', () => {
  it('is shown at review, on the receipt and in the order’s detail', async () => {
    const { buyer, itemId } = await buyerWithLine(PMILLER);
    await buyer.post('/basket', { intent: 'cost-center', costCenter: '100400' });
    await buyer.post('/basket', { intent: 'line-cost-center', itemId, costCenter: '100402' });
    await buyer.get('/checkout/shipping');
    await buyer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
    await buyer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
    const review = await buyer.get('/checkout/review');
    expect(review.status, `review: ${review.headers.get('location')}`).toBe(200);
    expect(textOf(await review.text())).toContain('Cost center: 100402');
    const submitted = await buyer.post('/checkout/review', { termsAndConditions: 'on' });
    const receipt = submitted.headers.get('location') ?? '';
    expect(receipt).toMatch(/^\/checkout\/receipt\?orderId=/);
    expect(textOf(await buyer.text(receipt))).toContain('Cost center: 100402');
    const orderId = new URL(receipt, shop.origin).searchParams.get('orderId')!;
    expect(textOf(await buyer.text(`/account/orders/${encodeURIComponent(orderId)}`))).toContain('Cost center: 100402');
  });
});

/** Sets the budget of one of Oil Corp's cost centers (cents). */
const setCostCenterBudget = (costCenterId: string, budgetCents: number) =>
  withDatabase(shop, (db) => db.prepare('UPDATE cost_centers SET budget_cents = ? WHERE cost_center_id = ?').run(budgetCents, costCenterId));

describe('a basket on two cost centers, both over their budgets', () => {
  it('names both cost centers’ approvers at review, and its requisition shows both approvals', async () => {
    setCostCenterBudget('100400', 0);
    setCostCenterBudget('100402', 0);
    try {
      const { buyer, itemId } = await buyerWithLine(PMILLER);
      expect((await buyer.post('/product/201807199', { intent: 'add', sku: '201807199', quantity: '1' })).status).toBe(303);
      const lines = [...(await buyer.text('/basket')).matchAll(/name="lineItemId" value="([^"]+)"/g)].map((match) => match[1]);
      const second = lines.find((id) => id !== itemId)!;
      await buyer.post('/basket', { intent: 'cost-center', costCenter: '100400' });
      expect((await buyer.post('/basket', { intent: 'line-cost-center', itemId: second, costCenter: '100402' })).status).toBe(303);
      await buyer.get('/checkout/shipping');
      await buyer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
      await buyer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });

      const review = textOf(await buyer.text('/checkout/review'));
      expect(review).toContain('Approvers of the cost center 100400 Oil Corp Headquarters: Bernhard Boldner');
      expect(review).toContain('Approvers of the cost center 100402 Oil Corp Research: Jack Link');

      const submitted = await buyer.post('/checkout/review', { termsAndConditions: 'on' });
      const requisitionId = new URL(submitted.headers.get('location') ?? '', shop.origin).searchParams.get('requisitionId');
      expect(requisitionId, `no requisition: ${submitted.headers.get('location')}`).toBeTruthy();
      const detail = await buyer.text(`/account/requisitions/buyer/${requisitionId}`);
      expect(elements(labelled(detail, 'Cost center approvals') ?? '', 'dl').map(textOf)).toEqual([
        'Cost center 100400 Oil Corp Headquarters Approval status Pending approval May approve Bernhard Boldner',
        'Cost center 100402 Oil Corp Research Approval status Pending approval May approve Jack Link',
      ]);
    } finally {
      setCostCenterBudget('100400', 5_000_000);
      setCostCenterBudget('100402', 2_000_000);
    }
  });
});
