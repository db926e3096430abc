// The captcha of /register, /forgotPassword and the free-text quote request (/quote-list) through the built storefront and the bundled API
// (CAPTCHA_SECRET, with a local stand-in of Google's siteverify), as a browser without JavaScript
// posts them: the pages show Google's checkbox with its no-script fallback and open their
// Content-Security-Policy to Google, a post without a good token shows the captcha message and keeps
// what was typed, a post with one goes through.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_SECRET, type Siteverify, TOKENS, startSiteverify, v2Header } from '../commerce-api/captcha-support';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { loggedIn, restApi } from './customers';
import { shopper as shopperAt } from './shopper';

const SITE_KEY = 'test-site-key';
const CAPTCHA_MESSAGE = 'The security check failed. Please try again.';

let siteverify: Siteverify;
let shop: BuiltStorefront;
let db: Database.Database;
beforeAll(async () => {
  siteverify = await startSiteverify();
  shop = await startBuiltStorefront({
    api: { captchaSecret: CAPTCHA_SECRET, captchaVerifyUrl: siteverify.url },
    env: { CAPTCHA_SITE_KEY: SITE_KEY },
  });
  db = new Database(shop.dbFile);
}, 120_000);
afterAll(async () => {
  db?.close();
  await shop?.close();
  await siteverify?.close();
});

const shopper = () => shopperAt(shop.origin);
let registered = 0;

const reminderMailsTo = (email: string) =>
  db.prepare("SELECT id FROM mail_outbox WHERE recipient = ? AND body LIKE '%/forgotPassword/updatePassword?uid=%'").all(email);

/** A new private customer, Erika Mustermann, registered at the API (which wants a captcha for that too). */
async function registeredCustomer(): Promise<string> {
  const email = `captcha-reminder-${++registered}-${Date.now()}@test.intershop.de`;
  const address = { firstName: 'Erika', lastName: 'Mustermann', addressLine1: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' };
  const response = await fetch(`${restApi(shop)}/privatecustomers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: v2Header(TOKENS.v2) },
    body: JSON.stringify({ type: 'PrivateCustomer', firstName: 'Erika', lastName: 'Mustermann', email, address, credentials: { login: email, password: 'secret123' } }),
  });
  expect(response.status).toBe(201);
  return email;
}

const directive = (policy: string | null, name: string) => (policy ?? '').split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

/** The page's widget, script and no-script fallback, as Google documents them for v2. */
function expectWidget(html: string) {
  expect(html).toContain(`<div class="g-recaptcha" data-sitekey="${SITE_KEY}"></div>`);
  expect(html).toMatch(/<script src="https:\/\/www\.google\.com\/recaptcha\/api\.js\?hl=en" async="" nonce="[^"]+"/);
  expect(html).toContain(`<iframe src="https://www.google.com/recaptcha/api/fallback?k=${SITE_KEY}&amp;hl=en"`);
  expect(html).toMatch(/<textarea id="g-recaptcha-response-fallback" name="g-recaptcha-response"/);
  expect(html).toMatch(/<label for="g-recaptcha-response-fallback">/);
}

function expectPolicyOpenToGoogle(response: Response) {
  const policy = response.headers.get('Content-Security-Policy');
  for (const name of ['script-src', 'frame-src']) {
    expect(directive(policy, name), name).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, name), name).toContain('https://www.gstatic.com/recaptcha/');
  }
  // the nonce still names the page's own scripts, Google's api.js among them
  expect(directive(policy, 'script-src')).toMatch(/'nonce-[^']+'/);
}

describe('/forgotPassword with a captcha', () => {
  it("shows Google's checkbox in the form, with the page's policy open to Google", async () => {
    const response = await shopper().get('/forgotPassword');
    expect(response.status).toBe(200);
    expectPolicyOpenToGoogle(response);
    expectWidget(await response.text());
  });

  it('keeps other pages closed to Google', async () => {
    const response = await shopper().get('/login');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('google');
    expect(await response.text()).not.toContain('g-recaptcha');
  });

  it('shows the captcha message for a post without a token, keeps what was typed and mails nothing', async () => {
    const email = await registeredCustomer();
    const response = await shopper().post('/forgotPassword', { intent: 'remind', email, firstName: 'Erika', lastName: 'Mustermann' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(CAPTCHA_MESSAGE);
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));
    expectWidget(html);
    expect(reminderMailsTo(email)).toHaveLength(0);
  });

  it('shows the captcha message for a token Google refused', async () => {
    const email = await registeredCustomer();
    const response = await shopper().post('/forgotPassword', { intent: 'remind', email, firstName: 'Erika', lastName: 'Mustermann', 'g-recaptcha-response': 'forged' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(CAPTCHA_MESSAGE);
  });

  it("mails the link for a post with Google's token, which reached the verifier", async () => {
    const email = await registeredCustomer();
    const asked = siteverify.requests.length;
    const response = await shopper().post('/forgotPassword', { intent: 'remind', email, firstName: 'Erika', lastName: 'Mustermann', 'g-recaptcha-response': TOKENS.v2 });
    expect(response.status).toBe(303);
    expect(reminderMailsTo(email)).toHaveLength(1);
    expect(siteverify.requests.slice(asked).map((request) => request.response)).toEqual([TOKENS.v2]);
  });
});

const PASSWORD = 'Register1';
const newEmail = () => `captcha-register-${++registered}-${Date.now()}@test.intershop.de`;

/** The registration form as a browser without JavaScript posts it with "Create account". */
const registration = (email: string, fields: Record<string, string> = {}) => ({
  intent: 'register',
  customerType: 'private',
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  'address.firstName': 'Rosalind',
  'address.lastName': 'Franklin',
  'address.addressLine1': 'Kings Road 7',
  'address.postalCode': '10115',
  'address.city': 'Berlin',
  'address.countryCode': 'DE',
  termsAndConditions: 'on',
  ...fields,
});

describe('/register with a captcha', () => {
  it("shows Google's checkbox in the form, with the page's policy open to Google", async () => {
    const response = await shopper().get('/register');
    expect(response.status).toBe(200);
    expectPolicyOpenToGoogle(response);
    expectWidget(await response.text());
  });

  it('shows the captcha message above the form for a post without a token, keeping all but the passwords', async () => {
    const email = newEmail();
    const response = await shopper().post('/register', registration(email));
    expect(response.status).toBe(422);
    expectPolicyOpenToGoogle(response);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${CAPTCHA_MESSAGE}</p>`));
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('value="Kings Road 7"');
    expect(html).not.toContain(`value="${PASSWORD}"`);
    expectWidget(html);
    expect(db.prepare('SELECT id FROM users WHERE login = ?').get(email)).toBeUndefined();
  });

  it("registers and logs in for a post with Google's token", async () => {
    const email = newEmail();
    const customer = shopper();
    const response = await customer.post('/register', registration(email, { 'g-recaptcha-response': TOKENS.v2 }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    expect(await customer.text('/account')).toContain('Rosalind');
  });
});

