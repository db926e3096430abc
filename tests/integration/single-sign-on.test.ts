// Single sign-on end to end (docs/decisions/014): the built storefront and the bundled API configured
// for a real OpenID provider (oidc-provider) on a loopback port; the shopper is a browser without
// JavaScript on both sides: the shop's pages and the provider's login form.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import { freePort, startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { shopper, type Shopper } from './shopper';

const CLIENT_ID = 'inspired-shop';
const PASSWORD = 'idp-secret-1';

let idp: OidcTestProvider;
let shop: BuiltStorefront;
beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  idp = await startOidcTestProvider({ clientId: CLIENT_ID, redirectUri: `${origin}/loading`, postLogoutRedirectUris: [`${origin}/home`], openPassword: PASSWORD });
  shop = await startBuiltStorefront({
    port,
    env: { PUBLIC_URL: origin, SSO_ISSUER: idp.issuer, SSO_CLIENT_ID: CLIENT_ID },
    api: { ssoIssuer: idp.issuer, ssoClientId: CLIENT_ID, customerApprovalTypes: 'SMB' },
  });
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await idp?.close();
});

/** The shopper's browser at the provider: its own cookies (oidc-provider sets several), no redirects followed. */
function providerBrowser() {
  const jar = new Map<string, string>();
  return async function send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}
type ProviderBrowser = ReturnType<typeof providerBrowser>;

const location = (response: Response) => new URL(response.headers.get('location') ?? '', response.url).href;

/**
 * From the provider's authorization URL to the shop's /loading URL: follows the provider's redirects
 * and posts its login form with `login`, as a shopper types it.
 */
async function atProvider(browser: ProviderBrowser, authorizationUrl: string, login: string): Promise<string> {
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    if (!url.startsWith(idp.issuer)) return url;
    const response = await browser(url);
    if (response.status === 303 || response.status === 302) {
      url = location(response);
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    expect(action, `no login form at ${url}: ${response.status}`).toBeTruthy();
    const posted = await browser(new URL(action!, idp.issuer).href, { method: 'POST', body: new URLSearchParams({ login, password: PASSWORD }) });
    expect(posted.status).toBe(303);
    url = location(posted);
  }
  throw new Error('the provider did not send the shopper back');
}

const shopPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** /login → the provider → /loading: the shop's answer to the provider's callback. */
async function logIn(customer: Shopper, browser: ProviderBrowser, login: string, returnUrl = '/account'): Promise<Response> {
  const start = await customer.get(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  expect(start.status).toBe(303);
  const callback = await atProvider(browser, location(start), login);
  expect(callback.startsWith(`${shop.origin}/loading?`)).toBe(true);
  return customer.get(shopPath(callback));
}

const ADDRESS_FORM = {
  intent: 'register',
  customerType: 'private',
  'address.firstName': 'Sam',
  'address.lastName': 'Single',
  'address.addressLine1': 'Hauptstr. 1',
  'address.postalCode': '10115',
  'address.city': 'Berlin',
  'address.countryCode': 'DE',
  termsAndConditions: 'on',
};

/** A new provider user through /register/sso: logged in on the shop's account page afterwards. */
async function registered(login: string): Promise<{ customer: Shopper; browser: ProviderBrowser }> {
  const customer = shopper(shop.origin);
  const browser = providerBrowser();
  const loading = await logIn(customer, browser, login);
  const registration = loading.headers.get('location') ?? '';
  expect(registration).toMatch(/^\/register\/sso\?userid=[\w-]+&firstName=Sam&lastName=/);
  const done = await customer.post(registration, ADDRESS_FORM);
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe('/account');
  return { customer, browser };
}

describe('the first login of a provider user', () => {
  it('goes through /register/sso, whose form shows the provider names, and lands logged in on /account', async () => {
    const login = `first-${randomUUID().slice(0, 8)}`;
    const customer = shopper(shop.origin);
    const loading = await logIn(customer, providerBrowser(), login);
    expect(loading.status).toBe(303);
    const registration = loading.headers.get('location')!;
    const form = await customer.text(registration);
    expect(form).toContain('Complete your registration');
    expect(form).toContain(`value="${login}"`);
    expect(form).not.toContain('name="password"');

    const done = await customer.post(registration, ADDRESS_FORM);
    expect(done.headers.get('location')).toBe('/account');
    const account = await customer.text('/account');
    expect(account).toContain('Welcome! Your account has been created and you are logged in.');
    expect(account).toContain(`${login}@test.example.com`);
    // the provider's tokens ride in the session cookie: it must stay within a browser's 4 KB
    expect(customer.cookie.length).toBeLessThan(4096);
  });

  it('registers a business customer, who waits for the approval the shop gives business customers', async () => {
    const customer = shopper(shop.origin);
    const registration = (await logIn(customer, providerBrowser(), `business-${randomUUID().slice(0, 8)}`)).headers.get('location')!;
    const done = await customer.post(registration, { ...ADDRESS_FORM, customerType: 'business', companyName: 'Single Ltd.' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/register/approval');
    expect((await customer.get('/account')).status).toBe(303);
  });

  it('keeps what the shopper typed and names the missing fields when the address is incomplete', async () => {
    const customer = shopper(shop.origin);
    const registration = (await logIn(customer, providerBrowser(), `incomplete-${randomUUID().slice(0, 8)}`)).headers.get('location')!;
    const answer = await customer.post(registration, { ...ADDRESS_FORM, 'address.city': '' });
    expect(answer.status).toBe(422);
    const page = await answer.text();
    expect(page).toContain('Hauptstr. 1');
    expect(page).toContain('Please check the highlighted fields.');
  });

  it('asks a business customer for the company name, as the registration does', async () => {
    const customer = shopper(shop.origin);
    const registration = (await logIn(customer, providerBrowser(), `no-company-${randomUUID().slice(0, 8)}`)).headers.get('location')!;
    const answer = await customer.post(registration, { ...ADDRESS_FORM, customerType: 'business' });
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain('Please enter the company name.');
  });

  it('sends a shopper without a registration under way to the login instead of /register/sso', async () => {
    const response = await shopper(shop.origin).get('/register/sso?userid=someone&firstName=X&lastName=Y');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
  });
});

describe('a second login', () => {
  it('goes straight to the stored return path, after logging out of the shop and of the provider', async () => {
    const login = `second-${randomUUID().slice(0, 8)}`;
    const { customer, browser } = await registered(login);

    const logout = await customer.post('/logout', {});
    expect(logout.status).toBe(303);
    const endSession = new URL(logout.headers.get('location')!);
    expect(endSession.origin).toBe(idp.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${shop.origin}/home`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    const confirm = await (await browser(endSession.href)).text();
    const action = /<form[^>]+action="([^"]+)"/.exec(confirm)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm)![1];
    const back = await browser(new URL(action, idp.issuer).href, { method: 'POST', body: new URLSearchParams({ xsrf, logout: 'yes' }) });
    expect(location(back)).toBe(`${shop.origin}/home`);
    expect((await customer.get('/account')).status).toBe(303);

    const again = await logIn(customer, browser, login, '/account/orders');
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/account/orders');
    expect(await customer.text('/account')).toContain(`${login}@test.example.com`);
  });
});

describe('a callback the shop did not ask for', () => {
  it('refuses a tampered state with a message and no session', async () => {
    const customer = shopper(shop.origin);
    const start = await customer.get('/login');
    const callback = new URL(await atProvider(providerBrowser(), location(start), `tampered-${randomUUID().slice(0, 8)}`));
    callback.searchParams.set('state', 'forged-state');
    const answer = await customer.get(shopPath(callback.href));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('The login at the identity provider did not succeed.');
    expect((await customer.get('/account')).headers.get('location')).toMatch(/^\/login\?returnUrl=/);
  });

  it('refuses an answer without a login under way (another browser, or a replay) with a message', async () => {
    const customer = shopper(shop.origin);
    const start = await customer.get('/login');
    const callback = await atProvider(providerBrowser(), location(start), `replayed-${randomUUID().slice(0, 8)}`);
    expect((await customer.get(shopPath(callback))).status).toBe(303);
    const replay = await customer.get(shopPath(callback));
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('Please log in again.');
    const stranger = await shopper(shop.origin).get(shopPath(callback));
    expect(stranger.status).toBe(400);
  });

  it('shows the provider refusal (error=access_denied) as a message, never a 500', async () => {
    const customer = shopper(shop.origin);
    const start = new URL(location(await customer.get('/login')));
    const answer = await customer.get(`/loading?error=access_denied&state=${start.searchParams.get('state')}&iss=${encodeURIComponent(idp.issuer)}`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('did not succeed');
  });

  it('shows /loading without an answer as single sign-on in progress', async () => {
    const page = await shopper(shop.origin).get('/loading');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Single sign-on in progress');
  });
});

describe('the profile of a single sign-on user', () => {
  it('offers no password, e-mail or profile change, and the action refuses them with 403', async () => {
    const { customer } = await registered(`profile-${randomUUID().slice(0, 8)}`);
    const profile = await customer.text('/account/profile');
    expect(profile).toContain('are managed where you log in');
    expect(profile).not.toContain('name="currentPassword"');
    expect(profile).not.toContain('name="firstName"');
    const changes: Record<string, string>[] = [
      { intent: 'profile', firstName: 'Mallory', lastName: 'Single' },
      { intent: 'email', email: 'mallory@test.example.com', emailConfirmation: 'mallory@test.example.com', currentPassword: 'whatever1' },
      { intent: 'password', currentPassword: 'whatever1', password: 'changed456', passwordConfirmation: 'changed456' },
    ];
    for (const fields of changes) {
      expect((await customer.post('/account/profile', fields)).status).toBe(403);
    }
  });
});

describe('the renewal of a single sign-on user token', () => {
  /** The shopper's session as the storefront reads it (the built server signs it with the same secret). */
  async function sessionOf(customer: Shopper) {
    const { sessionStorage } = await import('~/http/session.server');
    return sessionStorage.getSession(customer.cookie);
  }
  const client = async () => {
    const { createCommerceClient } = await import('~/commerce/client.server');
    return () => createCommerceClient({ baseUrl: process.env.ICM_BASE_URL!, locale: 'en_US', currency: 'EUR' });
  };

  it('at half its lifetime renews the ICM token through the provider refresh token', async () => {
    const { customer } = await registered(`renewal-${randomUUID().slice(0, 8)}`);
    const session = await sessionOf(customer);
    const before = { apiToken: session.get('apiToken'), sso: session.get('sso') };
    expect(before.sso?.refreshToken).toBeTruthy();
    const { refreshUserToken } = await import('~/features/account/token-refresh.server');
    expect(await refreshUserToken(session, await client(), session.get('tokenTimes')!.refreshAt + 1)).toBe('refreshed');
    expect(session.get('apiToken')).not.toBe(before.apiToken);
    // (the provider's new id_token may equal the old one when issued within the same second)
    const customerData = await fetch(`${process.env.ICM_BASE_URL}/customers/-`, { headers: { 'authentication-token': session.get('apiToken')! } });
    expect(customerData.status).toBe(200);
  });

  it('without a provider refresh token keeps the token until it runs out, then ends the session', async () => {
    const { customer } = await registered(`no-refresh-${randomUUID().slice(0, 8)}`);
    const session = await sessionOf(customer);
    session.set('sso', { idToken: session.get('sso')!.idToken });
    const { refreshUserToken } = await import('~/features/account/token-refresh.server');
    const times = session.get('tokenTimes')!;
    expect(await refreshUserToken(session, await client(), times.refreshAt + 1)).toBe('current');
    expect(await refreshUserToken(session, await client(), times.expiresAt + 1)).toBe('expired');
    expect(session.get('sso')).toBeUndefined();
  });
});
