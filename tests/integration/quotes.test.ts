// Quoting through the built storefront and the bundled API, as a browser without JavaScript uses it:
// a basket becomes a quote request, the buyer names and submits it, the demo's automatic answer makes
// it a responded quote, which the buyer accepts into the basket (once, however often he asks) at the
// quoted price and with its quantity fixed; an expired quote says so and cannot be accepted; and who
// may request and accept (buyers, not anonymous visitors or private customers; another company's or
// user's quote is not found).
import { describe, expect, it } from 'vitest';
import { DEMO_APPROVER } from '../../commerce-api/seed/demo-organization-users';
import { ADMIN, businessShop, loggedIn, page } from './business-checkout-support';
import { withDatabase } from './built-storefront';
import { loggedIn as loggedInWith } from './customers';
import { otherCompanyAdmin, outcome } from './form-permission-matrix';
import { alerts, basketItemCount, definitions, labelled, rowHeaders, statuses, textOf } from './html';
import { shopper, type Shopper } from './shopper';

const shop = businessShop();
const BUYER = 'jlink@test.intershop.de';
const PRODUCT = '201807171';

/** The request's id from the address the basket's "request a quote" sent the buyer to. */
async function requestFromBasket(buyer: Shopper, quantity = '1'): Promise<string> {
  expect((await buyer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity })).status).toBe(303);
  const created = await buyer.post('/basket', { intent: 'quote-request' });
  expect(created.status).toBe(303);
  const location = created.headers.get('location') ?? '';
  expect(location).toMatch(/^\/quote-list\/[^/]+$/);
  return decodeURIComponent(location.slice('/quote-list/'.length));
}

/** Submits the request (small enough for the demo's automatic answer) and answers the id of the quote that answered it. */
async function answeredQuote(buyer: Shopper, requestId: string): Promise<string> {
  const submitted = await buyer.post(`/quote-list/${encodeURIComponent(requestId)}`, { intent: 'submit', displayName: 'Test quote', description: 'Please quote' });
  expect(submitted.status).toBe(303);
  const quoteId = withDatabase(shop.current, (db) => db.prepare('SELECT id FROM quotes WHERE quote_request_id = ?').pluck().get(requestId) as string | undefined);
  expect(quoteId, 'the demo answered the request').toBeTruthy();
  return quoteId!;
}

/** Empties the buyer's basket (earlier tests' lines). */
async function emptyBasket(buyer: Shopper): Promise<void> {
  const basket = await page(buyer, '/basket');
  for (const [, quoteId] of basket.body.matchAll(/name="quoteId" value="([^"]+)"/g)) await buyer.post('/basket', { intent: 'remove-quote', quoteId });
  for (const [, lineItemId] of (await page(buyer, '/basket')).body.matchAll(/name="lineItemId" value="([^"]+)"/g)) {
    await buyer.post('/basket', { intent: 'remove', lineItemId });
  }
}

