// What an OCI punchout user gets back: POST …/oci5/transfer?basketId= (the basket as NEW_ITEM
// fields, item by item from 1), GET …/oci5/validate (VALIDATE) and GET …/oci5/background-search
// (BACKGROUND_SEARCH), built from the company's configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, call, loginDemo, startAccountApi } from './account-support';
import { loginAs, registerBusinessCustomer } from './customer-support';
import { OCI_PATH, ociFields, ociUserToken } from './punchout-oci-support';
import { BASE, type TestApi, errorCode } from './support';

let api: TestApi;
let oci: string;

beforeAll(async () => {
  api = await startAccountApi();
  oci = await ociUserToken(api);
}, 30_000);

afterAll(async () => {
  await api?.close();
});

/** A new basket of the token with the items: its id. */
async function basketWith(token: string, items: object[]): Promise<string> {
  const basketId = (await call(api, 'POST', '/baskets', token)).json().data.id as string;
  if (items.length > 0) {
    const added = await call(api, 'POST', `/baskets/${basketId}/items`, token, items);
    if (added.statusCode >= 300) throw new Error(`adding items answered ${added.statusCode}: ${added.body}`);
  }
  return basketId;
}

const transfer = (basketId: string, token = oci) => call(api, 'POST', `${OCI_PATH}/transfer?basketId=${basketId}`, token);

