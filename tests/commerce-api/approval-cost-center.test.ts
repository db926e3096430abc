// A business user's basket and its cost center: chosen by number (ICM's PATCH `costCenter` or the
// Order_CostCenter_ID attribute), checked by the CostCenter validation scope and by the order
// submission: required unless the customer made it optional, and only an active one the user buys on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { basketData, businessBasket, submit } from './requisition-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

describe('the cost center of a business basket', () => {
  let api: TestApi;
  let buyer: string;
  beforeAll(async () => {
    api = await startAccountApi();
    buyer = await loginDemo(api, PMILLER);
  });
  afterAll(() => api.close());
  beforeEach(() =>
    withDatabase(api, db => {
      db.prepare("UPDATE customers SET cost_center_optional = 0 WHERE customer_no = 'OilCorp'").run();
      db.prepare('UPDATE cost_centers SET active = 1').run();
    }),
  );

  const costCenterErrors = async (token: string, basketId: string) => {
    const response = await call(api, 'POST', `/baskets/${basketId}/validations`, token, { adjustmentsAllowed: false, scopes: ['CostCenter'] });
    expect(response.statusCode).toBe(200);
    return (response.json().data.results.errors as { causes: { code: string }[] }[]).flatMap(error => error.causes.map(cause => cause.code));
  };

  it("is chosen with ICM's PATCH costCenter and cleared with an empty one", async () => {
    const basket = await businessBasket(api, buyer);
    await call(api, 'PATCH', `/baskets/${basket.basketId}`, buyer, { costCenter: '100402' });
    const data = await basketData(api, basket);
    expect(data.costCenter).toBe('100402');
    expect(data.attributes).toEqual([{ name: 'Order_CostCenter_ID', type: 'String', value: '100402' }]);
    await call(api, 'PATCH', `/baskets/${basket.basketId}`, buyer, { costCenter: '' });
    expect((await basketData(api, basket)).costCenter).toBeUndefined();
  });

  it('is valid when it is an active cost center the user buys on', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    expect(await costCenterErrors(buyer, basket.basketId)).toEqual([]);
  });

  it('is required, unless the customer made cost centers optional', async () => {
    const basket = await businessBasket(api, buyer);
    expect(await costCenterErrors(buyer, basket.basketId)).toEqual(['basket.cost_center.missing.error']);
    const refused = await submit(api, basket);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].causes.map((cause: { code: string }) => cause.code)).toContain('basket.cost_center.missing.error');
    withDatabase(api, db => db.prepare("UPDATE customers SET cost_center_optional = 1 WHERE customer_no = 'OilCorp'").run());
    expect(await costCenterErrors(buyer, basket.basketId)).toEqual([]);
    expect((await submit(api, basket)).statusCode).toBe(201);
  });

  it.each([
    ['an unknown one', PMILLER, 'NO-SUCH-CENTER'],
    ['one the user does not buy on', JLINK, '100400'],
  ])('refuses %s', async (_name, login, number) => {
    const token = await loginDemo(api, login);
    const basket = await businessBasket(api, token, { costCenter: number });
    expect(await costCenterErrors(token, basket.basketId)).toEqual(['basket.cost_center.not_eligible.error']);
    expect((await submit(api, basket)).statusCode).toBe(422);
  });

  it('refuses an inactive one', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    withDatabase(api, db => db.prepare("UPDATE cost_centers SET active = 0 WHERE cost_center_id = '100400'").run());
    expect(await costCenterErrors(buyer, basket.basketId)).toEqual(['basket.cost_center.not_eligible.error']);
  });

  it("checks nothing for a private customer's basket", async () => {
    const token = await loginDemo(api, PATRICIA);
    const basket = await businessBasket(api, token, { costCenter: 'anything' });
    expect(await costCenterErrors(token, basket.basketId)).toEqual([]);
  });
});
