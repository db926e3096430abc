// Password reminder, password reset and personal data request confirmation through the built
// storefront and the bundled API, as a browser without JavaScript posts them: the mails are read
// from the API's outbox table, their links opened on the storefront, and a new password is proven
// by logging in with it at the API.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restBasePath } from '../../commerce-api/app';
import { BACK_OFFICE_PASSWORD, BACK_OFFICE_POST } from '../commerce-api/requests-support';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { shopper as shopperAt } from './shopper';

const CHANNEL = 'inSPIRED-inTRONICS-Site';
const PASSWORD = 'Original1';

let shop: BuiltStorefront;
let db: Database.Database;
beforeAll(async () => {
  shop = await startBuiltStorefront({ api: { backOfficePassword: BACK_OFFICE_PASSWORD } });
  db = new Database(shop.dbFile);
}, 120_000);
afterAll(async () => {
  db?.close();
  await shop?.close();
});

const shopper = () => shopperAt(shop.origin);

const rest = (path: string) => `${shop.apiOrigin}${restBasePath(CHANNEL)};loc=en_US;cur=USD/${path}`;

let registered = 0;
/** A new private customer with its own e-mail address, registered at the API. */
async function newUser(firstName = 'Patricia', lastName = 'Miller') {
  registered += 1;
  const email = `recovery-${registered}-${Date.now()}@test.intershop.de`;
  const response = await fetch(rest('privatecustomers'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ firstName, lastName, email, address: { firstName, lastName, addressLine1: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' }, credentials: { login: email, password: PASSWORD } }),
  });
  expect(response.status).toBe(201);
  const { id } = db.prepare('SELECT id FROM users WHERE login = ?').get(email) as { id: string };
  return { email, firstName, lastName, id };
}

/** Whether the API gives a token for the login and password (POST token, password grant). */
async function canLogIn(login: string, password: string): Promise<boolean> {
  const response = await fetch(rest('token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: login, password }),
  });
  return response.status === 200;
}

const mailsTo = (email: string) =>
  db.prepare('SELECT subject, body FROM mail_outbox WHERE recipient = ? ORDER BY id').all(email) as { subject: string; body: string }[];

/** The path and query of the storefront link in the newest mail to `email` whose path is `path`. */
function linkInMail(email: string, path: string): string {
  const mails = mailsTo(email);
  expect(mails.length).toBeGreaterThan(0);
  const found = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?\\S+)`).exec(mails[mails.length - 1].body);
  expect(found, `a link to ${path} in the mail`).not.toBeNull();
  return found![1];
}

async function requestReminder(user: { email: string; firstName: string; lastName: string }) {
  const response = await shopper().post('/forgotPassword', { intent: 'remind', email: user.email, firstName: user.firstName, lastName: user.lastName });
  expect(response.status).toBe(303);
  return linkInMail(user.email, '/forgotPassword/updatePassword');
}

const NOINDEX = '<meta name="robots" content="noindex"/>';

describe('/forgotPassword', () => {
  it('shows the form for e-mail address and name, marked noindex', async () => {
    const response = await shopper().get('/forgotPassword');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(NOINDEX);
    expect(html).toContain('Forgot your password?');
    for (const name of ['email', 'firstName', 'lastName']) expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
  });

  it('is German below /de', async () => {
    const html = await (await shopper().get('/de/forgotPassword')).text();
    expect(html).toContain('Passwort vergessen?');
  });

  it('mails a link to /forgotPassword/updatePassword with uid and Hash and confirms with 303 and a message', async () => {
    const user = await newUser();
    const customer = shopper();
    const response = await customer.post('/forgotPassword', { intent: 'remind', email: user.email, firstName: 'Patricia', lastName: 'Miller' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/forgotPassword');
    expect(await (await customer.get('/forgotPassword')).text()).toContain('an e-mail with a link for a new password is on its way');
    const link = new URL(linkInMail(user.email, '/forgotPassword/updatePassword'), shop.origin);
    expect(link.searchParams.get('uid')).toBe(user.id);
    expect(link.searchParams.get('Hash')).toBeTruthy();
  });

  it('with JavaScript, answers in place: the message shown and the form emptied', async () => {
    const user = await newUser();
    const response = await shopper().post('/forgotPassword', { intent: 'remind', _enhanced: '1', email: user.email, firstName: 'Patricia', lastName: 'Miller' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('an e-mail with a link for a new password is on its way');
    expect(html).not.toMatch(/<input[^>]*name="email"[^>]*value=/);
    expect(mailsTo(user.email).filter((mail) => mail.body.includes('/forgotPassword/updatePassword?uid='))).toHaveLength(1);
  });

  it('confirms an unknown address exactly as a known one, and mails nothing', async () => {
    const email = `nobody-${Date.now()}@test.intershop.de`;
    const customer = shopper();
    const response = await customer.post('/forgotPassword', { intent: 'remind', email, firstName: 'No', lastName: 'Body' });
    expect(response.status).toBe(303);
    expect(await (await customer.get('/forgotPassword')).text()).toContain('an e-mail with a link for a new password is on its way');
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('refuses invalid input with 422, messages next to the fields and what was typed kept, and mails nothing', async () => {
    const response = await shopper().post('/forgotPassword', { intent: 'remind', email: 'patricia.at.test', firstName: 'Patricia', lastName: '' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Please enter a valid e-mail address.');
    expect(html).toContain('Please enter your last name.');
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Patricia"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="patricia.at.test"/);
    expect(mailsTo('patricia.at.test')).toHaveLength(0);
  });

  it('shows the backend\'s refusal above the form with 422, keeping what was typed', async () => {
    // the bundled API takes names of up to 200 characters; the form allows 256
    const longName = 'P'.repeat(201);
    const response = await shopper().post('/forgotPassword', { intent: 'remind', email: 'someone@test.intershop.de', firstName: longName, lastName: 'Miller' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('We could not process the details you entered.');
    expect(html).toContain(`value="${longName}"`);
  });

  it('answers an unknown intent with 400', async () => {
    expect((await shopper().post('/forgotPassword', { intent: 'explode', email: 'a@b.de' })).status).toBe(400);
  });
});

describe('/forgotPassword/updatePassword', () => {
  it('sets the new password from the mail\'s link, then sends the user to the login page with a message', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    const customer = shopper();
    const page = await customer.get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(NOINDEX);
    expect(html).toContain('At least 7 characters, with letters and digits and without spaces.');

    const response = await customer.post(link, { intent: 'update', password: 'Renewed42', passwordConfirmation: 'Renewed42' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login');
    expect(await (await customer.get('/login')).text()).toContain('Your password was changed. Please log in with your new password.');
    expect(await canLogIn(user.email, 'Renewed42')).toBe(true);
    expect(await canLogIn(user.email, PASSWORD)).toBe(false);
  });

  it('refuses a repetition that differs with 422 and never writes a typed password into the page', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    const response = await shopper().post(link, { intent: 'update', password: 'Secret12345', passwordConfirmation: 'Secret54321' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('The two passwords are not the same.');
    expect(html).not.toContain('Secret12345');
    expect(html).not.toContain('Secret54321');
    expect(await canLogIn(user.email, PASSWORD)).toBe(true);
  });

  it('refuses a password breaking the rule with 422 next to the field', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    const response = await shopper().post(link, { intent: 'update', password: 'lettersonly', passwordConfirmation: 'lettersonly' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Your password needs both letters and digits and must not contain spaces.');
  });

  it('refuses a link used before with 404 and the message that it has been used', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    expect((await shopper().post(link, { intent: 'update', password: 'Renewed42', passwordConfirmation: 'Renewed42' })).status).toBe(303);
    const again = await shopper().post(link, { intent: 'update', password: 'Another42', passwordConfirmation: 'Another42' });
    expect(again.status).toBe(404);
    const html = await again.text();
    expect(html).toContain('This link for a new password has expired or has already been used.');
    expect(html).toContain('href="/forgotPassword"');
    expect(await canLogIn(user.email, 'Renewed42')).toBe(true);
  });

  it('says at once, when a link used before is opened, that it has been used: 404 and no form', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    expect((await shopper().post(link, { intent: 'update', password: 'Renewed42', passwordConfirmation: 'Renewed42' })).status).toBe(303);
    const opened = await shopper().get(link);
    expect(opened.status).toBe(404);
    const html = await opened.text();
    expect(html).toContain('This link for a new password has expired or has already been used.');
    expect(html).not.toContain('name="password"');
  });

  it('says, when a link with a cut or mistyped code is opened, that it is not valid (not that it was used)', async () => {
    const user = await newUser();
    const link = new URL(await requestReminder(user), shop.origin);
    link.searchParams.set('Hash', link.searchParams.get('Hash')!.slice(0, -2));
    const opened = await shopper().get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(404);
    expect(await opened.text()).toContain('This link for a new password is not valid.');
  });

  it('says at once, when an expired link is opened, that it has expired', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    db.prepare('UPDATE password_reminders SET expires_at = ? WHERE user_id = ?').run(new Date(Date.now() - 60_000).toISOString(), user.id);
    const opened = await shopper().get(link);
    expect(opened.status).toBe(404);
    expect(await opened.text()).toContain('This link for a new password has expired or has already been used.');
  });

  it('opening a working link changes nothing: the old password still works and the link still sets a new one', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    expect((await shopper().get(link)).status).toBe(200);
    expect((await shopper().get(link)).status).toBe(200);
    expect(await canLogIn(user.email, PASSWORD)).toBe(true);
    expect((await shopper().post(link, { intent: 'update', password: 'Renewed42', passwordConfirmation: 'Renewed42' })).status).toBe(303);
  });

  it('refuses an expired link with 404 and the timeout message', async () => {
    const user = await newUser();
    const link = await requestReminder(user);
    db.prepare('UPDATE password_reminders SET expires_at = ? WHERE user_id = ?').run(new Date(Date.now() - 60_000).toISOString(), user.id);
    const response = await shopper().post(link, { intent: 'update', password: 'Renewed42', passwordConfirmation: 'Renewed42' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This link for a new password has expired or has already been used.');
    expect(await canLogIn(user.email, PASSWORD)).toBe(true);
  });

  it('refuses a link naming an unknown user with 404 and the account not found message', async () => {
    const user = await newUser();
    const link = new URL(await requestReminder(user), shop.origin);
    link.searchParams.set('uid', 'no-such-user');
    const response = await shopper().post(`${link.pathname}${link.search}`, { intent: 'update', password: 'Renewed42', passwordConfirmation: 'Renewed42' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find the account of this link.');
  });

  it.each(['', '?uid=someone', '?Hash=abc', '?uid=%20&Hash=abc'])('shows the invalid link message with 404 and no form for %j', async (query) => {
    const response = await shopper().get(`/forgotPassword/updatePassword${query}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(NOINDEX);
    expect(html).toContain('This link for a new password is not valid.');
    expect(html).not.toContain('name="password"');
  });
});

