// Quotes from the demo's automatic answer to the basket: the answer's prices and validity, the quote
// states (Responded, Accepted, Rejected, Expired by the injected clock), accepting into a basket at
// the quoted price (into one basket, once), the quoted line's fixed quantity, taking it out again,
// ordering at the quoted price (once: an ordered quote cannot be accepted again), an expired quote's
// lines refused by validation and ordering, and another company's quote as unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY_MS } from '../../commerce-api/quoting/quote-answers';
import { JLINK, call, causesOf, loginDemo } from './account-support';
import { BERLIN } from './basket-support';
import { loginAs, registerBusinessCustomer, tokenCall } from './customer-support';
import { JLINK_PATH, LIST_ATTRS, QUOTE_ATTRS, type QuoteTestApi, quoteOf, requestWith, startQuoteApi, submitRequest } from './quote-support';
import { lastMailTo, storefrontLinkIn, withDatabase } from './requests-support';
import { errorCode, linkAttributes } from './support';

let t: QuoteTestApi;
const START = new Date('2026-03-02T10:00:00Z').getTime();

beforeAll(async () => {
  t = await startQuoteApi();
  // Jack Link orders without approval here: no budgets on his cost center
  withDatabase(t.api, db => {
    db.prepare("UPDATE cost_centers SET budget_cents = NULL WHERE cost_center_id = '100402'").run();
    db.prepare('UPDATE cost_center_buyers SET budget_cents = NULL').run();
  });
}, 30_000);
afterAll(async () => t?.api.close());

const newBasket = async () => (await call(t.api, 'POST', '/baskets', t.token)).json().data.id as string;
const accept = (basketId: string, quoteId: string) => call(t.api, 'POST', `/baskets/${basketId}/quotes`, t.token, { id: quoteId, calculated: true });
const quote = async (id: string) => (await call(t.api, 'GET', `${JLINK_PATH}/quotes/${id}`, t.token)).json();
const basketLines = async (basketId: string) =>
  Object.values((await call(t.api, 'GET', `/baskets/${basketId}?include=lineItems`, t.token)).json().included?.lineItems ?? {}) as Record<string, any>[];

/** Jack Link's basket with cost center, addresses, shipping and invoice payment: ready to order. */
async function readyToOrder(basketId: string, token = t.token): Promise<void> {
  await call(t.api, 'POST', `/baskets/${basketId}/attributes`, token, { name: 'Order_CostCenter_ID', type: 'String', value: '100402' });
  const address = (await call(t.api, 'POST', `/baskets/${basketId}/addresses`, token, BERLIN)).json().data.id;
  await call(t.api, 'PATCH', `/baskets/${basketId}`, token, { invoiceToAddress: address, commonShipToAddress: address, commonShippingMethod: 'STD_GROUND' });
  await call(t.api, 'PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
}

/** A camera request answered by the demo (199.00 net, under 500.00): the quote's id. */
async function answeredQuote(quantity = 1): Promise<string> {
  const requestId = await requestWith(t.api, t.token, [['CAM-100', quantity]]);
  expect((await submitRequest(t.api, t.token, requestId)).statusCode).toBe(201);
  return (await quoteOf(t.api, t.token, requestId))!;
}

describe('the demo answer', () => {
  it('answers a request under 500.00 at once with 10 % off, valid for 30 days, and lists it as a quote instead of a request', async () => {
    const requestId = await requestWith(t.api, t.token, [['CAM-100', 2]]);
    await submitRequest(t.api, t.token, requestId);
    const quoteId = (await quoteOf(t.api, t.token, requestId))!;
    expect(await quote(quoteId)).toEqual({
      type: 'Quote',
      id: quoteId,
      number: expect.stringMatching(/^\d{7}$/),
      displayName: expect.any(String),
      creationDate: START,
      validFromDate: START,
      validToDate: START + 30 * DAY_MS,
      sellerComment: expect.stringContaining('10 %'),
      rejected: false,
      total: { type: 'Money', value: 358.2, currency: 'EUR', currencyMnemonic: 'EUR' },
      originTotal: { type: 'Money', value: 398, currency: 'EUR', currencyMnemonic: 'EUR' },
      items: [
        {
          type: 'QuoteLineItem',
          productSKU: 'CAM-100',
          quantity: { type: 'Quantity', value: 2, unit: expect.any(String) },
          originQuantity: { type: 'Quantity', value: 2, unit: expect.any(String) },
          singlePrice: { type: 'Money', value: 179.1, currency: 'EUR', currencyMnemonic: 'EUR' },
          totalPrice: { type: 'Money', value: 358.2, currency: 'EUR', currencyMnemonic: 'EUR' },
          originSinglePrice: { type: 'Money', value: 199, currency: 'EUR', currencyMnemonic: 'EUR' },
          originTotalPrice: { type: 'Money', value: 398, currency: 'EUR', currencyMnemonic: 'EUR' },
        },
      ],
    });
    const requests = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests?attrs=${LIST_ATTRS}`, t.token)).json().elements;
    expect(requests.map((link: { title: string }) => link.title)).not.toContain(requestId);
    // the buyer is mailed a link to the quote's page
    const number = (await quote(quoteId)).number;
    const mail = lastMailTo(t.api, JLINK)!;
    expect(mail.subject).toMatch(new RegExp(`${number}$`));
    expect(storefrontLinkIn(mail).pathname).toMatch(new RegExp(`/quote-list/${quoteId}$`));
    const quotes = (await call(t.api, 'GET', `${JLINK_PATH}/quotes?attrs=${QUOTE_ATTRS}`, t.token)).json().elements;
    expect(linkAttributes(quotes.find((link: { title: string }) => link.title === quoteId))).toEqual({
      number: expect.any(String),
      name: expect.any(String),
      lineItems: 1,
      creationDate: START,
      validFromDate: START,
      validToDate: START + 30 * DAY_MS,
      rejected: false,
    });
  });

  it('leaves a request of 500.00 or more Submitted for the seller', async () => {
    const requestId = await requestWith(t.api, t.token, [['CAM-100', 3]]);
    await submitRequest(t.api, t.token, requestId);
    expect(await quoteOf(t.api, t.token, requestId)).toBeUndefined();
    const requests = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests?attrs=${LIST_ATTRS}`, t.token)).json().elements;
    expect(linkAttributes(requests.find((link: { title: string }) => link.title === requestId)).submittedDate).toBe(START);
  });
});

