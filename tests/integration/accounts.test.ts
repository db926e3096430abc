// Login, logout, the login guard, My Account's profile and order history through the built storefront
// and the bundled API, as a browser without JavaScript posts them, and as an attacker would try them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { apiToken, CHECKOUT_ADDRESS, DEMO_PASSWORD, loggedIn as loggedInAt, registeredCustomer } from './customers';
import { links } from './html';
import { shopper, type Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';

const newCustomer = () => registeredCustomer(shop, 'account');
const loggedIn = (login: string, password: string) => loggedInAt(shop, login, password);

async function placeOrder(customer: Shopper): Promise<string> {
  await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
  await customer.post('/checkout/address', CHECKOUT_ADDRESS);
  await customer.get('/checkout/shipping');
  await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
  const placed = await customer.post('/checkout/review', { termsAndConditions: 'on' });
  const location = placed.headers.get('location') ?? '';
  const orderId = new URL(location, shop.origin).searchParams.get('orderId');
  expect(orderId, `no order placed: ${placed.status} ${location}`).toBeTruthy();
  return orderId!;
}

describe('login', () => {
  it('logs a demo customer in and goes back to the returnUrl', async () => {
    const customer = shopper(shop.origin);
    const response = await customer.post('/login', { login: 'patricia@test.intershop.de', password: DEMO_PASSWORD, returnUrl: '/account/profile' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/profile');
    expect(await customer.text('/account')).toContain('Patricia Miller');
  });

  it('refuses a wrong password with 401 and the e-mail login message, keeping the e-mail but not the password', async () => {
    const response = await shopper(shop.origin).post('/login', { login: 'patricia@test.intershop.de', password: 'wrong-password-1' });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('The e-mail address or the password is not correct.');
    expect(page).toContain('value="patricia@test.intershop.de"');
    expect(page).not.toContain('wrong-password-1');
  });

  it('answers a throttled login with 429 and the API’s Retry-After', async () => {
    const { email, password } = await newCustomer();
    // an address of its own (the storefront believes X-Forwarded-For from this loopback peer), so no other test's failures count
    const attacker = { 'X-Forwarded-For': '198.18.7.1' };
    for (let i = 0; i < 5; i++) {
      expect((await shopper(shop.origin).post('/login', { login: email, password: 'wrong-password-1' }, attacker)).status).toBe(401);
    }

    const throttled = await shopper(shop.origin).post('/login', { login: email, password }, attacker);

    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it('never sends a login to another origin', async () => {
    for (const returnUrl of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await shopper(shop.origin).post('/login', { login: 'patricia@test.intershop.de', password: DEMO_PASSWORD, returnUrl });
      expect(response.headers.get('location'), returnUrl).toBe('/account');
    }
  });

  it('writes a new session cookie at login', async () => {
    const customer = shopper(shop.origin);
    await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    const anonymousCookie = customer.cookie;
    await customer.post('/login', { login: 'patricia@test.intershop.de', password: DEMO_PASSWORD });
    expect(customer.cookie).not.toBe(anonymousCookie);
  });

  it('keeps the access and refresh tokens unreadable in the session cookie, even decoded', async () => {
    const customer = shopper(shop.origin);
    await customer.post('/login', { login: 'patricia@test.intershop.de', password: DEMO_PASSWORD });
    const { sessionStorage } = await import('~/http/session.server');
    const session = await sessionStorage.getSession(customer.cookie);
    const tokens = [session.get('apiToken'), session.get('refreshToken')];
    expect(tokens.every((token) => typeof token === 'string' && token.length > 8)).toBe(true);
    const value = decodeURIComponent(customer.cookie.replace(/^__session=/, ''));
    for (const readable of [value, Buffer.from(value.split('.')[0], 'base64').toString('latin1'), Buffer.from(value, 'base64url').toString('latin1')]) {
      for (const secret of [...tokens, 'apiToken', 'refreshToken']) expect(readable).not.toContain(secret);
    }
  });
});

describe('the login guard', () => {
  it('sends an anonymous visitor of an account page to the login page with the page and its query as returnUrl', async () => {
    const response = await shopper(shop.origin).get('/account/orders?status=NEW&page=2');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', shop.origin);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnUrl')).toBe('/account/orders?status=NEW&page=2');
  });

  it('guards the account actions too', async () => {
    const response = await shopper(shop.origin).post('/account/profile', { intent: 'profile', firstName: 'X', lastName: 'Y' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/login\?returnUrl=/);
  });

  it('keeps the language of the page it guards', async () => {
    const response = await shopper(shop.origin).get('/de/account');
    expect(response.headers.get('location')).toBe('/de/login?returnUrl=%2Fde%2Faccount');
  });
});

describe('logout', () => {
  it('ends the session at ICM too: the old cookie replayed afterwards is logged out', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const stolen = customer.cookie;
    const out = await customer.post('/logout', {});
    expect(out.status).toBe(303);
    expect((await customer.get('/account')).status).toBe(303);

    const thief = shopper(shop.origin);
    thief.cookie = stolen;
    const replay = await thief.get('/account');
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toContain('messageKey=session_timeout');
  });

  it('changes nothing on a GET', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    expect((await customer.get('/logout')).status).toBe(200);
    expect((await customer.get('/account')).status).toBe(200);
  });
});

describe('profile', () => {
  it('changes the name, shown in the header afterwards', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const response = await customer.post('/account/profile', { intent: 'profile', firstName: 'Erika-Maria', lastName: 'Musterfrau' });
    expect(response.status).toBe(303);
    const page = await customer.text('/account/profile');
    expect(page).toContain('Your profile has been updated.');
    expect(links(page)).toContainEqual({ href: '/account', name: 'Erika-Maria Musterfrau' });
  });

  it('refuses a wrong current password with the spec message, and a new password that breaks the rule', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const wrong = await customer.post('/account/profile', { intent: 'password', currentPassword: 'not-it-123', password: 'newpass123', passwordConfirmation: 'newpass123' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('The current password is not correct.');
    const weak = await customer.post('/account/profile', { intent: 'password', currentPassword: password, password: 'short', passwordConfirmation: 'short' });
    expect(weak.status).toBe(422);
    expect(await weak.text()).toContain('at least 7 characters');
  });

  it('answers a throttled password change with 429 and the API’s Retry-After', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    // an address of its own (the storefront believes X-Forwarded-For from this loopback peer), so no other test's failures count
    const address = { 'X-Forwarded-For': '198.18.7.2' };
    const change = (currentPassword: string) =>
      customer.post('/account/profile', { intent: 'password', currentPassword, password: 'newpass123', passwordConfirmation: 'newpass123' }, address);
    for (let i = 0; i < 5; i++) expect((await change('not-it-123')).status).toBe(422);

    const throttled = await change(password);

    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('changes the password: the new one logs in, the old one no longer', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const changed = await customer.post('/account/profile', { intent: 'password', currentPassword: password, password: 'changed456', passwordConfirmation: 'changed456' });
    expect(changed.status).toBe(303);
    expect(await customer.text('/account/profile')).toContain('Your password has been changed.');
    expect((await shopper(shop.origin).post('/login', { login: email, password })).status).toBe(401);
    expect((await shopper(shop.origin).post('/login', { login: email, password: 'changed456' })).status).toBe(303);
  });

  it('changes the e-mail address only with the right password', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const next = `changed-${randomUUID().slice(0, 8)}@test.example.com`;
    const wrong = await customer.post('/account/profile', { intent: 'email', email: next, emailConfirmation: next, currentPassword: 'not-it-123' });
    expect(wrong.status).toBe(422);
    const changed = await customer.post('/account/profile', { intent: 'email', email: next, emailConfirmation: next, currentPassword: password });
    expect(changed.status).toBe(303);
    expect(await customer.text('/account/profile')).toContain(`Your e-mail address is ${next}.`);
  });
});

describe('basket at login', () => {
  it('merges the anonymous basket into the user basket without telling of the merged line (spec §8 hides that info)', async () => {
    const { email, password } = await newCustomer();
    const first = await loggedIn(email, password);
    await first.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '2' });

    const customer = shopper(shop.origin);
    await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
    await customer.post('/login', { login: email, password, returnUrl: '/basket' });
    const basket = await customer.text('/basket');
    expect(links(basket)).toContainEqual({ href: '/basket', name: expect.stringMatching(/^Basket 3 items in your basket/) });
    expect(basket).not.toContain('was added to its existing line item');
  });
});