describe('the OCI basket transfer', () => {
  it('answers each line as NEW_ITEM fields numbered from 1, with net unit prices and ISO units', async () => {
    const basketId = await basketWith(oci, [
      { product: 'CAM-300', quantity: { value: 3 } },
      { product: 'ACC-MOUSE', quantity: { value: 4 } },
    ]);

    const response = await transfer(basketId);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.slice(0, 12)).toEqual([
      { name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Sony Handycam' },
      { name: 'NEW_ITEM-MATGROUP[1]', value: 'Camcorders' },
      { name: 'NEW_ITEM-QUANTITY[1]', value: '3' },
      { name: 'NEW_ITEM-UNIT[1]', value: 'PCE' },
      { name: 'NEW_ITEM-PRICE[1]', value: '39.90' },
      { name: 'NEW_ITEM-PRICEUNIT[1]', value: '1' },
      { name: 'NEW_ITEM-CURRENCY[1]', value: 'EUR' },
      { name: 'NEW_ITEM-LEADTIME[1]', value: '3' },
      { name: 'NEW_ITEM-VENDORMAT[1]', value: 'CAM-300' },
      { name: 'NEW_ITEM-MANUFACTMAT[1]', value: 'HDR-CX405' },
      { name: 'NEW_ITEM-EXT_PRODUCT_ID[1]', value: 'CAM-300' },
      { name: 'NEW_ITEM-LONGTEXT_1:132[]', value: 'Camcorder for the family' },
    ]);
    const fields = ociFields(response);
    expect(fields).toMatchObject({ 'NEW_ITEM-DESCRIPTION[2]': 'Wireless Mouse Über', 'NEW_ITEM-QUANTITY[2]': '4', 'NEW_ITEM-PRICE[2]': '19.99', 'NEW_ITEM-VENDORMAT[2]': 'ACC-MOUSE' });
    expect(Object.keys(fields).some(name => name.endsWith('[3]'))).toBe(false);
  });

  it('prices a line at the scaled price its quantity reaches', async () => {
    const fields = ociFields(await transfer(await basketWith(oci, [{ product: 'CAM-100', quantity: { value: 5 } }])));

    expect(fields['NEW_ITEM-PRICE[1]']).toBe('189.00');
  });

  it("sends a line's warranty as the item right after it", async () => {
    const basketId = await basketWith(oci, [
      { product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' },
      { product: 'ACC-KEYBOARD', quantity: { value: 1 } },
    ]);

    const fields = ociFields(await transfer(basketId));

    expect([fields['NEW_ITEM-VENDORMAT[1]'], fields['NEW_ITEM-VENDORMAT[2]'], fields['NEW_ITEM-VENDORMAT[3]']]).toEqual(['CAM-100', 'WAR-2Y', 'ACC-KEYBOARD']);
    expect([fields['NEW_ITEM-QUANTITY[2]'], fields['NEW_ITEM-PRICE[2]']]).toEqual(['2', '29.00']);
  });

  it('refuses an empty basket', async () => {
    const response = await transfer(await basketWith(oci, []));

    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('punchout.transfer.basket_empty.error');
  });

  it('needs the basket id', async () => {
    expect((await call(api, 'POST', `${OCI_PATH}/transfer`, oci)).statusCode).toBe(400);
  });

  it("does not reach another user's basket", async () => {
    const buyersBasket = await basketWith(await loginDemo(api, JLINK), [{ product: 'CAM-300', quantity: { value: 1 } }]);

    expect((await transfer(buyersBasket)).statusCode).toBe(404);
  });

  it('is not for a buyer, an account admin or another company', async () => {
    const buyer = await loginDemo(api, JLINK);
    const admin = await loginDemo(api, BBOLDNER);
    const other = await registerBusinessCustomer(api);
    const otherToken = await loginAs(api, other.login, other.password);

    expect((await transfer(await basketWith(buyer, [{ product: 'CAM-300', quantity: { value: 1 } }]), buyer)).statusCode).toBe(403);
    expect((await transfer(await basketWith(admin, [{ product: 'CAM-300', quantity: { value: 1 } }]), admin)).statusCode).toBe(403);
    expect((await transfer(await basketWith(otherToken, [{ product: 'CAM-300', quantity: { value: 1 } }]), otherToken)).statusCode).toBe(404);
  });
});

describe('OCI validation of a product', () => {
  const validate = (query: string) => call(api, 'GET', `${OCI_PATH}/validate?${query}`, oci);

  it('answers the product as item 1 at the quantity asked, priced for it', async () => {
    const fields = ociFields(await validate('productId=CAM-100&quantity=5'));

    expect(fields).toMatchObject({ 'NEW_ITEM-VENDORMAT[1]': 'CAM-100', 'NEW_ITEM-QUANTITY[1]': '5', 'NEW_ITEM-PRICE[1]': '189.00', 'NEW_ITEM-CURRENCY[1]': 'EUR' });
  });

  it("takes one piece when no quantity is given, and OCI's decimal quantities", async () => {
    expect(ociFields(await validate('productId=CAM-100'))['NEW_ITEM-QUANTITY[1]']).toBe('1');
    expect(ociFields(await validate('productId=CAM-100&quantity=2.000'))['NEW_ITEM-QUANTITY[1]']).toBe('2');
  });

  it.each(['0', '1.5', 'two', '99999999'])('refuses the quantity %s', async quantity => {
    const response = await validate(`productId=CAM-100&quantity=${quantity}`);

    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('quantity');
  });

  it.each([
    ['below its minimum', '1', 'basket.line_item.quantity.below_minimum.error'],
    ['off its step', '3', 'basket.line_item.quantity.step.error'],
  ])("refuses a quantity %s as the basket would, naming the product's rule", async (_case, quantity, code) => {
    const response = await validate(`productId=ACC-MOUSE&quantity=${quantity}`);

    expect(response.statusCode).toBe(400);
    expect(response.headers['error-invalid-attributes']).toBe('quantity');
    expect(response.json().errors[0].causes.map((cause: { code: string }) => cause.code)).toContain(code);
  });

  it.each([
    ['an unknown product', 'NOPE-1'],
    ['an offline product', 'OFF-1'],
    ['a variation master', 'NB-MASTER'],
  ])('does not find %s', async (_case, sku) => {
    expect((await validate(`productId=${sku}`)).statusCode).toBe(404);
  });

  it('answers in the currency of the request', async () => {
    const response = await api.inject({ method: 'GET', url: `${BASE};cur=USD${OCI_PATH}/validate?productId=CAM-100`, headers: { 'authentication-token': oci } });

    expect(ociFields(response)).toMatchObject({ 'NEW_ITEM-PRICE[1]': '219.00', 'NEW_ITEM-CURRENCY[1]': 'USD' });
  });

  it('is not for a buyer', async () => {
    expect((await call(api, 'GET', `${OCI_PATH}/validate?productId=CAM-100`, await loginDemo(api, JLINK))).statusCode).toBe(403);
  });
});

describe('OCI background search', () => {
  const search = (term: string, token = oci) => call(api, 'GET', `${OCI_PATH}/background-search?searchString=${encodeURIComponent(term)}`, token);

  it('answers every orderable match as an item', async () => {
    const fields = ociFields(await search('camera'));
    const skus = Object.entries(fields).filter(([name]) => name.startsWith('NEW_ITEM-VENDORMAT')).map(([, value]) => value);

    expect(skus).toContain('CAM-100');
    expect(skus).not.toContain('OFF-1');
    expect(fields['NEW_ITEM-QUANTITY[1]']).toBe('1');
  });

  it('offers each product at its minimum order quantity', async () => {
    const fields = ociFields(await search('mouse'));

    expect(fields).toMatchObject({ 'NEW_ITEM-VENDORMAT[1]': 'ACC-MOUSE', 'NEW_ITEM-QUANTITY[1]': '2' });
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search('xylophone');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('needs a search string', async () => {
    expect((await search('  ')).statusCode).toBe(400);
  });

  it('is not for a buyer', async () => {
    expect((await search('camera', await loginDemo(api, JLINK))).statusCode).toBe(403);
  });
});

describe('the configuration in a transfer', () => {
  it('fills, maps, formats and cuts the fields as the company configured them', async () => {
    const admin = await loginDemo(api, BBOLDNER);
    const configured = await call(api, 'PUT', `${OCI_PATH}/configurations`, admin, {
      items: [
        { field: 'NEW_ITEM-UNIT', transform: '{Unit}', formatter: '', mappings: [{ mapFromValue: 'PCE', mapToValue: 'ST' }] },
        { field: 'NEW_ITEM-DESCRIPTION', transform: '{Name} ({SKU}) by {Manufacturer} for the whole company', formatter: 'UpperCase', mappings: [] },
        { field: 'NEW_ITEM-MATGROUP', transform: '{Category}', formatter: '', mappings: [{ mapFromValue: 'Cam*', mapToValue: '43211500' }] },
        { field: 'NEW_ITEM-VENDOR', transform: '4711', formatter: '', mappings: [] },
        { field: 'NEW_ITEM-PRICE', transform: '{NetPrice}', formatter: 'ThreeDecimals', mappings: [] },
        { field: 'NEW_ITEM-EXT_PRODUCT_ID', transform: '', formatter: '', mappings: [] },
        { field: 'NEW_ITEM-LONGTEXT', transform: '{LongDescription}', formatter: 'PlainText', mappings: [] },
      ],
    });
    expect(configured.statusCode).toBe(200);

    const fields = ociFields(await transfer(await basketWith(oci, [{ product: 'CAM-300', quantity: { value: 1 } }])));

    expect(fields).toMatchObject({
      'NEW_ITEM-UNIT[1]': 'ST',
      'NEW_ITEM-DESCRIPTION[1]': 'SONY HANDYCAM (CAM-300) BY SONY FOR THE ',
      'NEW_ITEM-MATGROUP[1]': '43211500',
      'NEW_ITEM-VENDOR[1]': '4711',
      'NEW_ITEM-PRICE[1]': '39.900',
    });
    expect(fields['NEW_ITEM-LONGTEXT_1:132[]']).not.toMatch(/[<>]/);
    expect(fields).not.toHaveProperty('NEW_ITEM-EXT_PRODUCT_ID[1]');
  });
});