describe('/quote-list, the free-text quote request', () => {
  const quoteMails = (name: string) => db.prepare("SELECT id FROM mail_outbox WHERE subject LIKE '%quote request from ' || ?").all(name);
  const request = { intent: 'contact', name: 'Quentin Quote', email: 'quentin@test.intershop.de', company: 'Quote Corp', comment: '40 projectors, delivered in March' };

  it("shows Google's checkbox in the form, with the page's policy open to Google", async () => {
    const customer = await loggedIn(shop, await registeredCustomer(), 'secret123');
    const response = await customer.get('/quote-list');
    expect(response.status).toBe(200);
    expectPolicyOpenToGoogle(response);
    expectWidget(await response.text());
  });

  it('shows the captcha message for a post without a token, keeps what was typed and mails nothing', async () => {
    const customer = await loggedIn(shop, await registeredCustomer(), 'secret123');
    const response = await customer.post('/quote-list', { ...request, name: 'Quentin Tokenless' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${CAPTCHA_MESSAGE}</p>`));
    expect(html).toContain('40 projectors, delivered in March');
    expect(quoteMails('Quentin Tokenless')).toHaveLength(0);
  });

  it("sends the request to the shop's service address for a post with Google's token", async () => {
    const customer = await loggedIn(shop, await registeredCustomer(), 'secret123');
    const response = await customer.post('/quote-list', { ...request, 'g-recaptcha-response': TOKENS.v2 });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/quote-list');
    expect(await customer.text('/quote-list')).toContain('Your quote request has been sent');
    expect(quoteMails('Quentin Quote')).toHaveLength(1);
  });
});
