// Two approvers approving the same requisition at the same moment, each through an API process of its
// own on the same database file: one decision wins and places the order, the other is refused, and
// the basket becomes exactly one order.
import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { DEMO_PASSWORD } from '../../commerce-api/seed/demo-customers';
import { DEMO_APPROVER } from '../../commerce-api/seed/demo-organization-users';
import { type RunningApi, killRunningApis, startApi } from './api-process-support';
import { BBOLDNER, PMILLER } from './account-support';
import { BASE, createSeededDatabase } from './support';

async function send(origin: string, method: string, path: string, token: string, body?: unknown) {
  return fetch(`${origin}${BASE}${path}`, {
    method,
    headers: { 'authentication-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function login(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}${BASE}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('two approvers through two API processes', () => {
  let directory: string;
  let dbFile: string;
  let first: RunningApi;
  let second: RunningApi;
  beforeAll(async () => {
    ({ directory, dbFile } = createSeededDatabase(buildCatalog()));
    // one after the other: the first places the demo history, the second finds it
    first = await startApi(dbFile);
    second = await startApi(dbFile);
  }, 60_000);
  afterAll(() => {
    killRunningApis();
    rmSync(directory, { recursive: true, force: true });
  });

  /** The demo buyer's basket over her order limit (500 EUR), submitted: a pending requisition. */
  async function pendingRequisition(buyer: string): Promise<string> {
    const basketId = ((await (await send(first.origin, 'POST', '/baskets', buyer)).json()) as { data: { id: string } }).data.id;
    await send(first.origin, 'POST', `/baskets/${basketId}/items`, buyer, [{ product: '201807171', quantity: { value: 4 } }]);
    await send(first.origin, 'PATCH', `/baskets/${basketId}`, buyer, { commonShippingMethod: 'STD_GROUND' });
    await send(first.origin, 'POST', `/baskets/${basketId}/attributes`, buyer, { name: 'Order_CostCenter_ID', type: 'String', value: '100400' });
    await send(first.origin, 'PUT', `/baskets/${basketId}/payments/open-tender`, buyer, { paymentInstrument: 'ISH_INVOICE' });
    const submitted = await send(first.origin, 'POST', '/orders', buyer, { basket: basketId, termsAndConditionsAccepted: true });
    expect(submitted.status).toBe(422);
    return basketId;
  }

  it('places one order per requisition however the two decisions interleave', async () => {
    const [buyer, admin, approver] = await Promise.all([login(first.origin, PMILLER), login(first.origin, BBOLDNER), login(second.origin, DEMO_APPROVER)]);
    const ids = [];
    for (let round = 0; round < 5; round++) ids.push(await pendingRequisition(buyer));
    for (const id of ids) {
      const path = `/customers/-/users/-/requisitions/${id}`;
      const answers = await Promise.all([
        send(first.origin, 'PATCH', path, admin, { statusCode: 'APPROVED' }),
        send(second.origin, 'PATCH', path, approver, { statusCode: 'APPROVED' }),
      ]);
      expect(answers.map(answer => answer.status).sort()).toEqual([200, 409]);
    }
    const db = openDatabase(dbFile);
    try {
      const orders = db.prepare(`SELECT COUNT(*) FROM orders WHERE basket_id IN (SELECT value FROM json_each(?))`).pluck().get(JSON.stringify(ids));
      const booked = db.prepare(`SELECT COUNT(*) FROM spendings WHERE order_id IN (SELECT order_id FROM requisitions WHERE id IN (SELECT value FROM json_each(?)))`).pluck().get(JSON.stringify(ids));
      expect(orders).toBe(ids.length);
      expect(booked).toBe(ids.length);
    } finally {
      db.close();
    }
  }, 60_000);
});
