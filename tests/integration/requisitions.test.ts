// /account/requisitions through the built storefront and the bundled API, as a browser without
// JavaScript uses them: the buyer's and the approver's lists by status, approving and rejecting with a
// comment, refusals that keep the comment, the approver's pages closed to buyers, the overview widgets,
// and a recurring order's scheduled order that became a requisition.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../commerce-api/db/open-database';
import { DEMO_APPROVER } from '../../commerce-api/seed/demo-organization-users';
import { ADMIN, BUYER, basketForApproval, businessShop, loggedIn, page, submitForApproval } from './business-checkout-support';
import { alerts, elements, labelled, textOf } from './html';
import type { Shopper } from './shopper';

const shop = businessShop();
/** Jack Link: buyer and owner of cost center 100402 (the cost center owner role: no APP_B2B_ORDER_APPROVAL). */
const COST_CENTER_OWNER = 'jlink@test.intershop.de';

/** Sets the budget of one of Oil Corp's cost centers (cents). */
function setCostCenterBudget(costCenterId: string, budgetCents: number): void {
  const db = openDatabase(shop.current.dbFile);
  try {
    db.prepare('UPDATE cost_centers SET budget_cents = ? WHERE cost_center_id = ?').run(budgetCents, costCenterId);
  } finally {
    db.close();
  }
}

const hasDecisionForms = (body: string) => body.includes('id="decision-heading"');
/** The facts of each cost center approval a requisition page shows. */
const costCenterApprovals = (body: string) => elements(labelled(body, 'Cost center approvals') ?? '', 'dl').map(textOf);

/** The buyer's basket over her limit as a monthly recurring order from today, whose first scheduled order the scheduler made a requisition. */
async function scheduledRequisition(buyer: Shopper): Promise<{ recurringOrderId: string; requisitionId: string }> {
  await basketForApproval(buyer);
  const today = new Date().toISOString().slice(0, 10);
  expect((await buyer.post('/basket', { intent: 'recurrence', recurring: 'on', interval: 'P1M', startDate: today })).status).toBe(303);
  const submitted = await buyer.post('/checkout/review', { termsAndConditions: 'on' });
  const recurringOrderId = new URL(submitted.headers.get('location') ?? '', shop.current.origin).searchParams.get('recurringOrderId');
  expect(recurringOrderId, `no recurring order: ${submitted.headers.get('location')}`).toBeTruthy();
  shop.current.runDueRecurringOrders();
  return { recurringOrderId: recurringOrderId!, requisitionId: `recurring-${recurringOrderId}-0` };
}

