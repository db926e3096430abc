// A business buyer's recurring order passes the approval gate on every scheduled date: within the
// budgets its order is placed and booked, over them it becomes a requisition whose approval places
// that date's order, and a cost center no longer eligible fails the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { stockOf } from './order-support';
import { type BusinessBasket, businessBasket, countOf, decideRequisition, readRequisition, setBudget, submit } from './requisition-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';
import { errorCode } from './support';

const TODAY = '2030-01-31';
const RECURRING = { accept: 'application/vnd.intershop.recurringorder.v2+json' };
const KEYBOARDS = [{ product: 'ACC-KEYBOARD', quantity: { value: 2 } }];

describe("recurring orders' approval", () => {
  let api: TestApi;
  let buyer: string;
  let admin: string;
  beforeAll(async () => {
    api = await startAccountApi(undefined, { now: () => new Date(`${TODAY}T09:00:00Z`) });
    setBudget(api, PMILLER, {});
    [buyer, admin] = await Promise.all([loginDemo(api, PMILLER), loginDemo(api, BBOLDNER)]);
  });
  afterAll(() => api.close());

  /** pmiller's basket on cost center 100400 as a recurring order from today: the basket and the recurring order's id. */
  async function recurringOrder(recurrence: object = { interval: 'P1M' }): Promise<{ basket: BusinessBasket; id: string }> {
    const basket = await businessBasket(api, buyer, { costCenter: '100400', items: KEYBOARDS });
    expect((await call(api, 'PATCH', `/baskets/${basket.basketId}`, buyer, { recurrence: { startDate: TODAY, ...recurrence } })).statusCode).toBe(200);
    const submitted = await submit(api, basket);
    expect(submitted.statusCode).toBe(201);
    return { basket, id: submitted.json().data.recurringOrderID };
  }

  /** Runs the scheduler over limits that hold only during the run: what it did with this recurring order. */
  function run(id: string, orderSpentLimitCents: number | null = null) {
    setBudget(api, PMILLER, { orderSpentLimitCents });
    try {
      return api.app.recurringOrderScheduler.runDue().find(result => result.recurringOrderId === id);
    } finally {
      setBudget(api, PMILLER, {});
    }
  }

  /** A scheduled order over pmiller's order limit: the pending requisition's id. */
  async function pendingRequisition(recurrence?: object): Promise<{ basket: BusinessBasket; id: string; requisitionId: string }> {
    const created = await recurringOrder(recurrence);
    const result = run(created.id, created.basket.grossCents - 1);
    expect(result).toMatchObject({ outcome: 'REQUISITION', requisitionId: `recurring-${created.id}-0` });
    return { ...created, requisitionId: result?.requisitionId as string };
  }

  const ordersOf = (id: string) => countOf(api, "SELECT COUNT(*) FROM orders WHERE basket_id LIKE ? || '-%'", `recurring-${id}`);
  const readRecurring = async (id: string) => (await call(api, 'GET', `/recurringorders/${id}`, buyer, undefined, RECURRING)).json().data;
  const spentOn = (orderId: string) =>
    countOf(
      api,
      `SELECT amount_cents FROM spendings s JOIN cost_centers c ON c.id = s.cost_center_id
        WHERE s.order_id = ? AND c.cost_center_id = '100400' AND s.user_id = (SELECT id FROM users WHERE login = ?)`,
      orderId,
      PMILLER,
    );

  it('lets a business basket over the order limit become a recurring order', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    await call(api, 'PATCH', `/baskets/${basket.basketId}`, buyer, { recurrence: { interval: 'P1M', startDate: '2030-03-01' } });
    setBudget(api, PMILLER, { orderSpentLimitCents: 0 });
    const response = await submit(api, basket);
    setBudget(api, PMILLER, {});
    expect(response.statusCode).toBe(201);
    expect(countOf(api, 'SELECT COUNT(*) FROM recurring_orders WHERE basket_id = ?', basket.basketId)).toBe(1);
  });

  it('places a scheduled order within the budgets and books its spending on the buyer and the cost center, to the cent', async () => {
    const { basket, id } = await recurringOrder();
    const result = run(id, basket.grossCents);
    expect(result).toMatchObject({ outcome: 'PLACED', orderId: expect.any(String) });
    expect(spentOn(result?.orderId as string)).toBe(basket.grossCents);
    const order = (await call(api, 'GET', `/orders/${result?.orderId}`, buyer)).json().data;
    expect(order).toMatchObject({ recurringOrderID: id, costCenter: '100400' });
  });

  it('turns a scheduled order over the order limit into a pending requisition: no order, no stock taken, the run recorded', async () => {
    const stock = stockOf(api.dbFile, 'ACC-KEYBOARD');
    const { id, requisitionId } = await pendingRequisition();
    expect(countOf(api, "SELECT COUNT(*) FROM requisitions WHERE id = ? AND status = 'PENDING'", requisitionId)).toBe(1);
    expect(ordersOf(id)).toBe(0);
    expect(stockOf(api.dbFile, 'ACC-KEYBOARD')).toBe(stock);
    const recurring = await readRecurring(id);
    expect(recurring).toMatchObject({ orderCount: 0, lastPlacedOrders: [], pendingRequisitions: [{ id: requisitionId, scheduledDate: TODAY }] });
    expect(recurring.lastOrderDate).toBeUndefined();
  });

  it('names the recurring order on its requisition', async () => {
    const { id, requisitionId } = await pendingRequisition();
    const { documentNo } = await readRecurring(id);
    const { data } = (await readRequisition(api, buyer, requisitionId)).json();
    expect(data).toMatchObject({ recurringOrderID: id, recurringOrderDocumentNo: documentNo, costCenter: '100400' });
  });

  it("carries the lines' own cost centers into the scheduled basket", async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400', items: KEYBOARDS });
    const [lineId] = (await call(api, 'GET', `/baskets/${basket.basketId}`, buyer)).json().data.lineItems as string[];
    const attribute = { name: 'Order_CostCenter_ID', type: 'String', value: '100402' };
    expect((await call(api, 'POST', `/baskets/${basket.basketId}/items/${lineId}/attributes`, buyer, attribute)).statusCode).toBe(201);
    await call(api, 'PATCH', `/baskets/${basket.basketId}`, buyer, { recurrence: { interval: 'P1M', startDate: TODAY } });
    const id = (await submit(api, basket)).json().data.recurringOrderID as string;
    const requisitionId = run(id, 0)?.requisitionId as string;
    const { included } = (await readRequisition(api, buyer, requisitionId, 'lineItems')).json();
    const [line] = Object.values(included.lineItems) as { attributes?: object[] }[];
    expect(line.attributes).toEqual([expect.objectContaining(attribute)]);
  });

  it('creates one requisition when the scheduler runs twice on the same day', async () => {
    const { id } = await pendingRequisition();
    expect(run(id, 0)).toBeUndefined();
    expect(countOf(api, 'SELECT COUNT(*) FROM requisitions WHERE recurring_order_id = ?', id)).toBe(1);
    expect(countOf(api, 'SELECT COUNT(*) FROM recurring_order_runs WHERE recurring_order_id = ?', id)).toBe(1);
  });

  it("approving places that date's order once, with the approval and the recurring order, booked and counted", async () => {
    // the only scheduled date: the recurring order expired with the run, yet its requisition may be approved
    const { basket, id, requisitionId } = await pendingRequisition({ interval: 'P1M', repetitions: 1 });
    const stock = stockOf(api.dbFile, 'ACC-KEYBOARD');
    const response = await decideRequisition(api, admin, requisitionId, 'APPROVED', 'Monthly keyboards are fine');
    expect(response.statusCode).toBe(200);
    const orderId = response.json().data.order.itemId as string;
    expect(ordersOf(id)).toBe(1);
    expect(stockOf(api.dbFile, 'ACC-KEYBOARD')).toBe(stock - 2);
    expect(spentOn(orderId)).toBe(basket.grossCents);
    const order = (await call(api, 'GET', `/orders/${orderId}`, buyer)).json().data;
    expect(order).toMatchObject({
      recurringOrderID: id,
      requisitionDocumentNo: response.json().data.requisitionNo,
      approval: { approvalComment: 'Monthly keyboards are fine' },
    });
    expect(await readRecurring(id)).toMatchObject({ orderCount: 1, lastOrderDate: TODAY, lastPlacedOrders: [{ id: orderId }], pendingRequisitions: [] });
    const again = await decideRequisition(api, admin, requisitionId, 'APPROVED');
    expect(again.statusCode).toBe(409);
    expect(ordersOf(id)).toBe(1);
  });

  it('rejecting places nothing and counts nothing', async () => {
    const { id, requisitionId } = await pendingRequisition();
    expect((await decideRequisition(api, admin, requisitionId, 'REJECTED', 'Not this month')).statusCode).toBe(200);
    expect(ordersOf(id)).toBe(0);
    expect(await readRecurring(id)).toMatchObject({ orderCount: 0, pendingRequisitions: [] });
  });

  it.each([
    ['deactivated', (id: string) => call(api, 'PATCH', `/recurringorders/${id}`, buyer, { active: false }, RECURRING)],
    ['deleted', (id: string) => call(api, 'DELETE', `/recurringorders/${id}`, buyer, undefined, RECURRING)],
  ])('refuses to approve the requisition of a recurring order %s meanwhile (409), and changes nothing', async (_state, change) => {
    const { id, requisitionId } = await pendingRequisition();
    expect((await change(id)).statusCode).toBeLessThan(300);
    const response = await decideRequisition(api, admin, requisitionId, 'APPROVED');
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('requisition.recurring_order.unavailable.error');
    expect(countOf(api, "SELECT COUNT(*) FROM requisitions WHERE id = ? AND status = 'PENDING' AND customer_approval_json IS NULL", requisitionId)).toBe(1);
    expect(ordersOf(id)).toBe(0);
  });

  it('fails the run of a cost center deactivated after the recurring order was created, with the cause', async () => {
    const { id } = await recurringOrder();
    const setActive = (active: number) => withDatabase(api, db => db.prepare("UPDATE cost_centers SET active = ? WHERE cost_center_id = '100400'").run(active));
    setActive(0);
    try {
      const result = run(id);
      expect(result?.outcome).toBe('FAILED');
      expect(result?.causes?.map(cause => cause.code)).toEqual(['basket.cost_center.not_eligible.error']);
    } finally {
      setActive(1);
    }
    expect(ordersOf(id)).toBe(0);
    expect((await readRecurring(id)).errorCode).toBe('basket.cost_center.not_eligible.error');
  });

  it('still places the order of a snapshot taken before cost centers were kept', async () => {
    const { id } = await recurringOrder();
    withDatabase(api, db =>
      db.prepare("UPDATE recurring_orders SET snapshot = json_remove(snapshot, '$.costCenter') WHERE id = ?").run(id),
    );
    expect(run(id)).toMatchObject({ outcome: 'PLACED' });
  });
});
