// The account recovery resource maps ICM's answers to the outcomes and message keys of
// shopping-core §8: password reminder by status, password reset by the attribute ICM's
// error-missing-attributes / error-invalid-attributes headers name, data request confirmation by
// status and info cause. Each test answers one ICM reply through the real transport.
import { describe, expect, it } from 'vitest';
import { createAccountRecoveryResource, RECOVERY_MESSAGES } from '~/commerce/account-recovery.server';
import { CommerceError } from '~/commerce/errors';
import { createTransport } from '~/commerce/icm-transport.server';

const BASE = 'https://icm.example/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** The resource over a transport whose backend answers `reply` and records what it was sent. */
function resource(reply: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return reply();
  };
  const transport = createTransport({ baseUrl: BASE, locale: 'en_US', currency: 'USD', token: 'session-token', fetch: fetchStub, tokenRetryDelayMs: 0 });
  return { recovery: createAccountRecoveryResource(transport), sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** ICM's RestException for missing or invalid attributes: error-type names the header that lists them; the body is text. */
const attributeError = (type: 'error-missing-attributes' | 'error-invalid-attributes', attributes: string) =>
  new Response(`The following attributes are wrong: ${attributes}`, { status: 400, headers: { 'error-type': type, [type]: attributes, 'content-type': 'text/plain' } });

const icmError = (status: number, code: string) => json(status, { errors: [{ status: String(status), code, message: code }] }, { 'error-key': code });

const unreachable = () => {
  throw new TypeError('fetch failed');
};

const PATRICIA = { email: 'patricia@test.intershop.de', firstName: 'Patricia', lastName: 'Miller' };
const RESET = { userID: 'user-1', secureCode: 'code-1', password: 'NewSecret1' };

describe('password reminder', () => {
  it('posts e-mail, names and an empty answer to security/reminder without the session token', async () => {
    const { recovery, sent } = resource(() => new Response(null, { status: 204 }));
    await recovery.requestPasswordReminder(PATRICIA);
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe(`${BASE};loc=en_US;cur=USD/security/reminder`);
    expect(sent[0].body).toEqual({ ...PATRICIA, answer: '' });
    expect(sent[0].headers.has('authentication-token')).toBe(false);
  });

  it('is sent when ICM answers 2xx', async () => {
    const { recovery } = resource(() => json(200, {}));
    expect(await recovery.requestPasswordReminder(PATRICIA)).toEqual({ ok: true });
  });

  it('maps 401 to the captcha message', async () => {
    const { recovery } = resource(() => icmError(401, 'captcha.invalid'));
    expect(await recovery.requestPasswordReminder(PATRICIA)).toEqual({ ok: false, reason: 'captcha', messageKey: 'captcha.incorrect' });
  });

  it('maps 500 to the mail server message', async () => {
    const { recovery } = resource(() => icmError(500, 'mail.failed'));
    expect(await recovery.requestPasswordReminder(PATRICIA)).toEqual({ ok: false, reason: 'mailServer', messageKey: 'servererror.mailServer.error' });
  });

  it.each([400, 404, 409, 422])('maps %i to the invalid login or name message', async (status) => {
    const { recovery } = resource(() => icmError(status, 'customer.reminder.error'));
    expect(await recovery.requestPasswordReminder(PATRICIA)).toEqual({
      ok: false,
      reason: 'invalid',
      messageKey: 'ede.account.forgotdata.email.invalid_login_or_name.error',
    });
  });

  it.each([502, 503, 504])('throws the CommerceError of a failing backend (%i)', async (status) => {
    const { recovery } = resource(() => icmError(status, 'down'));
    await expect(recovery.requestPasswordReminder(PATRICIA)).rejects.toMatchObject({ name: 'CommerceError', status });
  });

  it('throws the CommerceError of an unreachable backend (status 0)', async () => {
    const { recovery } = resource(unreachable);
    await expect(recovery.requestPasswordReminder(PATRICIA)).rejects.toBeInstanceOf(CommerceError);
    await expect(recovery.requestPasswordReminder(PATRICIA)).rejects.toMatchObject({ status: 0 });
  });
});

describe('password reset', () => {
  it('posts user id, secure code and password to security/password without the session token', async () => {
    const { recovery, sent } = resource(() => new Response(null, { status: 204 }));
    expect(await recovery.resetPassword(RESET)).toEqual({ ok: true });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe(`${BASE};loc=en_US;cur=USD/security/password`);
    expect(sent[0].body).toEqual(RESET);
    expect(sent[0].headers.has('authentication-token')).toBe(false);
  });

  it.each([
    ['error-missing-attributes', 'secureCode', 'invalidLink', RECOVERY_MESSAGES.reset.invalidLink],
    ['error-invalid-attributes', 'secureCode', 'invalidLink', RECOVERY_MESSAGES.reset.invalidLink],
    ['error-missing-attributes', 'userID', 'unknownUser', RECOVERY_MESSAGES.reset.unknownUser],
    ['error-invalid-attributes', 'userID', 'unknownUser', RECOVERY_MESSAGES.reset.unknownUser],
    ['error-missing-attributes', 'password', 'invalidPassword', RECOVERY_MESSAGES.reset.invalidPassword],
    ['error-invalid-attributes', 'password', 'invalidPassword', RECOVERY_MESSAGES.reset.invalidPassword],
  ] as const)('maps %s naming %s to %s', async (type, attribute, reason, messageKey) => {
    const { recovery } = resource(() => attributeError(type, attribute));
    expect(await recovery.resetPassword(RESET)).toEqual({ ok: false, reason, messageKey });
  });

  it('reads the attribute from a JSON error body whose cause names it as a JSON pointer', async () => {
    const type = 'error-invalid-attributes';
    const { recovery } = resource(() =>
      json(
        400,
        { errors: [{ status: '400', code: 'some.key', message: 'wrong', causes: [{ code: type, message: 'wrong', paths: ['/secureCode'] }] }] },
        { 'error-type': type, [type]: 'secureCode', 'error-key': 'some.key' },
      ),
    );
    expect(await recovery.resetPassword(RESET)).toMatchObject({ reason: 'invalidLink', messageKey: RECOVERY_MESSAGES.reset.invalidLink });
  });

  it('keys the message by the first attribute named', async () => {
    const { recovery } = resource(() => attributeError('error-invalid-attributes', 'userID,secureCode'));
    expect(await recovery.resetPassword(RESET)).toMatchObject({ reason: 'unknownUser' });
  });

  it('maps an attribute it does not know to the expired link message', async () => {
    const { recovery } = resource(() => attributeError('error-invalid-attributes', 'answer'));
    expect(await recovery.resetPassword(RESET)).toEqual({ ok: false, reason: 'expired', messageKey: RECOVERY_MESSAGES.reset.expired });
  });

  it.each([400, 401, 403, 404, 410, 422])('maps %i without attribute headers to the expired link message', async (status) => {
    const { recovery } = resource(() => icmError(status, 'customer.credentials.passwordreset.expired.error'));
    expect(await recovery.resetPassword(RESET)).toEqual({
      ok: false,
      reason: 'expired',
      messageKey: 'account.forgotdata.consumer_password_timeout.error',
    });
  });

  it.each([500, 502, 503])('throws the CommerceError of a failing backend (%i)', async (status) => {
    const { recovery } = resource(() => icmError(status, 'down'));
    await expect(recovery.resetPassword(RESET)).rejects.toMatchObject({ name: 'CommerceError', status });
  });

  it('throws the CommerceError of an unreachable backend (status 0)', async () => {
    const { recovery } = resource(unreachable);
    await expect(recovery.resetPassword(RESET)).rejects.toMatchObject({ name: 'CommerceError', status: 0 });
  });
});

describe('personal data request confirmation', () => {
  const REQUEST = { requestId: 'req/1 2', hash: 'hash-1' };

  it('puts the hash to the request\'s confirmations with the gdpr media type and without the session token', async () => {
    const { recovery, sent } = resource(() => json(200, { data: [{ hash: 'hash-1' }] }));
    await recovery.confirmPersonalDataRequest(REQUEST);
    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toBe(`${BASE};loc=en_US;cur=USD/gdpr-requests/req%2F1%202/confirmations`);
    expect(sent[0].body).toEqual({ hash: 'hash-1' });
    expect(sent[0].headers.get('accept')).toBe('application/vnd.intershop.gdpr.v1+json');
    expect(sent[0].headers.has('authentication-token')).toBe(false);
  });

  it('is a first confirmation when ICM answers the info cause gdpr_request.confirmed.info', async () => {
    const { recovery } = resource(() => json(200, { data: [{ hash: 'hash-1' }], infos: [{ causes: [{ code: 'gdpr_request.confirmed.info' }] }] }));
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toEqual({ ok: true, first: true });
  });

  it('is a repeated confirmation when ICM answers 200 without that info cause', async () => {
    const { recovery } = resource(() => json(200, { data: [{ hash: 'hash-1' }], infos: [{ causes: [{ code: 'gdpr_request.already_confirmed.info' }] }] }));
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toEqual({ ok: true, first: false });
  });

  it('maps 404 to the expired link message', async () => {
    const { recovery } = resource(() => icmError(404, 'gdpr_request.not_found.error'));
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toEqual({
      ok: false,
      reason: 'expired',
      messageKey: 'personal.data.request.confirmation_link_expired.error',
    });
  });

  it('maps 422 to the unprocessable message', async () => {
    const { recovery } = resource(() => icmError(422, 'gdpr_request.unprocessable.error'));
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toEqual({
      ok: false,
      reason: 'unprocessable',
      messageKey: 'personal.data.request.unprocessable.error',
    });
  });

  it.each([400, 401, 409, 500, 502, 503])('maps %i to the server connection message', async (status) => {
    const { recovery } = resource(() => icmError(status, 'some.error'));
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toEqual({
      ok: false,
      reason: 'failed',
      messageKey: 'personal.data.request.server_connection_failed.error',
    });
  });

  it('maps an unreachable backend to the server connection message', async () => {
    const { recovery } = resource(unreachable);
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('maps an answer of the wrong shape to the server connection message', async () => {
    const { recovery } = resource(() => json(200, { infos: 'nonsense' }));
    expect(await recovery.confirmPersonalDataRequest(REQUEST)).toMatchObject({ ok: false, reason: 'failed' });
  });
});