describe('accepting a quote into the basket', () => {
  it('adds its lines at the quoted price with a fixed quantity, once, and marks it accepted', async () => {
    const quoteId = await answeredQuote(2);
    const basketId = await newBasket();
    const added = await accept(basketId, quoteId);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject([{ product: 'CAM-100', quantity: { value: 2 }, quote: quoteId, quantityFixed: true }]);
    expect(added.json().data[0].pricing.singleBasePrice.net.value).toBe(179.1);

    const again = await accept(basketId, quoteId);
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'quote.already_in_basket.error']);
    const lines = await basketLines(basketId);
    expect(lines).toHaveLength(1);
    expect((await quote(quoteId)).acceptedDate).toBe(START);
    const listed = (await call(t.api, 'GET', `${JLINK_PATH}/quotes?attrs=acceptedDate`, t.token)).json().elements;
    expect(linkAttributes(listed.find((link: { title: string }) => link.title === quoteId))).toEqual({ acceptedDate: START });

    // the quantity cannot change, neither on the line nor by adding the product again
    const patched = await call(t.api, 'PATCH', `/baskets/${basketId}/items/${lines[0].id}`, t.token, { quantity: { value: 3 } });
    expect([patched.statusCode, errorCode(patched)]).toEqual([422, 'basket.line_item.update.failed']);
    expect(causesOf(patched)).toEqual([['basket.line_item.quantity_fixed.error', ['/quantity/value']]]);
    const addedAgain = await call(t.api, 'POST', `/baskets/${basketId}/items`, t.token, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    expect([addedAgain.statusCode, errorCode(addedAgain)]).toEqual([422, 'basket.line_item.creation.failed']);
    expect((await basketLines(basketId))[0].quantity.value).toBe(2);
  });

  it('keeps the quoted quantity when a basket with the product is merged in', async () => {
    const quoteId = await answeredQuote(2);
    const basketId = await newBasket();
    await accept(basketId, quoteId);
    const guest = (await tokenCall(t.api, { grant_type: 'anonymous' })).json().access_token as string;
    const source = (await call(t.api, 'POST', '/baskets', guest)).json().data.id;
    await call(t.api, 'POST', `/baskets/${source}/items`, guest, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const merged = await call(t.api, 'POST', `/baskets/${basketId}/merges`, t.token, { sourceBasket: source, sourceAuthenticationToken: guest });
    expect(merged.statusCode, merged.body).toBeLessThan(300);
    expect((await basketLines(basketId)).map(line => [line.quote, line.quantity.value])).toEqual([[quoteId, 2]]);
  });

  it('takes the quote out again, after which it can be accepted anew', async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    await accept(basketId, quoteId);
    const removed = await call(t.api, 'DELETE', `/baskets/${basketId}/quotes/${quoteId}`, t.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().infos[0].code).toBe('basket.line_item.deletion.info');
    expect(await basketLines(basketId)).toEqual([]);
    expect((await quote(quoteId)).acceptedDate).toBeUndefined();
    expect((await call(t.api, 'DELETE', `/baskets/${basketId}/quotes/${quoteId}`, t.token)).statusCode).toBe(404);
    expect((await accept(basketId, quoteId)).statusCode).toBe(201);
  });

  it('refuses a quote whose product is already in the basket on a line of its own', async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    await call(t.api, 'POST', `/baskets/${basketId}/items`, t.token, [{ product: 'CAM-100', quantity: { value: 1 } }]);
    const refused = await accept(basketId, quoteId);
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'basket.add_quote.error']);
    expect(causesOf(refused)).toEqual([['basket.quote.product_in_basket.error', ['/id']]]);
  });

  it('orders the quoted lines at the quoted price', async () => {
    const quoteId = await answeredQuote(2);
    const basketId = await newBasket();
    await accept(basketId, quoteId);
    await readyToOrder(basketId);
    const ordered = await call(t.api, 'POST', '/orders?include=lineItems', t.token, { basket: basketId, termsAndConditionsAccepted: true });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = ordered.json();
    expect(order.data.totals.itemTotal.net.value).toBe(358.2);
    expect(Object.values(order.included.lineItems as Record<string, any>)[0]).toMatchObject({ quote: quoteId, pricing: { singleBasePrice: { net: { value: 179.1 } } } });
  
    // the quote is used: it says when it was ordered and cannot be accepted again
    expect((await quote(quoteId)).orderedDate).toBe(START);
    const listed = (await call(t.api, 'GET', `${JLINK_PATH}/quotes?attrs=orderedDate`, t.token)).json().elements;
    expect(linkAttributes(listed.find((link: { title: string }) => link.title === quoteId))).toEqual({ orderedDate: START });
    const again = await accept(await newBasket(), quoteId);
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'quote.error.already_ordered']);
  });

  it('puts a quote into one basket only: another open basket of the buyer is refused until it is taken out', async () => {
    const quoteId = await answeredQuote();
    const first = await newBasket();
    const second = await newBasket();
    expect((await accept(first, quoteId)).statusCode).toBe(201);
    const refused = await accept(second, quoteId);
    expect([refused.statusCode, errorCode(refused)]).toEqual([409, 'quote.already_in_basket.error']);
    expect(await basketLines(second)).toEqual([]);
    expect((await quote(quoteId)).orderedDate).toBeUndefined();
    await call(t.api, 'DELETE', `/baskets/${first}/quotes/${quoteId}`, t.token);
    expect((await accept(second, quoteId)).statusCode).toBe(201);
  });
});