describe('order history', () => {
  it('lists the order placed, shows it in full and exports it as CSV', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const orderId = await placeOrder(customer);

    const history = await customer.text('/account/orders');
    expect(history).toContain(`/account/orders/${orderId}`);
    const detail = await customer.get(`/account/orders/${orderId}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain('Google Home');

    const csv = await customer.get(`/account/orders/csv?orderId=${orderId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="order-${orderId}.csv"`);
    expect(await csv.text()).toContain(PRODUCT);
  });

  it('exports the CSV in German from the German pages', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    const orderId = await placeOrder(customer);
    const csv = await (await customer.get(`/de/account/orders/csv?orderId=${orderId}`)).text();
    expect(csv.split('\r\n')[0]).toBe('Bestellnummer;Bestelldatum;Status;Artikelnummer;Produktname;Menge;Einzelpreis;Gesamtpreis;Währung');
    expect(csv.split('\r\n')[1].split(';')[2]).toBe('Neu');
  });

  it('shows no order of another customer', async () => {
    const owner = await newCustomer();
    const orderId = await placeOrder(await loggedIn(owner.email, owner.password));
    const other = await newCustomer();
    const stranger = await loggedIn(other.email, other.password);
    expect((await stranger.get(`/account/orders/${orderId}`)).status).toBe(404);
    const csv = await stranger.get(`/account/orders/csv?orderId=${orderId}`);
    expect(csv.status).not.toBe(200);
  });

  it('ignores an unknown status filter and a page number out of range', async () => {
    const { email, password } = await newCustomer();
    const customer = await loggedIn(email, password);
    expect((await customer.get('/account/orders?status=%3Cscript%3E&page=-4')).status).toBe(200);
    expect((await customer.get('/account/orders?page=99999999999')).status).toBe(200);
  });
});

describe('co-browse', () => {
  it('opens the account of the customer whose token the representative brings, after the representative confirms it', async () => {
    const { email, password } = await newCustomer();
    const representative = shopper(shop.origin);
    const token = await apiToken(shop, email, password);
    const link = await representative.get(`/cobrowse?access-token=${encodeURIComponent(token)}&salesRepId=rep-007`);
    expect(link.status).toBe(200);
    expect(await link.text()).toContain('Continue as Erika Mustermann');
    expect((await representative.get('/account')).status).toBe(303);

    const entry = await representative.post('/cobrowse', { 'access-token': token, salesRepId: 'rep-007' });
    expect(entry.status).toBe(303);
    expect(entry.headers.get('location')).toBe('/account');
    const profile = await representative.text('/account/profile');
    expect(profile).toContain(email);
    expect(profile).toContain('the customer changes these details themselves');
    expect(profile).not.toContain('Change password');
    const refused = await representative.post('/account/profile', { intent: 'password', currentPassword: password, password: 'other1234', passwordConfirmation: 'other1234' });
    expect(refused.status).toBe(403);
  });

  it('leaves the session of whoever opens a co-browse link alone until they confirm it', async () => {
    const visitor = await loggedIn('patricia@test.intershop.de', DEMO_PASSWORD);
    const other = await newCustomer();
    await visitor.get(`/cobrowse?access-token=${encodeURIComponent(await apiToken(shop, other.email, other.password))}`);
    await visitor.get('/cobrowse?access-token=not-a-token');
    expect(await visitor.text('/account')).toContain('Patricia Miller');
  });

  it('refuses a sales representative the backend does not know, on the link and on the post, with a clear message', async () => {
    const { email, password } = await newCustomer();
    const representative = shopper(shop.origin);
    const token = await apiToken(shop, email, password);
    for (const salesRepId of ['rep-999', '<script>', '.', '..', 'rep..007']) {
      const link = await representative.get(`/cobrowse?access-token=${encodeURIComponent(token)}&salesRepId=${encodeURIComponent(salesRepId)}`);
      expect(link.status, salesRepId).toBe(403);
      const page = await link.text();
      expect(page).toContain('is not known to the shop');
      expect(page).not.toContain('Continue as');
      expect(page).not.toContain('<script>');
    }
    const entry = await representative.post('/cobrowse', { 'access-token': token, salesRepId: 'rep-999' });
    expect(entry.status).toBe(403);
    expect(await entry.text()).toContain('The sales representative rep-999 is not known to the shop.');
    expect((await representative.get('/account')).status).toBe(303);
  });

  it('says so in German on the German page', async () => {
    const { email, password } = await newCustomer();
    const link = await shopper(shop.origin).get(`/de/cobrowse?access-token=${encodeURIComponent(await apiToken(shop, email, password))}&salesRepId=rep-999`);
    expect(await link.text()).toContain('Der Vertriebsmitarbeiter rep-999 ist dem Shop nicht bekannt.');
  });

  it('needs an access token, and a valid one', async () => {
    expect((await shopper(shop.origin).get('/cobrowse?salesRepId=rep-007')).status).toBe(400);
    const invalid = await shopper(shop.origin).get('/cobrowse?access-token=not-a-token');
    expect(invalid.status).toBe(401);
    expect(await invalid.text()).toContain('no longer valid');
  });
});

describe('invite', () => {
  it('is denied: no identity provider of the shop invites users', async () => {
    expect((await shopper(shop.origin).get('/invite')).status).toBe(403);
  });
});
