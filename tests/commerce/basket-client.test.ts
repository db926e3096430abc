// The commerce client's basket and order resources against the bundled API (fresh seeded database,
// listening on a random port), and, for endpoints the bundled API does not have yet, against a
// small local stand-in answering recorded-style ICM shapes.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createCommerceApi, restBasePath } from '../../commerce-api/app';
import { createCommerceClient, type CommerceClientOptions } from '~/commerce/client.server';
import { CommerceError } from '~/commerce/errors';
import { mapMessages, messagesDataSchema } from '~/commerce/models/basket';
import { BERLIN } from '../commerce-api/basket-support';
import { CHANNEL, createSeededDatabase } from '../commerce-api/support';


let api: Awaited<ReturnType<typeof createCommerceApi>>;
let directory: string;
let baseUrl: string;
/** Every request the bundled API saw: method, url and token header. */
let seen: { method: string; url: string; token?: string }[] = [];

beforeAll(async () => {
  const database = createSeededDatabase();
  directory = database.directory;
  api = await createCommerceApi({ dbFile: database.dbFile, channel: CHANNEL });
  await api.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}${restBasePath(CHANNEL)}`;
});

afterAll(async () => {
  await api?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

/** fetch that records what the client sent. */
const recordingFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  seen.push({ method: init?.method ?? 'GET', url: String(input), token: headers.get('authentication-token') ?? undefined });
  return fetch(input, init);
};

const client = (options: Partial<CommerceClientOptions> = {}) =>
  createCommerceClient({ baseUrl, locale: 'en_US', currency: 'USD', tokenRetryDelayMs: 0, fetch: recordingFetch, ...options });

/** A client holding a new anonymous basket. */
async function withBasket() {
  const commerce = client();
  const { basket, token } = await commerce.baskets.create();
  return { commerce, basket, token: token! };
}

/** A basket with a camera and two mice, the Berlin address, STD_GROUND and cash on delivery. */
async function readyBasket() {
  const { commerce, basket, token } = await withBasket();
  await commerce.baskets.addItems(basket.id, [{ sku: 'CAM-100', quantity: 1 }, { sku: 'ACC-MOUSE', quantity: 2 }]);
  const address = await commerce.baskets.createAddress(basket.id, BERLIN);
  await commerce.baskets.update(basket.id, { invoiceToAddress: address.id, commonShipToAddress: address.id, commonShippingMethod: 'STD_GROUND' });
  await commerce.baskets.setPayment(basket.id, 'ISH_CASH_ON_DELIVERY');
  return { commerce, basketId: basket.id, token, address };
}

describe('against the bundled API', () => {
  it('create() answers the anonymous token, and later calls of the same client send it', async () => {
    seen = [];
    const commerce = client();
    const { basket, token } = await commerce.baskets.create();
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(basket.id).toBeTruthy();
    expect(basket.lineItems).toEqual([]);
    expect(seen[0]).toMatchObject({ method: 'POST', token: undefined });

    const current = await commerce.baskets.get('current');
    expect(current.id).toBe(basket.id);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', token });
    expect(commerce.tokenRejected).toBe(false);

    // a later request's client with the stored token sees the same basket
    expect((await client({ token }).baskets.list()).map(b => b.id)).toEqual([basket.id]);
  });

  it('adds items (sku, quantity and unit only), updates a quantity and deletes a line', async () => {
    const { commerce, basket } = await withBasket();
    seen = [];
    const added = await commerce.baskets.addItems(basket.id, [{ sku: 'CAM-100', quantity: 1 }, { sku: 'ACC-MOUSE', quantity: 2 }]);
    expect(added.lineItems.map(l => [l.sku, l.quantity])).toEqual([['CAM-100', 1], ['ACC-MOUSE', 2]]);
    expect(added.infos).toEqual([]);

    const camera = added.lineItems[0];
    const updated = await commerce.baskets.updateItem(basket.id, camera.id, { quantity: 3 });
    expect(updated.lineItem).toMatchObject({ id: camera.id, quantity: 3 });

    // a write forgets earlier GETs of the same client: the basket is read again
    expect((await commerce.baskets.get(basket.id)).totalProductQuantity).toBe(5);
    await commerce.baskets.deleteItem(basket.id, camera.id);
    const after = await commerce.baskets.get(basket.id);
    expect(after.lineItems.map(l => l.sku)).toEqual(['ACC-MOUSE']);
    expect(after.itemCount).toBe(1);

    await commerce.baskets.deleteAllItems(basket.id);
    expect((await commerce.baskets.get(basket.id)).lineItems).toEqual([]);
  });

  it('drops the hidden infos (item added to an existing line, line deleted)', async () => {
    const { commerce, basket } = await withBasket();
    await commerce.baskets.addItems(basket.id, [{ sku: 'CAM-100', quantity: 1 }]);
    const again = await commerce.baskets.addItems(basket.id, [{ sku: 'CAM-100', quantity: 1 }]);
    expect(again.lineItems[0].quantity).toBe(2);
    expect(again.infos).toEqual([]);
    // an ICM-style update to quantity 0 deletes the line and answers a deletion info: hidden by the mapper
    const raw = await commerce.request(`baskets/${basket.id}/items/${again.lineItems[0].id}`, {
      method: 'PATCH',
      body: { quantity: { value: 0 } },
      schema: z.looseObject({ infos: messagesDataSchema }),
    });
    expect(raw.infos?.[0]?.code).toBe('basket.line_item.deletion.info');
    expect(mapMessages(raw.infos)).toEqual([]);
    // the basket read asked for includes the bundled API does not resolve: their infos are dropped too
    expect((await commerce.baskets.get(basket.id)).lineItems).toEqual([]);
  });

  it('maps line and basket totals to PriceItems', async () => {
    const { commerce, basketId } = await readyBasket();
    const basket = await commerce.baskets.get(basketId);
    const [camera] = basket.lineItems;
    expect(camera.singleBasePrice?.net).toEqual({ currency: 'USD', value: expect.any(Number) });
    expect(camera.singleBasePrice!.gross.value).toBeGreaterThan(camera.singleBasePrice!.net.value);
    expect(camera.total).toEqual(camera.singleBasePrice);
    const { totals } = basket;
    const sum = (key: 'net' | 'gross') =>
      Math.round((totals.itemTotal![key].value + totals.shippingTotal![key].value + totals.paymentCostsTotal![key].value) * 100) / 100;
    expect(totals.total?.gross.value).toBe(sum('gross'));
    expect(totals.total?.net.value).toBe(sum('net'));
    expect(totals.taxTotal).toEqual({ currency: 'USD', value: Math.round((totals.total!.gross.value - totals.total!.net.value) * 100) / 100 });
    expect(totals.isEstimated).toBe(false);
    expect(basket.invoiceToAddress).toMatchObject({ firstName: 'Patricia', city: 'Berlin', countryCode: 'DE' });
    expect(basket.commonShippingMethod?.id).toBe('STD_GROUND');
    expect(basket.payment).toMatchObject({ id: 'open-tender', paymentMethodId: 'ISH_CASH_ON_DELIVERY', displayName: 'Cash on Delivery' });
    expect(basket.payment?.paymentCosts?.net.value).toBe(totals.paymentCostsTotal?.net.value);
  });

  it('maps eligible shipping methods with costs and delivery days', async () => {
    const { commerce, basketId } = await readyBasket();
    const methods = await commerce.baskets.eligibleShippingMethods(basketId);
    const ground = methods.find(m => m.id === 'STD_GROUND');
    expect(ground).toMatchObject({ name: expect.any(String), shippingTimeMin: expect.any(Number), shippingTimeMax: expect.any(Number) });
    expect(ground!.shippingTimeMin!).toBeLessThanOrEqual(ground!.shippingTimeMax!);
    expect(ground!.shippingCosts?.gross.currency).toBe('USD');
  });

  it('maps eligible payment methods: LimitedTender dropped, parameters with their constraints, instruments', async () => {
    const { commerce, basket } = await withBasket();
    await commerce.baskets.addItems(basket.id, [{ sku: 'CAM-100', quantity: 1 }]);
    const methods = await commerce.baskets.eligiblePaymentMethods(basket.id);
    const ids = methods.map(m => m.id);
    expect(ids).toContain('ISH_CREDITCARD');
    expect(ids).not.toContain('ISH_GIFT_CARD');
    const card = methods.find(m => m.id === 'ISH_CREDITCARD')!;
    expect(card.saveAllowed).toBe(true);
    expect(card.parameters.find(p => p.name === 'creditCardNumber')).toMatchObject({
      displayName: 'Card number',
      required: true,
      requiredMessage: expect.any(String),
      minSize: 13,
      maxSize: 19,
      pattern: '^[0-9]+$',
      patternMessage: expect.any(String),
    });
    // a method without parameters is its own instrument
    expect(methods.find(m => m.id === 'ISH_INVOICE')?.paymentInstruments).toEqual([{ id: 'ISH_INVOICE', paymentMethod: 'ISH_INVOICE', parameters: [] }]);
    expect(methods.find(m => m.id === 'ISH_DEBIT_TRANSFER')?.hostedPaymentPageParameters?.map(p => p.name)).toContain('mandateText');

    const instrument = await commerce.baskets.createPaymentInstrument(basket.id, {
      paymentMethod: 'ISH_CREDITCARD',
      parameters: [
        { name: 'holder', value: 'Patricia Miller' },
        { name: 'creditCardNumber', value: '4111111111111111' },
        { name: 'expiryDate', value: '09/29' },
      ],
    });
    expect(instrument.paymentMethod).toBe('ISH_CREDITCARD');
    expect(JSON.stringify(instrument)).not.toContain('4111111111111111');
    const again = await commerce.baskets.eligiblePaymentMethods(basket.id);
    expect(again.find(m => m.id === 'ISH_CREDITCARD')?.paymentInstruments.map(i => i.id)).toEqual([instrument.id]);
    const payment = await commerce.baskets.setPayment(basket.id, instrument.id);
    expect(payment).toMatchObject({ paymentMethodId: 'ISH_CREDITCARD', displayName: 'Credit Card' });
    await commerce.baskets.deletePayment(basket.id);
    expect((await commerce.baskets.get(basket.id)).payment).toBeUndefined();
  });

  it('turns a 422 with causes into a CommerceError with causes', async () => {
    const { commerce, basket } = await withBasket();
    const error = await commerce.baskets.createAddress(basket.id, { ...BERLIN, city: '', postalCode: '' }).catch(e => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error.status).toBe(422);
    expect(error.errorKey).toBe('basket.address.creation.failed');
    expect(error.causes?.length).toBeGreaterThan(0);
    expect(error.causes![0]).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('places an order and maps orderCreation, lines, totals and addresses; reads and lists it', async () => {
    const { commerce, basketId, token } = await readyBasket();
    const order = await commerce.orders.create(basketId, true);
    expect(order.orderCreation).toEqual({ status: 'COMPLETED' });
    expect(order).toMatchObject({ statusCode: 'NEW', basketId, documentNo: expect.any(String) });
    expect(order.lineItems.map(l => l.sku)).toEqual(['CAM-100', 'ACC-MOUSE']);
    expect(order.totals.total?.gross.currency).toBe('USD');
    expect(order.invoiceToAddress?.city).toBe('Berlin');
    expect(order.shippingMethod?.id).toBe('STD_GROUND');
    expect(new Date(order.creationDate!).toISOString()).toBe(order.creationDate);

    const read = await client({ token }).orders.get(order.id);
    expect(read).toEqual(order);
    const { orders, total } = await client({ token }).orders.list();
    expect(orders.map(o => o.id)).toEqual([order.id]);
    expect(total).toBe(1);
    expect(orders[0].itemCount).toBe(2);
  });

  it('refuses an order without accepted terms as a 422 with causes', async () => {
    const { commerce, basketId } = await readyBasket();
    const error = await commerce.orders.create(basketId, false).catch(e => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error.status).toBe(422);
    expect(error.causes?.map((c: { code: string }) => c.code)).toContain('order.terms_and_conditions.not_accepted.error');
  });
});

// ------------------------------------------------------------------------------------------------
// A stand-in for the endpoints the bundled API is still growing (validations, merges, attributes,
// promotion codes, order PATCH, orders-csv): recorded-style answers in ICM's shapes.

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const REST = '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-';
let stand: Server;
let standOrigin: string;
let recorded: Recorded[] = [];
let answer: (req: Recorded, res: ServerResponse) => void;

const send = (res: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
};

const money = (value: number) => ({ currency: 'USD', value });
const item = (net: number, gross: number) => ({ net: money(net), gross: money(gross) });

const basketDocument = (id = 'basket_1234') => ({
  data: {
    id,
    purchaseCurrency: 'USD',
    lineItems: ['line_1'],
    totals: { itemTotal: item(10, 11.9), grandTotal: { ...item(10, 11.9), tax: money(1.9) } },
    promotionCodes: ['INTERSHOP'],
    attributes: [{ name: 'desiredDeliveryDate', value: '2025-01-01', type: 'String' }],
  },
  included: { lineItems: { line_1: { id: 'line_1', position: 1, product: 'sku_123', quantity: { value: 1 }, pricing: { price: item(10, 11.9), singleBasePrice: item(10, 11.9) } } } },
});

beforeAll(async () => {
  stand = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', c => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const entry = { method: req.method ?? 'GET', path: url.startsWith(REST) ? url.slice(REST.length) : url, headers: req.headers, body: Buffer.concat(chunks).toString() };
      recorded.push(entry);
      answer(entry, res);
    });
  });
  await new Promise<void>(resolve => stand.listen(0, '127.0.0.1', resolve));
  standOrigin = `http://127.0.0.1:${(stand.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (!stand) return;
  stand.closeAllConnections();
  await new Promise(resolve => stand?.close(resolve));
});

