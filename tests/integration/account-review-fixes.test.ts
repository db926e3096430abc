// A review of the account and checkout pages, through the built storefront and the bundled API as a
// browser without JavaScript sees them: co-browse consent, required marks, the login link and where a
// login goes back to, and the confirmation before a saved payment instrument is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { apiToken, loggedIn, registeredCustomer } from './customers';
import { textOf } from './html';
import { shopper, type Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';

/** A page's markup as a browser reads its text (React's `<!-- -->` separators left out). */
const text = async (browser: Shopper, path: string) => (await browser.text(path)).replaceAll('<!-- -->', '');

/** The `href` of the first link with exactly this text. */
function linkTo(page: string, label: string): string | undefined {
  const link = [...page.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((match) => match[2] === label);
  return link?.[1].replaceAll('&amp;', '&');
}

const returnUrlOf = (href: string | undefined) => new URL(href ?? '', shop.origin).searchParams.get('returnUrl');
const pathOf = (href: string | undefined) => new URL(href ?? '', shop.origin).pathname;

async function withProduct(browser: Shopper = shopper(shop.origin)): Promise<Shopper> {
  await browser.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
  return browser;
}

describe('co-browse', () => {
  async function coBrowsing(): Promise<{ representative: Shopper; customer: Shopper }> {
    const { email, password } = await registeredCustomer(shop, 'cobrowse');
    const representative = shopper(shop.origin);
    const entry = await representative.post('/cobrowse', { 'access-token': await apiToken(shop, email, password), salesRepId: 'rep-007' });
    expect(entry.status).toBe(303);
    return { representative, customer: await loggedIn(shop, email, password) };
  }

  it('offers the representative no newsletter form, and says that the customer decides', async () => {
    const { representative } = await coBrowsing();
    const page = await text(representative, '/account/profile');
    expect(page).toContain('You do not receive our newsletter.');
    expect(page).not.toContain('name="intent" value="newsletter"');
    expect(page).toContain('Only the customer can subscribe to or unsubscribe from the newsletter.');
  });

  it('refuses a newsletter subscription by the representative with 403, leaving the customer unsubscribed', async () => {
    const { representative, customer } = await coBrowsing();
    const refused = await representative.post('/account/profile', { intent: 'newsletter', subscribe: 'true' });
    expect(refused.status).toBe(403);
    expect(await text(customer, '/account/profile')).toContain('You do not receive our newsletter.');
  });

  it("tells the representative that the customer changes the details, not that they are managed where one logs in", async () => {
    const { representative } = await coBrowsing();
    const page = await text(representative, '/account/profile');
    expect(page).toContain("You are co-browsing this customer&#x27;s account: the customer changes these details themselves.");
    expect(page).not.toContain('are managed where you log in');
  });

  it('still offers customers logged in themselves the newsletter form', async () => {
    const { customer } = await coBrowsing();
    expect(await text(customer, '/account/profile')).toContain('name="intent" value="newsletter"');
  });
});

describe('the basket’s recurrence fields', () => {
  const startDateLabel = (page: string) => /<label for="[^"]*startDate[^"]*">[\s\S]*?<\/label>/.exec(page)?.[0] ?? '';
  const startDateInput = (page: string) => /<input[^>]*name="startDate"[^>]*>/.exec(page)?.[0] ?? '';
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it('marks "First order on" as required', async () => {
    const { email, password } = await registeredCustomer(shop, 'recurrence');
    const page = await text(await withProduct(await loggedIn(shop, email, password)), '/basket');
    expect(textOf(startDateLabel(page))).toBe('First order on *');
  });

  it('requires the start date of a recurring basket in the browser, as the schema does', async () => {
    const { email, password } = await registeredCustomer(shop, 'recurrence');
    const customer = await withProduct(await loggedIn(shop, email, password));
    expect(startDateInput(await text(customer, '/basket'))).not.toContain('required');
    const saved = await customer.post('/basket', { intent: 'recurrence', recurring: 'on', interval: 'P1W', startDate: tomorrow(), repetitions: '4' });
    expect(saved.status).toBe(303);
    expect(startDateInput(await text(customer, '/basket'))).toContain('required');
  });
});

describe('logging in from where the shopper is', () => {
  it('links the header’s "Log in" to the login page, back to the page and its query', async () => {
    const page = await text(await withProduct(), '/basket?foo=1');
    const href = linkTo(page, 'Log in');
    expect(pathOf(href)).toBe('/login');
    expect(returnUrlOf(href)).toBe('/basket?foo=1');
    expect(page).not.toContain('>Login<');
  });

  it('links the German header’s "Anmelden" to the German login page, back to the German page', async () => {
    const href = linkTo(await text(shopper(shop.origin), '/de/basket'), 'Anmelden');
    expect(pathOf(href)).toBe('/de/login');
    expect(returnUrlOf(href)).toBe('/de/basket');
  });

  it('offers a guest at the checkout’s address step to log in and come back there', async () => {
    const page = await text(await withProduct(), '/checkout/address');
    const href = linkTo(page, 'Log in');
    expect(pathOf(href)).toBe('/login');
    expect(returnUrlOf(href)).toBe('/checkout/address');
    expect(page.indexOf(href!.replaceAll('&', '&amp;'))).toBeLessThan(page.indexOf('<form'));
  });

  it('offers it in German on the German address step', async () => {
    const href = linkTo(await text(await withProduct(), '/de/checkout/address'), 'Anmelden');
    expect(pathOf(href)).toBe('/de/login');
    expect(returnUrlOf(href)).toBe('/de/checkout/address');
  });

  it('sends a login on the German login page to the German page of a returnUrl without locale prefix', async () => {
    const { email, password } = await registeredCustomer(shop, 'login');
    const response = await shopper(shop.origin).post('/de/login?returnUrl=%2Fbasket', { login: email, password, returnUrl: '/basket' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/basket');
  });

  it('leaves the returnUrl as it is on the English login page', async () => {
    const { email, password } = await registeredCustomer(shop, 'login');
    const response = await shopper(shop.origin).post('/login', { login: email, password, returnUrl: '/basket' });
    expect(response.headers.get('location')).toBe('/basket');
  });
});

describe('deleting a saved payment instrument', () => {
  const card = {
    intent: 'add',
    paymentMethod: 'ISH_CREDITCARD',
    'param.ISH_CREDITCARD.holder': 'Erika Mustermann',
    'param.ISH_CREDITCARD.creditCardNumber': '4111111111111111',
    'param.ISH_CREDITCARD.expiryDate': '12/30',
  };

  async function withCard(): Promise<{ customer: Shopper; id: string }> {
    const { email, password } = await registeredCustomer(shop, 'payments');
    const customer = await loggedIn(shop, email, password);
    expect((await customer.post('/account/payments', card)).status).toBe(303);
    const id = /href="\/account\/payments\?delete=([^"&]+)"/.exec(await text(customer, '/account/payments'))?.[1];
    expect(id, 'no delete link').toBeTruthy();
    return { customer, id: decodeURIComponent(id!) };
  }

  it('asks first: the list links to a confirmation and has no delete post of its own', async () => {
    const { customer } = await withCard();
    const page = await text(customer, '/account/payments');
    expect(page).not.toContain('name="intent" value="delete"');
    expect(page).not.toContain('Do you really want to delete this payment instrument?');
  });

  it('shows the confirmation with the instrument, whose post deletes it', async () => {
    const { customer, id } = await withCard();
    const confirmation = await text(customer, `/account/payments?delete=${encodeURIComponent(id)}`);
    expect(confirmation).toContain('Do you really want to delete this payment instrument?');
    expect(confirmation).toMatch(/\*+1111/);
    expect(confirmation).toContain(`name="intent" value="delete"/><input type="hidden" name="instrumentId" value="${id}"`);
    const deleted = await customer.post('/account/payments', { intent: 'delete', instrumentId: id });
    expect(deleted.status).toBe(303);
    expect(await text(customer, '/account/payments')).toContain('You have no saved payment instruments.');
  });

  it('asks about no instrument for an unknown id', async () => {
    const { customer } = await withCard();
    expect(await text(customer, '/account/payments?delete=not-an-instrument')).not.toContain('Do you really want to delete');
  });

  it('words a method that cannot be saved for the account page, not for an order', async () => {
    const { email, password } = await registeredCustomer(shop, 'payments');
    const customer = await loggedIn(shop, email, password);
    const response = await customer.post('/account/payments', { intent: 'add', paymentMethod: 'ISH_INVOICE' });
    expect(response.status).toBe(422);
    const page = (await response.text()).replaceAll('<!-- -->', '');
    expect(page).toContain('This payment method cannot be saved.');
    expect(page).not.toContain('not available for your order');
  });
});
