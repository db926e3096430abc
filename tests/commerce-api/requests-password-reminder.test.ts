// The forgotten password: POST security/reminder mails a link with a secure code, POST
// security/password sets the new password with it; errors are keyed by the attribute at fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_OPEN_REMINDERS } from '../../commerce-api/customer/requests/password-reminders';
import { type RegisteredCustomer, customerCall, loginAs, registerPrivateCustomer, tokenCall } from './customer-support';
import { STOREFRONT, type TestClock, lastMailTo, outboxOf, startMailApi, storefrontLinkIn, testClock, withDatabase } from './requests-support';
import { BASE, type TestApi, errorCode } from './support';

let api: TestApi;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock();
  api = await startMailApi({ now: clock.now });
});

afterAll(async () => {
  await api.close();
});

const requestReminder = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  customerCall(api, 'POST', '/security/reminder', { body: { answer: '', ...body }, headers });

/** The reminder mails to the address (registration writes a welcome mail too). */
const remindersTo = (address: string) => outboxOf(api).filter(mail => mail.to === address && mail.subject === 'inSPIRED: your new password');

const resetPassword = (body: Record<string, unknown>) => customerCall(api, 'POST', '/security/password', { body });

/** A registered customer who asked for a reminder: the uid and Hash of the mailed link. */
async function remindedCustomer(overrides: Record<string, unknown> = {}): Promise<RegisteredCustomer & { userID: string; secureCode: string }> {
  const customer = await registerPrivateCustomer(api, overrides);
  const response = await requestReminder({ email: customer.login });
  expect(response.statusCode).toBe(204);
  const link = storefrontLinkIn(lastMailTo(api, customer.login)!);
  return { ...customer, userID: link.searchParams.get('uid')!, secureCode: link.searchParams.get('Hash')! };
}

describe('POST security/reminder', () => {
  it('mails a link to the storefront page that sets a new password', async () => {
    const customer = await registerPrivateCustomer(api);

    const response = await requestReminder({ email: customer.login, firstName: '', lastName: '' });

    expect(response.statusCode).toBe(204);
    const mail = lastMailTo(api, customer.login)!;
    expect(mail.subject).toBe('inSPIRED: your new password');
    const link = storefrontLinkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/forgotPassword/updatePassword`);
    expect(link.searchParams.get('uid')).toMatch(/\S/);
    expect(link.searchParams.get('Hash')).toMatch(/^[\w-]{43}$/);
  });

  it('writes the mail in German for a user who prefers de_DE', async () => {
    const customer = await registerPrivateCustomer(api, { preferredLanguage: 'de_DE' });

    await requestReminder({ email: customer.login });

    const mail = lastMailTo(api, customer.login)!;
    expect(mail.subject).toBe('inSPIRED: Ihr neues Passwort');
    expect(mail.text).toContain('Der Link ist 60 Minuten gültig');
  });

  it('links a German user to the German page that sets a new password', async () => {
    const customer = await registerPrivateCustomer(api, { preferredLanguage: 'de_DE' });

    await requestReminder({ email: customer.login });

    const link = storefrontLinkIn(lastMailTo(api, customer.login)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/de/forgotPassword/updatePassword`);
  });

  it('finds the user by address whatever its case', async () => {
    const customer = await registerPrivateCustomer(api);

    await requestReminder({ email: customer.login.toUpperCase() });

    expect(remindersTo(customer.login)).toHaveLength(1);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const before = outboxOf(api).length;

    const response = await requestReminder({ email: 'nobody-here@test.example.com' });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(outboxOf(api)).toHaveLength(before);
  });

  it('mails nothing when the given names are not the user’s', async () => {
    const customer = await registerPrivateCustomer(api);

    const response = await requestReminder({ email: customer.login, firstName: 'Someone', lastName: 'Else' });

    expect(response.statusCode).toBe(204);
    expect(remindersTo(customer.login)).toEqual([]);
  });

  it('matches the given names regardless of case', async () => {
    const customer = await registerPrivateCustomer(api);

    await requestReminder({ email: customer.login, firstName: 'patricia', lastName: 'MILLER' });

    expect(remindersTo(customer.login)).toHaveLength(1);
  });

  it('ignores a captcha header: no captcha is configured', async () => {
    const customer = await registerPrivateCustomer(api);

    const response = await requestReminder({ email: customer.login }, { authorization: 'CAPTCHA recaptcha_token=abc action=forgotPassword' });

    expect(response.statusCode).toBe(204);
    expect(remindersTo(customer.login)).toHaveLength(1);
  });

  it(`mails at most ${MAX_OPEN_REMINDERS} open reminders to one user`, async () => {
    const customer = await registerPrivateCustomer(api);

    for (let request = 0; request < MAX_OPEN_REMINDERS + 2; request++) {
      expect((await requestReminder({ email: customer.login })).statusCode).toBe(204);
    }

    expect(remindersTo(customer.login)).toHaveLength(MAX_OPEN_REMINDERS);
  });

  it('refuses a body without an address as malformed', async () => {
    const response = await requestReminder({ firstName: 'Patricia' });

    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.request.malformed.error');
  });
});

