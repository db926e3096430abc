// Whether a business user's basket needs approval (its `approval` document), rule by rule and to the
// cent: the user's order limit, the user's budget in its period, the cost center's budget and the
// buyer's budget at the cost center; gross unless the customer budgets net.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PATRICIA, PMILLER, loginDemo, startAccountApi } from './account-support';
import { basketData, bookSpending, businessBasket, setBudget, setCostCenterBudget } from './requisition-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
};

describe('approval of a business basket', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startAccountApi();
    token = await loginDemo(api, PMILLER);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    setBudget(api, PMILLER, {});
    setCostCenterBudget(api, '100400', null, { login: PMILLER, budgetCents: null });
    withDatabase(api, db => db.prepare("UPDATE customers SET budget_price_type = 'gross' WHERE customer_no = 'OilCorp'").run());
  });

  it('says no approval is needed within every limit, and names the chosen cost center', async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    expect(await basketData(api, basket)).toMatchObject({ costCenter: '100400', approval: { approvalRequired: false } });
  });

  it('gives a private customer basket no approval', async () => {
    const basket = await businessBasket(api, await loginDemo(api, PATRICIA));
    expect((await basketData(api, basket)).approval).toBeUndefined();
  });

  it('needs approval one cent over the order limit, not at it, with the holders of APP_B2B_ORDER_APPROVAL but not the buyer nor a cost center owner', async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents });
    expect((await basketData(api, basket)).approval).toEqual({ approvalRequired: false });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents - 1 });
    const { approval } = await basketData(api, basket);
    expect(approval.approvalRequired).toBe(true);
    const emails = approval.customerApproval.approvers.map((approver: { email: string }) => approver.email);
    expect(emails).toContain(BBOLDNER);
    expect(emails).not.toContain(PMILLER);
    expect(emails).not.toContain(JLINK);
    expect(approval.costCenterApproval).toBeUndefined();
  });

  it('counts what the user spent in the current period against the budget, not what was spent before it', async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    bookSpending(api, PMILLER, 1_000, new Date(monthStart().getTime() - 1000).toISOString());
    setBudget(api, PMILLER, { budgetCents: basket.grossCents, budgetPeriod: 'monthly' });
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
    bookSpending(api, PMILLER, 1, new Date().toISOString());
    expect((await basketData(api, basket)).approval).toMatchObject({ approvalRequired: true, customerApproval: {} });
    setBudget(api, PMILLER, { budgetCents: basket.grossCents + 1, budgetPeriod: 'monthly' });
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
  });

  it("needs the cost center owner's approval one cent over what remains of the cost center budget", async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    setCostCenterBudget(api, '100400', basket.grossCents);
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
    setCostCenterBudget(api, '100400', basket.grossCents - 1);
    expect((await basketData(api, basket)).approval).toEqual({
      approvalRequired: true,
      costCenterApproval: {
        costCenterID: '100400',
        costCenterName: 'Oil Corp Headquarters',
        approvers: [expect.objectContaining({ email: BBOLDNER, firstName: expect.any(String), lastName: expect.any(String) })],
      },
    });
  });

  it("needs approval over the buyer's own budget at the cost center", async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    setCostCenterBudget(api, '100400', null, { login: PMILLER, budgetCents: basket.grossCents });
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
    setCostCenterBudget(api, '100400', null, { login: PMILLER, budgetCents: basket.grossCents - 1 });
    expect((await basketData(api, basket)).approval).toMatchObject({ approvalRequired: true, costCenterApproval: { costCenterID: '100400' } });
  });

  it('compares net amounts when the customer budgets net', async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    expect(basket.netCents).toBeLessThan(basket.grossCents);
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.netCents });
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(true);
    withDatabase(api, db => db.prepare("UPDATE customers SET budget_price_type = 'net' WHERE customer_no = 'OilCorp'").run());
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
  });

  it('counts the basket against a budget in another currency at the demo exchange rates', async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    // the EUR basket's gross total is 1.08 times as much in USD
    setBudget(api, PMILLER, { orderSpentLimitCents: Math.round(basket.grossCents * 1.08) - 1, currency: 'USD' });
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(true);
    setBudget(api, PMILLER, { orderSpentLimitCents: Math.round(basket.grossCents * 1.08), currency: 'USD' });
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
  });

  it('counts spending in another currency against the budget at the demo exchange rates', async () => {
    const basket = await businessBasket(api, token, { costCenter: '100400' });
    withDatabase(api, db => db.prepare('DELETE FROM spendings WHERE user_id = (SELECT id FROM users WHERE login = ?)').run(PMILLER));
    setBudget(api, PMILLER, { budgetCents: basket.grossCents + 100, budgetPeriod: 'monthly', currency: 'EUR' });
    bookSpending(api, PMILLER, 430, new Date().toISOString(), undefined, 'PLN'); // 1.00 EUR at 4.30
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(false);
    bookSpending(api, PMILLER, 5, new Date().toISOString(), undefined, 'PLN'); // 1.01 EUR in all
    expect((await basketData(api, basket)).approval.approvalRequired).toBe(true);
  });
});
