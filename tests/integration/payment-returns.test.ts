// The payment provider's round trip through the built storefront and the bundled API's demo provider,
// as a browser without JavaScript follows it: the shop's return handling for approved, cancelled and
// failed payments, and for a return URL typed in without the provider's approval.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { CHECKOUT_ADDRESS } from './customers';
import { itemCount, shopper, type Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';

/** A guest's order, placed with the demo provider: the provider's page (a path on the shop's origin) and the order id. */
async function atProvider(customer: Shopper, locale = ''): Promise<{ providerPath: string; orderId: string }> {
  await customer.post(`${locale}/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' });
  await customer.post(`${locale}/checkout/address`, CHECKOUT_ADDRESS);
  await customer.get(`${locale}/checkout/shipping`);
  await customer.post(`${locale}/checkout/shipping`, { shippingMethod: 'STD_GROUND' });
  await customer.post(`${locale}/checkout/payment`, { paymentMethod: 'ISH_DEMO_REDIRECT' });
  const placed = await customer.post(`${locale}/checkout/review`, { termsAndConditions: 'on' });
  const providerPath = placed.headers.get('location') ?? '';
  expect(providerPath, `not sent to the provider: ${placed.status}`).toMatch(/^\/INTERSHOP\/payment-provider\//);
  const orderId = newestOrderId();
  return { providerPath, orderId };
}

/**
 * The provider's decision, as its page's form posts it (at the bundled API: `npm start` serves the page
 * on the shop's origin too): the return URL it sends the shopper to, as a path on the shop.
 */
async function decide(providerPath: string, action: 'approve' | 'cancel' | 'fail'): Promise<string> {
  const response = await fetch(shop.apiOrigin + providerPath, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  expect(location.origin).toBe(shop.origin);
  return location.pathname + location.search;
}

/** Follows the shop's redirects (on the shop's origin) to the page they end on. */
async function follow(customer: Shopper, path: string): Promise<{ path: string; status: number; html: string }> {
  let response = await customer.get(path);
  for (let hops = 0; response.status === 303 && hops < 5; hops++) {
    path = response.headers.get('location')!;
    response = await customer.get(path);
  }
  return { path, status: response.status, html: await response.text() };
}

/** Reads the bundled API's database. */
function query<T>(sql: string, ...params: string[]): T | undefined {
  const db = new Database(shop.dbFile, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

const newestOrderId = () => query<{ id: string }>('SELECT id FROM orders ORDER BY document_number DESC LIMIT 1')!.id;

/** The order's creation status as the bundled API holds it; undefined once the order was rolled back. */
function creationStatus(orderId: string): string | undefined {
  const row = query<{ document: string }>('SELECT document FROM orders WHERE id = ?', orderId);
  return row && (JSON.parse(row.document) as { data: { orderCreation: { status: string } } }).data.orderCreation.status;
}

describe('the return from the payment provider', () => {
  it('shows the receipt of an approved payment and empties the basket', async () => {
    const customer = shopper(shop.origin);
    const { providerPath, orderId } = await atProvider(customer);
    const page = await follow(customer, await decide(providerPath, 'approve'));
    expect(page.path).toBe(`/checkout/receipt?orderId=${orderId}`);
    expect(page.html).toContain('<h1>Thank you for your order</h1>');
    expect(page.html).toMatch(/Your order number is \d+\./);
    expect(creationStatus(orderId)).toBe('COMPLETED');
    expect(await itemCount(customer)).toBe(0);
  });

  it('sends a cancelled payment back to the payment step with its message, the basket kept', async () => {
    const customer = shopper(shop.origin);
    const { providerPath, orderId } = await atProvider(customer);
    const page = await follow(customer, await decide(providerPath, 'cancel'));
    expect(page.path).toBe('/checkout/payment?error=true');
    expect(page.html).toContain('You cancelled the payment.');
    expect(creationStatus(orderId)).toBeUndefined();
    expect(await itemCount(customer)).toBe(1);
  });

  it('sends a failed payment back to the payment step with its message, the basket kept', async () => {
    const customer = shopper(shop.origin);
    const { providerPath } = await atProvider(customer);
    const page = await follow(customer, await decide(providerPath, 'fail'));
    expect(page.path).toBe('/checkout/payment?error=true');
    expect(page.html).toContain('The payment failed.');
    expect(await itemCount(customer)).toBe(1);
  });

  it('thanks nobody for a success return the provider never sent: the payment is pending, with the ways back to paying', async () => {
    const customer = shopper(shop.origin);
    const { providerPath, orderId } = await atProvider(customer);
    const page = await follow(customer, `/checkout/receipt?redirect=success&orderId=${orderId}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Thank you for your order');
    expect(page.html).toContain('<h1>Your payment is not complete</h1>');
    expect(page.html).toContain(`href="${providerPath}"`);
    expect(page.html).toContain(`href="/checkout/payment?redirect=cancel&amp;orderId=${orderId}"`);
    expect(creationStatus(orderId)).toBe('STOPPED');
    // the provider still takes the payment, and then the order is placed
    const approved = await follow(customer, await decide(providerPath, 'approve'));
    expect(approved.html).toContain('<h1>Thank you for your order</h1>');
  });

  it('says so in German on the German receipt', async () => {
    const customer = shopper(shop.origin);
    const { orderId } = await atProvider(customer, '/de');
    const page = await follow(customer, `/de/checkout/receipt?redirect=success&orderId=${orderId}`);
    expect(page.html).toContain('<h1>Ihre Zahlung ist noch nicht abgeschlossen</h1>');
    expect(page.html).toContain('Zahlung beim Zahlungsanbieter abschließen');
  });

  it('thanks nobody for a success return after the payment failed: no order, and the way back to payment', async () => {
    const customer = shopper(shop.origin);
    const { providerPath, orderId } = await atProvider(customer);
    await follow(customer, await decide(providerPath, 'fail'));
    const page = await follow(customer, `/checkout/receipt?redirect=success&orderId=${orderId}`);
    expect(page.html).not.toContain('Thank you for your order');
    expect(page.html).toContain('<h1>Your order was not placed</h1>');
    expect(page.html).toMatch(/<a href="\/checkout\/payment"[^>]*>Back to payment<\/a>/);
    expect(await itemCount(customer)).toBe(1);
  });

  it('shows a reloaded success return the receipt again', async () => {
    const customer = shopper(shop.origin);
    const { providerPath, orderId } = await atProvider(customer);
    const returnPath = await decide(providerPath, 'approve');
    await follow(customer, returnPath);
    const again = await follow(customer, returnPath);
    expect(again.path).toBe(`/checkout/receipt?orderId=${orderId}`);
    expect(again.html).toContain('<h1>Thank you for your order</h1>');
  });
});
