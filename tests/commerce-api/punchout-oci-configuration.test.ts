// The OCI options and configuration of a company: GET …/punchouts/oci5, GET and PUT
// …/oci5/configurations, for the company's punchout managers (APP_B2B_MANAGE_PUNCHOUT) only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, call, loginDemo, startAccountApi } from './account-support';
import { registerBusinessCustomer, loginAs } from './customer-support';
import { OCI_PATH, ociUserToken } from './punchout-oci-support';
import type { TestApi } from './support';
import { errorCode } from './support';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startAccountApi();
  admin = await loginDemo(api, BBOLDNER);
}, 30_000);

afterAll(async () => {
  await api?.close();
});

const configuration = async () => (await call(api, 'GET', `${OCI_PATH}/configurations`, admin)).json().items as Record<string, unknown>[];
const itemOf = (items: Record<string, unknown>[], field: string) => items.find(item => item.field === field);

describe('OCI options', () => {
  it('names the formatters and placeholders a configuration may use, sorted', async () => {
    const response = await call(api, 'GET', OCI_PATH, admin, undefined, { accept: 'application/vnd.intershop.punchout.v2+json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.intershop.punchout.v2+json');
    const body = response.json();
    expect(body.punchoutType).toBe('oci');
    expect(body.availableFormatters.map((formatter: { id: string }) => formatter.id)).toEqual([
      'LowerCase',
      'PlainText',
      'ThreeDecimals',
      'TwoDecimals',
      'UpperCase',
      'WholeNumber',
    ]);
    const placeholders = body.availablePlaceholders.map((placeholder: { id: string }) => placeholder.id);
    expect(placeholders).toEqual([...placeholders].sort());
    expect(placeholders).toEqual(expect.arrayContaining(['Name', 'Quantity', 'Unit', 'NetPrice', 'Currency', 'SKU', 'Category', 'LeadTime']));
  });

  it('are readable by the OCI punchout user too', async () => {
    expect((await call(api, 'GET', OCI_PATH, await ociUserToken(api))).statusCode).toBe(200);
  });

  it('are not for a buyer without a punchout permission', async () => {
    const response = await call(api, 'GET', OCI_PATH, await loginDemo(api, JLINK));

    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('rest.authorization.permission.missing.error');
  });
});

describe('the OCI configuration', () => {
  it('lists every NEW_ITEM field with what it carries by default', async () => {
    const items = await configuration();

    expect(items.map(item => item.field)).toContain('NEW_ITEM-CUST_FIELD5');
    expect(itemOf(items, 'NEW_ITEM-DESCRIPTION')).toEqual({ field: 'NEW_ITEM-DESCRIPTION', transform: '{Name}', formatter: '', mappings: [] });
    expect(itemOf(items, 'NEW_ITEM-UNIT')?.transform).toBe('{Unit}');
    expect(itemOf(items, 'NEW_ITEM-LONGTEXT')).toMatchObject({ transform: '{ShortDescription}', formatter: 'PlainText' });
    expect(itemOf(items, 'NEW_ITEM-VENDOR')?.transform).toBe('');
  });

  it('changes the fields a PUT names, keeps the others and answers the whole configuration', async () => {
    const response = await call(api, 'PUT', `${OCI_PATH}/configurations`, admin, {
      items: [
        { field: 'NEW_ITEM-VENDOR', transform: '4711', formatter: '', mappings: [{ mapFromValue: '', mapToValue: '' }] },
        { field: 'NEW_ITEM-UNIT', transform: '{Unit}', formatter: '', mappings: [{ mapFromValue: 'PCE', mapToValue: 'ST' }] },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(itemOf(response.json().items, 'NEW_ITEM-VENDOR')).toEqual({ field: 'NEW_ITEM-VENDOR', transform: '4711', formatter: '', mappings: [] });
    const items = await configuration();
    expect(itemOf(items, 'NEW_ITEM-UNIT')?.mappings).toEqual([{ mapFromValue: 'PCE', mapToValue: 'ST' }]);
    expect(itemOf(items, 'NEW_ITEM-DESCRIPTION')?.transform).toBe('{Name}');
  });

  it.each([
    ['an unknown field', { field: 'NEW_ITEM-PASSWORD', transform: 'x' }, 'items[1].field'],
    ['an unknown placeholder', { field: 'NEW_ITEM-CUST_FIELD2', transform: '{Password}' }, 'items[1].transform'],
    ['an unknown formatter', { field: 'NEW_ITEM-CUST_FIELD2', transform: 'x', formatter: 'Shout' }, 'items[1].formatter'],
    ['a mapping rule without its "to" value', { field: 'NEW_ITEM-CUST_FIELD2', transform: 'x', mappings: [{ mapFromValue: 'x', mapToValue: '' }] }, 'items[1].mappings[0].mapToValue'],
  ])('refuses %s and changes nothing', async (_case, item, attribute) => {
    const response = await call(api, 'PUT', `${OCI_PATH}/configurations`, admin, {
      items: [{ field: 'NEW_ITEM-CUST_FIELD1', transform: 'changed', formatter: '' }, item],
    });

    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('punchout.oci.configuration.invalid.error');
    expect(response.headers['error-invalid-attributes']).toBe(attribute);
    expect(itemOf(await configuration(), 'NEW_ITEM-CUST_FIELD1')?.transform).toBe('');
  });

  it('names an unknown placeholder in German for de_DE, as the account admin types one', async () => {
    const response = await call(api, 'PUT', `;loc=de_DE${OCI_PATH}/configurations`, admin, {
      items: [{ field: 'NEW_ITEM-CUST_FIELD2', transform: '{Nope}', formatter: '' }],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Den Platzhalter {Nope} für NEW_ITEM-CUST_FIELD2 gibt es nicht.');
  });

  it('refuses control and bidirectional formatting characters, in mapping rules too', async () => {
    const response = await call(api, 'PUT', `${OCI_PATH}/configurations`, admin, {
      items: [{ field: 'NEW_ITEM-CUST_FIELD2', transform: 'x', formatter: '', mappings: [{ mapFromValue: 'x', mapToValue: 'evil\u202Etxt.exe' }] }],
    });

    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('request.text.characters.invalid.error');
    expect(response.headers['error-invalid-attributes']).toBe('items[0].mappings[0].mapToValue');
  });

  it('refuses a field named twice', async () => {
    const item = { field: 'NEW_ITEM-CUST_FIELD3', transform: 'a', formatter: '' };

    expect((await call(api, 'PUT', `${OCI_PATH}/configurations`, admin, { items: [item, item] })).statusCode).toBe(400);
  });

  it('is not for a buyer, nor for the OCI punchout user', async () => {
    const body = { items: [{ field: 'NEW_ITEM-VENDOR', transform: 'x', formatter: '' }] };

    expect((await call(api, 'GET', `${OCI_PATH}/configurations`, await loginDemo(api, JLINK))).statusCode).toBe(403);
    expect((await call(api, 'PUT', `${OCI_PATH}/configurations`, await ociUserToken(api), body)).statusCode).toBe(403);
  });

  it("is another company's own: Oil Corp's is not found for it", async () => {
    const other = await registerBusinessCustomer(api);
    const token = await loginAs(api, other.login, other.password);

    expect((await call(api, 'GET', `${OCI_PATH}/configurations`, token)).statusCode).toBe(404);
    const own = await call(api, 'GET', `/customers/${other.customerNo}/punchouts/oci5/configurations`, token);
    expect(itemOf(own.json().items, 'NEW_ITEM-VENDOR')?.transform).toBe('');
  });
});
