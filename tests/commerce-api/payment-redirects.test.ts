// Payments that need a redirect (the bundled demo provider) and the ROLLED_BACK outcome: the order
// stops for the provider, the shopper's return completes it or rolls it back (stock given back,
// basket open again), and the provider only ever sends the shopper to registered return URLs.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../commerce-api/db/open-database';
import { VALID_CARD, addInstrument } from './basket-payment-support';
import type { BasketClient } from './basket-support';
import { ORDER_MEDIA_TYPE, orderCall, readyBasket, submitOrder, stockOf } from './order-support';
import { BASE, startTestApi, type TestApi, errorCode } from './support';

const SHOP = 'https://shop.example.com';
const RETURN_URLS = {
  successUrl: `${SHOP}/checkout/receipt;lang=en_US?redirect=success&orderId=*orderID*`,
  cancelUrl: `${SHOP}/checkout/payment;lang=en_US?redirect=cancel&orderId=*orderID*`,
  failureUrl: `${SHOP}/checkout/payment;lang=en_US?redirect=failure&orderId=*orderID*`,
};

describe('payment redirects', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());


  const patchOrder = (orderId: string, token: string, body: unknown) =>
    api.inject({
      method: 'PATCH',
      url: `${BASE}/orders/${encodeURIComponent(orderId)}`,
      headers: { accept: ORDER_MEDIA_TYPE, 'authentication-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  /** A ready basket (one camera) paying with the demo provider, with or without return URLs. */
  async function redirectBasket(urls: object | null = RETURN_URLS): Promise<BasketClient> {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const put = await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender?include=paymentMethod`, {
      paymentInstrument: 'ISH_DEMO_REDIRECT',
      ...(urls ? { redirect: urls } : {}),
    });
    expect(put.statusCode).toBe(200);
    return client;
  }

  /** The shopper at the provider: GET the page, POST a decision, follow nothing. */
  async function decide(redirectUrl: string, action: string, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return api.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action, ...extra }).toString(),
    });
  }

  /** The storefront's return: the redirect status in upper case plus every returned parameter. */
  function continueFrom(location: string, client: BasketClient) {
    const url = new URL(location);
    const orderId = url.searchParams.get('orderId') as string;
    const parameters = [...url.searchParams].filter(([name]) => name !== 'redirect').map(([name, value]) => ({ name, value }));
    return patchOrder(orderId, client.token, {
      orderCreation: { status: 'CONTINUE', redirect: { status: String(url.searchParams.get('redirect')).toUpperCase(), parameters } },
    });
  }

  it('offers the demo provider as a method that needs a redirect', async () => {
    const client = await redirectBasket();
    const methods = (await client.call('GET', `/baskets/${client.basketId}/eligible-payment-methods`)).json().data;
    const demo = methods.find((method: { id: string }) => method.id === 'ISH_DEMO_REDIRECT');
    expect(demo).toMatchObject({ displayName: 'Online payment (demo provider)', capabilities: ['RedirectAfterCheckout'] });
    expect(demo).not.toHaveProperty('parameterDefinitions');
    const basket = (await client.call('GET', `/baskets/${client.basketId}?include=payments`)).json();
    expect(basket.included.payments['open-tender']).toMatchObject({ paymentMethod: 'ISH_DEMO_REDIRECT', redirectRequired: true });
  });

  it('stops the order with a Redirect to the provider, and completes it after an approval', async () => {
    const client = await redirectBasket();
    const before = stockOf(api.dbFile, 'CAM-100');
    const created = await submitOrder(api, client);
    expect(created.statusCode).toBe(201);
    const order = created.json().data;
    expect(order.orderCreation).toEqual({ status: 'STOPPED', stopAction: { type: 'Redirect', redirectUrl: expect.stringMatching(/^\/INTERSHOP\/payment-provider\/[\w-]+$/) } });
    expect(order.statusCode).toBe('PENDING');
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before - 1);
    // a pending order is readable but not listed as placed
    expect((await orderCall(api, 'GET', `/orders/${order.id}`, client.token)).statusCode).toBe(200);
    expect((await orderCall(api, 'GET', '/orders', client.token)).json().data).toEqual([]);
    // submitting again answers the same stopped order
    const again = await submitOrder(api, client);
    expect([again.statusCode, again.json().data.id]).toEqual([200, order.id]);

    const page = await api.inject({ method: 'GET', url: order.orderCreation.stopAction.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.totals.grandTotal.gross.value.toFixed(2));
    const approved = await decide(order.orderCreation.stopAction.redirectUrl, 'approve');
    expect(approved.statusCode).toBe(303);
    const location = String(approved.headers.location);
    expect(location.startsWith(`${SHOP}/checkout/receipt;lang=en_US?redirect=success&orderId=${order.id}&paymentId=`)).toBe(true);
    expect(new URL(location).searchParams.get('status')).toBe('approved');

    const completed = await continueFrom(location, client);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ id: order.id, statusCode: 'NEW', orderCreation: { status: 'COMPLETED' } });
    expect((await orderCall(api, 'GET', '/orders', client.token)).json().data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // the basket stays submitted: `current` is a new one
    expect((await client.call('GET', '/baskets/current')).statusCode).toBe(404);
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before - 1);
    // a repeated success answers the same order
    expect((await continueFrom(location, client)).json().data.orderCreation).toEqual({ status: 'COMPLETED' });
  });

  it.each([
    ['cancel', 'CANCEL', 'cancelled'],
    ['fail', 'FAILURE', 'failed'],
  ])('rolls the order back after %s: stock given back, basket open again, not an order', async (action, _status, word) => {
    const client = await redirectBasket();
    const before = stockOf(api.dbFile, 'CAM-100');
    const order = (await submitOrder(api, client)).json().data;
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before - 1);
    const decided = await decide(order.orderCreation.stopAction.redirectUrl, action);
    expect(decided.statusCode).toBe(303);
    const location = new URL(String(decided.headers.location));
    expect(location.pathname).toBe('/checkout/payment;lang=en_US');
    expect(location.searchParams.get('status')).toBe(word);

    const rolledBack = await continueFrom(location.href, client);
    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json().data.orderCreation).toEqual({ status: 'ROLLED_BACK' });
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before);
    expect((await orderCall(api, 'GET', `/orders/${order.id}`, client.token)).statusCode).toBe(404);
    expect((await orderCall(api, 'GET', '/orders', client.token)).json().data).toEqual([]);
    const current = await client.call('GET', '/baskets/current');
    expect(current.json().data.id).toBe(client.basketId);
    // the provider cannot approve afterwards
    expect((await decide(order.orderCreation.stopAction.redirectUrl, 'approve')).statusCode).toBe(409);
    // a repeated return answers the rolled-back attempt again
    expect((await continueFrom(location.href, client)).json().data.orderCreation).toEqual({ status: 'ROLLED_BACK' });
  });

  it('lets a rolled-back basket be submitted again, also with another payment method', async () => {
    const client = await redirectBasket();
    const first = (await submitOrder(api, client)).json().data;
    const cancelled = await decide(first.orderCreation.stopAction.redirectUrl, 'cancel');
    await continueFrom(String(cancelled.headers.location), client);

    const second = await submitOrder(api, client);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.id);
    expect(Number(second.json().data.documentNumber)).toBeGreaterThan(Number(first.documentNumber));
    const cancelledAgain = await decide(second.json().data.orderCreation.stopAction.redirectUrl, 'cancel');
    await continueFrom(String(cancelledAgain.headers.location), client);

    await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, { paymentInstrument: 'ISH_INVOICE' });
    const placed = await submitOrder(api, client);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.orderCreation).toEqual({ status: 'COMPLETED' });
    const db = openDatabase(api.dbFile);
    try {
      expect(db.prepare('SELECT COUNT(*) FROM orders WHERE basket_id = ?').pluck().get(client.basketId)).toBe(1);
      expect(db.prepare('SELECT COUNT(*) FROM rolled_back_orders WHERE basket_id = ?').pluck().get(client.basketId)).toBe(2);
    } finally {
      db.close();
    }
  });

  it('asks for return URLs when the payment has none, then redirects after the PATCH', async () => {
    const client = await redirectBasket(null);
    const order = (await submitOrder(api, client)).json().data;
    expect(order.orderCreation).toEqual({ status: 'STOPPED', stopAction: { type: 'Workflow', exitReason: 'redirect_urls_required' } });
    // the PWA's body: status CONTINUE with the cancel, failure and success URLs
    const patched = await patchOrder(order.id, client.token, {
      orderCreation: { status: 'CONTINUE', redirect: RETURN_URLS },
    });
    expect(patched.statusCode).toBe(200);
    const stop = patched.json().data.orderCreation.stopAction;
    expect(stop.type).toBe('Redirect');
    const approved = await decide(stop.redirectUrl, 'approve');
    expect(String(approved.headers.location)).toContain(`orderId=${order.id}&paymentId=`);
    expect((await continueFrom(String(approved.headers.location), client)).json().data.orderCreation).toEqual({ status: 'COMPLETED' });
  });

  it('refuses a success the provider never approved', async () => {
    const client = await redirectBasket();
    const order = (await submitOrder(api, client)).json().data;
    const claimed = await patchOrder(order.id, client.token, { orderCreation: { status: 'CONTINUE', redirect: { status: 'SUCCESS', parameters: [] } } });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().errors[0].causes[0].code).toBe('order.payment.not_approved.error');
  });

  it('lets only the token that created the order patch it', async () => {
    const client = await redirectBasket();
    const order = (await submitOrder(api, client)).json().data;
    const stranger = await readyBasket(api);
    const body = { orderCreation: { status: 'CONTINUE', redirect: { status: 'CANCEL', parameters: [] } } };
    const foreign = await patchOrder(order.id, stranger.token, body);
    expect(foreign.statusCode).toBe(404);
    expect(errorCode(foreign)).toBe('order.not_found.error');
    expect((await patchOrder(order.id, 'not-a-token', body)).statusCode).toBe(401);
    expect((await orderCall(api, 'GET', `/orders/${order.id}`, client.token)).json().data.orderCreation.status).toBe('STOPPED');
  });

  it.each([
    ['no orderCreation', {}],
    ['another status', { orderCreation: { status: 'COMPLETED', redirect: { status: 'SUCCESS' } } }],
    ['a redirect that is a string', { orderCreation: { status: 'CONTINUE', redirect: 'SUCCESS' } }],
    ['too many parameters', { orderCreation: { status: 'CONTINUE', redirect: { status: 'CANCEL', parameters: Array(51).fill({ name: 'a', value: 'b' }) } } }],
    ['a huge URL', { orderCreation: { status: 'CONTINUE', redirect: { ...RETURN_URLS, successUrl: `${SHOP}/${'a'.repeat(3000)}` } } }],
  ])('answers a hostile body (%s) with 400 in ICM format', async (_name, body) => {
    const client = await redirectBasket();
    const order = (await submitOrder(api, client)).json().data;
    const response = await patchOrder(order.id, client.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400', code: expect.any(String) });
  });

  it.each([
    ['javascript:', { ...RETURN_URLS, successUrl: 'javascript:alert(1)' }],
    ['a relative URL', { ...RETURN_URLS, cancelUrl: '/checkout/payment' }],
    ['credentials', { ...RETURN_URLS, failureUrl: 'https://user:pw@evil.example.com/' }],
    ['a missing URL', { successUrl: RETURN_URLS.successUrl, cancelUrl: RETURN_URLS.cancelUrl }],
    ['an unknown status', { status: 'MAYBE' }],
  ])('refuses return URLs or a status that cannot be used (%s) with 422', async (_name, redirect) => {
    const client = await redirectBasket(null);
    const order = (await submitOrder(api, client)).json().data;
    const response = await patchOrder(order.id, client.token, { orderCreation: { status: 'CONTINUE', redirect } });
    expect(response.statusCode).toBe(422);
    expect(errorCode(response)).toBe('order.update.failed');
  });

  it('refuses unusable return URLs on the basket payment', async () => {
    const client = await readyBasket(api);
    const response = await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, {
      paymentInstrument: 'ISH_DEMO_REDIRECT',
      redirect: { ...RETURN_URLS, successUrl: 'data:text/html,<script>alert(1)</script>' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].causes[0].paths).toEqual(['/redirect/successUrl']);
  });

  it('sends the shopper only to the registered return URL, whatever the form says', async () => {
    const client = await redirectBasket();
    const order = (await submitOrder(api, client)).json().data;
    const url = order.orderCreation.stopAction.redirectUrl;
    const response = await decide(url, 'approve', { successUrl: 'https://evil.example.com/', returnUrl: 'https://evil.example.com/' });
    expect(response.statusCode).toBe(303);
    expect(new URL(String(response.headers.location)).origin).toBe(SHOP);
    expect((await decide(url, 'steal')).statusCode).toBe(400);
    expect((await decide('/INTERSHOP/payment-provider/no-such-payment', 'approve')).statusCode).toBe(404);
  });

  it("shows the provider page of a German order in German, with the amount as de_DE writes it", async () => {
    const client = await redirectBasket({
      successUrl: `${SHOP}/checkout/receipt;lang=de_DE?redirect=success&orderId=*orderID*`,
      cancelUrl: `${SHOP}/checkout/payment;lang=de_DE?redirect=cancel&orderId=*orderID*`,
      failureUrl: `${SHOP}/checkout/payment;lang=de_DE?redirect=failure&orderId=*orderID*`,
    });
    const created = await orderCall(api, 'POST', ';loc=de_DE/orders', client.token, { basket: client.basketId, termsAndConditionsAccepted: true });
    expect(created.statusCode).toBe(201);
    const order = created.json().data;
    const page = await api.inject({ method: 'GET', url: order.orderCreation.stopAction.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    for (const label of ['Zahlung bestätigen', 'Abbrechen', 'Zahlung fehlschlagen lassen']) expect(page.body).toContain(`>${label}</button>`);
    expect(page.body).not.toContain('Approve payment');
    const { value, currency } = order.totals.grandTotal.gross;
    expect(currency).toBe('EUR');
    const german = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value);
    expect(german).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
    expect(page.body).toContain(`<p class="amount">${german}</p>`);
    // once decided, the page says so in German too
    expect((await decide(order.orderCreation.stopAction.redirectUrl, 'cancel')).statusCode).toBe(303);
    const decided = await api.inject({ method: 'GET', url: order.orderCreation.stopAction.redirectUrl });
    expect(decided.body).toContain('Diese Zahlung ist abgebrochen.');
  });

  it('shows the provider page of an English order in English', async () => {
    const client = await redirectBasket();
    const order = (await submitOrder(api, client)).json().data;
    const page = await api.inject({ method: 'GET', url: order.orderCreation.stopAction.redirectUrl });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('>Approve payment</button>');
    const english = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(order.totals.grandTotal.gross.value);
    expect(page.body).toContain(`<p class="amount">${english}</p>`);
  });

  it('serves a provider page that escapes its output and needs no script', async () => {
    const client = await redirectBasket();
    const order = (await submitOrder(api, client)).json().data;
    const page = await api.inject({ method: 'GET', url: order.orderCreation.stopAction.redirectUrl });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`form-action 'self' ${SHOP}`);
    expect(page.body).not.toMatch(/<script|javascript:|\son\w+=/i);
    expect(page.body.match(/<form method="post"/g)).toHaveLength(3);
    for (const action of ['approve', 'cancel', 'fail']) expect(page.body).toContain(`name="action" value="${action}"`);
    // a hostile id is escaped, never echoed raw
    const hostile = await api.inject({ method: 'GET', url: `/INTERSHOP/payment-provider/${encodeURIComponent('"><script>alert(1)</script>')}` });
    expect(hostile.statusCode).toBe(404);
    expect(hostile.body).not.toContain('<script>');
  });

  it('continues through PATCH baskets/{id}/payments/open-tender as well', async () => {
    const client = await redirectBasket();
    const before = stockOf(api.dbFile, 'CAM-100');
    const order = (await submitOrder(api, client)).json().data;
    const failed = await decide(order.orderCreation.stopAction.redirectUrl, 'fail');
    const parameters = [...new URL(String(failed.headers.location)).searchParams]
      .filter(([name]) => name !== 'redirect')
      .map(([name, value]) => ({ name, value }));
    const response = await client.call('PATCH', `/baskets/${client.basketId}/payments/open-tender`, { redirect: { status: 'FAILURE', parameters } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: 'open-tender', paymentMethod: 'ISH_DEMO_REDIRECT', status: 'Failed' });
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before);
    expect((await client.call('GET', '/baskets/current')).json().data.id).toBe(client.basketId);
    const none = await client.call('PATCH', `/baskets/${client.basketId}/payments/open-tender`, { redirect: { status: 'SUCCESS' } });
    expect(none.statusCode).toBe(422);
  });

  it('rolls back a declined demo card (ending in 0002) and leaves the basket as it was', async () => {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const declinedCard = VALID_CARD.map(p => (p.name === 'creditCardNumber' ? { ...p, value: '4000000000000002' } : p));
    const instrument = (await addInstrument(client, 'ISH_CREDITCARD', declinedCard)).json().data;
    await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, { paymentInstrument: instrument.id });
    const before = stockOf(api.dbFile, 'CAM-100');
    const response = await submitOrder(api, client);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.orderCreation).toEqual({ status: 'ROLLED_BACK' });
    expect(body.infos).toEqual([expect.objectContaining({ code: 'payment.declined.error', paths: ['/payments'] })]);
    expect(stockOf(api.dbFile, 'CAM-100')).toBe(before);
    expect((await client.call('GET', '/baskets/current')).json().data.id).toBe(client.basketId);
    expect((await orderCall(api, 'GET', `/orders/${body.data.id}`, client.token)).statusCode).toBe(404);

    const good = (await addInstrument(client, 'ISH_CREDITCARD', VALID_CARD)).json().data;
    await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, { paymentInstrument: good.id });
    const placed = await submitOrder(api, client);
    expect([placed.statusCode, placed.json().data.orderCreation.status]).toEqual([201, 'COMPLETED']);
  });

  it('says why a card was declined in German for de_DE', async () => {
    const client = await readyBasket(api, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const declinedCard = VALID_CARD.map(p => (p.name === 'creditCardNumber' ? { ...p, value: '4000000000000002' } : p));
    const instrument = (await addInstrument(client, 'ISH_CREDITCARD', declinedCard)).json().data;
    await client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, { paymentInstrument: instrument.id });
    const response = await orderCall(api, 'POST', '/orders', client.token, { basket: client.basketId, termsAndConditionsAccepted: true }, ';loc=de_DE');
    expect(response.json().infos.map((info: { message: string }) => info.message)).toEqual([
      'Die Karte mit der Endung 0002 wurde vom Zahlungsdienstleister abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
    ]);
  });
});
