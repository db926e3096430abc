// Oil Corp's demo requisitions: submitted and decided through the API once, so the requisition pages
// show a pending, an approved (with its order) and a rejected one right after start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildCatalog } from '../../commerce-api/seed/catalog';
import { placeDemoOrders } from '../../commerce-api/seed/demo-orders';
import { DEMO_REQUISITIONS, placeDemoRequisitions, seedDemoBudgets } from '../../commerce-api/seed/demo-requisitions';
import { BBOLDNER, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { listRequisitions } from './requisition-support';
import { withDatabase } from './requests-support';
import { CHANNEL, type TestApi } from './support';

describe('demo requisitions', () => {
  let api: TestApi;
  let placed: number;
  beforeAll(async () => {
    api = await startAccountApi(buildCatalog());
    withDatabase(api, seedDemoBudgets);
    await placeDemoOrders(api.app, { channel: CHANNEL });
    placed = await placeDemoRequisitions(api.app, { channel: CHANNEL });
  }, 60_000);
  afterAll(() => api.close());

  it("gives the demo buyer a pending, an approved and a rejected requisition, and the approved one's order", async () => {
    expect(placed).toBe(DEMO_REQUISITIONS.length);
    const buyer = await loginDemo(api, PMILLER);
    const requisitions = (await listRequisitions(api, buyer, '?view=buyer')).json().data as { approvalStatus: { statusCode: string }; order?: { itemId: string } }[];
    expect(requisitions.map(requisition => requisition.approvalStatus.statusCode).sort()).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    const approved = requisitions.find(requisition => requisition.approvalStatus.statusCode === 'APPROVED');
    const orders = (await call(api, 'GET', '/orders', buyer)).json().data.map((order: { id: string }) => order.id);
    expect(orders).toContain(approved?.order?.itemId);
  });

  it('shows the account admin the pending one to approve', async () => {
    const pending = (await listRequisitions(api, await loginDemo(api, BBOLDNER), '?view=approver&status=PENDING')).json().data;
    expect(pending).toHaveLength(1);
  });

  it('places nothing on a restart', async () => {
    expect(await placeDemoRequisitions(api.app, { channel: CHANNEL })).toBe(0);
  });
});
