// Personal data (GDPR) requests: the demo back office creates one and mails its link; the user
// confirms it with PUT gdpr-requests/{id}/confirmations {hash} (gdpr.v1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { customerCall, registerPrivateCustomer } from './customer-support';
import { BACK_OFFICE_POST, STOREFRONT, type TestClock, lastMailTo, startMailApi, storefrontLinkIn, testClock, withDatabase } from './requests-support';
import type { TestApi } from './support';
import { errorCode } from './support';

let api: TestApi;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock();
  api = await startMailApi({ now: clock.now });
});

afterAll(async () => {
  await api.close();
});

const GDPR_V1 = 'application/vnd.intershop.gdpr.v1+json';

function confirm(requestId: string, body: unknown) {
  return customerCall(api, 'PUT', `/gdpr-requests/${encodeURIComponent(requestId)}/confirmations`, {
    body,
    headers: { accept: GDPR_V1, 'content-type': 'application/json' },
  });
}

/** A registered user for whom the back office made a request: the request id and hash of the mailed link. */
async function requestedData(overrides: Record<string, unknown> = {}): Promise<{ login: string; requestId: string; hash: string }> {
  const { login } = await registerPrivateCustomer(api, overrides);
  const userId = withDatabase(api, db => db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(login) as string);
  const response = await api.inject({ method: 'POST', url: `/INTERSHOP/demo/users/${encodeURIComponent(userId)}/personal-data-requests`, headers: BACK_OFFICE_POST });
  expect(response.statusCode).toBe(303);
  const link = storefrontLinkIn(lastMailTo(api, login)!);
  return { login, requestId: link.searchParams.get('PersonalDataRequestID')!, hash: link.searchParams.get('Hash')! };
}

describe('personal data request mails', () => {
  it('mails the user a link to confirm the request, in the user’s language', async () => {
    const { login } = await requestedData({ preferredLanguage: 'de_DE' });

    expect(lastMailTo(api, login)?.subject).toBe('inSPIRED: Bitte bestätigen Sie Ihre Datenanfrage');
  });

  it('links a German user to the German confirmation page', async () => {
    const { login } = await requestedData({ preferredLanguage: 'de_DE' });

    const link = storefrontLinkIn(lastMailTo(api, login)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/de/gdpr-requests`);
  });

  it('links an English user to the confirmation page without a language prefix', async () => {
    const { login } = await requestedData({ preferredLanguage: 'en_US' });

    const link = storefrontLinkIn(lastMailTo(api, login)!);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/gdpr-requests`);
  });
});

describe('PUT gdpr-requests/{id}/confirmations', () => {
  it('confirms the request the first time with the info gdpr_request.confirmed.info', async () => {
    const { requestId, hash } = await requestedData();

    const response = await confirm(requestId, { hash });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(GDPR_V1);
    expect(response.json().infos[0].causes[0].code).toBe('gdpr_request.confirmed.info');
  });

  it('answers a second confirmation without that info: it was confirmed before', async () => {
    const { requestId, hash } = await requestedData();
    await confirm(requestId, { hash });

    const response = await confirm(requestId, { hash });

    expect(response.statusCode).toBe(200);
    expect(response.json().infos[0].causes[0].code).toBe('gdpr_request.already_confirmed.info');
  });

  it('answers 404 for a wrong hash and leaves the request unconfirmed', async () => {
    const { requestId, hash } = await requestedData();

    const wrong = await confirm(requestId, { hash: `${hash}x` });
    const right = await confirm(requestId, { hash });

    expect(wrong.statusCode).toBe(404);
    expect(errorCode(wrong)).toBe('gdpr_request.not_found.error');
    expect(right.json().infos[0].causes[0].code).toBe('gdpr_request.confirmed.info');
  });

  it('answers 404 for an unknown request', async () => {
    const { hash } = await requestedData();

    expect((await confirm('no-such-request', { hash })).statusCode).toBe(404);
  });

  it('answers 404 once the link has expired (two weeks)', async () => {
    const { requestId, hash } = await requestedData();
    clock.advance(14 * 24 * 60 * 60 * 1000);

    expect((await confirm(requestId, { hash })).statusCode).toBe(404);
  });

  it('answers 422 for a request the back office cancelled', async () => {
    const { requestId, hash } = await requestedData();
    const cancel = await api.inject({ method: 'POST', url: `/INTERSHOP/demo/personal-data-requests/${requestId}/cancellation`, headers: BACK_OFFICE_POST });
    expect(cancel.statusCode).toBe(303);

    const response = await confirm(requestId, { hash });

    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('gdpr_request.confirmation.failed');
  });

  it('refuses hostile input with a 4xx answer', async () => {
    const { requestId, hash } = await requestedData();
    const answers = await Promise.all([
      confirm(requestId, {}),
      confirm(requestId, { hash: 'h'.repeat(100_000) }),
      confirm(requestId, { hash: { $gt: '' } }),
      confirm('x'.repeat(5000), { hash }),
      confirm(`${requestId}' OR '1'='1`, { hash }),
    ]);

    expect(answers.map(answer => answer.statusCode)).toEqual([400, 400, 400, 414, 404]);
    expect((await confirm(requestId, { hash })).json().infos[0].causes[0].code).toBe('gdpr_request.confirmed.info');
  });
});
