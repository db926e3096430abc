// Who may not read or decide a requisition, and hostile input to the requisition routes: refusals
// are ICM's 4xx, never a 5xx, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo, startAccountApi } from './account-support';
import { registerBusinessCustomer, loginAs } from './customer-support';
import { businessBasket, countOf, decideRequisition, listRequisitions, readRequisition, setBudget, submit } from './requisition-support';
import type { TestApi } from './support';

describe('requisition refusals', () => {
  let api: TestApi;
  let buyer: string;
  let admin: string;
  let jlink: string;
  let requisitionId: string;
  beforeAll(async () => {
    api = await startAccountApi();
    [buyer, admin, jlink] = await Promise.all([loginDemo(api, PMILLER), loginDemo(api, BBOLDNER), loginDemo(api, JLINK)]);
    // jlink's basket over his order limit: pmiller (a buyer) may not decide it, bboldner may
    const basket = await businessBasket(api, jlink, { costCenter: '100402' });
    setBudget(api, JLINK, { orderSpentLimitCents: 0 });
    expect((await submit(api, basket)).statusCode).toBe(422);
    setBudget(api, JLINK, {});
    requisitionId = basket.basketId;
  });
  afterAll(() => api.close());

  const stillPending = () => countOf(api, "SELECT COUNT(*) FROM requisitions WHERE id = ? AND status = 'PENDING'", requisitionId);

  it('forbids the buyer to decide their own requisition', async () => {
    const response = await decideRequisition(api, jlink, requisitionId, 'APPROVED');
    expect(response.statusCode).toBe(403);
    expect(stillPending()).toBe(1);
  });

  it('forbids a buyer without the approval permission to decide, and hides it from them', async () => {
    expect((await decideRequisition(api, buyer, requisitionId, 'APPROVED')).statusCode).toBe(403);
    expect((await readRequisition(api, buyer, requisitionId)).statusCode).toBe(404);
    expect((await listRequisitions(api, buyer, '?view=approver')).json().data).toEqual([]);
    expect(stillPending()).toBe(1);
  });

  it("answers another company's user 404 for the requisition, and an empty list", async () => {
    const other = await registerBusinessCustomer(api);
    const token = await loginAs(api, other.login, other.password);
    expect((await readRequisition(api, token, requisitionId)).statusCode).toBe(404);
    expect((await decideRequisition(api, token, requisitionId, 'APPROVED')).statusCode).toBe(404);
    expect((await listRequisitions(api, token, '?view=approver')).json().data).toEqual([]);
    expect((await call(api, 'GET', '/customers/OilCorp/users/-/requisitions', token)).statusCode).toBe(404);
    expect(stillPending()).toBe(1);
  });

  it('answers 401 without a login and 404 to a private customer', async () => {
    expect((await call(api, 'GET', '/customers/-/users/-/requisitions', undefined)).statusCode).toBe(401);
    expect((await decideRequisition(api, '', requisitionId, 'APPROVED')).statusCode).toBe(401);
    expect((await listRequisitions(api, await loginDemo(api, PATRICIA))).statusCode).toBe(404);
  });

  it("answers 404 for another user's path and an unknown requisition", async () => {
    expect((await call(api, 'GET', `/customers/-/users/${encodeURIComponent(JLINK)}/requisitions`, admin)).statusCode).toBe(404);
    expect((await readRequisition(api, admin, 'no-such-requisition')).statusCode).toBe(404);
    expect((await decideRequisition(api, admin, 'x'.repeat(900), 'APPROVED')).statusCode).toBe(404);
  });

  it.each([
    ['an unknown status', { statusCode: 'PENDING' }],
    ['no status', { approvalComment: 'ok' }],
    ['a comment over 4,000 characters', { statusCode: 'APPROVED', approvalComment: 'x'.repeat(4001) }],
    ['a comment of 100,000 characters', { statusCode: 'REJECTED', approvalComment: 'ü'.repeat(100_000) }],
    ['a comment that is no text', { statusCode: 'APPROVED', approvalComment: { $gt: '' } }],
    ['a list', [{ statusCode: 'APPROVED' }]],
  ])('refuses %s with a 400 and decides nothing', async (_name, body) => {
    const response = await call(api, 'PATCH', `/customers/-/users/-/requisitions/${requisitionId}`, admin, body);
    expect(response.statusCode).toBe(400);
    expect(stillPending()).toBe(1);
  });

  it.each(['?view=everyone', '?status=OPEN', '?limit=0', '?limit=100000', '?offset=-1', `?status=${'A'.repeat(5000)}`])(
    'refuses the list query %s with a 400',
    async query => {
      expect((await listRequisitions(api, admin, query)).statusCode).toBe(400);
    },
  );

  it('keeps the comment as text, markup and all', async () => {
    const comment = '<script>alert(1)</script> "quoted" \u202e';
    const response = await decideRequisition(api, admin, requisitionId, 'REJECTED', comment);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.approvalStatus.approvalComment).toBe(comment.trim());
  });

  it('refuses to submit a basket for approval that pays by a redirect to the provider', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    await call(api, 'PUT', `/baskets/${basket.basketId}/payments/open-tender`, buyer, { paymentInstrument: 'ISH_DEMO_REDIRECT' });
    setBudget(api, PMILLER, { orderSpentLimitCents: 0 });
    const response = await submit(api, basket);
    setBudget(api, PMILLER, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes.map((cause: { code: string }) => cause.code)).toEqual(['basket.approval.payment_redirect.error']);
    expect(countOf(api, 'SELECT COUNT(*) FROM requisitions WHERE id = ?', basket.basketId)).toBe(0);
  });

  it('still makes a business basket within the limits a recurring order', async () => {
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    const recurrence = { interval: 'P1M', startDate: '2030-01-30' };
    expect((await call(api, 'PATCH', `/baskets/${basket.basketId}`, buyer, { recurrence })).statusCode).toBe(200);
    const response = await submit(api, basket);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.recurringOrderID).toEqual(expect.any(String));
  });
});
