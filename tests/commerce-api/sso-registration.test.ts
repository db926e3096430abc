// The single sign-on registration (decision 014): POST privatecustomers / customers with the
// id_token as bearer and the remembered user's id completes it into a customer with that user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_CATALOG } from './fixtures/test-catalog';
import { customerCall } from './customer-support';
import { startTestApi, type TestApi, errorCode } from './support';
import { startTokenIssuer, type TokenIssuer } from '../support/oidc-test-provider';

const CLIENT_ID = 'inspired-shop';
const ADDRESS = { firstName: 'Sam', lastName: 'Single', addressLine1: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' };

let issuer: TokenIssuer;
let api: TestApi;
beforeAll(async () => {
  issuer = await startTokenIssuer(CLIENT_ID);
  api = await startTestApi(TEST_CATALOG, { ssoIssuer: issuer.issuer, ssoClientId: CLIENT_ID, customerApprovalTypes: 'SMB' });
});
afterAll(async () => {
  await api?.close();
  await issuer?.close();
});

/** A subject after its first processtoken call: its id_token and the user id to register. */
async function remembered(subject: string, email = `${subject}@test.example.com`) {
  const idToken = await issuer.sign({ sub: subject, email, given_name: 'Sam', family_name: 'Single' });
  const response = await customerCall(api, 'POST', '/users/processtoken', { body: { id_token: idToken, options: ['CREATE_USER'] } });
  return { idToken, userId: response.json().businessPartnerNo as string };
}

const register = (resource: 'privatecustomers' | 'customers', idToken: string, body: object) =>
  customerCall(api, 'POST', `/${resource}`, { headers: { authorization: `Bearer ${idToken}` }, body });

const logIn = async (idToken: string) =>
  customerCall(api, 'POST', '/users/processtoken', { body: { id_token: idToken, options: ['CREATE_USER'] } });

describe('a private customer', () => {
  it('is created with the provider e-mail address as login, the claims as names and the address as preferred one', async () => {
    const { idToken, userId } = await remembered('private-one');
    const response = await register('privatecustomers', idToken, { type: 'PrivateCustomer', userId, title: 'Mr.', address: ADDRESS });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'PrivateCustomer', firstName: 'Sam', lastName: 'Single', email: 'private-one@test.example.com', title: 'Mr.' });
    expect(response.json().preferredInvoiceToAddress.urn).toMatch(/^urn:address:customer:/);
    const token = (await logIn(idToken)).headers['authentication-token'] as string;
    const customer = await customerCall(api, 'GET', '/customers/-', { token });
    expect(customer.json().customerNo).toBe(response.json().customerNo);
  });

  it('takes the names the registration sends over the claims', async () => {
    const { idToken, userId } = await remembered('renamed');
    const response = await register('privatecustomers', idToken, { userId, firstName: 'Samantha', lastName: 'Singer', address: ADDRESS });
    expect(response.json()).toMatchObject({ firstName: 'Samantha', lastName: 'Singer' });
  });
});

describe('a business customer', () => {
  it('is created with its company data and waits for approval (SMB needs it here)', async () => {
    const { idToken, userId } = await remembered('business-one');
    const response = await register('customers', idToken, {
      type: 'SMBCustomer',
      userId,
      companyName: 'Single Ltd.',
      taxationID: 'DE123',
      address: { ...ADDRESS, companyName1: 'Single Ltd.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'SMBCustomer', companyName: 'Single Ltd.', taxationID: 'DE123' });
    const login = await logIn(idToken);
    expect(login.statusCode).toBe(403);
    expect(errorCode(login)).toBe('customer.approval.pending.error');
  });
});

describe('refusals', () => {
  it('is 404 when the user id is not the id_token subject one', async () => {
    const { idToken } = await remembered('mismatch');
    const { userId: othersId } = await remembered('someone-else');
    const response = await register('privatecustomers', idToken, { userId: othersId, address: ADDRESS });
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('customer.user.not_found.error');
  });

  it('is 409 for a second registration of the same user', async () => {
    const { idToken, userId } = await remembered('twice');
    expect((await register('privatecustomers', idToken, { userId, address: ADDRESS })).statusCode).toBe(201);
    const again = await register('privatecustomers', idToken, { userId, address: ADDRESS });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('customer.sso.user.already_registered.error');
  });

  it('is 409 when the provider e-mail address is a login of the shop already', async () => {
    const { idToken, userId } = await remembered('taken', 'patricia@test.intershop.de');
    const response = await register('privatecustomers', idToken, { userId, address: ADDRESS });
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('customer.credentials.login.not_unique.error');
  });

  it('is 422 with causes below /address for an incomplete address, and creates nothing', async () => {
    const { idToken, userId } = await remembered('no-city');
    const response = await register('privatecustomers', idToken, { userId, address: { ...ADDRESS, city: '' } });
    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('customer.address.creation.failed');
    expect(JSON.stringify(response.json())).toContain('/address/city');
    expect((await register('privatecustomers', idToken, { userId, address: ADDRESS })).statusCode).toBe(201);
  });

  it('is 400 naming email when the provider gave no e-mail address', async () => {
    const idToken = await issuer.sign({ sub: 'no-email', given_name: 'Sam', family_name: 'Single' });
    const { businessPartnerNo: userId } = (await logIn(idToken)).json();
    const response = await register('privatecustomers', idToken, { userId, address: ADDRESS });
    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('email');
  });

  it('is 401 for a bearer that is no valid id_token', async () => {
    const { userId } = await remembered('bad-bearer');
    const response = await register('privatecustomers', await issuer.sign({ sub: 'bad-bearer' }, { foreignKey: true }), { userId, address: ADDRESS });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('rest.authentication.id_token.invalid.error');
  });

  it('leaves the password registration as it is: without a bearer, credentials are required', async () => {
    const { userId } = await remembered('no-bearer');
    const response = await customerCall(api, 'POST', '/privatecustomers', { body: { userId, firstName: 'Sam', lastName: 'Single', email: 'x@test.example.com', address: ADDRESS } });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('rest.request.malformed.error');
  });
});
