// Registration through the built storefront and the bundled API (default approval types: SMB), as a
// browser without JavaScript posts it: a private customer is logged in at once, a business customer
// waits for approval, and refused registrations keep what was typed but the passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { alerts, descriptionOf, links } from './html';
import { shopper as shopperAt } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const shopper = () => shopperAt(shop.origin);

const PASSWORD = 'Register1';
let registered = 0;
const newEmail = () => `register-${++registered}-${Date.now()}@test.intershop.de`;

/** The form as a browser without JavaScript posts it with "Create account". */
function registration(email: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'register',
    customerType: 'private',
    companyName: '',
    companyName2: '',
    taxationID: '',
    industry: '',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    title: '',
    'address.firstName': 'Rosalind',
    'address.lastName': 'Franklin',
    'address.companyName1': '',
    'address.addressLine1': 'Kings Road 7',
    'address.addressLine2': '',
    'address.postalCode': '10115',
    'address.city': 'Berlin',
    'address.countryCode': 'DE',
    'address.phoneHome': '',
    termsAndConditions: 'on',
    ...fields,
  };
}

describe('the registration page', () => {
  it('is never indexed', async () => {
    for (const path of ['/register', '/register/approval']) {
      const response = await shopper().get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('logs a private customer in at once and shows the account, naming the user', async () => {
    const customer = shopper();
    const response = await customer.post('/register', registration(newEmail()));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    const account = await customer.get('/account');
    expect(account.status).toBe(200);
    const html = await account.text();
    expect(html).toContain('Rosalind');
    expect(html).toContain('Your account has been created and you are logged in.');
  });

  it('gives the new customer a customer number that can be read out: twelve digits, not a UUID', async () => {
    const customer = shopper();
    await customer.post('/register', registration(newEmail()));
    const html = await customer.text('/account');
    expect(html).toMatch(/<dt>Customer number<\/dt><dd>[1-9]\d{11}<\/dd>/);
  });

  it('sends a logged-in user who opens the page to the account', async () => {
    const customer = shopper();
    await customer.post('/register', registration(newEmail()));
    const response = await customer.get('/register');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
  });

  it('shows a business customer the approval page, and refuses its login until approved', async () => {
    const email = newEmail();
    const response = await shopper().post('/register', registration(email, { customerType: 'business', companyName: 'Franklin Labs', taxationID: 'DE123456789' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/register/approval');
    const login = await shopper().post('/login', { login: email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(await login.text()).toContain('Your account has not been approved yet.');
  });

  it('requires the company name only of a business customer (422, on the field)', async () => {
    const response = await shopper().post('/register', registration(newEmail(), { customerType: 'business' }));
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Please enter the company name.');
  });

  it('refuses an e-mail address already registered with 409 on the field, keeping the typed values but not the password', async () => {
    const email = newEmail();
    await shopper().post('/register', registration(email));
    const response = await shopper().post('/register', registration(email, { 'address.city': 'Dunstable' }));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('An account with this e-mail address already exists.');
    expect(html).toContain('value="Dunstable"');
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain(PASSWORD);
  });

  it('refuses a weak password with 422 and the password rule, keeping nothing of it', async () => {
    const response = await shopper().post('/register', registration(newEmail(), { password: 'weak', passwordConfirmation: 'weak' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('The password needs at least 7 characters');
    expect(html).not.toContain('value="weak"');
  });

  it('refuses a registration without the terms accepted, and registers nobody', async () => {
    const email = newEmail();
    const { termsAndConditions: _accepted, ...withoutTerms } = registration(email);
    const response = await shopper().post('/register', withoutTerms);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Please accept the terms and conditions');
    expect((await shopper().post('/login', { login: email, password: PASSWORD })).status).toBe(401);
  });

  it("lists every country's regions in one select, grouped by country, so that choosing a country needs no post", async () => {
    const html = await (await shopper().get('/register')).text();
    const regionSelect = /<select[^>]*name="address.mainDivisionCode"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    const group = (country: string) => new RegExp(`<optgroup label="${country}">([\\s\\S]*?)</optgroup>`).exec(regionSelect)?.[1];
    expect(group('Germany')).toContain('<option value="BE">Berlin</option>');
    expect(group('United States')).toContain('<option value="NY">New York</option>');
    expect(html).not.toContain('value="country"');
  });

  it('registers with a region of the chosen country in one post, as a browser without JavaScript sends it', async () => {
    const email = newEmail();
    const customer = shopper();
    const fields = { 'address.countryCode': 'US', 'address.mainDivisionCode': 'NY', 'address.postalCode': '10001', 'address.city': 'New York' };
    const response = await customer.post('/register', registration(email, fields));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    expect(await (await customer.get('/account/addresses')).text()).toContain('New York');
  });

  it("refuses a region that is not the chosen country's, next to the region, keeping what was typed", async () => {
    const response = await shopper().post('/register', registration(newEmail(), { 'address.mainDivisionCode': 'NY' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(descriptionOf(html, 'address.mainDivisionCode')).toContain('Please choose a region of the selected country.');
    expect(html).toContain('value="Kings Road 7"');
  });

  it("refuses a postal code that is not the chosen country's, next to the postal code, keeping it", async () => {
    const response = await shopper().post('/register', registration(newEmail(), { 'address.postalCode': 'ABC' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(descriptionOf(html, 'address.postalCode')).toBe('Please enter a postal code as the chosen country writes them, such as 10115.');
    expect(html).toMatch(/<input[^>]*name="address.postalCode"[^>]*value="ABC"/);
  });

  it('asks for both passwords again, next to each and in the summary, when a post without JavaScript is refused', async () => {
    const response = await shopper().post('/de/register', registration(newEmail(), { 'address.postalCode': '1' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(descriptionOf(html, 'password')).toContain('Bitte geben Sie Ihr Passwort aus Sicherheitsgründen erneut ein.');
    expect(descriptionOf(html, 'passwordConfirmation')).toContain('Bitte geben Sie Ihr Passwort aus Sicherheitsgründen erneut ein.');
    expect(alerts(html).join(' ')).toContain('Bitte geben Sie Ihr Passwort aus Sicherheitsgründen erneut in beide Passwortfelder ein.');
    expect(html).not.toContain(PASSWORD);
  });

  it('asks for no password again when the refused post came from a hydrated page, which keeps what was typed', async () => {
    const response = await shopper().post('/register', registration(newEmail(), { 'address.postalCode': '1', _enhanced: '1' }));
    expect(response.status).toBe(422);
    expect(await response.text()).not.toContain('please enter your password');
  });

  it('says, before a country is chosen in a page without JavaScript, where the region is required, and calls it neither required nor optional', async () => {
    const html = await (await shopper().get('/register')).text();
    const label = /<label[^>]*for="[^"]*mainDivisionCode"[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? '';
    expect(label).toContain('State or region');
    expect(label).not.toContain('optional');
    expect(label).not.toContain('*');
    expect(descriptionOf(html, 'address.mainDivisionCode')).toBe('Required where the country has states or regions.');
  });

  it('links the terms and the privacy policy it asks to accept, beside the checkbox (not in its label)', async () => {
    const html = await shopper().text('/de/register');
    expect(descriptionOf(html, 'termsAndConditions')).toMatch(/^Hier nachlesen: AGB ?, Datenschutz$/);
    expect(links(html)).toEqual(expect.arrayContaining([{ href: '/de/page/terms', name: 'AGB' }, { href: '/de/page/privacy', name: 'Datenschutz' }]));
    const label = /<label[^>]*for="[^"]*termsAndConditions"[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? '';
    expect(label).not.toContain('<a');
  });

  it('answers an unknown intent with 400', async () => {
    expect((await shopper().post('/register', registration(newEmail(), { intent: 'explode' }))).status).toBe(400);
  });
});
