// Cost centers per line item: when the company has them (customers.cost_center_per_position), a line
// item's Order_CostCenter_ID attribute charges the line to that cost center instead of the basket's.
// The order's amount is split over the charged cost centers in proportion to their lines, to the cent;
// each line's cost center is checked like the basket's; each cost center over its budget needs its own
// owner's approval; a placed order books one spending share per cost center.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { type BusinessBasket, basketData, businessBasket, decideRequisition, readRequisition, setBudget, setCostCenterBudget, submit } from './requisition-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

const ITEMS = [
  { product: 'CAM-100', quantity: { value: 1 } },
  { product: 'ACC-KEYBOARD', quantity: { value: 1 } },
];

interface Share {
  share: number;
  costCenter: string | null;
  amountCents: number;
}

describe('cost centers per line item', () => {
  let api: TestApi;
  let buyer: string;
  let headquartersOwner: string;
  let researchOwner: string;
  beforeAll(async () => {
    api = await startAccountApi();
    [buyer, headquartersOwner, researchOwner] = await Promise.all([loginDemo(api, PMILLER), loginDemo(api, BBOLDNER), loginDemo(api, JLINK)]);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    withDatabase(api, db => db.prepare("UPDATE customers SET cost_center_per_position = 1, cost_center_optional = 0 WHERE customer_no = 'OilCorp'").run());
    setBudget(api, PMILLER, {});
    setCostCenterBudget(api, '100400', null, { login: PMILLER, budgetCents: null });
    setCostCenterBudget(api, '100402', null, { login: PMILLER, budgetCents: null });
  });

  /** pmiller's basket of two lines on 100400, the second line's own cost center set to `lineCostCenter`. */
  async function splitBasket(lineCostCenter: string, basketCostCenter: string | undefined = '100400') {
    const basket = await businessBasket(api, buyer, { items: ITEMS, ...(basketCostCenter ? { costCenter: basketCostCenter } : {}) });
    const lineItemId = ((await basketData(api, basket)).lineItems as string[])[1];
    const created = await call(api, 'POST', `/baskets/${basket.basketId}/items/${lineItemId}/attributes`, buyer, {
      name: 'Order_CostCenter_ID',
      type: 'String',
      value: lineCostCenter,
    });
    expect(created.statusCode).toBe(201);
    return { basket, lineItemId };
  }

  /** The gross cents of the basket's lines, in line order. */
  async function lineTotals(basket: BusinessBasket): Promise<number[]> {
    const { data, included } = (await call(api, 'GET', `/baskets/${basket.basketId}?include=lineItems`, buyer)).json();
    return (data.lineItems as string[]).map(id => Math.round(included.lineItems[id].pricing.total.gross.value * 100));
  }

  const sharesOf = (orderId: string) =>
    withDatabase(api, db =>
      db
        .prepare(`SELECT s.share, c.cost_center_id AS costCenter, s.amount_cents AS amountCents FROM spendings s
          LEFT JOIN cost_centers c ON c.id = s.cost_center_id WHERE s.order_id = ? ORDER BY s.share`)
        .all(orderId),
    ) as Share[];

  const validationCauses = async (basket: BusinessBasket) => {
    const response = await call(api, 'POST', `/baskets/${basket.basketId}/validations`, buyer, { adjustmentsAllowed: false, scopes: ['CostCenter'] });
    return (response.json().data.results.errors as { causes: { code: string; paths?: string[] }[] }[]).flatMap(error => error.causes);
  };

  it("splits a placed order's spending over the lines' cost centers in proportion to the lines, adding up to the order to the cent", async () => {
    const { basket } = await splitBasket('100402');
    const [first, second] = await lineTotals(basket);
    const placed = await submit(api, basket);
    expect(placed.statusCode).toBe(201);
    const shares = sharesOf(placed.json().data.id);
    expect(shares.map(({ costCenter }) => costCenter)).toEqual(['100400', '100402']);
    expect(shares[0].amountCents + shares[1].amountCents).toBe(basket.grossCents);
    // shipping and payment costs follow the lines: each share is its lines' part of the grand total
    expect(Math.abs(shares[0].amountCents - Math.round((basket.grossCents * first) / (first + second)))).toBeLessThanOrEqual(1);
  });

  it("ignores a line's cost center when the company has no cost centers per line item", async () => {
    withDatabase(api, db => db.prepare("UPDATE customers SET cost_center_per_position = 0 WHERE customer_no = 'OilCorp'").run());
    const { basket } = await splitBasket('NO-SUCH-CENTER');
    expect(await validationCauses(basket)).toEqual([]);
    const placed = await submit(api, basket);
    expect(sharesOf(placed.json().data.id)).toEqual([{ share: 0, costCenter: '100400', amountCents: basket.grossCents }]);
  });

  it('refuses a line cost center the buyer does not buy on, naming the line', async () => {
    withDatabase(api, db => db.prepare("UPDATE cost_centers SET active = 0 WHERE cost_center_id = '100402'").run());
    try {
      const { basket, lineItemId } = await splitBasket('100402');
      expect(await validationCauses(basket)).toEqual([
        expect.objectContaining({ code: 'basket.line_item.cost_center.not_eligible.error', paths: [`/lineItems/${lineItemId}/costCenter`] }),
      ]);
      const refused = await submit(api, basket);
      expect(refused.statusCode).toBe(422);
    } finally {
      withDatabase(api, db => db.prepare("UPDATE cost_centers SET active = 1 WHERE cost_center_id = '100402'").run());
    }
  });

  it('needs no basket cost center when every line names its own', async () => {
    const basket = await businessBasket(api, buyer, { items: ITEMS });
    for (const id of (await basketData(api, basket)).lineItems as string[]) {
      await call(api, 'POST', `/baskets/${basket.basketId}/items/${id}/attributes`, buyer, { name: 'Order_CostCenter_ID', type: 'String', value: '100402' });
    }
    expect(await validationCauses(basket)).toEqual([]);
    const placed = await submit(api, basket);
    expect(sharesOf(placed.json().data.id)).toEqual([{ share: 0, costCenter: '100402', amountCents: basket.grossCents }]);
  });

  it("asks only the owner of the cost center whose share is over its budget, and lists that cost center's approval", async () => {
    const { basket } = await splitBasket('100402');
    setCostCenterBudget(api, '100402', 1, { login: PMILLER, budgetCents: null });
    const { approval } = await basketData(api, basket);
    expect(approval.approvalRequired).toBe(true);
    expect(approval.customerApproval).toBeUndefined();
    expect(approval.costCenterApprovals.map((entry: { costCenterID: string }) => entry.costCenterID)).toEqual(['100402']);
    expect(approval.costCenterApproval.costCenterID).toBe('100402');
    expect((await submit(api, basket)).statusCode).toBe(422);
    // the headquarters' owner has nothing to approve; the research owner approves and the order is placed
    expect((await decideRequisition(api, headquartersOwner, basket.basketId, 'APPROVED')).statusCode).toBe(403);
    expect((await decideRequisition(api, researchOwner, basket.basketId, 'APPROVED', 'Research pays its part')).statusCode).toBe(200);
    const requisition = (await readRequisition(api, buyer, basket.basketId)).json().data;
    expect(requisition.approvalStatus.statusCode).toBe('APPROVED');
    expect(requisition.approval.costCenterApprovals).toEqual([expect.objectContaining({ costCenterID: '100402', statusCode: 'APPROVED' })]);
    const shares = sharesOf(requisition.order.itemId);
    expect(shares.map(({ costCenter }) => costCenter)).toEqual(['100400', '100402']);
  });

  it('waits for every cost center owner whose share is over budget: one approval leaves it pending', async () => {
    const { basket } = await splitBasket('100402');
    setCostCenterBudget(api, '100400', 1, { login: PMILLER, budgetCents: null });
    setCostCenterBudget(api, '100402', 1, { login: PMILLER, budgetCents: null });
    expect((await submit(api, basket)).statusCode).toBe(422);
    expect((await decideRequisition(api, researchOwner, basket.basketId, 'APPROVED')).statusCode).toBe(200);
    let requisition = (await readRequisition(api, buyer, basket.basketId)).json().data;
    expect(requisition.approvalStatus.statusCode).toBe('PENDING');
    expect(requisition.approval.costCenterApprovals.map((entry: { statusCode: string }) => entry.statusCode)).toEqual(['PENDING', 'APPROVED']);
    const pendingForHeadquarters = (await call(api, 'GET', '/customers/-/users/-/requisitions?view=approver&status=PENDING', headquartersOwner)).json().data;
    expect(pendingForHeadquarters.map((entry: { id: string }) => entry.id)).toContain(basket.basketId);
    expect((await decideRequisition(api, researchOwner, basket.basketId, 'APPROVED')).statusCode).toBe(409);
    expect((await decideRequisition(api, headquartersOwner, basket.basketId, 'APPROVED')).statusCode).toBe(200);
    requisition = (await readRequisition(api, buyer, basket.basketId)).json().data;
    expect(requisition.approvalStatus.statusCode).toBe('APPROVED');
    expect(requisition.approvalStatuses).toHaveLength(2);
  });
});