describe('/gdpr-requests', () => {
  /** A personal data request the demo back office made for a new user, and its mail's link. */
  async function dataRequest() {
    const user = await newUser();
    const response = await fetch(`${shop.apiOrigin}/INTERSHOP/demo/users/${encodeURIComponent(user.id)}/personal-data-requests`, { method: 'POST', redirect: 'manual', headers: BACK_OFFICE_POST });
    expect(response.status).toBe(303);
    const link = linkInMail(user.email, '/gdpr-requests');
    const requestId = new URL(link, shop.origin).searchParams.get('PersonalDataRequestID')!;
    return { link, requestId, state: () => (db.prepare('SELECT state FROM personal_data_requests WHERE id = ?').get(requestId) as { state: string }).state };
  }

  it('only asks for a confirmation when the link is opened, changing nothing', async () => {
    const request = await dataRequest();
    const response = await shopper().get(request.link);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(NOINDEX);
    expect(html).toContain('Confirm your personal data request');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Confirm request</);
    expect(request.state()).toBe('PENDING');
  });

  it('confirms on the post, thanks for the first confirmation and says so when confirmed again', async () => {
    const request = await dataRequest();
    const first = await shopper().post(request.link, { intent: 'confirm' });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain('Thank you for your confirmation');
    expect(firstHtml).not.toContain('Confirm request');
    expect(request.state()).toBe('CONFIRMED');

    const again = await shopper().post(request.link, { intent: 'confirm' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Already confirmed');
  });

  it('refuses a link with a wrong hash with 404 and the expired link message', async () => {
    const request = await dataRequest();
    const link = new URL(request.link, shop.origin);
    link.searchParams.set('Hash', 'not-the-hash');
    const response = await shopper().post(`${link.pathname}${link.search}`, { intent: 'confirm' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This confirmation link has expired or is not valid.');
    expect(request.state()).toBe('PENDING');
  });

  it('refuses a cancelled request with 422 and the unprocessable message', async () => {
    const request = await dataRequest();
    const cancel = await fetch(`${shop.apiOrigin}/INTERSHOP/demo/personal-data-requests/${encodeURIComponent(request.requestId)}/cancellation`, { method: 'POST', redirect: 'manual', headers: BACK_OFFICE_POST });
    expect(cancel.status).toBe(303);
    const response = await shopper().post(request.link, { intent: 'confirm' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('This request cannot be processed any more.');
  });

  it.each(['', '?Hash=abc', '?PersonalDataRequestID=abc'])('shows the expired link message with 404 and no button for %j', async (query) => {
    const response = await shopper().get(`/gdpr-requests${query}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(NOINDEX);
    expect(html).toContain('This confirmation link has expired or is not valid.');
    expect(html).not.toContain('Confirm request');
  });

  it('is German below /de', async () => {
    const request = await dataRequest();
    const html = await (await shopper().get(`/de${request.link}`)).text();
    expect(html).toContain('Anfrage zu persönlichen Daten bestätigen');
  });
});
