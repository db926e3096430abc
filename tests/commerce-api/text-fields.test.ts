// Customer, user and address texts refuse control characters (U+0000–U+001F, U+007F) and
// bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) with a 400 naming each field:
// registration, profile and company updates, customer addresses and basket addresses alike.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BERLIN, basketCall, newBasket } from './basket-support';
import {
  businessRegistration,
  customerCall,
  loginAs,
  privateRegistration,
  registerBusinessCustomer,
  registerPrivateCustomer,
} from './customer-support';
import { type TestApi, startTestApi, errorCode } from './support';

const UNSAFE_TEXT_ERROR = 'request.text.characters.invalid.error';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const FIRST_STRONG_ISOLATE = '\u2068';

/** The 400's named attributes (header) and its causes' paths. */
function refusal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(400);
  expect(errorCode(response)).toBe(UNSAFE_TEXT_ERROR);
  const [error] = response.json().errors;
  return {
    attributes: response.headers['error-invalid-attributes'],
    paths: (error.causes as { code: string; paths: string[] }[]).map(cause => [cause.code, cause.paths]),
  };
}

describe('text fields', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses a private registration whose first name holds a control character, and stores nothing', async () => {
    const body = privateRegistration({ firstName: 'Patri\u0007cia' });
    const refused = await customerCall(api, 'POST', '/privatecustomers', { body });
    expect(refusal(refused)).toEqual({ attributes: 'firstName', paths: [[UNSAFE_TEXT_ERROR, ['/firstName']]] });
    const clean = await customerCall(api, 'POST', '/privatecustomers', { body: { ...body, firstName: 'Patricia' } });
    expect(clean.statusCode).toBe(201);
  });

  it("names every refused field of a business registration, the user's and the address's by their path", async () => {
    const body = businessRegistration();
    const refused = await customerCall(api, 'POST', '/customers', {
      body: {
        ...body,
        companyName: `Test Corp${'\u007F'}`,
        user: { ...body.user, lastName: `${RIGHT_TO_LEFT_OVERRIDE}redliuB` },
        address: { ...body.address, city: `Ber${FIRST_STRONG_ISOLATE}lin` },
      },
    });
    expect(refusal(refused)).toEqual({
      attributes: 'companyName,user.lastName,address.city',
      paths: [
        [UNSAFE_TEXT_ERROR, ['/companyName']],
        [UNSAFE_TEXT_ERROR, ['/user/lastName']],
        [UNSAFE_TEXT_ERROR, ['/address/city']],
      ],
    });
  });

  it("refuses a profile update with a line break in a phone number, keeping the user's data", async () => {
    const registered = await registerPrivateCustomer(api);
    const token = await loginAs(api, registered.login, registered.password);
    const before = (await customerCall(api, 'GET', '/privatecustomers/-', { token })).json();
    const profile = { firstName: before.firstName, lastName: before.lastName, email: before.email };
    const refused = await customerCall(api, 'PUT', '/privatecustomers/-', { token, body: { ...profile, phoneHome: '+49 30\n1234' } });
    expect(refusal(refused).attributes).toBe('phoneHome');
    expect((await customerCall(api, 'GET', '/privatecustomers/-', { token })).json()).toEqual(before);
  });

  it("refuses a business user's and a company's update with an override character", async () => {
    const registered = await registerBusinessCustomer(api);
    const token = await loginAs(api, registered.login, registered.password);
    const user = await customerCall(api, 'PUT', `/customers/${registered.customerNo}/users/-`, {
      token,
      body: { firstName: 'Bernd', lastName: 'Builder', email: registered.login, department: `Sales${RIGHT_TO_LEFT_OVERRIDE}` },
    });
    expect(refusal(user).attributes).toBe('department');
    const company = await customerCall(api, 'PUT', '/customers/-', { token, body: { companyName: `${FIRST_STRONG_ISOLATE}Test Corp` } });
    expect(refusal(company).attributes).toBe('companyName');
  });

  it('refuses a customer address with a control character when it is created and when it is changed', async () => {
    const registered = await registerPrivateCustomer(api);
    const token = await loginAs(api, registered.login, registered.password);
    const address = { firstName: 'Max', lastName: 'Mustermann', addressLine1: 'Marienplatz 1', postalCode: '80331', city: 'München', countryCode: 'DE' };
    const refused = await customerCall(api, 'POST', '/privatecustomers/-/addresses', { token, body: { ...address, addressLine2: 'c/o\tMüller' } });
    expect(refusal(refused).attributes).toBe('addressLine2');
    const created = await customerCall(api, 'POST', '/privatecustomers/-/addresses', { token, body: address });
    expect(created.statusCode).toBe(201);
    const id = String(created.json().uri).split('/').pop();
    const changed = await customerCall(api, 'PUT', `/privatecustomers/-/addresses/${id}`, { token, body: { ...address, lastName: 'Muster\u0000mann' } });
    expect(refusal(changed).attributes).toBe('lastName');
  });

  it('refuses a basket address with an override character when it is created and when it is changed', async () => {
    const client = await newBasket(api);
    const refused = await client.addAddress({ ...BERLIN, firstName: `${RIGHT_TO_LEFT_OVERRIDE}aicirtaP` });
    expect(refusal(refused)).toEqual({ attributes: 'firstName', paths: [[UNSAFE_TEXT_ERROR, ['/firstName']]] });
    const created = await client.addAddress(BERLIN);
    expect(created.statusCode).toBe(201);
    const changed = await client.call('PATCH', `/baskets/${client.basketId}/addresses/${created.json().data.id}`, { city: 'Berlin\r' });
    expect(refusal(changed).attributes).toBe('city');
  });

  it('answers the refusal and its causes in German for de_DE', async () => {
    const client = await newBasket(api);
    const refused = await basketCall(api, 'POST', `/baskets/${client.basketId}/addresses`, {
      body: { ...BERLIN, firstName: `${RIGHT_TO_LEFT_OVERRIDE}aicirtaP`, city: 'Ber\nlin' },
      token: client.token,
      matrix: ';loc=de_DE',
    });
    expect(refusal(refused).attributes).toBe('firstName,city');
    const [error] = refused.json().errors;
    expect([error.message, ...error.causes.map((cause: { message: string }) => cause.message)]).toEqual([
      'Die folgenden Angaben sind ungültig: firstName,city',
      "Das Feld 'firstName' enthält Steuerzeichen oder Zeichen zur Textrichtung, die nicht erlaubt sind.",
      "Das Feld 'city' enthält Steuerzeichen oder Zeichen zur Textrichtung, die nicht erlaubt sind.",
    ]);
  });

  it('accepts letters of every script, apostrophes and the bidirectional marks that override nothing', async () => {
    const client = await newBasket(api);
    const created = await client.addAddress({ ...BERLIN, firstName: "Zoë-Łucja O'Brien", lastName: '\u05DB\u05D4\u05DF\u200F', city: 'Berlin 東京' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ firstName: "Zoë-Łucja O'Brien", lastName: '\u05DB\u05D4\u05DF\u200F' });
  });

  it('ignores fields the API does not read, whatever their name, rather than failing to name them', async () => {
    const client = await newBasket(api);
    const created = await client.addAddress({ ...BERLIN, 'nö\nname': 'x\u0001' });
    expect(created.statusCode).toBe(201);
  });
});
