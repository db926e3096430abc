// GET salesrepresentatives/{id} (commerce-api/reference/sales-representatives.ts): the demo's sales
// representatives, answered to a logged-in user, whom a co-browse link names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCall, DEMO_PASSWORD, loginAs } from './customer-support';
import { startTestApi, type TestApi, errorCode } from './support';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await loginAs(api, 'patricia@test.intershop.de', DEMO_PASSWORD);
});
afterAll(() => api?.close());

describe('GET salesrepresentatives/{id}', () => {
  it('answers a known representative to a logged-in user', async () => {
    const response = await customerCall(api, 'GET', '/salesrepresentatives/rep-007', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'rep-007', firstName: 'Sam', lastName: 'Seller' });
  });

  it('answers 404 sales_representative.not_found.error for an unknown one', async () => {
    const response = await customerCall(api, 'GET', '/salesrepresentatives/rep-999', { token });
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('sales_representative.not_found.error');
  });

  it('answers nobody without a user token', async () => {
    expect((await customerCall(api, 'GET', '/salesrepresentatives/rep-007')).statusCode).toBe(401);
  });
});
