// The quoting client against answers in the wire format of the Intershop PWA's quoting extension: the
// lists' link attributes, a request's items as links, a quote's prices and validity, the calls that
// create, submit and accept, and the states derived from them.
import { describe, expect, it } from 'vitest';
import { quoteState } from '~/commerce/models/quote';
import { stubbed } from './stubbed-client';

const money = (value: number) => ({ type: 'Money', value, currencyMnemonic: 'USD', currency: 'USD' });
const attribute = (name: string, value: unknown) => ({ name, type: typeof value === 'number' ? 'Long' : 'String', value });

const requestLink = {
  type: 'Link',
  title: 'QR-1',
  uri: 'inSPIRED-inTRONICS_Business-Site/-/customers/OilCorp/users/jlink%40test.intershop.de/quoterequests/QR-1',
  attributes: [attribute('number', '0000008'), attribute('name', 'Cameras'), attribute('lineItems', 1), attribute('creationDate', 1_598_333_702_038)],
};
const quoteLink = {
  type: 'Link',
  title: 'Q-1',
  attributes: [
    attribute('number', '0000009'),
    attribute('name', 'Cameras'),
    attribute('lineItems', 1),
    attribute('creationDate', 1_598_333_717_587),
    attribute('validFromDate', 1_598_333_700_000),
    attribute('validToDate', 4_102_444_800_000),
    { name: 'rejected', type: 'Boolean', value: false },
  ],
};

describe('quotes client', () => {
  it('lists requests and quotes from the link attributes, newest first', async () => {
    const { commerce, sent } = stubbed(({ path }) => ({ body: { elements: path.endsWith('quoterequests') ? [requestLink] : [quoteLink] } }));
    const list = await commerce.quotes.list();
    expect(sent.map((call) => call.path).sort()).toEqual(['customers/-/users/-/quoterequests', 'customers/-/users/-/quotes']);
    expect(list.map((entry) => [entry.kind, entry.id, entry.number, entry.displayName, entry.itemCount])).toEqual([
      ['Quote', 'Q-1', '0000009', 'Cameras', 1],
      ['QuoteRequest', 'QR-1', '0000008', 'Cameras', 1],
    ]);
    expect(list[0]).toMatchObject({ validToDate: 4_102_444_800_000, rejected: false });
  });

  it('reads a request and loads its items given as links', async () => {
    const { commerce, sent } = stubbed(({ path }) =>
      path.endsWith('/items/ITEM-1')
        ? { body: { type: 'QuoteRequestLineItem', id: 'ITEM-1', productSKU: '201807171', quantity: { type: 'Quantity', value: 2 }, singlePrice: money(10), totalPrice: money(20) } }
        : { body: { type: 'QuoteRequest', id: 'QR-1', number: '0000008', displayName: 'Cameras', creationDate: 1, total: money(20), items: [{ type: 'Link', title: 'ITEM-1', uri: 'x/quoterequests/QR-1/items/ITEM-1' }] } },
    );
    const request = await commerce.quotes.get('QuoteRequest', 'QR-1');
    expect(sent.map((call) => call.path)).toEqual(['customers/-/users/-/quoterequests/QR-1', 'customers/-/users/-/quoterequests/QR-1/items/ITEM-1']);
    expect(request.lines).toEqual([{ id: 'ITEM-1', sku: '201807171', quantity: 2, singlePrice: { currency: 'USD', value: 10 }, total: { currency: 'USD', value: 20 } }]);
    expect(quoteState(request, Date.now())).toBe('new');
    expect(quoteState({ ...request, submittedDate: 2 }, Date.now())).toBe('submitted');
  });

  it('reads a quote with the seller prices and tells responded, expired, rejected and accepted apart', async () => {
    const { commerce } = stubbed(() => ({
      body: {
        type: 'Quote',
        id: 'Q-1',
        number: '0000009',
        displayName: 'Cameras',
        creationDate: 1,
        validFromDate: 1_000,
        validToDate: 2_000,
        sellerComment: 'Special price',
        total: money(18),
        originTotal: money(20),
        items: [{ type: 'QuoteLineItem', productSKU: '201807171', quantity: { value: 2 }, originQuantity: { value: 2 }, singlePrice: money(9), originSinglePrice: money(10), totalPrice: money(18), originTotalPrice: money(20) }],
      },
    }));
    const quote = await commerce.quotes.get('Quote', 'Q-1');
    expect(quote).toMatchObject({ kind: 'Quote', sellerComment: 'Special price', total: { value: 18 }, originTotal: { value: 20 } });
    expect(quote.lines[0]).toMatchObject({ sku: '201807171', quantity: 2, singlePrice: { value: 9 }, originSinglePrice: { value: 10 } });
    expect(quoteState(quote, 1_500)).toBe('responded');
    expect(quoteState(quote, 1_500, true)).toBe('accepted');
    expect(quoteState(quote, 2_001)).toBe('expired');
    expect(quoteState(quote, 2_001, true), 'its lines in this cart').toBe('accepted');
    expect(quoteState({ ...quote, rejected: true }, 1_500)).toBe('rejected');
    expect(quoteState({ ...quote, acceptedDate: 1_200 }, 1_500), 'in another basket').toBe('responded');
    expect(quoteState({ ...quote, acceptedDate: 1_200 }, 2_001), 'in another basket, expired').toBe('expired');
    expect(quoteState({ ...quote, acceptedDate: 1_200, orderedDate: 1_300 }, 2_001)).toBe('ordered');
  });

  it('creates a request from a basket, names it, submits it, and puts a quote into a basket and out again', async () => {
    const { commerce, sent } = stubbed(({ method, path }) => (method === 'POST' && path.endsWith('quoterequests') ? { status: 201, body: { type: 'Link', title: 'QR-2' } } : { body: {} }));
    expect(await commerce.quotes.createRequest({ basketId: 'B-1' })).toBe('QR-2');
    await commerce.quotes.updateRequest('QR-2', { displayName: 'All of it', description: 'Please quote' });
    await commerce.quotes.submitRequest('QR-2');
    await commerce.quotes.addItem('QR-2', '201807171', 3);
    await commerce.baskets.addQuote('B-1', 'Q-1');
    await commerce.baskets.removeQuote('B-1', 'Q-1');
    expect(sent).toEqual([
      { method: 'POST', path: 'customers/-/users/-/quoterequests' },
      { method: 'PUT', path: 'customers/-/users/-/quoterequests/QR-2', body: { displayName: 'All of it', description: 'Please quote' } },
      { method: 'POST', path: 'customers/-/users/-/quotes', body: { quoteRequestID: 'QR-2' } },
      { method: 'POST', path: 'customers/-/users/-/quoterequests/QR-2/items', body: { productSKU: '201807171', quantity: { value: 3 } } },
      { method: 'POST', path: 'baskets/B-1/quotes', body: { id: 'Q-1', calculated: true } },
      { method: 'DELETE', path: 'baskets/B-1/quotes/Q-1' },
    ]);
  });

  it('marks a basket line that came from a quote: its quantity is fixed', async () => {
    const { commerce } = stubbed(() => ({
      body: {
        data: { id: 'B-1', lineItems: ['L-1'], totals: {} },
        included: { lineItems: { 'L-1': { id: 'L-1', product: '201807171', quantity: { value: 2 }, quote: 'Q-1' } } },
      },
    }));
    const basket = await commerce.baskets.get('B-1');
    expect(basket.lineItems[0]).toMatchObject({ quote: 'Q-1', editable: false });
  });
});