describe('quotes', () => {
  it('turns the basket into a request the buyer names, comments and submits; the demo answers it; the list shows each state', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const requestId = await requestFromBasket(buyer);
    const request = await page(buyer, `/quote-list/${requestId}`);
    expect(definitions(request.body).get('Status')).toBe('New');
    expect(textOf(request.body)).toContain('Submit quote request');
    const quoteId = await answeredQuote(buyer, requestId);
    const quote = await page(buyer, `/quote-list/${quoteId}`);
    const facts = definitions(quote.body);
    expect(facts.get('Status')).toBe('Responded');
    expect(facts.get('Name')).toBe('Test quote');
    expect(facts.get('Comment')).toBe('Please quote');
    expect(facts.get('Seller comment')).toMatch(/10 %/);
    expect(facts.get('Valid')).toMatch(/–/);
    expect(textOf(quote.body)).toMatch(/Suggested: .*Original:/);
    const list = await page(buyer, '/quote-list');
    expect(list.body).toContain(`href="/quote-list/${quoteId}"`);
    expect(textOf(list.body)).toContain('Responded');
  });

  it('accepts a responded quote into the basket once, at the quoted price and with its quantity fixed, and removes it again', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer, '2'));
    await emptyBasket(buyer);
    const accepted = await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/basket');
    expect((await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' })).headers.get('location')).toBe('/basket');
    const basket = await page(buyer, '/basket');
    expect(textOf(basket.body)).toContain('Your quote items - Test quote');
    expect(rowHeaders(labelled(basket.body, 'Your quote items - Test quote') ?? ''), 'one line, accepted once').toHaveLength(1);
    const quoted = labelled(basket.body, 'Your quote items - Test quote') ?? '';
    expect(quoted.match(/<input[^>]*name="quantity"[^>]*>/)?.[0]).toContain('disabled');
    const unit = withDatabase(shop.current, (db) => db.prepare('SELECT unit_net_cents FROM quote_items WHERE quote_id = ?').pluck().get(quoteId) as number);
    expect(textOf(basket.body)).toContain((unit / 100).toFixed(2));
    expect(definitions((await page(buyer, `/quote-list/${quoteId}`)).body).get('Status')).toBe('Accepted');
    expect((await buyer.post('/basket', { intent: 'remove-quote', quoteId })).status).toBe(303);
    expect(textOf((await page(buyer, '/basket')).body)).not.toContain('Your quote items');
  });

  it("keeps a basket with a quote's lines in its currency when the shopper switches to another, says so, and loses nothing", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer));
    await emptyBasket(buyer);
    expect((await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' })).status).toBe(303);
    const before = basketItemCount((await page(buyer, '/basket')).body);
    expect(before).toBeGreaterThan(0);
    const switched = await buyer.post('/api/currency', { currency: 'USD', returnTo: '/basket' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/basket');
    const basket = (await page(buyer, '/basket')).body;
    expect(statuses(basket).join(' ')).toContain('Your basket stays in EUR: it holds items that cannot be priced in USD, such as items from a quote at their agreed prices.');
    expect(textOf(basket)).toContain('Your quote items - Test quote');
    const unit = withDatabase(shop.current, (db) => db.prepare('SELECT unit_net_cents FROM quote_items WHERE quote_id = ?').pluck().get(quoteId) as number);
    expect(textOf(basket)).toContain(`€${(unit / 100).toFixed(2)}`);
    // the catalogue is in USD meanwhile; the basket, its mini basket and the checkout stay in EUR
    expect(textOf((await page(buyer, `/product/${PRODUCT}`)).body)).toMatch(/\$\d/);
    const checkout = await page(buyer, '/checkout/review');
    expect(textOf(checkout.status === 200 ? checkout.body : (await page(buyer, checkout.location ?? '/basket')).body)).not.toMatch(/\$\d/);
    const after = (await page(buyer, '/basket')).body;
    expect(basketItemCount(after)).toBe(before);
    expect(rowHeaders(labelled(after, 'Your quote items - Test quote') ?? '')).toHaveLength(1);
    expect((await buyer.post('/api/currency', { currency: 'EUR', returnTo: '/basket' })).status).toBe(303);
  });

  it('says an expired quote expired and does not put it into the basket', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer));
    await emptyBasket(buyer);
    withDatabase(shop.current, (db) => db.prepare("UPDATE quotes SET valid_to = '2020-01-31T00:00:00.000Z', valid_from = '2020-01-01T00:00:00.000Z' WHERE id = ?").run(quoteId));
    const quote = await page(buyer, `/quote-list/${quoteId}`);
    expect(definitions(quote.body).get('Status')).toBe('Expired');
    expect(alerts(quote.body).join(' ')).toMatch(/Your quote expired on January 31, 2020/);
    expect(textOf(quote.body)).not.toContain('Add quote to cart');
    const refused = await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' });
    expect(refused.status).toBe(409);
    const said = alerts(await refused.text()).join(' ');
    expect(said.match(/expired/g), 'one message says it expired').toHaveLength(1);
    expect(said).toContain('Your quote expired on January 31, 2020');
    expect(textOf((await page(buyer, '/basket')).body)).not.toContain('Your quote items');
    expect(textOf((await page(buyer, '/quote-list')).body)).toContain('Expired');
  });

  it("says why an accept was refused, and calls a quote accepted only while this cart holds it", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer));
    // the product is still in the basket on a line of its own
    const refused = await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' });
    expect(refused.status).toBe(422);
    const said = alerts(await refused.text()).join(' ');
    expect(said).toContain('The quote could not be added to the cart.');
    expect(said).toContain(`The product '${PRODUCT}' is already in the cart`);
    await emptyBasket(buyer);
    // accepted into another basket (another session's, say): not in this cart
    withDatabase(shop.current, (db) => db.prepare('UPDATE quotes SET accepted_at = ? WHERE id = ?').run(new Date().toISOString(), quoteId));
    const elsewhere = await page(buyer, `/quote-list/${quoteId}`);
    expect(definitions(elsewhere.body).get('Status')).toBe('Responded');
    expect(textOf(elsewhere.body)).not.toContain('in your cart');
    withDatabase(shop.current, (db) => db.prepare("UPDATE quotes SET valid_to = '2020-01-31T00:00:00.000Z', valid_from = '2020-01-01T00:00:00.000Z' WHERE id = ?").run(quoteId));
    expect(definitions((await page(buyer, `/quote-list/${quoteId}`)).body).get('Status'), 'expired wins').toBe('Expired');
    // ordered (an order placed with its lines): used up, and said once when accepted
    withDatabase(shop.current, (db) => db.prepare('UPDATE quotes SET ordered_at = ? WHERE id = ?').run(new Date().toISOString(), quoteId));
    const ordered = await page(buyer, `/quote-list/${quoteId}`);
    expect(definitions(ordered.body).get('Status')).toBe('Ordered');
    expect(textOf(ordered.body)).toContain('This quote has been ordered');
    expect(textOf(ordered.body)).not.toContain('Add quote to cart');
    expect(textOf((await page(buyer, '/quote-list')).body)).toContain('Ordered');
    const again = await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' });
    expect(again.status).toBe(409);
    expect(textOf(await again.text()).match(/has (already )?been ordered/g), 'said once').toHaveLength(1);
  });

  it("refuses the checkout of an expired quote's lines in the shopper's words", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer));
    await emptyBasket(buyer);
    expect((await buyer.post(`/quote-list/${quoteId}`, { intent: 'accept' })).status).toBe(303);
    withDatabase(shop.current, (db) => db.prepare("UPDATE quotes SET valid_to = '2020-01-31T00:00:00.000Z', valid_from = '2020-01-01T00:00:00.000Z' WHERE id = ?").run(quoteId));
    const checkout = await buyer.post('/basket', { intent: 'checkout' });
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('location')).toBe('/basket?error=true');
    const basket = await page(buyer, '/basket?error=true');
    expect(alerts(basket.body).join(' ')).toContain('A quote in your cart has expired.');
    expect(definitions((await page(buyer, `/quote-list/${quoteId}`)).body).get('Status'), 'still in this cart').toBe('Accepted');
    await emptyBasket(buyer);
  });

  it('says a quote to remove from the cart is not in it', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer));
    const removed = await buyer.post('/basket', { intent: 'remove-quote', quoteId });
    expect(removed.status).toBe(303);
    const basket = await page(buyer, removed.headers.get('location') ?? '/basket');
    expect(alerts(basket.body).join(' ')).toContain('The quote is not in your cart.');
    expect(textOf(basket.body)).not.toContain('The quote items have been removed');
  });

  it('puts a product into a new request from the product page', async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    const product = await page(buyer, `/product/${PRODUCT}`);
    // the quote button sends the add-to-basket form's SKU and quantity to the page
    const button = product.body.match(/<button[^>]*formaction="\/addProductToQuoteRequest"[^>]*>/i)?.[0] ?? '';
    expect(button).toMatch(/formmethod="get"/i);
    expect(button).toContain(`form="add-to-basket-${PRODUCT}"`);
    expect(product.body).toMatch(new RegExp(`<form[^>]*id="add-to-basket-${PRODUCT}"`));
    const form = await page(buyer, `/addProductToQuoteRequest?sku=${PRODUCT}&quantity=3`);
    expect(form.status).toBe(200);
    expect(form.body).toMatch(/<input[^>]*name="quantity"[^>]*value="3"/);
    const huge = await page(buyer, `/addProductToQuoteRequest?sku=${PRODUCT}&quantity=1e9`);
    expect(huge.body, 'clamped to the largest quantity').toMatch(/<input[^>]*name="quantity"[^>]*value="100000"/);
    const added = await buyer.post('/addProductToQuoteRequest', { intent: 'add', sku: PRODUCT, quantity: '3', quoteRequestId: 'new', displayName: 'From the product page' });
    expect(added.status).toBe(303);
    const request = await page(buyer, added.headers.get('location')!);
    expect(definitions(request.body).get('Status')).toBe('New');
    expect(request.body).toMatch(/name="quantity"[^>]*value="3"|value="3"[^>]*name="quantity"/);
  });
});

