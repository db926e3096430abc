import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BERLIN, basketCall, newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

describe('basket addresses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const causesOf = (response: { json(): { errors: { causes: { code: string; paths: string[] }[] }[] } }) =>
    response.json().errors[0].causes.map(cause => [cause.code, cause.paths]);

  it('creates an address of the basket with its urn, country and region names', async () => {
    const client = await newBasket(api);
    const response = await client.addAddress(BERLIN);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: 'Address',
      ...BERLIN,
      country: 'Germany',
      mainDivision: 'Berlin',
      urn: `urn:address:basket:${client.basketId}:${data.id}`,
    });
  });

  it('refuses an address without the required fields, naming each one', async () => {
    const client = await newBasket(api);
    const response = await client.addAddress({ firstName: 'Patricia', city: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('basket.address.creation.failed');
    expect(causesOf(response)).toEqual([
      ['address.lastName.missing.error', ['/lastName']],
      ['address.addressLine1.missing.error', ['/addressLine1']],
      ['address.postalCode.missing.error', ['/postalCode']],
      ['address.city.missing.error', ['/city']],
      ['address.countryCode.missing.error', ['/countryCode']],
      ['address.email.missing.error', ['/email']],
    ]);
  });

  it('refuses a country that is not in the reference data', async () => {
    const client = await newBasket(api);
    const response = await client.addAddress({ ...BERLIN, countryCode: 'XX', mainDivisionCode: undefined });
    expect(causesOf(response)).toEqual([['address.countryCode.invalid.error', ['/countryCode']]]);
  });

  it("refuses a region that is not one of the country's", async () => {
    const client = await newBasket(api);
    const response = await client.addAddress({ ...BERLIN, mainDivisionCode: 'CA' });
    expect(causesOf(response)).toEqual([['address.mainDivisionCode.invalid.error', ['/mainDivisionCode']]]);
  });

  it.each([
    ['DE', 'ABC'],
    ['DE', '1'],
    ['GB', '10115'],
    ['AT', '10115'],
    ['US', 'SW1A 1AA'],
  ])("refuses a postal code that is not written as %s writes them ('%s'), naming the country's format", async (countryCode, postalCode) => {
    const client = await newBasket(api);
    const response = await client.addAddress({ ...BERLIN, countryCode, mainDivisionCode: undefined, postalCode });
    expect(response.statusCode).toBe(422);
    expect(causesOf(response)).toEqual([['address.postalCode.invalid.error', ['/postalCode']]]);
    expect(response.json().errors[0].causes[0].message).toMatch(/^'.+' is no postal code of .+ \(such as .+\)\.$/);
  });

  it.each([
    ['DE', '10115'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['US', '10001-1234'],
    ['GB', 'sw1a 1aa'],
    ['FR', '75001'],
    ['NL', '1012 AB'],
  ])('takes a postal code written as %s writes them (%s)', async (countryCode, postalCode) => {
    const client = await newBasket(api);
    const response = await client.addAddress({ ...BERLIN, countryCode, mainDivisionCode: undefined, postalCode });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an e-mail address that is not one', async () => {
    const client = await newBasket(api);
    const response = await client.addAddress({ ...BERLIN, email: 'patricia' });
    expect(causesOf(response)).toEqual([['address.email.invalid.error', ['/email']]]);
  });

  it("lists the basket's addresses as eligible addresses", async () => {
    const client = await newBasket(api);
    await client.addAddress(BERLIN);
    await client.addAddress({ ...BERLIN, city: 'Potsdam', mainDivisionCode: 'BB' });
    const { data } = (await client.call('GET', `/baskets/${client.basketId}/eligible-addresses`)).json();
    expect(data.map((address: { city: string }) => address.city)).toEqual(['Berlin', 'Potsdam']);
  });

  it('sets the invoice and ship-to addresses by id and resolves them by urn in included', async () => {
    const client = await newBasket(api);
    const { data: address } = (await client.addAddress(BERLIN)).json();
    const response = await client.call('PATCH', '/baskets/current?include=invoiceToAddress,commonShipToAddress', {
      invoiceToAddress: address.id,
      commonShipToAddress: address.urn,
    });
    expect(response.statusCode).toBe(200);
    const { data, included } = response.json();
    expect(data).toMatchObject({ invoiceToAddress: address.urn, commonShipToAddress: address.urn });
    expect(included.invoiceToAddress).toEqual({ [address.urn]: address });
    expect(included.commonShipToAddress).toEqual({ [address.urn]: address });
  });

  it("refuses another basket's address and changes nothing", async () => {
    const client = await newBasket(api);
    const other = await newBasket(api);
    const { data: foreign } = (await other.addAddress(BERLIN)).json();
    const response = await client.call('PATCH', '/baskets/current', { invoiceToAddress: foreign.id, messageToMerchant: 'hi' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('basket.update.failed');
    expect(causesOf(response)).toEqual([['basket.address.not_found.error', ['/invoiceToAddress']]]);
    const { data } = (await client.call('GET', '/baskets/current')).json();
    expect(data.invoiceToAddress).toBeUndefined();
    expect(data.messageToMerchant).toBeUndefined();
  });

  it('refuses an unknown address and shipping method in German for de_DE', async () => {
    const client = await newBasket(api);
    const response = await basketCall(api, 'PATCH', '/baskets/current', {
      body: { commonShipToAddress: 'no-such-address', commonShippingMethod: 'NO_SUCH_METHOD' },
      token: client.token,
      matrix: ';loc=de_DE',
    });
    const [error] = response.json().errors;
    expect([error.message, ...error.causes.map((cause: { message: string }) => cause.message)]).toEqual([
      'Der Warenkorb konnte nicht geändert werden.',
      "Die Adresse 'no-such-address' gehört nicht zu diesem Warenkorb.",
      "Die Versandart 'NO_SUCH_METHOD' ist für diesen Warenkorb nicht möglich.",
    ]);
  });
});
