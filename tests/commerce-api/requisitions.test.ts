// Requisitions: a basket over a limit becomes a requisition (once), approvers see and decide it,
// approving places the buyer's order with stock and spending, rejecting places nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { BBOLDNER, JLINK, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { stockOf } from './order-support';
import {
  type BusinessBasket,
  businessBasket,
  countOf,
  decideRequisition,
  listRequisitions,
  readRequisition,
  setBudget,
  setCostCenterBudget,
  submit,
} from './requisition-support';
import { withDatabase } from './requests-support';
import { BASE, type TestApi, errorCode } from './support';

const ALL_INCLUDES =
  'invoiceToAddress,commonShipToAddress,commonShippingMethod,discounts,lineItems,lineItems_discounts,lineItems_warranty,payments,payments_paymentMethod,payments_paymentInstrument';

describe('requisitions', () => {
  let api: TestApi;
  let buyer: string;
  let admin: string;
  let owner: string;
  let approver: string;
  beforeAll(async () => {
    api = await startAccountApi();
    // the approver jbecker@ (APP_B2B_APPROVER); the buyers without the demo's limits, which each test sets
    withDatabase(api, seedDemoOrganizationUsers);
    setBudget(api, PMILLER, {});
    setBudget(api, JLINK, {});
    [buyer, admin, owner, approver] = await Promise.all([
      loginDemo(api, PMILLER),
      loginDemo(api, BBOLDNER),
      loginDemo(api, JLINK),
      loginDemo(api, DEMO_APPROVER),
    ]);
  });
  afterAll(() => api.close());

  /** A basket of pmiller over his order limit (one cent), submitted: a pending requisition. */
  async function pendingRequisition(items?: { product: string; quantity: { value: number } }[]): Promise<BusinessBasket> {
    const basket = await businessBasket(api, buyer, { costCenter: '100400', ...(items ? { items } : {}) });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents - 1 });
    expect((await submit(api, basket)).statusCode).toBe(422);
    setBudget(api, PMILLER, {});
    return basket;
  }

  it('turns a basket that needs approval into a requisition instead of an order, answering 422 each time', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents - 1 });
    const first = await submit(api, basket);
    const again = await submit(api, basket);
    setBudget(api, PMILLER, {});
    expect(first.statusCode).toBe(422);
    expect(errorCode(first)).toBe('order.creation.approval_required');
    expect(again.json()).toEqual(first.json());
    expect(countOf(api, 'SELECT COUNT(*) FROM requisitions WHERE id = ?', basket.basketId)).toBe(1);
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(0);
    expect((await call(api, 'GET', '/baskets/current', buyer)).json().data?.id).not.toBe(basket.basketId);
  });

  it('reads the requisition by the basket id with the basket as submitted and its approval', async () => {
    const basket = await pendingRequisition();
    const response = await readRequisition(api, buyer, basket.basketId, ALL_INCLUDES);
    expect(response.statusCode).toBe(200);
    const { data, included } = response.json();
    expect(data).toMatchObject({
      id: basket.basketId,
      requisitionNo: expect.stringMatching(/^\d+$/),
      creationDate: expect.any(Number),
      lineItemCount: 1,
      costCenter: '100400',
      totalGross: { type: 'Money', value: basket.grossCents / 100, currency: 'EUR' },
      approvalStatus: { statusCode: 'PENDING' },
      approval: { approvalRequired: true, customerApproval: { approvers: expect.any(Array) } },
      userInformation: { email: PMILLER },
      userBudgets: { orderSpentLimit: { value: (basket.grossCents - 1) / 100, currency: 'EUR' } },
    });
    expect(data.attributes).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'BusinessObjectAttributes#Order_CostCenter' })]));
    expect(Object.keys(included.lineItems)).toHaveLength(1);
    expect(Object.keys(included.invoiceToAddress)).toHaveLength(1);
    expect(Object.keys(included.payments_paymentMethod)).toEqual(['ISH_INVOICE']);
  });

  it("answers in the reader's locale: the status and the shipping method's name", async () => {
    const basket = await pendingRequisition();
    const read = async (matrix: string) =>
      (
        await api.inject({
          method: 'GET',
          url: `${BASE}${matrix}/customers/-/users/-/requisitions/${basket.basketId}?include=commonShippingMethod`,
          headers: { 'authentication-token': buyer },
        })
      ).json();
    const [english, german] = [await read(';loc=en_US'), await read(';loc=de_DE')];
    expect(english.data.approvalStatus.status).toBe('Pending approval');
    expect(german.data.approvalStatus.status).toBe('Genehmigung ausstehend');
    const nameOf = (document: { included: { commonShippingMethod: Record<string, { name: string }> } }) =>
      Object.values(document.included.commonShippingMethod)[0].name;
    expect(nameOf(german)).not.toBe(nameOf(english));
  });

  it("lists the buyer's own requisitions in the buyer view and the approver's to decide in the approver view", async () => {
    const basket = await pendingRequisition();
    const ids = (response: { json: () => { data: { id: string }[] } }) => response.json().data.map(entry => entry.id);
    expect(ids(await listRequisitions(api, buyer, '?view=buyer&status=PENDING'))).toContain(basket.basketId);
    expect(ids(await listRequisitions(api, buyer, '?view=approver'))).not.toContain(basket.basketId);
    expect(ids(await listRequisitions(api, admin, '?view=approver&status=PENDING'))).toContain(basket.basketId);
    expect(ids(await listRequisitions(api, admin, '?view=approver&status=APPROVED'))).not.toContain(basket.basketId);
    expect(ids(await listRequisitions(api, admin, '?view=buyer'))).toEqual([]);
  });

  it("approving places the buyer's order once: stock taken, spending booked on user and cost center, approval in the order", async () => {
    const basket = await pendingRequisition([{ product: 'ACC-KEYBOARD', quantity: { value: 2 } }]);
    const stockBefore = stockOf(api.dbFile, 'ACC-KEYBOARD');
    const response = await decideRequisition(api, admin, basket.basketId, 'APPROVED', 'Fine by me');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ approvalStatus: { statusCode: 'APPROVED', approvalComment: 'Fine by me', approver: { email: BBOLDNER } }, orderNo: expect.any(String) });
    expect(stockOf(api.dbFile, 'ACC-KEYBOARD')).toBe(stockBefore - 2);
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(1);
    expect(
      countOf(
        api,
        `SELECT amount_cents FROM spendings s JOIN cost_centers c ON c.id = s.cost_center_id
          WHERE s.order_id = ? AND c.cost_center_id = '100400' AND s.user_id = (SELECT id FROM users WHERE login = ?)`,
        data.order.itemId,
        PMILLER,
      ),
    ).toBe(basket.grossCents);
    const order = (await call(api, 'GET', `/orders/${data.order.itemId}`, buyer)).json().data;
    expect(order).toMatchObject({
      requisitionDocumentNo: data.requisitionNo,
      costCenter: '100400',
      approval: { approverFirstName: expect.any(String), approverLastName: expect.any(String), approvalComment: 'Fine by me' },
    });
    expect(order.attributes).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'BusinessObjectAttributes#OrderApproval_ApprovalDate' })]));
    expect((await call(api, 'GET', '/orders', buyer)).json().data.map((entry: { id: string }) => entry.id)).toContain(order.id);
    // the order is the buyer's: an approver does not read it, the account admin (who manages the company's orders) does
    expect((await call(api, 'GET', `/orders/${order.id}`, approver)).statusCode).toBe(404);
    expect((await call(api, 'GET', `/orders/${order.id}`, admin)).json().data).toMatchObject({ id: order.id, buyer: { login: PMILLER } });
  });

  it('refuses to decide a decided requisition again', async () => {
    const basket = await pendingRequisition();
    expect((await decideRequisition(api, admin, basket.basketId, 'APPROVED')).statusCode).toBe(200);
    const again = await decideRequisition(api, approver, basket.basketId, 'REJECTED');
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('requisition.already_decided.error');
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(1);
  });

  it('rejecting places no order and books nothing', async () => {
    const basket = await pendingRequisition();
    const response = await decideRequisition(api, admin, basket.basketId, 'REJECTED', 'Too expensive');
    expect(response.json().data).toMatchObject({ approvalStatus: { statusCode: 'REJECTED', approvalComment: 'Too expensive' } });
    expect(response.json().data.order).toBeUndefined();
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(0);
    expect((await listRequisitions(api, buyer, '?view=buyer&status=REJECTED')).json().data.map((entry: { id: string }) => entry.id)).toContain(
      basket.basketId,
    );
  });

  it('places one order when two approvers approve at once', async () => {
    const basket = await pendingRequisition();
    const responses = await Promise.all([
      decideRequisition(api, admin, basket.basketId, 'APPROVED'),
      decideRequisition(api, approver, basket.basketId, 'APPROVED'),
      decideRequisition(api, admin, basket.basketId, 'APPROVED'),
    ]);
    expect(responses.map(response => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(1);
  });

  it("lets only the cost center's owner decide a requisition over its budget, not an approver nor another cost center's owner", async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    setCostCenterBudget(api, '100400', basket.grossCents - 1);
    expect((await submit(api, basket)).statusCode).toBe(422);
    setCostCenterBudget(api, '100400', 5_000_000);
    // 100400 is bboldner's: jlink owns 100402, jbecker approves user limits and budgets only
    for (const other of [owner, approver]) {
      expect((await listRequisitions(api, other, '?view=approver')).json().data.map((entry: { id: string }) => entry.id)).not.toContain(basket.basketId);
      expect((await decideRequisition(api, other, basket.basketId, 'APPROVED')).statusCode).toBe(403);
      expect((await readRequisition(api, other, basket.basketId)).statusCode).toBe(404);
    }
    expect((await decideRequisition(api, admin, basket.basketId, 'APPROVED')).statusCode).toBe(200);
  });

  it("forbids a cost center owner without APP_B2B_ORDER_APPROVAL to approve a requisition on their cost center that is only over the buyer's order limit", async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100402' });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents - 1 });
    expect((await submit(api, basket)).statusCode).toBe(422);
    setBudget(api, PMILLER, {});
    const refused = await decideRequisition(api, owner, basket.basketId, 'APPROVED');
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('requisition.approval.permission.missing.error');
    expect((await readRequisition(api, owner, basket.basketId)).statusCode).toBe(404);
    expect((await listRequisitions(api, owner, '?view=approver')).json().data.map((entry: { id: string }) => entry.id)).not.toContain(basket.basketId);
    expect(countOf(api, "SELECT COUNT(*) FROM requisitions WHERE id = ? AND status = 'PENDING'", basket.basketId)).toBe(1);
    expect((await decideRequisition(api, approver, basket.basketId, 'APPROVED')).statusCode).toBe(200);
  });

  it("lets a cost center owner approve a requisition over their own cost center's budget, placing the order", async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100402' });
    setCostCenterBudget(api, '100402', basket.grossCents - 1);
    expect((await submit(api, basket)).statusCode).toBe(422);
    setCostCenterBudget(api, '100402', 2_000_000);
    expect((await listRequisitions(api, owner, '?view=approver')).json().data.map((entry: { id: string }) => entry.id)).toContain(basket.basketId);
    const approved = await decideRequisition(api, owner, basket.basketId, 'APPROVED');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ approvalStatus: { statusCode: 'APPROVED', approver: { email: JLINK } }, order: { itemId: expect.any(String) } });
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(1);
  });

  it('needs both approvals when over a user limit and a cost center budget: the last one places the order', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents - 1 });
    setCostCenterBudget(api, '100400', basket.grossCents - 1);
    expect((await submit(api, basket)).statusCode).toBe(422);
    setBudget(api, PMILLER, {});
    setCostCenterBudget(api, '100400', 5_000_000);
    // jbecker may give the user approval, not the approval of 100400 (bboldner's)
    const first = await decideRequisition(api, approver, basket.basketId, 'APPROVED', 'Limit fine');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      approvalStatus: { statusCode: 'PENDING' },
      approvalStatuses: [{ statusCode: 'APPROVED', approver: { email: DEMO_APPROVER }, approvalComment: 'Limit fine' }],
      approval: { customerApproval: { statusCode: 'APPROVED' }, costCenterApproval: { statusCode: 'PENDING', costCenterID: '100400' } },
    });
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(0);
    expect((await decideRequisition(api, approver, basket.basketId, 'APPROVED')).statusCode).toBe(409);
    const ids = async (token: string) =>
      (await listRequisitions(api, token, '?view=approver&status=PENDING')).json().data.map((entry: { id: string }) => entry.id);
    expect(await ids(approver)).not.toContain(basket.basketId);
    expect(await ids(admin)).toContain(basket.basketId);
    const last = await decideRequisition(api, admin, basket.basketId, 'APPROVED');
    expect(last.json().data).toMatchObject({ approvalStatus: { statusCode: 'APPROVED', approver: { email: BBOLDNER } }, order: { itemId: expect.any(String) } });
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(1);
  });

  it("books a business user's direct order on the user and the cost center, in cents of the budget price type", async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    const response = await submit(api, basket);
    expect(response.statusCode).toBe(201);
    const booked = withDatabase(api, db =>
      db
        .prepare(`SELECT s.amount_cents AS cents, c.cost_center_id AS costCenter, u.login FROM spendings s
          JOIN users u ON u.id = s.user_id LEFT JOIN cost_centers c ON c.id = s.cost_center_id WHERE s.order_id = ?`)
        .get(response.json().data.id),
    );
    expect(booked).toEqual({ cents: basket.grossCents, costCenter: '100400', login: PMILLER });
  });

  it('leaves the requisition pending and places nothing when its basket can no longer be ordered', async () => {
    const basket = await pendingRequisition([{ product: 'ACC-KEYBOARD', quantity: { value: 3 } }]);
    const stock = stockOf(api.dbFile, 'ACC-KEYBOARD');
    withDatabase(api, db => db.prepare("UPDATE inventory SET stock = 1 WHERE product_id = (SELECT id FROM products WHERE sku = 'ACC-KEYBOARD')").run());
    const response = await decideRequisition(api, admin, basket.basketId, 'APPROVED');
    withDatabase(api, db => db.prepare("UPDATE inventory SET stock = ? WHERE product_id = (SELECT id FROM products WHERE sku = 'ACC-KEYBOARD')").run(stock));
    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('order.creation.failed');
    expect(countOf(api, "SELECT COUNT(*) FROM requisitions WHERE id = ? AND status = 'PENDING' AND customer_approval_json IS NULL", basket.basketId)).toBe(1);
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', basket.basketId)).toBe(0);
  });
});
