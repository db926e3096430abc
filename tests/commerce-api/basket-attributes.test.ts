import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE, errorCode } from './support';
import { BASKET_MEDIA_TYPE, BERLIN, type BasketClient, basketCall, newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

describe('basket attributes, line item attributes and address changes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const attributes = (client: BasketClient) => `/baskets/${client.basketId}/attributes`;
  const basketDocument = async (client: BasketClient, include = '') =>
    (await client.call('GET', `/baskets/${client.basketId}${include ? `?include=${include}` : ''}`)).json();
  const causeOf = (response: { json(): { errors: { code: string; causes?: { code: string; paths: string[] }[] }[] } }) => {
    const [error] = response.json().errors;
    return [error.code, error.causes?.map(cause => [cause.code, cause.paths])];
  };
  /** The call in German (;loc=de_DE): its error's code and message, and its causes' codes and messages. */
  const inGerman = async (client: BasketClient, method: 'POST' | 'PATCH', path: string, body: object) => {
    const [error] = (await basketCall(api, method, path, { body, token: client.token, matrix: ';loc=de_DE' })).json().errors;
    return [error.code, error.message, (error.causes ?? []).map((cause: { code: string; message: string }) => [cause.code, cause.message])];
  };
  const expect4xx = (response: { statusCode: number; json(): { errors: { code: string }[] } }) => {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].code).toEqual(expect.any(String));
  };

  describe('basket attributes', () => {
    it('creates an attribute (type String by default) that the basket document shows', async () => {
      const client = await newBasket(api);
      const created = await client.call('POST', attributes(client), { name: 'deliveryTime', value: 'morning' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ data: { name: 'deliveryTime', value: 'morning', type: 'String' } });
      expect((await basketDocument(client)).data.attributes).toEqual([{ name: 'deliveryTime', value: 'morning', type: 'String' }]);
    });

    it('lists, changes and deletes attributes', async () => {
      const client = await newBasket(api);
      await client.call('POST', attributes(client), { name: 'Order_CostCenter_ID', value: '100402', type: 'String' });
      await client.call('POST', attributes(client), { name: 'giftCount', value: 3, type: 'Integer' });
      expect((await client.call('GET', attributes(client))).json().data).toEqual([
        { name: 'Order_CostCenter_ID', value: '100402', type: 'String' },
        { name: 'giftCount', value: 3, type: 'Integer' },
      ]);
      const changed = await client.call('PATCH', `${attributes(client)}/giftCount`, { name: 'giftCount', value: 4 });
      expect(changed.json()).toEqual({ data: { name: 'giftCount', value: 4, type: 'Integer' } });
      expect((await client.call('DELETE', `${attributes(client)}/Order_CostCenter_ID`)).statusCode).toBe(204);
      expect((await basketDocument(client)).data.attributes).toEqual([{ name: 'giftCount', value: 4, type: 'Integer' }]);
    });

    it('shows no attributes once the last one is deleted', async () => {
      const client = await newBasket(api);
      await client.call('POST', attributes(client), { name: 'deliveryTime', value: 'noon' });
      await client.call('DELETE', `${attributes(client)}/deliveryTime`);
      expect((await basketDocument(client)).data).not.toHaveProperty('attributes');
    });

    it('accepts a desiredDeliveryDate written yyyy-mm-dd', async () => {
      const client = await newBasket(api);
      const response = await client.call('POST', attributes(client), { name: 'desiredDeliveryDate', value: '2030-02-28', type: 'String' });
      expect(response.statusCode).toBe(201);
    });

    it.each(['2030-02-30', '28.02.2030', '2030-2-28', '', '2030-02-28T00:00:00Z'])(
      'refuses the desiredDeliveryDate %j with 422 naming it',
      async value => {
        const client = await newBasket(api);
        const response = await client.call('POST', attributes(client), { name: 'desiredDeliveryDate', value });
        expect(response.statusCode).toBe(422);
        expect(causeOf(response)).toEqual([
          'basket.attribute.creation.failed',
          [['basket.attribute.desiredDeliveryDate.invalid.error', ['/value']]],
        ]);
      },
    );

    it('refuses to change a desiredDeliveryDate to an invalid date and keeps it', async () => {
      const client = await newBasket(api);
      await client.call('POST', attributes(client), { name: 'desiredDeliveryDate', value: '2030-03-01' });
      const response = await client.call('PATCH', `${attributes(client)}/desiredDeliveryDate`, { value: '2030-13-01' });
      expect(response.statusCode).toBe(422);
      expect(causeOf(response)[0]).toBe('basket.attribute.update.failed');
      expect((await basketDocument(client)).data.attributes).toEqual([{ name: 'desiredDeliveryDate', value: '2030-03-01', type: 'String' }]);
    });

    it('refuses a second attribute of the same name (409)', async () => {
      const client = await newBasket(api);
      await client.call('POST', attributes(client), { name: 'deliveryTime', value: 'a' });
      const response = await client.call('POST', attributes(client), { name: 'deliveryTime', value: 'b' });
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('basket.attribute.already_exists.error');
    });

    it('answers its refusals in German for de_DE', async () => {
      const client = await newBasket(api);
      await client.call('POST', attributes(client), { name: 'deliveryTime', value: 'a' });
      expect(await inGerman(client, 'POST', attributes(client), { name: 'deliveryTime', value: 'b' })).toEqual([
        'basket.attribute.already_exists.error',
        "Das Attribut 'deliveryTime' ist bereits vorhanden.",
        [],
      ]);
      expect(await inGerman(client, 'POST', attributes(client), { name: 'desiredDeliveryDate', value: '2030-02-31' })).toEqual([
        'basket.attribute.creation.failed',
        'Das Attribut konnte nicht angelegt werden.',
        [['basket.attribute.desiredDeliveryDate.invalid.error', 'Der Wunschliefertermin muss ein Datum im Format JJJJ-MM-TT sein.']],
      ]);
      expect(await inGerman(client, 'PATCH', `${attributes(client)}/deliveryTime`, { value: 5 })).toEqual([
        'basket.attribute.update.failed',
        'Das Attribut konnte nicht geändert werden.',
        [['basket.attribute.value.invalid.error', "Der Wert von 'deliveryTime' ist kein String."]],
      ]);
    });

    it('answers 404 for an unknown attribute', async () => {
      const client = await newBasket(api);
      for (const method of ['PATCH', 'DELETE'] as const) {
        const response = await client.call(method, `${attributes(client)}/nope`, method === 'PATCH' ? { value: 'x' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(errorCode(response)).toBe('basket.attribute.not_found.error');
      }
    });

    it("answers 404 for another token's basket", async () => {
      const owner = await newBasket(api);
      const other = await newBasket(api);
      const response = await other.call('POST', attributes(owner), { name: 'deliveryTime', value: 'a' });
      expect(response.statusCode).toBe(404);
    });

    it('keeps a name of 256 characters and a value of 4,000, and refuses longer ones (422)', async () => {
      const client = await newBasket(api);
      expect((await client.call('POST', attributes(client), { name: 'n'.repeat(256), value: 'v'.repeat(4000) })).statusCode).toBe(201);
      const longName = await client.call('POST', attributes(client), { name: 'm'.repeat(257), value: 'v' });
      expect(causeOf(longName)).toEqual(['basket.attribute.creation.failed', [['basket.attribute.name.invalid.error', ['/name']]]]);
      const longValue = await client.call('POST', attributes(client), { name: 'long', value: 'v'.repeat(4001) });
      expect(causeOf(longValue)).toEqual(['basket.attribute.creation.failed', [['basket.attribute.value.too_long.error', ['/value']]]]);
    });

    it('refuses a value that is not of its type, and an unknown type (422)', async () => {
      const client = await newBasket(api);
      const cases = [
        [{ name: 'a', value: 5 }, 'basket.attribute.value.invalid.error'],
        [{ name: 'a', value: '5', type: 'Integer' }, 'basket.attribute.value.invalid.error'],
        [{ name: 'a', value: 1.5, type: 'Integer' }, 'basket.attribute.value.invalid.error'],
        [{ name: 'a', value: null }, 'basket.attribute.value.invalid.error'],
        [{ name: 'a', value: { nested: true }, type: 'String' }, 'basket.attribute.value.invalid.error'],
        [{ name: 'a', value: 'x', type: 'toString' }, 'basket.attribute.type.invalid.error'],
        [{ name: 'a', value: 'x', type: '__proto__' }, 'basket.attribute.type.invalid.error'],
      ] as const;
      for (const [body, code] of cases) {
        const response = await client.call('POST', attributes(client), body);
        expect(response.statusCode).toBe(422);
        expect(causeOf(response)[1]).toEqual([[code, [code.includes('type') ? '/type' : '/value']]]);
      }
      expect((await client.call('GET', attributes(client))).json().data).toEqual([]);
    });

    it('keeps names such as __proto__ and constructor as plain data', async () => {
      const client = await newBasket(api);
      for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
        expect((await client.call('POST', attributes(client), { name, value: 'x' })).statusCode).toBe(201);
      }
      expect((await client.call('PATCH', `${attributes(client)}/__proto__`, { value: 'y' })).json().data).toEqual({
        name: '__proto__',
        value: 'y',
        type: 'String',
      });
      expect((await basketDocument(client)).data.attributes.map((attribute: { name: string }) => attribute.name)).toEqual([
        '__proto__',
        'constructor',
        'hasOwnProperty',
      ]);
    });

    it('answers 4xx in ICM format for malformed bodies', async () => {
      const client = await newBasket(api);
      const raw = (payload: string) =>
        api.inject({
          method: 'POST',
          url: `${BASE}${attributes(client)}`,
          headers: { accept: BASKET_MEDIA_TYPE, 'authentication-token': client.token, 'content-type': 'application/json' },
          payload,
        });
      expect4xx(await raw('{"name":"a","value":"b","__proto__":{"polluted":true}}'));
      expect4xx(await raw('{"name":'));
      expect4xx(await client.call('POST', attributes(client), { value: 'no name' }));
      expect4xx(await client.call('POST', attributes(client), { name: 'no value' }));
      expect4xx(await client.call('POST', attributes(client), { name: 'x'.repeat(5000), value: 'x' }));
      expect4xx(await client.call('POST', attributes(client), { name: 'huge', value: 'x'.repeat(200_000) }));
      expect4xx(await client.call('POST', attributes(client), ['name', 'value']));
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses more than 50 attributes per basket', async () => {
      const client = await newBasket(api);
      for (let index = 0; index < 50; index += 1) {
        expect((await client.call('POST', attributes(client), { name: `a${index}`, value: 'x' })).statusCode).toBe(201);
      }
      const response = await client.call('POST', attributes(client), { name: 'one-too-many', value: 'x' });
      expect(causeOf(response)).toEqual(['basket.attribute.creation.failed', [['basket.attribute.limit.error', ['/name']]]]);
    });
  });

  describe('line item attributes and desired delivery', () => {
    const lineOf = async (client: BasketClient) => {
      const [line] = (await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }])).json().data;
      return `/baskets/${client.basketId}/items/${line.id}` as string;
    };
    const lineDocument = async (client: BasketClient) => {
      const body = await basketDocument(client, 'lineItems');
      return Object.values(body.included.lineItems)[0] as Record<string, unknown>;
    };

    it('creates, changes and deletes an item attribute that the line item document shows', async () => {
      const client = await newBasket(api);
      const item = await lineOf(client);
      const created = await client.call('POST', `${item}/attributes`, { name: 'engraving', value: 'For Anna' });
      expect(created.statusCode).toBe(201);
      expect((await lineDocument(client)).attributes).toEqual([{ name: 'engraving', value: 'For Anna', type: 'String' }]);
      const changed = await client.call('PATCH', `${item}/attributes/engraving`, { value: 'For Ben' });
      expect(changed.json().data).toEqual({ name: 'engraving', value: 'For Ben', type: 'String' });
      expect((await client.call('GET', `${item}/attributes`)).json().data).toEqual([{ name: 'engraving', value: 'For Ben', type: 'String' }]);
      expect((await client.call('DELETE', `${item}/attributes/engraving`)).statusCode).toBe(204);
      expect(await lineDocument(client)).not.toHaveProperty('attributes');
    });

    it('shows item attributes on the line items a PATCH answers', async () => {
      const client = await newBasket(api);
      const item = await lineOf(client);
      await client.call('POST', `${item}/attributes`, { name: 'engraving', value: 'x' });
      const patched = await client.call('PATCH', item, { quantity: { value: 2 } });
      expect(patched.json().data.attributes).toEqual([{ name: 'engraving', value: 'x', type: 'String' }]);
    });

    it('checks item attributes as basket attributes (desiredDeliveryDate, types)', async () => {
      const client = await newBasket(api);
      const item = await lineOf(client);
      const response = await client.call('POST', `${item}/attributes`, { name: 'desiredDeliveryDate', value: 'tomorrow' });
      expect(causeOf(response)).toEqual([
        'basket.line_item.attribute.creation.failed',
        [['basket.attribute.desiredDeliveryDate.invalid.error', ['/value']]],
      ]);
    });

    it('answers 404 for an unknown line item or attribute', async () => {
      const client = await newBasket(api);
      const item = await lineOf(client);
      const unknownItem = await client.call('POST', `/baskets/${client.basketId}/items/nope/attributes`, { name: 'a', value: 'b' });
      expect(errorCode(unknownItem)).toBe('basket.line_item.not_found.error');
      const unknownAttribute = await client.call('DELETE', `${item}/attributes/nope`);
      expect(unknownAttribute.statusCode).toBe(404);
      expect(errorCode(unknownAttribute)).toBe('basket.line_item.attribute.not_found.error');
    });

    it('sets and clears a line item desired delivery date (PATCH desiredDelivery)', async () => {
      const client = await newBasket(api);
      const item = await lineOf(client);
      const set = await client.call('PATCH', item, { desiredDelivery: '2030-05-04' });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toMatchObject({ desiredDelivery: '2030-05-04', quantity: { value: 1 } });
      expect((await lineDocument(client)).desiredDelivery).toBe('2030-05-04');
      await client.call('PATCH', item, { desiredDelivery: null });
      expect(await lineDocument(client)).not.toHaveProperty('desiredDelivery');
    });

    it('refuses a desired delivery date not written yyyy-mm-dd (422) and keeps the line', async () => {
      const client = await newBasket(api);
      const item = await lineOf(client);
      const response = await client.call('PATCH', item, { desiredDelivery: '2030-02-31', quantity: { value: 3 } });
      expect(response.statusCode).toBe(422);
      expect(causeOf(response)).toEqual([
        'basket.line_item.update.failed',
        [['basket.line_item.desired_delivery.invalid.error', ['/desiredDelivery']]],
      ]);
      expect(await lineDocument(client)).toMatchObject({ quantity: { value: 1 } });
      expect(await lineDocument(client)).not.toHaveProperty('desiredDelivery');
    });

    it('refuses a desired delivery date in German for de_DE', async () => {
      const client = await newBasket(api);
      expect(await inGerman(client, 'PATCH', await lineOf(client), { desiredDelivery: '31.02.2030' })).toEqual([
        'basket.line_item.update.failed',
        'Die Position konnte nicht geändert werden.',
        [['basket.line_item.desired_delivery.invalid.error', 'Der Wunschliefertermin muss im Format JJJJ-MM-TT angegeben werden.']],
      ]);
    });
  });

  describe('address changes', () => {
    const addressOf = async (client: BasketClient) => (await client.addAddress(BERLIN)).json().data as { id: string; urn: string };
    const patchAddress = (client: BasketClient, id: string, body: object) =>
      client.call('PATCH', `/baskets/${client.basketId}/addresses/${encodeURIComponent(id)}`, body);

    it('changes the given fields, keeps the others and the urn, and answers {data: address}', async () => {
      const client = await newBasket(api);
      const address = await addressOf(client);
      const response = await patchAddress(client, address.id, { city: ' Potsdam ', addressLine2: 'Hinterhaus' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ ...BERLIN, city: 'Potsdam', addressLine2: 'Hinterhaus', id: address.id, urn: address.urn });
      const listed = (await client.call('GET', `/baskets/${client.basketId}/eligible-addresses`)).json().data;
      expect(listed).toEqual([expect.objectContaining({ id: address.id, city: 'Potsdam' })]);
    });

    it('names the address by its urn too', async () => {
      const client = await newBasket(api);
      const address = await addressOf(client);
      expect((await patchAddress(client, address.urn, { lastName: 'Smith' })).json().data.lastName).toBe('Smith');
    });

    it('checks the result as a new address (422 basket.address.update.failed) and keeps the address', async () => {
      const client = await newBasket(api);
      const address = await addressOf(client);
      const response = await patchAddress(client, address.id, { email: 'patricia', firstName: ' ', mainDivisionCode: 'CA' });
      expect(response.statusCode).toBe(422);
      expect(causeOf(response)).toEqual([
        'basket.address.update.failed',
        [
          ['address.firstName.missing.error', ['/firstName']],
          ['address.mainDivisionCode.invalid.error', ['/mainDivisionCode']],
          ['address.email.invalid.error', ['/email']],
        ],
      ]);
      const listed = (await client.call('GET', `/baskets/${client.basketId}/eligible-addresses`)).json().data;
      expect(listed[0]).toMatchObject(BERLIN);
    });

    it("answers 404 for an unknown address or another basket's", async () => {
      const client = await newBasket(api);
      const other = await newBasket(api);
      const foreign = await addressOf(other);
      for (const id of ['nope', foreign.id]) {
        const response = await patchAddress(client, id, { city: 'X' });
        expect(response.statusCode).toBe(404);
        expect(errorCode(response)).toBe('basket.address.not_found.error');
      }
    });

    it('drops a shipping method the changed ship-to address is not reached by', async () => {
      const client = await newBasket(api);
      const address = await addressOf(client);
      await client.call('PATCH', `/baskets/${client.basketId}`, { commonShipToAddress: address.id, commonShippingMethod: 'EXPRESS' });
      expect((await basketDocument(client)).data.commonShippingMethod).toBe('EXPRESS');
      await patchAddress(client, address.id, { countryCode: 'US', mainDivisionCode: 'NY' });
      expect((await basketDocument(client)).data).not.toHaveProperty('commonShippingMethod');
    });

    it('answers 4xx for hostile bodies', async () => {
      const client = await newBasket(api);
      const address = await addressOf(client);
      expect4xx(await patchAddress(client, address.id, { city: 'x'.repeat(10_000) }));
      expect4xx(await patchAddress(client, address.id, { city: { nested: 1 } }));
      expect4xx(await patchAddress(client, address.id, ['city']));
    });
  });
});