const standClient = () =>
  createCommerceClient({ baseUrl: `${standOrigin}${REST}`, locale: 'en_US', currency: 'USD', token: 'user-token', tokenRetryDelayMs: 0 });

const bare = (r: Recorded) => r.path.split('?')[0].replace(/;[^/]*/g, '');

describe('against a stand-in ICM (endpoints not in the bundled API yet)', () => {
  it('validates with {adjustmentsAllowed, scopes} and maps results, scopes, line ids and the included basket', async () => {
    recorded = [];
    answer = (_req, res) =>
      send(res, {
        data: {
          basket: 'basket_1234',
          scopes: ['Products', 'Shipping'],
          results: {
            valid: false,
            adjusted: true,
            errors: [{ code: 'basket.validation.line_item.not_available', message: 'not available', parameters: { lineItemId: 'line_1', productSku: 'sku_123', scopes: 'Products' } }],
            infos: [{ code: 'basket.line_item.deletion.info', message: 'deleted' }, { code: 'basket.validation.quantity_adjusted', message: 'adjusted' }],
          },
        },
        included: { basket: { basket_1234: basketDocument().data }, basket_lineItems: basketDocument().included.lineItems },
      });
    const validation = await standClient().baskets.validate('current', ['Products', 'Shipping'], true);
    expect(bare(recorded[0])).toBe('/baskets/current/validations');
    expect(recorded[0].path).toContain('include=basket%2Cbasket_invoiceToAddress');
    expect(JSON.parse(recorded[0].body)).toEqual({ adjustmentsAllowed: true, scopes: ['Products', 'Shipping'] });
    expect(validation).toMatchObject({ valid: false, adjusted: true, scopes: ['Products', 'Shipping'] });
    expect(validation.errors[0]).toMatchObject({ code: 'basket.validation.line_item.not_available', scopes: ['Products'], lineItemIds: ['line_1'], productSku: 'sku_123' });
    expect(validation.infos.map(i => i.code)).toEqual(['basket.validation.quantity_adjusted']);
    expect(validation.basket?.lineItems.map(l => l.sku)).toEqual(['sku_123']);
  });

  it('merges, sets and deletes attributes of the basket and its lines, adds and removes promotion codes with ICM bodies', async () => {
    recorded = [];
    answer = (req, res) => {
      const path = bare(req);
      if (req.method === 'GET' && path === '/baskets/b1') return send(res, basketDocument('b1'));
      if (path.endsWith('/merges')) return send(res, basketDocument('b1'));
      if (req.method === 'DELETE') return send(res, undefined, 204);
      return send(res, undefined, req.method === 'POST' ? 201 : 200);
    };
    const baskets = standClient().baskets;
    await expect(baskets.merge('b1', 'b1', 't')).rejects.toThrow();
    const merged = await baskets.merge('b1', 'anon', 'anon-token');
    expect(merged.basket.id).toBe('b1');
    await baskets.setAttribute('b1', 'desiredDeliveryDate', '2025-02-02');
    await baskets.setAttribute('b1', 'Order_CostCenter_ID', '100402', { exists: false });
    await baskets.deleteAttribute('b1', 'desiredDeliveryDate');
    await baskets.setItemAttribute('b1', 'line 1', 'Order_CostCenter_ID', '100400', { exists: false });
    await baskets.setItemAttribute('b1', 'line 1', 'Order_CostCenter_ID', '100402', { exists: true });
    await baskets.deleteItemAttribute('b1', 'line 1', 'Order_CostCenter_ID');
    await baskets.addPromotionCode('b1', ' INTERSHOP ');
    await baskets.removePromotionCode('b1', 'INTERSHOP');
    expect(recorded.map(r => `${r.method} ${bare(r)} ${r.body}`)).toEqual([
      'POST /baskets/b1/merges {"sourceBasket":"anon","sourceAuthenticationToken":"anon-token"}',
      'GET /baskets/b1 ',
      'PATCH /baskets/b1/attributes/desiredDeliveryDate {"name":"desiredDeliveryDate","value":"2025-02-02","type":"String"}',
      'POST /baskets/b1/attributes {"name":"Order_CostCenter_ID","value":"100402","type":"String"}',
      'DELETE /baskets/b1/attributes/desiredDeliveryDate ',
      'POST /baskets/b1/items/line%201/attributes {"name":"Order_CostCenter_ID","value":"100400","type":"String"}',
      'PATCH /baskets/b1/items/line%201/attributes/Order_CostCenter_ID {"name":"Order_CostCenter_ID","value":"100402","type":"String"}',
      'DELETE /baskets/b1/items/line%201/attributes/Order_CostCenter_ID ',
      'POST /baskets/b1/promotioncodes {"code":"INTERSHOP"}',
      'DELETE /baskets/b1/promotioncodes/INTERSHOP ',
    ]);
    expect(recorded.every(r => r.headers['authentication-token'] === 'user-token')).toBe(true);
    expect(recorded[0].headers.accept).toBe('application/vnd.intershop.basket.v1+json');
  });

  it('sends warranty as sku or null and quantity only when above 0 on item updates', async () => {
    recorded = [];
    answer = (_req, res) => send(res, { data: { id: 'line_1', product: 'sku_123', quantity: { value: 2 } } });
    const baskets = standClient().baskets;
    await baskets.updateItem('current', 'line_1', { quantity: 0, warranty: null });
    await baskets.updateItem('current', 'line_1', { quantity: 2, warranty: '1YLEDTVSUP', desiredDelivery: '2025-01-01' });
    expect(recorded.map(r => JSON.parse(r.body))).toEqual([
      { warranty: null },
      { quantity: { value: 2 }, warranty: '1YLEDTVSUP', desiredDelivery: '2025-01-01' },
    ]);
  });

  it('maps a payment redirect stop, then sends the redirect URLs and the provider result as orderCreation CONTINUE', async () => {
    recorded = [];
    answer = (req, res) => {
      if (req.method === 'POST' && bare(req) === '/orders-csv') return send(res, 'id;documentNo\no1;4711\n', 200, { 'content-type': 'text/csv' });
      send(res, {
        data: {
          id: 'o1',
          documentNumber: '4711',
          creationDate: 1706262736000,
          status: 'New',
          statusCode: 'NEW',
          orderCreation:
            req.method === 'POST'
              ? { status: 'STOPPED', stopAction: { type: 'Workflow', exitReason: 'redirect_urls_required' } }
              : { status: 'STOPPED', stopAction: { type: 'Redirect', redirectUrl: 'https://psp.example/pay' } },
        },
      });
    };
    const orders = standClient().orders;
    const created = await orders.create('basket_1234', true);
    expect(created.orderCreation).toEqual({ status: 'STOPPED', stopAction: { type: 'Workflow', exitReason: 'redirect_urls_required' } });
    expect(created.creationDate).toBe('2024-01-26T09:52:16.000Z');
    const urls = { successUrl: 'https://shop/receipt', cancelUrl: 'https://shop/payment?c', failureUrl: 'https://shop/payment?f' };
    const redirected = await orders.setRedirectUrls('o1', urls);
    expect(redirected.orderCreation.stopAction).toEqual({ type: 'Redirect', redirectUrl: 'https://psp.example/pay' });
    await orders.continue('o1', { status: 'success', parameters: [{ name: 'TxId', value: '1' }] });
    expect(await orders.csv(['o1'])).toBe('id;documentNo\no1;4711\n');
    expect(recorded.map(r => `${r.method} ${bare(r)}`)).toEqual(['POST /orders', 'PATCH /orders/o1', 'PATCH /orders/o1', 'POST /orders-csv']);
    expect(JSON.parse(recorded[0].body)).toEqual({ basket: 'basket_1234', termsAndConditionsAccepted: true });
    expect(JSON.parse(recorded[1].body)).toEqual({ orderCreation: { status: 'CONTINUE', redirect: { cancelUrl: urls.cancelUrl, failureUrl: urls.failureUrl, successUrl: urls.successUrl } } });
    expect(JSON.parse(recorded[2].body)).toEqual({ orderCreation: { status: 'CONTINUE', redirect: { status: 'SUCCESS', parameters: [{ name: 'TxId', value: '1' }] } } });
    expect(JSON.parse(recorded[3].body)).toEqual(['o1']);
    expect(recorded[0].headers.accept).toBe('application/vnd.intershop.order.v1+json');
  });

  it('lists orders with page[limit] 30 and filter[statusCode]', async () => {
    recorded = [];
    answer = (_req, res) => send(res, { data: [{ id: 'o1', documentNumber: '1', lineItems: ['a', 'b'] }], info: { total: 7 } });
    const result = await standClient().orders.list({ statusCode: 'NEW', offset: 30 });
    const query = new URL(recorded[0].path, 'http://x').searchParams;
    expect(query.get('page[limit]')).toBe('30');
    expect(query.get('page[offset]')).toBe('30');
    expect(query.get('filter[statusCode]')).toBe('NEW');
    expect(result.total).toBe(7);
    expect(result.orders[0]).toMatchObject({ id: 'o1', itemCount: 2, orderCreation: { status: 'COMPLETED' } });
  });
});
