// A punchout user transfers its basket to the procurement system and places no order: the order call
// refuses each standard's punchout user for its own basket, which stays open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call } from './account-support';
import { DEMO_PASSWORD, loginAs } from './customer-support';
import { CXML_USER, IDS_USER, OCI_USER, type PunchoutApi, startPunchoutApi } from './punchout-support';

let po: PunchoutApi;

beforeAll(async () => {
  po = await startPunchoutApi();
});
afterAll(() => po.api.close());

describe('POST /orders for a punchout user', () => {
  it.each([OCI_USER, CXML_USER, IDS_USER])('refuses %s its own basket with 403, and the basket stays open', async (login) => {
    const token = await loginAs(po.api, login, DEMO_PASSWORD);
    const basketId = (await call(po.api, 'POST', '/baskets', token)).json().data.id as string;
    expect((await call(po.api, 'POST', `/baskets/${basketId}/items`, token, [{ product: 'ACC-KEYBOARD', quantity: { value: 1 } }])).statusCode).toBe(201);

    const response = await call(po.api, 'POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true });

    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('rest.authorization.permission.missing.error');
    expect((await call(po.api, 'GET', `/baskets/${basketId}`, token)).statusCode).toBe(200);
  });
});
