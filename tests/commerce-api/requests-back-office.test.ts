// The demo back office under /INTERSHOP/demo: its login, the outbox page and the customers page, their
// escaping and CSP, approving a customer (with its mail), and refusing posts from anywhere but itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { businessRegistration, customerCall, loginAs, registerPrivateCustomer, tokenCall } from './customer-support';
import { BACK_OFFICE_LOGIN, BACK_OFFICE_POST, BACK_OFFICE_PASSWORD, STOREFRONT, lastMailTo, startMailApi, storefrontLinkIn, withDatabase } from './requests-support';
import { type TestApi, startTestApi } from './support';

let api: TestApi;

beforeAll(async () => {
  // business customers need approval (the default approval types)
  api = await startMailApi({ customerApprovalTypes: 'SMB' });
});

afterAll(async () => {
  await api.close();
});

const page = (path: string, headers: Record<string, string> = BACK_OFFICE_LOGIN) => api.inject({ method: 'GET', url: `/INTERSHOP/demo/${path}`, headers });
/** A form post, by default from the back office's own page and logged in. */
const post = (path: string, headers: Record<string, string> = BACK_OFFICE_POST) =>
  api.inject({ method: 'POST', url: `/INTERSHOP/demo/${path}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
const basicLogin = (credentials: string) => ({ authorization: `Basic ${Buffer.from(credentials).toString('base64')}` });

function customerIdOf(login: string): string {
  return withDatabase(api, db => db.prepare('SELECT customer_id FROM users WHERE login = ?').pluck().get(login) as string);
}

/** A business customer registered as the PWA does, waiting for approval. */
async function pendingCustomer(overrides: Record<string, unknown> = {}) {
  const registration = businessRegistration(overrides);
  const response = await customerCall(api, 'POST', '/customers', { body: registration });
  expect(response.statusCode).toBe(201);
  const { login, password } = registration.credentials;
  return { login, password, customerId: customerIdOf(login) };
}

describe('the login', () => {
  it('is asked for without credentials (401 with a Basic challenge), and nothing of the outbox shows', async () => {
    const customer = await registerPrivateCustomer(api);
    await customerCall(api, 'POST', '/security/reminder', { body: { email: customer.login } });

    for (const path of ['outbox', 'customers']) {
      const response = await page(path, {});

      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="[^"]+"/);
      expect(response.body).not.toContain(customer.login);
    }
  });

  it('refuses a wrong password, another user name and a malformed header', async () => {
    const answers = await Promise.all([
      page('outbox', basicLogin('demo:wrong-password')),
      page('outbox', basicLogin(`admin:${BACK_OFFICE_PASSWORD}`)),
      page('outbox', basicLogin(`demo:${BACK_OFFICE_PASSWORD}x`)),
      page('outbox', { authorization: `Bearer ${BACK_OFFICE_PASSWORD}` }),
      page('outbox', { authorization: 'Basic %%%' }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('lets the user demo with the password in (200)', async () => {
    expect((await page('outbox')).statusCode).toBe(200);
    expect((await page('customers')).statusCode).toBe(200);
  });

  it('guards the posts too: without it nothing is approved', async () => {
    const customer = await pendingCustomer();

    const response = await post(`customers/${customer.customerId}/approval`, { 'sec-fetch-site': 'same-origin' });

    expect(response.statusCode).toBe(401);
    expect(withDatabase(api, db => db.prepare('SELECT approval_status FROM customers WHERE id = ?').pluck().get(customer.customerId))).toBe('PENDING');
  });
});

describe('without a password', () => {
  it('there is no back office at all (404)', async () => {
    const bare = await startTestApi();
    try {
      expect((await bare.inject({ method: 'GET', url: '/INTERSHOP/demo/outbox', headers: BACK_OFFICE_LOGIN })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the outbox page', () => {
  it('shows the mails escaped, with only the storefront’s links clickable', async () => {
    const customer = await registerPrivateCustomer(api, { firstName: '<script>alert(1)</script>', lastName: 'https://evil.example/x' });
    await customerCall(api, 'POST', '/security/reminder', { body: { email: customer.login } });
    const link = storefrontLinkIn(lastMailTo(api, customer.login)!);

    const response = await page('outbox');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(response.body).toContain(`<a href="${link.href.replaceAll('&', '&#38;').replaceAll('=', '&#61;')}"`);
    expect(response.body).not.toContain('href="https://evil.example');
    expect(response.body).toContain(`to ${customer.login}`);
  });

  it('allows no script, no other origin’s style and no framing', async () => {
    const response = await page('outbox');

    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the customers page', () => {
  it('lists a customer waiting for approval with an Approve form', async () => {
    const customer = await pendingCustomer();

    const response = await page('customers');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`action="/INTERSHOP/demo/customers/${customer.customerId}/approval"`);
    expect(response.body).toContain(customer.login);
  });

  it('approves a customer, who can then log in and has the approval mail', async () => {
    const customer = await pendingCustomer();
    expect((await tokenCall(api, { grant_type: 'password', username: customer.login, password: customer.password })).statusCode).toBe(403);

    const response = await post(`customers/${customer.customerId}/approval`);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/INTERSHOP/demo/customers');
    expect(await loginAs(api, customer.login, customer.password)).toMatch(/\S/);
    const mail = lastMailTo(api, customer.login)!;
    expect(mail.subject).toBe('inSPIRED: your customer account is approved');
    expect(storefrontLinkIn(mail).href).toBe(`${STOREFRONT}/login`);
    expect((await page('customers')).body).not.toContain(`customers/${customer.customerId}/approval`);
  });

  it('links the approval mail of a German user to the German login page', async () => {
    const email = `approval-de-${Date.now()}@example.com`;
    const customer = await pendingCustomer({ user: { firstName: 'Berta', lastName: 'Bauer', email, preferredLanguage: 'de_DE' } });

    await post(`customers/${customer.customerId}/approval`);

    expect(storefrontLinkIn(lastMailTo(api, customer.login)!).href).toBe(`${STOREFRONT}/de/login`);
  });

  it('answers 409 to approving a customer that is not waiting, 404 to an unknown one', async () => {
    const customer = await pendingCustomer();
    await post(`customers/${customer.customerId}/approval`);

    expect((await post(`customers/${customer.customerId}/approval`)).statusCode).toBe(409);
    expect((await post('customers/no-such-customer/approval')).statusCode).toBe(404);
  });

  it('lists the users with their personal data requests, a pending one with a Cancel form', async () => {
    const customer = await registerPrivateCustomer(api, { lastName: 'Requester' });
    const userId = withDatabase(api, db => db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(customer.login) as string);
    await post(`users/${userId}/personal-data-requests`);

    const body = (await page('customers')).body;

    expect(body).toContain(`action="/INTERSHOP/demo/users/${userId}/personal-data-requests"`);
    expect(body).toMatch(/PENDING \([^)]+\) <form method="post" action="\/INTERSHOP\/demo\/personal-data-requests\/[\w-]+\/cancellation">/);
  });

  it('answers 404 to a personal data request for an unknown user', async () => {
    expect((await post('users/no-such-user/personal-data-requests')).statusCode).toBe(404);
  });
});

describe('posts from anywhere but the back office itself', () => {
  const approvalStatus = (customerId: string) =>
    withDatabase(api, db => db.prepare('SELECT approval_status FROM customers WHERE id = ?').pluck().get(customerId));

  it('are refused when the browser says the post is cross-site, and nothing changes', async () => {
    const customer = await pendingCustomer();

    const response = await post(`customers/${customer.customerId}/approval`, { ...BACK_OFFICE_LOGIN, 'sec-fetch-site': 'cross-site' });

    expect(response.statusCode).toBe(403);
    expect(approvalStatus(customer.customerId)).toBe('PENDING');
  });

  it('are refused when the browser says same-site, not same-origin (the storefront on another port)', async () => {
    const customer = await pendingCustomer();

    const response = await post(`customers/${customer.customerId}/approval`, { ...BACK_OFFICE_LOGIN, 'sec-fetch-site': 'same-site' });

    expect(response.statusCode).toBe(403);
  });

  it('are refused when an older browser names another origin, the storefront’s included', async () => {
    const customer = await pendingCustomer();

    const answers = [
      await post(`customers/${customer.customerId}/approval`, { ...BACK_OFFICE_LOGIN, origin: 'https://evil.example' }),
      await post(`customers/${customer.customerId}/approval`, { ...BACK_OFFICE_LOGIN, origin: STOREFRONT }),
      await post(`customers/${customer.customerId}/approval`, { ...BACK_OFFICE_LOGIN, origin: 'null' }),
    ];

    expect(answers.map(answer => answer.statusCode)).toEqual([403, 403, 403]);
    expect(approvalStatus(customer.customerId)).toBe('PENDING');
  });

  it('are refused without Origin and Sec-Fetch-Site, logged in or not', async () => {
    const customer = await pendingCustomer();

    const response = await post(`customers/${customer.customerId}/approval`, BACK_OFFICE_LOGIN);

    expect(response.statusCode).toBe(403);
    expect(approvalStatus(customer.customerId)).toBe('PENDING');
  });

  it('pass with the back office’s own origin', async () => {
    const customer = await pendingCustomer();

    const response = await post(`customers/${customer.customerId}/approval`, { ...BACK_OFFICE_LOGIN, host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4000' });

    expect(response.statusCode).toBe(303);
    expect(approvalStatus(customer.customerId)).toBe('APPROVED');
  });
});

describe('hostile input', () => {
  it('gets 4xx answers', async () => {
    const customer = await pendingCustomer();
    const answers = await Promise.all([
      api.inject({ method: 'POST', url: `/INTERSHOP/demo/customers/${customer.customerId}/approval`, headers: { ...BACK_OFFICE_POST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a='.padEnd(5000, 'x') }),
      post(`customers/${'x'.repeat(2000)}/approval`),
      post(`customers/${encodeURIComponent("' OR 1=1 --")}/approval`),
      api.inject({ method: 'DELETE', url: `/INTERSHOP/demo/customers/${customer.customerId}/approval`, headers: BACK_OFFICE_LOGIN }),
      api.inject({ method: 'GET', url: '/INTERSHOP/demo/%zz', headers: BACK_OFFICE_LOGIN }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([413, 414, 404, 404, 400]);
    expect(withDatabase(api, db => db.prepare('SELECT approval_status FROM customers WHERE id = ?').pluck().get(customer.customerId))).toBe('PENDING');
  });
});

describe('escaping on the customers page', () => {
  it('escapes the company name', async () => {
    await customerCall(api, 'POST', '/customers', { body: businessRegistration({ companyName: '<img src=x onerror=alert(1)>' }) });

    const body = (await page('customers')).body;

    expect(body).not.toContain('<img');
    expect(body).toContain('&#60;img src&#61;x onerror&#61;alert(1)&#62;');
  });
});