describe('POST security/password', () => {
  it('sets the new password with the mailed code: the user logs in with it, not with the old one', async () => {
    const customer = await remindedCustomer();

    const response = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' });

    expect(response.statusCode).toBe(204);
    expect(await loginAs(api, customer.login, 'newSecret42')).toMatch(/\S/);
    expect((await tokenCall(api, { grant_type: 'password', username: customer.login, password: customer.password })).statusCode).toBe(401);
  });

  it('refuses a wrong code as an invalid secureCode', async () => {
    const customer = await remindedCustomer();

    const response = await resetPassword({ userID: customer.userID, secureCode: 'not-the-code', password: 'newSecret42' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['error-type']).toBe('error-invalid-attributes');
    expect(response.headers['error-invalid-attributes']).toBe('secureCode');
    expect(errorCode(response)).toBe('account.forgotdata.consumer_invalid_hash.error');
    expect(await loginAs(api, customer.login, customer.password)).toMatch(/\S/);
  });

  it('refuses another user’s code as an invalid secureCode', async () => {
    const first = await remindedCustomer();
    const second = await remindedCustomer();

    const response = await resetPassword({ userID: second.userID, secureCode: first.secureCode, password: 'newSecret42' });

    expect(response.headers['error-invalid-attributes']).toBe('secureCode');
  });

  it('refuses a used link with the timeout error ("expired or already used"), naming no attribute', async () => {
    const customer = await remindedCustomer();
    await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' });

    const response = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'otherSecret43' });

    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('account.forgotdata.consumer_password_timeout.error');
    expect(response.headers['error-invalid-attributes']).toBeUndefined();
    expect(await loginAs(api, customer.login, 'newSecret42')).toMatch(/\S/);
  });

  it('voids the user’s older reminder links once one of them set the password', async () => {
    const customer = await remindedCustomer();
    await requestReminder({ email: customer.login });
    const newer = storefrontLinkIn(lastMailTo(api, customer.login)!).searchParams.get('Hash')!;
    await resetPassword({ userID: customer.userID, secureCode: newer, password: 'newSecret42' });

    const response = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'otherSecret43' });

    expect(errorCode(response)).toBe('account.forgotdata.consumer_password_timeout.error');
    expect(await loginAs(api, customer.login, 'newSecret42')).toMatch(/\S/);
  });

  it('refuses an expired code with the timeout error, naming no attribute', async () => {
    const customer = await remindedCustomer();
    clock.advance(60 * 60 * 1000);

    const response = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' });

    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('account.forgotdata.consumer_password_timeout.error');
    expect(response.headers['error-type']).toBeUndefined();
    expect(response.headers['error-invalid-attributes']).toBeUndefined();
  });

  it('accepts a code until its hour is over', async () => {
    const customer = await remindedCustomer();
    clock.advance(59 * 60 * 1000);

    const response = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' });

    expect(response.statusCode).toBe(204);
  });

  it('refuses a password breaking the rule as an invalid password, and the code stays usable', async () => {
    const customer = await remindedCustomer();

    const refused = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'short' });
    const accepted = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' });

    expect(refused.statusCode).toBe(400);
    expect(refused.headers['error-invalid-attributes']).toBe('password');
    expect(errorCode(refused)).toBe('customer.credentials.passwordreset.invalid_password.error.PasswordExpressionViolation');
    expect(accepted.statusCode).toBe(204);
  });

  it('refuses an unknown user as an invalid userID', async () => {
    const customer = await remindedCustomer();

    const response = await resetPassword({ userID: 'no-such-user', secureCode: customer.secureCode, password: 'newSecret42' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('userID');
    expect(errorCode(response)).toBe('account.forgotdata.consumer_disabled.error');
  });

  it('refuses a deactivated user as an invalid userID', async () => {
    const customer = await remindedCustomer();
    // deactivating users comes with user management; the database stands in for it here
    withDatabase(api, db => db.prepare('UPDATE users SET active = 0 WHERE id = ?').run(customer.userID));

    const response = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' });

    expect(response.headers['error-invalid-attributes']).toBe('userID');
  });

  it('names a missing attribute in error-missing-attributes', async () => {
    const customer = await remindedCustomer();

    const response = await resetPassword({ userID: customer.userID, password: 'newSecret42' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['error-type']).toBe('error-missing-attributes');
    expect(response.headers['error-missing-attributes']).toBe('secureCode');
  });

  it('judges the link before a missing password, and a post without one leaves the code working', async () => {
    const customer = await remindedCustomer();

    const asked = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode });
    expect(asked.headers['error-missing-attributes']).toBe('password');
    expect((await resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'newSecret42' })).statusCode).toBe(204);

    const used = await resetPassword({ userID: customer.userID, secureCode: customer.secureCode });
    expect(errorCode(used)).toBe('account.forgotdata.consumer_password_timeout.error');
  });

  it('refuses hostile input with a 4xx answer', async () => {
    const customer = await remindedCustomer();
    const answers = await Promise.all([
      resetPassword({ userID: customer.userID, secureCode: customer.secureCode, password: 'x1'.repeat(5000) }),
      resetPassword({ userID: { $ne: '' }, secureCode: customer.secureCode, password: 'newSecret42' }),
      api.inject({
        method: 'POST',
        url: `${BASE}/security/password`,
        headers: { 'content-type': 'application/json' },
        payload: `{"userID":"${customer.userID}","secureCode":"${customer.secureCode}","password":"newSecret42","__proto__":{"admin":true}}`,
      }),
      requestReminder({ email: 'a'.repeat(10_000) }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expect(await loginAs(api, customer.login, customer.password)).toMatch(/\S/);
  });
});