describe('quote states', () => {
  it('refuses an expired quote with quote.error.expired', async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    t.clock.advance(30 * DAY_MS + 1);
    try {
      // the session expired meanwhile too
      const token = await loginDemo(t.api, JLINK);
      const refused = await call(t.api, 'POST', `/baskets/${basketId}/quotes`, token, { id: quoteId, calculated: true });
      expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'quote.error.expired']);
      expect((await call(t.api, 'GET', `${JLINK_PATH}/quotes/${quoteId}`, token)).json().validToDate).toBeLessThan(t.clock.now().getTime());
    } finally {
      t.clock.advance(-(30 * DAY_MS + 1));
      t.token = await loginDemo(t.api, JLINK);
    }
  });

  it("refuses to order a basket holding an expired quote's lines, and says so in the basket validation", async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    await accept(basketId, quoteId);
    await readyToOrder(basketId);
    const [line] = await basketLines(basketId);
    t.clock.advance(30 * DAY_MS + 1);
    try {
      const token = await loginDemo(t.api, JLINK);
      const validation = await call(t.api, 'POST', `/baskets/${basketId}/validations`, token, { adjustmentsAllowed: true, scopes: ['Products'] });
      expect(validation.statusCode).toBe(200);
      const results = validation.json().data.results;
      expect(results.valid).toBe(false);
      expect(results.errors).toMatchObject([
        { code: 'basket.line_item.quote.expired.error', parameters: { lineItemId: line.id }, causes: [{ code: 'basket.line_item.quote.expired.error', paths: [`/lineItems/${line.id}`] }] },
      ]);
      expect(results.errors[0].message).toMatch(/expired/);
      // even with adjustments allowed the line stays: the shopper takes the quote out
      expect(results.adjusted).toBe(false);
      const refused = await call(t.api, 'POST', '/orders', token, { basket: basketId, termsAndConditionsAccepted: true });
      expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'order.creation.failed']);
      expect(causesOf(refused)).toEqual([['basket.line_item.quote.expired.error', [`/lineItems/${line.id}`]]]);
      expect((await call(t.api, 'GET', `${JLINK_PATH}/quotes/${quoteId}`, token)).json().orderedDate).toBeUndefined();
    } finally {
      t.clock.advance(-(30 * DAY_MS + 1));
      t.token = await loginDemo(t.api, JLINK);
    }
    // within its validity the same basket is ordered
    const ordered = await call(t.api, 'POST', '/orders', t.token, { basket: basketId, termsAndConditionsAccepted: true });
    expect(ordered.statusCode, ordered.body).toBe(201);
  });

  it('lets the buyer reject a quote, which then leaves the basket and cannot be accepted', async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    await accept(basketId, quoteId);
    const rejected = await call(t.api, 'PUT', `${JLINK_PATH}/quotes/${quoteId}`, t.token, { rejected: true });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ rejected: true });
    expect(rejected.json().acceptedDate).toBeUndefined();
    expect(await basketLines(basketId)).toEqual([]);
    const refused = await accept(basketId, quoteId);
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'quote.error.is_rejected']);
  });

  it('deletes a quote, taking it out of the basket', async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    await accept(basketId, quoteId);
    expect((await call(t.api, 'DELETE', `${JLINK_PATH}/quotes/${quoteId}`, t.token)).statusCode).toBe(204);
    expect((await call(t.api, 'GET', `${JLINK_PATH}/quotes/${quoteId}`, t.token)).statusCode).toBe(404);
    expect(await basketLines(basketId)).toEqual([]);
  });

  it("answers another company's quote as unknown, in its quotes and in its basket", async () => {
    const quoteId = await answeredQuote();
    const other = await registerBusinessCustomer(t.api);
    const otherToken = await loginAs(t.api, other.login, other.password);
    expect((await call(t.api, 'GET', `/customers/-/users/-/quotes/${quoteId}`, otherToken)).statusCode).toBe(404);
    expect((await call(t.api, 'PUT', `/customers/-/users/-/quotes/${quoteId}`, otherToken, { rejected: true })).statusCode).toBe(404);
    const otherBasket = (await call(t.api, 'POST', '/baskets', otherToken)).json().data.id;
    const refused = await call(t.api, 'POST', `/baskets/${otherBasket}/quotes`, otherToken, { id: quoteId, calculated: true });
    expect([refused.statusCode, errorCode(refused)]).toEqual([404, 'quote.not_found.error']);
    expect((await call(t.api, 'GET', `/customers/OilCorp/users/${encodeURIComponent(JLINK)}/quotes/${quoteId}`, otherToken)).statusCode).toBe(404);
  });
});

describe('a quote and the basket currency', () => {
  it('keeps a basket holding a quote in its currency: a PATCH in another currency is refused', async () => {
    const quoteId = await answeredQuote();
    const basketId = await newBasket();
    expect((await accept(basketId, quoteId)).statusCode).toBe(201);
    const refused = await call(t.api, 'PATCH', `;cur=PLN/baskets/${basketId}`, t.token, { calculated: true });
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'basket.currency.quote.error']);
    expect(refused.json().errors[0].message).toContain('EUR');
    const basket = (await call(t.api, 'GET', `/baskets/${basketId}`, t.token)).json().data;
    expect(basket.purchaseCurrency).toBe('EUR');
  });
});
