// The logged-in user's newsletter subscription: GET, POST and DELETE subscriptions, for the user's
// own e-mail address only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { customerCall, loginAs, registerPrivateCustomer } from './customer-support';
import { startMailApi } from './requests-support';
import type { TestApi } from './support';
import { errorCode } from './support';

let api: TestApi;

beforeAll(async () => {
  api = await startMailApi();
});

afterAll(async () => {
  await api.close();
});

/** The PWA encodes the address twice in the path (encodeResourceID). */
const pathOf = (email: string) => `/subscriptions/${encodeURIComponent(encodeURIComponent(email))}`;

const subscribe = (token: string, recipient: string, body: Record<string, unknown> = {}) =>
  customerCall(api, 'POST', '/subscriptions', { token, body: { name: 'Newsletter', type: 'Subscription', active: true, recipient, ...body } });

async function loggedIn(): Promise<{ email: string; token: string }> {
  const customer = await registerPrivateCustomer(api);
  return { email: customer.login, token: await loginAs(api, customer.login, customer.password) };
}

describe('newsletter subscriptions', () => {
  it('answers 404 while the user is not subscribed', async () => {
    const { email, token } = await loggedIn();

    const response = await customerCall(api, 'GET', pathOf(email), { token });

    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('subscription.not_found.error');
  });

  it('subscribes the user and then shows the active subscription', async () => {
    const { email, token } = await loggedIn();

    const created = await subscribe(token, email);
    const read = await customerCall(api, 'GET', pathOf(email), { token });

    expect(created.statusCode).toBe(201);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ name: 'Newsletter', type: 'Subscription', active: true, recipient: email });
  });

  it('understands an address encoded once as well', async () => {
    const { email, token } = await loggedIn();
    await subscribe(token, email);

    const response = await customerCall(api, 'GET', `/subscriptions/${encodeURIComponent(email)}`, { token });

    expect(response.json().active).toBe(true);
  });

  it('unsubscribes the user: the subscription is gone', async () => {
    const { email, token } = await loggedIn();
    await subscribe(token, email);

    const deleted = await customerCall(api, 'DELETE', pathOf(email), { token });
    const read = await customerCall(api, 'GET', pathOf(email), { token });

    expect(deleted.statusCode).toBe(204);
    expect(read.statusCode).toBe(404);
  });

  it('answers 404 to unsubscribing an address that is not subscribed', async () => {
    const { email, token } = await loggedIn();

    expect((await customerCall(api, 'DELETE', pathOf(email), { token })).statusCode).toBe(404);
  });

  it('refuses another user’s address with 403, subscribed or not', async () => {
    const other = await loggedIn();
    await subscribe(other.token, other.email);
    const { token } = await loggedIn();

    const answers = await Promise.all([
      customerCall(api, 'GET', pathOf(other.email), { token }),
      customerCall(api, 'GET', pathOf('not-subscribed@test.example.com'), { token }),
      subscribe(token, 'someone-else@test.example.com'),
      customerCall(api, 'DELETE', pathOf(other.email), { token }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await customerCall(api, 'GET', pathOf(other.email), { token: other.token })).statusCode).toBe(200);
  });

  it('needs a logged-in user', async () => {
    const { email } = await loggedIn();

    const answers = await Promise.all([
      customerCall(api, 'GET', pathOf(email)),
      customerCall(api, 'POST', '/subscriptions', { body: { name: 'Newsletter', active: true, recipient: email } }),
      customerCall(api, 'DELETE', pathOf(email), { token: 'not-a-token' }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([401, 401, 401]);
  });

  it('offers the Newsletter list only', async () => {
    const { email, token } = await loggedIn();

    const response = await subscribe(token, email, { name: 'Offers' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes[0]).toMatchObject({ code: 'subscription.name.unknown.error', paths: ['/name'] });
  });

  it('refuses hostile input with a 4xx answer', async () => {
    const { email, token } = await loggedIn();

    const answers = await Promise.all([
      customerCall(api, 'GET', '/subscriptions/%25zz', { token }),
      subscribe(token, email, { active: 'yes please' }),
      subscribe(token, 'x'.repeat(10_000)),
      customerCall(api, 'POST', '/subscriptions', { token, body: [email] }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([400, 400, 400, 400]);
  });
});