describe('/account/requisitions', () => {
  it("lists the buyer's pending requisition in the buyer's list and the approver's, and not among the approved", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(shop.current, buyer);
    expect((await page(buyer, '/account/requisitions/buyer')).body).toContain(`href="/account/requisitions/buyer/${id}"`);
    expect((await page(buyer, '/account/requisitions/buyer?status=APPROVED')).body).not.toContain(`/account/requisitions/buyer/${id}`);
    const approver = await loggedIn(shop.current, DEMO_APPROVER);
    expect((await page(approver, '/account/requisitions/approver')).body).toContain(`href="/account/requisitions/approver/${id}"`);
  });

  it('speaks German below /de, status filter included', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    const german = textOf((await page(buyer, '/de/account/requisitions/buyer?status=REJECTED')).body);
    expect(german).toContain('Bestellanforderungen');
    expect(german).toContain('Abgelehnt');
  });

  it('sends approvers to the approvals and buyers to their requisitions', async () => {
    expect((await page(await loggedIn(shop.current, DEMO_APPROVER), '/account/requisitions')).location).toBe('/account/requisitions/approver');
    expect((await page(await loggedIn(shop.current, BUYER), '/account/requisitions')).location).toBe('/account/requisitions/buyer');
  });

  it("closes the approver's pages to a buyer with the missing-permission error, and lists no Approvals to her", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    expect((await page(buyer, '/account')).body).not.toContain('href="/account/requisitions/approver"');
    const list = await page(buyer, '/account/requisitions/approver');
    expect(list.location).toBe('/error?error=missing-permission&permission=APP_B2B_ORDER_APPROVAL%2CAPP_B2B_MANAGE_COSTCENTER');
    const post = await buyer.post('/account/requisitions/approver/any', { intent: 'approve', comment: 'mine' });
    expect(post.headers.get('location')).toBe('/error?error=missing-permission&permission=APP_B2B_ORDER_APPROVAL%2CAPP_B2B_MANAGE_COSTCENTER');
  });

  it("hides a requisition that needs only a user approval from a cost center owner, even on his own cost center", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer, '100402');
    const id = await submitForApproval(shop.current, buyer);
    const owner = await loggedIn(shop.current, COST_CENTER_OWNER);
    expect((await page(owner, '/account/requisitions/approver')).body).not.toContain(`/account/requisitions/approver/${id}`);
    expect((await page(owner, `/account/requisitions/approver/${id}`)).status).toBe(404);
  });

  it("gives a cost center owner the approvals and the decision on his cost center's budget, and each approver only the forms of an approval still theirs", async () => {
    setCostCenterBudget('100402', 0);
    try {
      const buyer = await loggedIn(shop.current, BUYER);
      const review = await basketForApproval(buyer, '100402'); // over her order limit and the cost center's budget
      expect(textOf(review)).toContain('Approvers of the cost center 100402 Oil Corp Research: Jack Link');
      const id = await submitForApproval(shop.current, buyer);
      expect(costCenterApprovals((await page(buyer, `/account/requisitions/buyer/${id}`)).body)).toEqual([
        'Cost center 100402 Oil Corp Research Approval status Pending approval May approve Jack Link',
      ]);
      const owner = await loggedIn(shop.current, COST_CENTER_OWNER);
      const overview = await page(owner, '/account');
      expect(overview.body).toContain('href="/account/requisitions/approver"');
      expect(textOf(overview.body)).toMatch(/Requisitions waiting for your approval: [1-9]/);
      expect((await page(owner, '/account/requisitions')).location).toBe('/account/requisitions/approver');
      expect(hasDecisionForms((await page(owner, `/account/requisitions/approver/${id}`)).body)).toBe(true);

      const approver = await loggedIn(shop.current, DEMO_APPROVER);
      expect((await approver.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'Limit fine' })).status).toBe(303);
      // her user approval is given: the cost center's owner decides the rest
      const afterApproval = await page(approver, `/account/requisitions/approver/${id}`);
      expect(afterApproval.status).toBe(200);
      expect(hasDecisionForms(afterApproval.body)).toBe(false);
      expect(hasDecisionForms((await page(owner, `/account/requisitions/approver/${id}`)).body)).toBe(true);

      expect((await owner.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'Budget fine' })).status).toBe(303);
      expect(costCenterApprovals((await page(buyer, `/account/requisitions/buyer/${id}`)).body)[0]).toMatch(
        /^Cost center 100402 Oil Corp Research Approval status Approved Approver Jack Link Decision date \w+ \d{1,2}, \d{4}$/,
      );
      expect(textOf((await page(buyer, `/account/requisitions/buyer/${id}`)).body)).toMatch(/Order no\.\s*\d+/);
    } finally {
      setCostCenterBudget('100402', 2_000_000);
    }
  });

  it("approves with a comment: the buyer's requisition shows approver, comment and the order, which is in the order history", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(shop.current, buyer);
    const approver = await loggedIn(shop.current, DEMO_APPROVER);
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
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(shop.current, buyer);
    const approver = await loggedIn(shop.current, DEMO_APPROVER);
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
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(shop.current, buyer);
    const approver = await loggedIn(shop.current, DEMO_APPROVER);
    await approver.post(`/account/requisitions/approver/${id}`, { intent: 'reject', comment: 'No' });
    const again = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    const body = await again.text();
    expect(alerts(body).join(' ')).toContain('This requisition has already been approved or rejected.');
    expect(body).toContain('Changed my mind');
  });

  it('refuses a comment of 100,000 characters next to the field and changes nothing', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    const id = await submitForApproval(shop.current, buyer);
    const approver = await loggedIn(shop.current, DEMO_APPROVER);
    const tooLong = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'x'.repeat(100_000) });
    expect(tooLong.status).toBe(422);
    expect(textOf(await tooLong.text())).toContain('The comment may have at most 1000 characters.');
    expect(textOf((await page(buyer, `/account/requisitions/buyer/${id}`)).body)).toContain('Pending approval');
  });

  it("refuses an approver's decision on his own requisition with a message, keeping the comment", async () => {
    const approver = await loggedIn(shop.current, ADMIN);
    await basketForApproval(approver, null); // he buys on no cost center
    const id = await submitForApproval(shop.current, approver);
    const own = await approver.post(`/account/requisitions/approver/${id}`, { intent: 'approve', comment: 'Looks fine to me' });
    expect(own.status).toBe(403);
    const body = await own.text();
    expect(alerts(body).join(' ')).toContain('You cannot approve or reject your own requisition.');
    expect(body).toContain('Looks fine to me');
  });

  it('shows the buyer the recurring order a requisition comes from, and the recurring order the requisition waiting for approval', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    const { recurringOrderId, requisitionId } = await scheduledRequisition(buyer);

    const requisition = await page(buyer, `/account/requisitions/buyer/${requisitionId}`);
    expect(requisition.status).toBe(200);
    const recurringOrderNo = /From recurring order (\d+)/.exec(textOf(requisition.body))?.[1];
    expect(recurringOrderNo, textOf(requisition.body)).toBeTruthy();
    expect(requisition.body).toContain(`href="/account/recurring-orders/${recurringOrderId}"`);
    const requisitionNo = /Requisition no\.\s*(\d+)/.exec(textOf(requisition.body))?.[1];
    expect(requisitionNo).toBeTruthy();

    const recurring = textOf((await page(buyer, `/account/recurring-orders/${recurringOrderId}`)).body);
    expect(recurring).toContain(`Waiting for approval (requisition ${requisitionNo})`);
    expect(textOf((await page(buyer, `/de/account/recurring-orders/${recurringOrderId}`)).body)).toContain(
      `Wartet auf Genehmigung (Bestellanforderung ${requisitionNo})`,
    );
  });

  it("refuses to approve the requisition of a recurring order deactivated meanwhile, with a message", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    const { recurringOrderId, requisitionId } = await scheduledRequisition(buyer);
    expect((await buyer.post('/account/recurring-orders', { intent: 'deactivate', recurringOrderId })).status).toBe(303);
    const approver = await loggedIn(shop.current, DEMO_APPROVER);
    const refused = await approver.post(`/account/requisitions/approver/${requisitionId}`, { intent: 'approve', comment: 'Monthly is fine' });
    expect(refused.status).toBe(409);
    expect(alerts(await refused.text()).join(' ')).toContain('The recurring order of this requisition was deleted or deactivated');
    expect(textOf((await page(buyer, `/account/requisitions/buyer/${requisitionId}`)).body)).toContain('Pending approval');
  });

  it('shows the approval and requisition widgets on the account overview', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await basketForApproval(buyer);
    await submitForApproval(shop.current, buyer);
    expect(textOf((await page(buyer, '/account')).body)).toMatch(/Requisitions\s*Pending approval\s*[1-9]/);
    expect(textOf((await page(await loggedIn(shop.current, DEMO_APPROVER), '/account')).body)).toMatch(/Requisitions waiting for your approval: [1-9]/);
  });
});
