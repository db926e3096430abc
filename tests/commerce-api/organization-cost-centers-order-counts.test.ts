// A cost center's pendingOrders (its requisitions waiting for approval) and approvedOrders (its
// orders placed in the current budget period), on the cost center and per buyer, in the detail and
// in the list's attributes, following submitting, approving and rejecting requisitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { bookSpending, type BusinessBasket, businessBasket, decideRequisition, setBudget, submit } from './requisition-support';
import type { TestApi } from './support';

/** Wednesday, 20 May 2026: the week began on Monday the 18th, the month on the 1st. */
const NOW = new Date('2026-05-20T12:00:00Z');
const NUMBER = 'COUNTS-1';

interface Counts {
  pendingOrders: number;
  approvedOrders: number;
}

describe("a cost center's pending and approved orders", () => {
  let api: TestApi;
  let admin: string;
  let buyer: string;
  let owner: string;
  let costCenterId: string;
  beforeAll(async () => {
    api = await startAccountApi(undefined, { now: () => NOW });
    [admin, buyer, owner] = await Promise.all([loginDemo(api, BBOLDNER), loginDemo(api, PMILLER), loginDemo(api, JLINK)]);
    const created = await call(api, 'POST', '/customers/OilCorp/costcenters', admin, {
      costCenterId: NUMBER,
      name: 'Counted',
      costCenterOwner: { login: JLINK },
      budgetPeriod: 'monthly',
    });
    costCenterId = created.json().id;
    for (const login of [PMILLER, JLINK]) {
      await call(api, 'POST', `/customers/OilCorp/costcenters/${costCenterId}/buyers`, admin, { login, budgetPeriod: 'weekly' });
    }
  });
  afterAll(() => api.close());

  const detail = async () => (await call(api, 'GET', `/customers/OilCorp/costcenters/${costCenterId}`, admin)).json();
  const countsOf = ({ pendingOrders, approvedOrders }: Counts): Counts => ({ pendingOrders, approvedOrders });
  const buyerCounts = async (login: string) => countsOf((await detail()).buyers.find((candidate: { login: string }) => candidate.login === login));
  const listCounts = async () => {
    const list = (await call(api, 'GET', `/customers/OilCorp/costcenters?nameOrId=${NUMBER}`, admin)).json();
    return list.data[0].attributes
      .filter((attribute: { name: string }) => ['pendingOrders', 'approvedOrders'].includes(attribute.name))
      .sort((a: { name: string }, b: { name: string }) => b.name.localeCompare(a.name));
  };

  /** pmiller's basket on the cost center over his order limit, submitted: a pending requisition. */
  async function pendingRequisition(): Promise<BusinessBasket> {
    const basket = await businessBasket(api, buyer, { costCenter: NUMBER });
    setBudget(api, PMILLER, { orderSpentLimitCents: basket.grossCents - 1 });
    expect((await submit(api, basket)).statusCode).toBe(422);
    setBudget(api, PMILLER, {});
    return basket;
  }

  let first: BusinessBasket;
  let second: BusinessBasket;

  it('has none at first, on the cost center and its buyers', async () => {
    const costCenter = await detail();
    expect([countsOf(costCenter), ...costCenter.buyers.map(countsOf)]).toEqual([
      { pendingOrders: 0, approvedOrders: 0 },
      { pendingOrders: 0, approvedOrders: 0 },
      { pendingOrders: 0, approvedOrders: 0 },
    ]);
  });

  it('counts submitted requisitions as pending and a placed order as approved, each at its buyer', async () => {
    first = await pendingRequisition();
    second = await pendingRequisition();
    const ordered = await businessBasket(api, owner, { costCenter: NUMBER });
    expect((await submit(api, ordered)).statusCode).toBe(201);
    expect(countsOf(await detail())).toEqual({ pendingOrders: 2, approvedOrders: 1 });
    expect(await buyerCounts(PMILLER)).toEqual({ pendingOrders: 2, approvedOrders: 0 });
    expect(await buyerCounts(JLINK)).toEqual({ pendingOrders: 0, approvedOrders: 1 });
  });

  it('counts an approved requisition as an approved order and a rejected one as neither', async () => {
    expect((await decideRequisition(api, admin, first.basketId, 'APPROVED')).statusCode).toBe(200);
    expect((await decideRequisition(api, admin, second.basketId, 'REJECTED')).statusCode).toBe(200);
    expect(countsOf(await detail())).toEqual({ pendingOrders: 0, approvedOrders: 2 });
    expect(await buyerCounts(PMILLER)).toEqual({ pendingOrders: 0, approvedOrders: 1 });
  });

  it("counts approved orders of the current period only: the cost center's month, the buyer's week", async () => {
    bookSpending(api, PMILLER, 100, '2026-05-04T09:00:00.000Z', NUMBER);
    bookSpending(api, PMILLER, 100, '2026-04-30T23:59:59.999Z', NUMBER);
    expect(countsOf(await detail())).toEqual({ pendingOrders: 0, approvedOrders: 3 });
    expect(await buyerCounts(PMILLER)).toEqual({ pendingOrders: 0, approvedOrders: 1 });
  });

  it('carries the same counts as Integer attributes of the list entry', async () => {
    await pendingRequisition();
    expect(await listCounts()).toEqual([
      { name: 'pendingOrders', type: 'Integer', value: 1 },
      { name: 'approvedOrders', type: 'Integer', value: 3 },
    ]);
  });

  it("counts another cost center's orders there only", async () => {
    const other = (await call(api, 'GET', '/customers/OilCorp/costcenters/100400', admin)).json();
    const ordered = await businessBasket(api, buyer, { costCenter: '100400' });
    expect((await submit(api, ordered)).statusCode).toBe(201);
    expect(countsOf((await call(api, 'GET', '/customers/OilCorp/costcenters/100400', admin)).json())).toEqual({
      pendingOrders: other.pendingOrders,
      approvedOrders: other.approvedOrders + 1,
    });
    expect(countsOf(await detail())).toEqual({ pendingOrders: 1, approvedOrders: 3 });
  });
});