describe('who may request and accept quotes', () => {
  it('sends anonymous visitors to the login and private customers to the missing-permission page', async () => {
    const anonymous = shopper(shop.current.origin);
    expect(await outcome(await anonymous.get('/quote-list'))).toBe('login');
    expect(await outcome(await anonymous.get(`/addProductToQuoteRequest?sku=${PRODUCT}`))).toBe('login');
    expect(await outcome(await anonymous.post('/quote-list/any', { intent: 'accept' }))).toBe('login');
    expect(await outcome(await anonymous.post('/addProductToQuoteRequest', { intent: 'add', sku: PRODUCT, quantity: '1' }))).toBe('login');
    const privateCustomer = await loggedInWith(shop.current, 'patricia@test.intershop.de', '!InterShop00!');
    expect(await outcome(await privateCustomer.post('/quote-list/any', { intent: 'accept' }))).toBe('missing-permission');
    expect(await outcome(await privateCustomer.post('/addProductToQuoteRequest', { intent: 'add', sku: PRODUCT, quantity: '1' }))).toBe('missing-permission');
  });

  it("lets the company's buyers, approver and admin request quotes, and finds no other user's or company's quote", async () => {
    const buyer = await loggedIn(shop.current, BUYER);
    await emptyBasket(buyer);
    const quoteId = await answeredQuote(buyer, await requestFromBasket(buyer));
    for (const login of [DEMO_APPROVER, ADMIN, 'pmiller@test.intershop.de']) {
      const colleague = await loggedIn(shop.current, login);
      expect(await outcome(await colleague.post('/addProductToQuoteRequest', { intent: 'add', sku: PRODUCT, quantity: '1', quoteRequestId: 'new' })), login).toBe('taken');
      expect((await page(colleague, `/quote-list/${quoteId}`)).status, login).toBe(404);
      expect(await outcome(await colleague.post(`/quote-list/${quoteId}`, { intent: 'accept' })), login).toBe('not found');
    }
    const rival = await otherCompanyAdmin(shop.current);
    expect((await page(rival, `/quote-list/${quoteId}`)).status).toBe(404);
    expect(await outcome(await rival.post(`/quote-list/${quoteId}`, { intent: 'accept' }))).toBe('not found');
    expect(await outcome(await rival.post(`/quote-list/${quoteId}`, { intent: 'reject' }))).toBe('not found');
  });
});
