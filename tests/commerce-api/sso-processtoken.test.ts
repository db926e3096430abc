// POST users/processtoken (decision 014): the id_token is checked against the issuer's JWKS, then a
// linked user gets an ICM token and an unknown subject is remembered for the SSO registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_CATALOG } from './fixtures/test-catalog';
import { customerCall, tokenCall } from './customer-support';
import { startTestApi, type TestApi, errorCode } from './support';
import { startTokenIssuer, type TokenIssuer } from '../support/oidc-test-provider';

const CLIENT_ID = 'inspired-shop';
const ADDRESS = { firstName: 'Sam', lastName: 'Single', addressLine1: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' };

let issuer: TokenIssuer;
let api: TestApi;
beforeAll(async () => {
  issuer = await startTokenIssuer(CLIENT_ID);
  api = await startTestApi(TEST_CATALOG, { ssoIssuer: issuer.issuer, ssoClientId: CLIENT_ID });
});
afterAll(async () => {
  await api?.close();
  await issuer?.close();
});

const processToken = (body: unknown) => customerCall(api, 'POST', '/users/processtoken', { body });
const claims = (subject: string) => ({ sub: subject, email: `${subject}@test.example.com`, given_name: 'Sam', family_name: 'Single' });

/** A subject registered through /register/sso's call, so that it has a user. */
async function registeredSubject(subject: string): Promise<string> {
  const idToken = await issuer.sign(claims(subject));
  const created = await processToken({ id_token: idToken, options: ['CREATE_USER'] });
  const registration = await customerCall(api, 'POST', '/privatecustomers', {
    headers: { authorization: `Bearer ${idToken}` },
    body: { type: 'PrivateCustomer', userId: created.json().businessPartnerNo, address: ADDRESS },
  });
  expect(registration.statusCode).toBe(201);
  return idToken;
}

describe('an unknown subject', () => {
  it('is remembered with CREATE_USER and answered without a token, its id as businessPartnerNo', async () => {
    const response = await processToken({ id_token: await issuer.sign(claims('new-subject')), options: ['CREATE_USER'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['authentication-token']).toBeUndefined();
    expect(response.json()).toMatchObject({ firstName: 'Sam', lastName: 'Single', email: 'new-subject@test.example.com' });
    expect(response.json().businessPartnerNo).toMatch(/^[\w-]{36}$/);
  });

  it('keeps its id when it comes again before registering', async () => {
    const first = await processToken({ id_token: await issuer.sign(claims('returning-subject')), options: ['CREATE_USER'] });
    const second = await processToken({ id_token: await issuer.sign(claims('returning-subject')), options: ['CREATE_USER'] });
    expect(second.json().businessPartnerNo).toBe(first.json().businessPartnerNo);
  });

  it('is 404 customer.user.not_found.error with UPDATE only', async () => {
    const response = await processToken({ id_token: await issuer.sign(claims('update-only')), options: ['UPDATE'] });
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('customer.user.not_found.error');
  });
});

describe('a registered subject', () => {
  it('gets an ICM user token (UPDATE) that reads its customer', async () => {
    await registeredSubject('known-subject');
    const response = await processToken({ id_token: await issuer.sign(claims('known-subject')), options: ['UPDATE'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ login: 'known-subject@test.example.com', firstName: 'Sam' });
    const token = response.headers['authentication-token'] as string;
    const customer = await customerCall(api, 'GET', '/privatecustomers/-', { token });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().email).toBe('known-subject@test.example.com');
  });

  it('gets a token with CREATE_USER too, as the PWA always asks', async () => {
    await registeredSubject('pwa-subject');
    const response = await processToken({ id_token: await issuer.sign(claims('pwa-subject')), options: ['CREATE_USER'] });
    expect(response.headers['authentication-token']).toEqual(expect.any(String));
  });

  it('cannot log in with a password: the user has none', async () => {
    await registeredSubject('passwordless');
    const response = await tokenCall(api, { grant_type: 'password', username: 'passwordless@test.example.com', password: 'anything1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a token that is not good', () => {
  it.each([
    ['another audience', () => issuer.sign({ ...claims('aud'), aud: 'another-client' })],
    ['another issuer', () => issuer.sign({ ...claims('iss'), iss: 'https://idp.invalid' })],
    ['a signature of another key', () => issuer.sign(claims('key'), { foreignKey: true })],
    ['an expired token', () => issuer.sign(claims('exp'), { issuedAt: new Date(Date.now() - 7200_000), expiresAt: new Date(Date.now() - 600_000) })],
    ['no JWT at all', async () => 'not-a-jwt'],
  ])('is refused with 401 for %s', async (_case, token) => {
    const response = await processToken({ id_token: await token(), options: ['CREATE_USER'] });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('rest.authentication.id_token.invalid.error');
  });

  it('remembers nothing when refused', async () => {
    await processToken({ id_token: await issuer.sign(claims('refused'), { foreignKey: true }), options: ['CREATE_USER'] });
    const update = await processToken({ id_token: await issuer.sign(claims('refused')), options: ['UPDATE'] });
    expect(update.statusCode).toBe(404);
  });
});

describe('requests processtoken does not take', () => {
  it('refuses invitations (secure_user_ref) with 400', async () => {
    const response = await processToken({
      id_token: await issuer.sign(claims('invited')),
      secure_user_ref: { user_id: 'someone', secure_code: 'code' },
      options: ['UPDATE'],
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('sso.secure_user_ref.not_supported.error');
  });

  it.each([[{}], [{ id_token: 'x', options: ['DELETE_USER'] }], [{ id_token: '' }]])('answers 400 to the malformed body %j', async body => {
    const response = await processToken(body);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.request.malformed.error');
  });
});

describe('without a reachable provider', () => {
  it('answers 503 when the issuer cannot be asked for its keys', async () => {
    const offline = await startTestApi(TEST_CATALOG, { ssoIssuer: 'http://127.0.0.1:9', ssoClientId: CLIENT_ID });
    try {
      const response = await offline.inject({
        method: 'POST',
        url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/users/processtoken',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ id_token: await issuer.sign(claims('offline')), options: ['CREATE_USER'] }),
      });
      expect(response.statusCode).toBe(503);
      expect(errorCode(response)).toBe('sso.identity_provider.unavailable.error');
    } finally {
      await offline.close();
    }
  });

  it('has no processtoken resource when SSO is not configured', async () => {
    const plain = await startTestApi();
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-/users/processtoken',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ id_token: await issuer.sign(claims('plain')) }),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
