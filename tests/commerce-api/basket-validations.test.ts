import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { addInstrument, setOpenTender, VALID_CARD } from './basket-payment-support';
import { BERLIN, type BasketClient, newBasket } from './basket-support';
import { readyBasket } from './order-support';
import { startTestApi, type TestApi, errorCode } from './support';

// Test catalogue: CAM-400 10 in stock (rules: 1–100, step 1), CAM-200 none in stock, ACC-MOUSE
// 10 in stock (2–20, step 2), SET-DESK and ACC-KEYBOARD orderable.
describe('basket validations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const writeDb = (sql: string, ...values: unknown[]) => {
    const db = openDatabase(api.dbFile);
    try {
      db.prepare(sql).run(...values);
    } finally {
      db.close();
    }
  };
  const validate = (client: BasketClient, body: object, include = '', basket = client.basketId) =>
    client.call('POST', `/baskets/${basket}/validations${include ? `?include=${include}` : ''}`, body);
  const results = async (client: BasketClient, scopes: string[], adjustmentsAllowed = false) => {
    const response = await validate(client, { adjustmentsAllowed, scopes });
    expect(response.statusCode).toBe(200);
    return response.json().data.results as {
      valid: boolean;
      adjusted: boolean;
      errors: { code: string; parameters: { scopes: string[]; lineItemId?: string; productSku?: string }; causes?: { code: string; paths: string[] }[] }[];
      infos: { code: string; parameters: { scopes: string[]; lineItemId?: string; productSku?: string } }[];
    };
  };
  const errorCodes = async (client: BasketClient, scopes: string[]) =>
    (await results(client, scopes)).errors.map(error => [error.code, error.parameters.scopes]);
  const basketWith = async (items: { product: string; quantity: { value: number } }[]) => {
    const client = await newBasket(api);
    const added = await client.addItems(items);
    expect(added.statusCode).toBe(201);
    return { client, lineIds: (added.json().data as { id: string }[]).map(line => line.id) };
  };
  const quantities = async (client: BasketClient) => {
    const basket = (await client.call('GET', `/baskets/${client.basketId}?include=lineItems`)).json();
    return Object.values((basket.included?.lineItems ?? {}) as Record<string, { product: string; quantity: { value: number } }>).map(
      line => [line.product, line.quantity.value],
    );
  };
  const withAddress = async (client: BasketClient) => {
    const address = (await client.addAddress(BERLIN)).json().data;
    return address as { id: string; urn: string };
  };

  it('answers the ICM shape: basket id, scopes and results', async () => {
    const { client } = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const response = await validate(client, { adjustmentsAllowed: false, scopes: ['Products'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { basket: client.basketId, scopes: ['Products'], results: { valid: true, adjusted: false, errors: [], infos: [] } },
    });
  });

  it('validates the current basket by `current` and `-`', async () => {
    const { client } = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    for (const id of ['current', '-']) {
      const response = await validate(client, { scopes: ['Products'] }, '', id);
      expect(response.json().data.basket).toBe(client.basketId);
    }
  });

  it('resolves the basket includes, the adjusted basket among them', async () => {
    const client = await readyBasket(api);
    const include = 'basket,basket_lineItems,basket_invoiceToAddress,basket_commonShipToAddress,basket_commonShippingMethod,basket_payments,basket_bogus';
    const body = (await validate(client, { scopes: ['All'] }, include)).json();
    expect(Object.keys(body.included)).toEqual(
      expect.arrayContaining([
        'basket',
        'basket_lineItems',
        'basket_invoiceToAddress',
        'basket_commonShipToAddress',
        'basket_commonShippingMethod',
        'basket_payments',
      ]),
    );
    expect(body.included).not.toHaveProperty('basket_bogus');
    expect(body.included.basket[client.basketId]).toMatchObject({ id: client.basketId, commonShippingMethod: 'STD_GROUND' });
    expect(Object.keys(body.included.basket_commonShippingMethod)).toEqual(['STD_GROUND']);
    expect(body.infos).toEqual([expect.objectContaining({ code: 'include.not_resolved.error', message: expect.stringContaining('basket_bogus') })]);
  });

  describe('Products', () => {
    it('is valid for lines that are available, in stock and within the rules', async () => {
      const { client } = await basketWith([{ product: 'CAM-400', quantity: { value: 10 } }]);
      expect(await results(client, ['Products'])).toMatchObject({ valid: true, adjusted: false, errors: [] });
    });

    it('reports a line above the stock, naming the scope, line and product, and changes nothing', async () => {
      const { client, lineIds } = await basketWith([{ product: 'CAM-400', quantity: { value: 15 } }]);
      const result = await results(client, ['Products']);
      expect(result).toMatchObject({ valid: false, adjusted: false });
      expect(result.errors).toEqual([
        expect.objectContaining({
          code: 'basket.line_item.product.out_of_stock.error',
          parameters: { scopes: ['Products'], lineItemId: lineIds[0], productSku: 'CAM-400' },
          causes: [expect.objectContaining({ code: 'basket.line_item.product.out_of_stock.error', paths: [`/lineItems/${lineIds[0]}`] })],
        }),
      ]);
      expect(await quantities(client)).toEqual([['CAM-400', 15]]);
    });

    it('with adjustments clips a line to the stock and shows the adjusted basket', async () => {
      const { client, lineIds } = await basketWith([{ product: 'CAM-400', quantity: { value: 15 } }]);
      const response = await validate(client, { adjustmentsAllowed: true, scopes: ['Products'] }, 'basket,basket_lineItems');
      const body = response.json();
      expect(body.data.results).toMatchObject({ valid: true, adjusted: true, errors: [] });
      expect(body.data.results.infos).toEqual([
        expect.objectContaining({
          code: 'basket.line_item.quantity.adjusted.info',
          parameters: { scopes: ['Products'], lineItemId: lineIds[0], productSku: 'CAM-400' },
        }),
      ]);
      expect(body.included.basket[client.basketId].totalProductQuantity).toBe(10);
      expect(body.included.basket_lineItems[lineIds[0]].quantity.value).toBe(10);
      expect(await quantities(client)).toEqual([['CAM-400', 10]]);
    });

    it('with adjustments removes a line whose product is out of stock', async () => {
      const { client } = await basketWith([
        { product: 'CAM-200', quantity: { value: 1 } },
        { product: 'CAM-100', quantity: { value: 1 } },
      ]);
      const result = await results(client, ['Products'], true);
      expect(result).toMatchObject({ valid: true, adjusted: true });
      expect(result.infos.map(info => [info.code, info.parameters.productSku])).toEqual([['basket.line_item.removed.info', 'CAM-200']]);
      expect(await quantities(client)).toEqual([['CAM-100', 1]]);
    });

    it('reports a line whose product went offline, and with adjustments removes it', async () => {
      const { client, lineIds } = await basketWith([{ product: 'SET-DESK', quantity: { value: 1 } }]);
      writeDb("UPDATE products SET online = 0 WHERE sku = 'SET-DESK'");
      const result = await results(client, ['Products']);
      expect(result.errors.map(error => [error.code, error.causes?.[0].paths])).toEqual([
        ['basket.line_item.product.not_available.error', [`/lineItems/${lineIds[0]}`]],
      ]);
      expect(await quantities(client)).toEqual([['SET-DESK', 1]]);
      const adjusted = await results(client, ['Products'], true);
      expect(adjusted).toMatchObject({ valid: true, adjusted: true, infos: [expect.objectContaining({ code: 'basket.line_item.removed.info' })] });
      expect(await quantities(client)).toEqual([]);
    });

    it('reports a quantity the product rules no longer allow, and with adjustments clips it', async () => {
      const { client } = await basketWith([{ product: 'ACC-MOUSE', quantity: { value: 10 } }]);
      writeDb("UPDATE products SET max_order_quantity = 7 WHERE sku = 'ACC-MOUSE'");
      try {
        expect((await results(client, ['Products'])).errors.map(error => error.code)).toEqual([
          'basket.line_item.quantity.above_maximum.error',
        ]);
        const adjusted = await results(client, ['Products'], true);
        expect(adjusted.infos.map(info => info.code)).toEqual(['basket.line_item.quantity.adjusted.info']);
        expect(await quantities(client)).toEqual([['ACC-MOUSE', 6]]); // the maximum 7, down to the step 2
      } finally {
        writeDb("UPDATE products SET max_order_quantity = 20 WHERE sku = 'ACC-MOUSE'");
      }
    });
  });

  describe('Value', () => {
    it('reports an empty basket', async () => {
      const client = await newBasket(api);
      const result = await results(client, ['Value']);
      expect(result.errors).toEqual([
        expect.objectContaining({
          code: 'basket.validation.empty.error',
          parameters: { scopes: ['Value'] },
          causes: [expect.objectContaining({ paths: ['/lineItems'] })],
        }),
      ]);
    });

    it('accepts a basket with items', async () => {
      const { client } = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
      expect((await results(client, ['Value'])).valid).toBe(true);
    });

    it("reports the basket the Products adjustments emptied ('' checks Products and Value)", async () => {
      const { client } = await basketWith([{ product: 'CAM-200', quantity: { value: 1 } }]);
      const result = await results(client, [''], true);
      expect(result).toMatchObject({ valid: false, adjusted: true });
      expect(result.errors.map(error => error.code)).toEqual(['basket.validation.empty.error']);
    });
  });

  describe('addresses', () => {
    it('reports a missing invoice address under InvoiceAddress', async () => {
      expect(await errorCodes(await newBasket(api), ['InvoiceAddress'])).toEqual([
        ['basket.invoice_to_address.missing.error', ['InvoiceAddress']],
      ]);
    });

    it('reports a missing ship-to address under ShippingAddress', async () => {
      expect(await errorCodes(await newBasket(api), ['ShippingAddress'])).toEqual([
        ['basket.ship_to_address.missing.error', ['ShippingAddress']],
      ]);
    });

    it('checks both for Addresses, and accepts chosen addresses', async () => {
      const client = await newBasket(api);
      expect((await errorCodes(client, ['Addresses'])).map(([code]) => code)).toEqual([
        'basket.invoice_to_address.missing.error',
        'basket.ship_to_address.missing.error',
      ]);
      const address = await withAddress(client);
      await client.call('PATCH', `/baskets/${client.basketId}`, { invoiceToAddress: address.id, commonShipToAddress: address.id });
      expect(await results(client, ['Addresses', 'InvoiceAddress', 'ShippingAddress'])).toMatchObject({ valid: true, errors: [] });
    });

    it('reports a chosen address that is no longer complete, pointing at the field', async () => {
      const client = await newBasket(api);
      const address = await withAddress(client);
      await client.call('PATCH', `/baskets/${client.basketId}`, { invoiceToAddress: address.id });
      writeDb("UPDATE basket_addresses SET city = '' WHERE id = ?", address.id);
      const [error] = (await results(client, ['InvoiceAddress'])).errors;
      expect(error).toMatchObject({
        code: 'basket.invoice_to_address.invalid.error',
        parameters: { scopes: ['InvoiceAddress'] },
        causes: [expect.objectContaining({ code: 'address.city.missing.error', paths: ['/invoiceToAddress/city'] })],
      });
    });
  });

  describe('Shipping', () => {
    it('reports a missing shipping method', async () => {
      expect(await errorCodes(await newBasket(api), ['Shipping'])).toEqual([['basket.shipping_method.missing.error', ['Shipping']]]);
    });

    it('accepts an eligible method', async () => {
      const client = await newBasket(api);
      await client.call('PATCH', `/baskets/${client.basketId}`, { commonShippingMethod: 'STD_GROUND' });
      expect((await results(client, ['Shipping'])).valid).toBe(true);
    });

    it('reports a method no longer eligible for the ship-to address', async () => {
      const client = await newBasket(api);
      const address = (await client.addAddress({ ...BERLIN, countryCode: 'US', mainDivisionCode: undefined })).json().data;
      await client.call('PATCH', `/baskets/${client.basketId}`, { commonShipToAddress: address.id });
      writeDb("UPDATE baskets SET shipping_method_id = 'EXPRESS' WHERE id = ?", client.basketId);
      expect(await errorCodes(client, ['Shipping'])).toEqual([['basket.shipping_method.not_eligible.error', ['Shipping']]]);
    });
  });

  describe('Payment', () => {
    it('reports a missing payment', async () => {
      expect(await errorCodes(await newBasket(api), ['Payment'])).toEqual([['basket.payment.missing.error', ['Payment']]]);
    });

    it('accepts an open tender of an unrestricted method', async () => {
      const client = await newBasket(api);
      await setOpenTender(client, 'ISH_INVOICE');
      expect((await results(client, ['Payment'])).valid).toBe(true);
    });

    it('reports a tender whose method became restricted (the basket grew above its limit)', async () => {
      const client = await newBasket(api);
      await setOpenTender(client, 'ISH_INVOICE');
      await client.addItems([{ product: 'CAM-100', quantity: { value: 6 } }]);
      expect(await errorCodes(client, ['Payment'])).toEqual([['basket.payment_method.restricted.error', ['Payment']]]);
    });

    it('reports an instrument that is no longer complete', async () => {
      const client = await newBasket(api);
      const instrument = (await addInstrument(client, 'ISH_CREDITCARD', VALID_CARD)).json().data;
      expect((await setOpenTender(client, instrument.id)).statusCode).toBe(200);
      expect((await results(client, ['Payment'])).valid).toBe(true);
      writeDb(`UPDATE basket_payment_instruments SET parameters = '[]' WHERE id = ?`, instrument.id);
      const [error] = (await results(client, ['Payment'])).errors;
      expect(error.code).toBe('basket.payment_instrument.incomplete.error');
      expect(error.causes?.map(cause => cause.code)).toEqual([
        'payment.instrument.holder.missing.error',
        'payment.instrument.creditCardNumber.missing.error',
        'payment.instrument.expiryDate.missing.error',
      ]);
    });
  });

  describe('All and the scopes without checks', () => {
    it('accepts a basket ready for ordering', async () => {
      expect(await results(await readyBasket(api), ['All'])).toMatchObject({ valid: true, adjusted: false, errors: [] });
    });

    it('reports every problem of an empty basket in checkout order, each with its scope', async () => {
      expect(await errorCodes(await newBasket(api), ['All'])).toEqual([
        ['basket.validation.empty.error', ['Value']],
        ['basket.invoice_to_address.missing.error', ['InvoiceAddress']],
        ['basket.ship_to_address.missing.error', ['ShippingAddress']],
        ['basket.shipping_method.missing.error', ['Shipping']],
        ['basket.payment.missing.error', ['Payment']],
      ]);
    });

    it('accepts Promotion, CostCenter, Quote and Subscription with nothing to check', async () => {
      const client = await newBasket(api);
      expect(await results(client, ['Promotion', 'CostCenter', 'Quote', 'Subscription'])).toMatchObject({ valid: true, errors: [] });
    });
  });

  describe('refusals', () => {
    it('answers 404 basket.not_found.error for an unknown basket', async () => {
      const client = await newBasket(api);
      const response = await validate(client, { scopes: ['All'] }, '', 'no-such-basket');
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('basket.not_found.error');
    });

    it("answers 404 for another token's basket", async () => {
      const owner = await newBasket(api);
      const other = await newBasket(api);
      expect((await validate(other, { scopes: ['All'] }, '', owner.basketId)).statusCode).toBe(404);
    });

    it('answers 400 for unknown scopes, naming each', async () => {
      const client = await newBasket(api);
      const response = await validate(client, { scopes: ['Products', 'Everything', '__proto__', 'constructor'] });
      expect(response.statusCode).toBe(400);
      const [error] = response.json().errors;
      expect(error.code).toBe('basket.validation.scope.unknown.error');
      expect(error.causes.map((cause: { paths: string[] }) => cause.paths[0])).toEqual(['/scopes/1', '/scopes/2', '/scopes/3']);
    });

    it.each([
      ['a scope list that is no list of texts', { scopes: [{ name: 'All' }] }],
      ['adjustmentsAllowed that is no boolean', { adjustmentsAllowed: 'maybe', scopes: ['All'] }],
      ['an over-long scope', { scopes: ['x'.repeat(10_000)] }],
      ['too many scopes', { scopes: Array.from({ length: 500 }, () => 'All') }],
      ['a body that is no object', ['All']],
    ])('answers 4xx in ICM format for %s', async (_, body) => {
      const client = await newBasket(api);
      const response = await validate(client, body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().errors[0].code).toEqual(expect.any(String));
    });

    it('answers 401 without a token', async () => {
      const client = await newBasket(api);
      const response = await client.call('POST', `/baskets/${client.basketId}/validations`, { scopes: ['All'] }, '');
      expect(response.statusCode).toBe(401);
    });
  });
});
