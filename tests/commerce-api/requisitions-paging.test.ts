// A company with 1,000 requisitions: either view answers a page of them with the total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, PMILLER, loginDemo, startAccountApi } from './account-support';
import { businessBasket, listRequisitions, setBudget, submit, userIdOf } from './requisition-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

const COUNT = 1000;

describe('requisition lists of a busy company', () => {
  let api: TestApi;
  let buyer: string;
  let admin: string;
  beforeAll(async () => {
    api = await startAccountApi();
    [buyer, admin] = await Promise.all([loginDemo(api, PMILLER), loginDemo(api, BBOLDNER)]);
    const basket = await businessBasket(api, buyer, { costCenter: '100400' });
    setBudget(api, PMILLER, { orderSpentLimitCents: 0 });
    expect((await submit(api, basket)).statusCode).toBe(422);
    // copies of the real requisition, under ids and numbers of their own
    const userId = userIdOf(api, PMILLER);
    withDatabase(api, db => {
      const copy = db.prepare(`INSERT INTO requisitions (id, requisition_no, customer_id, user_id, token_hash, cost_center_id, needs_customer_approval,
          status, creation_date, currency, total_gross_cents, total_net_cents, line_item_count, document)
        SELECT ?, ?, customer_id, user_id, token_hash, cost_center_id, needs_customer_approval, ?, ?, currency,
          total_gross_cents, total_net_cents, line_item_count, document FROM requisitions WHERE id = ? AND user_id = ?`);
      db.transaction(() => {
        for (let index = 1; index < COUNT; index++) {
          copy.run(`copy-${index}`, 30_000_000 + index, index % 3 === 0 ? 'REJECTED' : 'PENDING', new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(), basket.basketId, userId);
        }
      })();
    });
  }, 60_000);
  afterAll(() => api.close());

  it.each([
    ['buyer', '?view=buyer&limit=100', () => buyer],
    ['approver', '?view=approver&status=PENDING&limit=100', () => admin],
  ])('answers a page of the %s view with the total', async (_view, query, token) => {
    const response = await listRequisitions(api, token(), query);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(100);
    expect(response.json().info.total).toBeGreaterThan(600);
  });
});
