import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type BasketClient, basketCall, newBasket } from './basket-support';
import { startTestApi, type TestApi, errorCode } from './support';

// ACC-MOUSE: 2–20, step 2.
describe('basket merges', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const merge = (target: BasketClient, body: object, targetId = target.basketId, include = '') =>
    target.call('POST', `/baskets/${targetId}/merges${include ? `?include=${include}` : ''}`, body);
  const basketWith = async (items: { product: string; quantity: { value: number } }[]) => {
    const client = await newBasket(api);
    if (items.length > 0) expect((await client.addItems(items)).statusCode).toBe(201);
    return client;
  };
  const lines = async (client: BasketClient) => {
    const body = (await client.call('GET', `/baskets/${client.basketId}?include=lineItems`)).json();
    return Object.values((body.included?.lineItems ?? {}) as Record<string, { product: string; quantity: { value: number } }>).map(
      line => [line.product, line.quantity.value],
    );
  };

  it("adds the source's quantities to the target's lines, moves the other lines and answers the target", async () => {
    const target = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const source = await basketWith([
      { product: 'CAM-100', quantity: { value: 2 } },
      { product: 'ACC-KEYBOARD', quantity: { value: 1 } },
    ]);
    const response = await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken: source.token }, target.basketId, 'lineItems');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ id: target.basketId, totalProductQuantity: 4 });
    expect(body.infos).toEqual([
      expect.objectContaining({ code: 'basket.line_item.add_item_added_to_existing_line_item.info', parameters: expect.objectContaining({ productSku: 'CAM-100' }) }),
    ]);
    expect(await lines(target)).toEqual([
      ['CAM-100', 3],
      ['ACC-KEYBOARD', 1],
    ]);
  });

  it('moves a line the target lacks with its attributes and desired delivery date', async () => {
    const target = await basketWith([]);
    const source = await basketWith([{ product: 'CAM-400', quantity: { value: 1 } }]);
    const [line] = (await source.call('GET', `/baskets/${source.basketId}?include=lineItems`)).json().data.lineItems;
    await source.call('POST', `/baskets/${source.basketId}/items/${line}/attributes`, { name: 'engraving', value: 'x' });
    await source.call('PATCH', `/baskets/${source.basketId}/items/${line}`, { desiredDelivery: '2030-01-02' });
    await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken: source.token });
    const moved = (await target.call('GET', `/baskets/${target.basketId}?include=lineItems`)).json().included.lineItems[line];
    expect(moved).toMatchObject({ desiredDelivery: '2030-01-02', attributes: [{ name: 'engraving', value: 'x', type: 'String' }] });
  });

  it('deletes the source basket', async () => {
    const target = await basketWith([]);
    const source = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken: source.token });
    const response = await source.call('GET', `/baskets/${source.basketId}`);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('basket.not_found.error');
  });

  it('merges into the current basket by `current`', async () => {
    const target = await basketWith([]);
    const source = await basketWith([{ product: 'CAM-400', quantity: { value: 2 } }]);
    expect((await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken: source.token }, 'current')).statusCode).toBe(200);
    expect(await lines(target)).toEqual([['CAM-400', 2]]);
  });

  it('clips the added quantity to the quantity rules, with an info', async () => {
    const target = await basketWith([{ product: 'ACC-MOUSE', quantity: { value: 16 } }]);
    const source = await basketWith([{ product: 'ACC-MOUSE', quantity: { value: 10 } }]);
    const body = (await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken: source.token })).json();
    expect(body.infos.map((info: { code: string }) => info.code)).toEqual([
      'basket.line_item.add_item_added_to_existing_line_item.info',
      'basket.line_item.quantity.adjusted.info',
    ]);
    expect(await lines(target)).toEqual([['ACC-MOUSE', 20]]);
  });

  it('answers the infos in German for de_DE', async () => {
    const target = await basketWith([{ product: 'ACC-MOUSE', quantity: { value: 16 } }]);
    const source = await basketWith([{ product: 'ACC-MOUSE', quantity: { value: 10 } }]);
    const merged = await basketCall(api, 'POST', `/baskets/${target.basketId}/merges`, {
      body: { sourceBasket: source.basketId, sourceAuthenticationToken: source.token },
      token: target.token,
      matrix: ';loc=de_DE',
    });
    expect(merged.json().infos.map((info: { message: string }) => info.message)).toEqual([
      "Die Menge von 'ACC-MOUSE' wurde zur vorhandenen Position hinzugefügt.",
      "Die Menge von 'Kabellose Maus Über' wurde von 26 auf 20 geändert.",
    ]);
  });

  it('refuses to merge a basket into itself (422)', async () => {
    const client = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    for (const targetId of [client.basketId, 'current']) {
      const response = await merge(client, { sourceBasket: client.basketId, sourceAuthenticationToken: client.token }, targetId);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'basket.merge.failed',
        causes: [expect.objectContaining({ code: 'basket.merge.same_basket.error', paths: ['/sourceBasket'] })],
      });
    }
    expect(await lines(client)).toEqual([['CAM-100', 1]]);
  });

  it("refuses a source basket the source token does not own, as unknown, and changes nothing", async () => {
    const target = await basketWith([]);
    const source = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const stranger = await basketWith([]);
    for (const sourceAuthenticationToken of [stranger.token, 'not-a-token', '']) {
      const response = await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken });
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('basket.not_found.error');
      expect(response.body).not.toContain(source.basketId);
    }
    const unknown = await merge(target, { sourceBasket: 'no-such-basket', sourceAuthenticationToken: source.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe((await merge(target, { sourceBasket: source.basketId, sourceAuthenticationToken: stranger.token })).body);
    expect(await lines(source)).toEqual([['CAM-100', 1]]);
    expect(await lines(target)).toEqual([]);
  });

  it("refuses a target basket the caller's token does not own (404)", async () => {
    const owner = await basketWith([]);
    const caller = await basketWith([{ product: 'CAM-100', quantity: { value: 1 } }]);
    const response = await merge(caller, { sourceBasket: caller.basketId, sourceAuthenticationToken: caller.token }, owner.basketId);
    expect(response.statusCode).toBe(404);
    expect(await lines(caller)).toEqual([['CAM-100', 1]]);
  });

  it('answers 401 without a token', async () => {
    const source = await basketWith([]);
    const target = await basketWith([]);
    const response = await target.call(
      'POST',
      `/baskets/${target.basketId}/merges`,
      { sourceBasket: source.basketId, sourceAuthenticationToken: source.token },
      '',
    );
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no source basket', { sourceAuthenticationToken: 'x' }],
    ['no source token', { sourceBasket: 'x' }],
    ['an empty source basket id', { sourceBasket: '', sourceAuthenticationToken: 'x' }],
    ['an over-long token', { sourceBasket: 'x', sourceAuthenticationToken: 'x'.repeat(100_000) }],
    ['ids that are no texts', { sourceBasket: { id: 'x' }, sourceAuthenticationToken: ['x'] }],
  ])('answers 400 in ICM format for %s', async (_, body) => {
    const target = await basketWith([]);
    const response = await merge(target, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('rest.request.malformed.error');
  });
});
