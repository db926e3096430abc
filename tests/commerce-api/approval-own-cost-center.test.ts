// A buyer who owns the cost center an order goes over: nobody approves their own requisition, so that
// cost center's approval falls to the company's user approvers (APP_B2B_ORDER_APPROVAL), who see it,
// may give it and thereby place the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_APPROVER, seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { JLINK, loginDemo, startAccountApi } from './account-support';
import { businessBasket, countOf, decideRequisition, listRequisitions, readRequisition, setBudget, setCostCenterBudget, submit } from './requisition-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

describe("an order over the budget of the buyer's own cost center", () => {
  let api: TestApi;
  let owner: string;
  let approver: string;
  let requisitionId: string;
  beforeAll(async () => {
    api = await startAccountApi();
    withDatabase(api, seedDemoOrganizationUsers);
    // jlink@ owns 100402 and buys on it; only its budget is short
    setBudget(api, JLINK, {});
    [owner, approver] = await Promise.all([loginDemo(api, JLINK), loginDemo(api, DEMO_APPROVER)]);
    const basket = await businessBasket(api, owner, { costCenter: '100402' });
    setCostCenterBudget(api, '100402', basket.grossCents - 1);
    expect((await submit(api, basket)).statusCode).toBe(422);
    requisitionId = basket.basketId;
  });
  afterAll(() => api.close());

  it("names the company's user approvers, not the buyer, as the cost center's approvers", async () => {
    const { approval } = (await readRequisition(api, owner, requisitionId)).json().data;

    expect(approval.costCenterApproval.costCenterID).toBe('100402');
    const approvers = approval.costCenterApproval.approvers.map((approver: { email: string }) => approver.email);
    expect(approvers).toContain(DEMO_APPROVER);
    expect(approvers).not.toContain(JLINK);
  });

  it("is in a user approver's pending list, who approves it and so places the order", async () => {
    const pending = (await listRequisitions(api, approver, '?view=approver&status=PENDING')).json().data.map((requisition: { id: string }) => requisition.id);
    expect(pending).toContain(requisitionId);

    const decided = await decideRequisition(api, approver, requisitionId, 'APPROVED');

    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.approvalStatus.statusCode).toBe('APPROVED');
    expect(countOf(api, 'SELECT COUNT(*) FROM orders WHERE basket_id = ?', requisitionId)).toBe(1);
  });
});
