// cXML 1.2 punchout: a cXML punchout user's configuration (GET and PATCH users/{userId}/configurations),
// the user named by its login (the PunchoutUser id), kept by the company's punchout managers, and what it changes in the transferred order message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, call, loginDemo } from './account-support';
import { loginAs, registerBusinessCustomer } from './customer-support';
import { CXML_LOGIN, createCxmlUser, dtdProblems, parseCxml, punchIn, transfer } from './punchout-cxml-support';
import { STOREFRONT, withDatabase } from './requests-support';
import { type TestApi, startTestApi } from './support';

let api: TestApi;
let admin: string;

const configurationPath = (user: string) => `/customers/OilCorp/punchouts/cxml1.2/users/${encodeURIComponent(user)}/configurations`;
const CXML_V3 = { accept: 'application/vnd.intershop.punchout.cxml.v3+json' };

beforeAll(async () => {
  api = await startTestApi(undefined, { storefrontUrl: STOREFRONT });
  createCxmlUser(api);
  admin = await loginDemo(api, BBOLDNER);
});

afterAll(async () => {
  await api?.close();
});

describe('reading the configuration', () => {
  it('answers every entry with its value and its metadata', async () => {
    const response = await call(api, 'GET', configurationPath(CXML_LOGIN), admin, undefined, CXML_V3);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.intershop\.punchout\.cxml\.v3\+json/);
    const document = response.json();
    expect(document.data).toContainEqual({ name: 'classificationCatalogID', value: 'UNSPSC' });
    expect(document.info.metaData).toContainEqual({
      name: 'operationAllowed',
      defaultValue: 'edit',
      description: expect.any(String),
      inputType: 'text-short',
    });
    expect(document.data.map((entry: { name: string }) => entry.name)).toEqual(document.info.metaData.map((entry: { name: string }) => entry.name));
  });

  it("answers the entries' descriptions in German for de_DE", async () => {
    const response = await call(api, 'GET', `;loc=de_DE${configurationPath(CXML_LOGIN)}`, admin, undefined, CXML_V3);

    const operation = response.json().info.metaData.find((entry: { name: string }) => entry.name === 'operationAllowed');
    expect(operation.description).toMatch(/^Was das Procurement-System/);
  });

  it('names what is wrong with a value in German for de_DE', async () => {
    const response = await call(api, 'PATCH', `;loc=de_DE${configurationPath(CXML_LOGIN)}`, admin, [{ name: 'returnUrlOrigins', value: 'javascript:alert(1)' }], CXML_V3);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].causes[0].message).toMatch(/^returnUrlOrigins: Geben Sie Origins/);
  });

  it('refuses a buyer without the permission to manage punchout with 403', async () => {
    const response = await call(api, 'GET', configurationPath(CXML_LOGIN), await loginDemo(api, JLINK));

    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('rest.authorization.permission.missing.error');
  });

  it('does not find a company user who is no cXML punchout user', async () => {
    expect((await call(api, 'GET', configurationPath(JLINK), admin)).statusCode).toBe(404);
  });

  it("does not find the company's configuration for another company's admin", async () => {
    const other = await registerBusinessCustomer(api);
    const token = await loginAs(api, other.login, other.password);

    expect((await call(api, 'GET', configurationPath(CXML_LOGIN), token)).statusCode).toBe(404);
  });
});

describe('changing the configuration', () => {
  it('stores the entries sent, as the PWA sends them, and answers the whole configuration', async () => {
    const response = await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [
      { name: 'classificationCatalogID', value: 'eCl@ss', defaultValue: 'UNSPSC', inputType: 'text-short' },
      { name: 'defaultClassificationCode', value: '19-01-01-01' },
    ]);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({ name: 'classificationCatalogID', value: 'eCl@ss' });
    expect((await call(api, 'GET', configurationPath(CXML_LOGIN), admin)).json().data).toContainEqual({ name: 'defaultClassificationCode', value: '19-01-01-01' });
  });

  it('refuses an invalid value with 400 naming it, and changes nothing', async () => {
    const response = await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [
      { name: 'unitOfMeasureMapping', value: 'pcs=EA' },
      { name: 'operationAllowed', value: 'destroy' },
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].causes.map((cause: { paths: string[] }) => cause.paths)).toEqual([['/1/value']]);
    expect((await call(api, 'GET', configurationPath(CXML_LOGIN), admin)).json().data).toContainEqual({ name: 'unitOfMeasureMapping', value: '' });
  });

  it('refuses an unknown entry with 400', async () => {
    const response = await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [{ name: 'sharedSecret', value: 'x' }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].causes[0].code).toBe('punchout.cxml.configuration.name.unknown.error');
  });

  it('keeps a value set back to its default as the default (nothing stored)', async () => {
    await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [{ name: 'transferFormField', value: 'cXML-base64' }]);
    await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [{ name: 'transferFormField', value: 'cXML-urlencoded' }]);

    const stored = withDatabase(api, db => db.prepare("SELECT COUNT(*) FROM cxml_configurations WHERE name = 'transferFormField'").pluck().get());

    expect(stored).toBe(0);
  });
});

describe('the configuration in the transfer', () => {
  it('gives the Classification domain and the default code, the units of measure and the operation allowed', async () => {
    await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [
      { name: 'classificationCatalogID', value: 'eCl@ss' },
      { name: 'defaultClassificationCode', value: '19-01-01-01' },
      { name: 'unitOfMeasureMapping', value: 'pcs=C62' },
      { name: 'operationAllowed', value: 'inspect' },
    ]);
    const { sid, token, basketId } = await punchIn(api);
    await call(api, 'POST', `/baskets/${basketId}/items`, token, [{ product: 'ACC-MOUSE', quantity: { value: 2 } }]);

    const body = (await transfer(api, token, sid)).body;
    const message = parseCxml(body).Message.PunchOutOrderMessage;

    expect(message.PunchOutOrderMessageHeader['@operationAllowed']).toBe('inspect');
    expect(message.ItemIn[0].ItemDetail.Classification).toEqual({ '#text': '19-01-01-01', '@domain': 'eCl@ss' });
    expect(message.ItemIn[0].ItemDetail.UnitOfMeasure).toBe('C62');
    expect(dtdProblems(body)).toBe('');
  });

  it('tells the storefront the form field to post the message in with the session', async () => {
    await call(api, 'PATCH', configurationPath(CXML_LOGIN), admin, [{ name: 'transferFormField', value: 'cXML-base64' }]);

    const { session } = await punchIn(api);

    expect(session.transferFormField).toBe('cXML-base64');
  });
});
