// Basket and checkout through the built storefront and the bundled API, as a browser without
// JavaScript posts them, and as an attacker would: what the server accepts, refuses and keeps.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { CHECKOUT_ADDRESS } from './customers';
import { definitions, descriptionOf, textOf } from './html';
import { itemCount, shopper as shopperAt, type Shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const PRODUCT = '201807171';

const shopper = () => shopperAt(shop.origin);


async function addToBasket(customer: Shopper, fields: Record<string, string>) {
  return customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1', ...fields });
}

async function toReview(customer: Shopper) {
  await addToBasket(customer, {});
  await customer.post('/checkout/address', CHECKOUT_ADDRESS);
  await customer.get('/checkout/shipping');
  await customer.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await customer.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
}

/** How many orders the bundled API holds (this file's tests run one after another). */
function orderCount(): number {
  const db = new Database(shop.dbFile, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS count FROM orders').get() as { count: number }).count;
  } finally {
    db.close();
  }
}

describe('adding to the basket', () => {
  it('answers a plain form post with 303 back to the page and the added product', async () => {
    const customer = shopper();
    const response = await addToBasket(customer, { quantity: '2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/product/${PRODUCT}`);
    expect(await itemCount(customer)).toBe(2);
  });

  it('ignores a forged price: the basket total is the catalogue price', async () => {
    const honest = shopper();
    await addToBasket(honest, {});
    const forger = shopper();
    await addToBasket(forger, { price: '0.01', 'pricing.total': '0.01', total: '0' });
    const total = async (customer: Shopper) => definitions(await customer.text('/basket')).get('Total');
    const honestTotal = await total(honest);
    expect(honestTotal).toMatch(/^€\d/);
    expect(await total(forger)).toBe(honestTotal);
  });

  it.each(['-1', '0', '1.5', '1e30', 'many', ''])('refuses the quantity %j with 422 and adds nothing', async (quantity) => {
    const customer = shopper();
    const response = await addToBasket(customer, { quantity });
    expect(response.status).toBe(422);
    expect(descriptionOf(await response.text(), 'quantity')).toBeTruthy();
    expect(await itemCount(customer)).toBe(0);
  });

  it.each(['1.5', '-1', 'many'])('refuses the changed quantity %j of a line posted without JavaScript with 422, the message next to the field and the line unchanged', async (quantity) => {
    const customer = shopper();
    await addToBasket(customer, { quantity: '2' });
    const lineItemId = /name="lineItemId" value="([^"]+)"/.exec(await customer.text('/basket'))![1];
    const response = await customer.post('/basket', { intent: 'update', lineItemId, quantity });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(descriptionOf(html, 'quantity')).toBe('Please enter a whole number.');
    expect(await itemCount(customer)).toBe(2);
  });

  it('refuses an unknown SKU with status 422 and adds nothing', async () => {
    const customer = shopper();
    const response = await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: 'NO-SUCH-SKU', quantity: '1' });
    expect(response.status).toBe(422);
    expect(await itemCount(customer)).toBe(0);
  });

  it('answers an unknown intent and a body that is not a form with 400', async () => {
    const customer = shopper();
    expect((await customer.post('/basket', { intent: 'explode' })).status).toBe(400);
    const json = await fetch(`${shop.origin}/basket`, { method: 'POST', body: '{"intent":"add"}', headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
  });
});

describe('posts from other sites', () => {
  it('refuses a post a browser marks as cross-site with the 403 page', async () => {
    const response = await addToBasket(shopper(), { }).then(() =>
      shopper().post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' }, { 'Sec-Fetch-Site': 'cross-site' }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This request was refused');
  });

  it('refuses a post whose Origin is another site, without a server error', async () => {
    const response = await shopper().post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(400);
  });

  it('refuses a post without Origin whose Referer is a page of another site', async () => {
    const response = await shopper().post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' }, { Referer: 'https://evil.example/x' });
    expect(response.status).toBe(403);
  });

  it('takes a post without Origin whose Referer is a page of the shop', async () => {
    const customer = shopper();
    const response = await customer.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' }, { Referer: `${shop.origin}/product/${PRODUCT}` });
    expect(response.status).toBe(303);
  });
});

describe('pages with a basket', () => {
  it('are never kept by shared caches', async () => {
    const customer = shopper();
    await addToBasket(customer, {});
    for (const path of ['/basket', `/product/${PRODUCT}`, '/checkout/address']) {
      expect((await customer.get(path)).headers.get('cache-control'), path).toMatch(/private|no-store/);
    }
  });

  it('send a shopper whose basket is not found to /basket?error=true with basket.not_found.error', async () => {
    const customer = shopper();
    await toReview(customer);
    const secondTab = shopper();
    secondTab.cookie = customer.cookie;
    await customer.post('/checkout/review', { termsAndConditions: 'on' });
    const response = await secondTab.get('/checkout/review');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket?error=true');
    expect(await secondTab.text('/basket?error=true')).toContain('Your basket could not be found.');
  });

  it('show a basket that is not found on the basket page with error=true', async () => {
    const customer = shopper();
    await toReview(customer);
    const secondTab = shopper();
    secondTab.cookie = customer.cookie;
    await customer.post('/checkout/review', { termsAndConditions: 'on' });
    const response = await secondTab.get('/de/basket');
    expect(response.headers.get('location')).toBe('/de/basket?error=true');
    expect(await secondTab.text('/de/basket?error=true')).toContain('Ihr Warenkorb wurde nicht gefunden.');
  });

  it('send a shopper without a basket from the checkout back to the basket', async () => {
    const response = await shopper().get('/checkout/shipping');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket');
  });
});

describe('submitting the order', () => {
  it('creates one order when the same basket is submitted twice at once', async () => {
    const customer = shopper();
    await toReview(customer);
    const before = orderCount();
    const [first, second] = await Promise.all([
      customer.post('/checkout/review', { termsAndConditions: 'on' }),
      customer.post('/checkout/review', { termsAndConditions: 'on' }),
    ]);
    expect(first.headers.get('location')).toMatch(/^\/checkout\/receipt\?orderId=/);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(orderCount()).toBe(before + 1);
  });

  it('answers a second submission after the first one finished (a double click without JavaScript) with the same receipt', async () => {
    const customer = shopper();
    await toReview(customer);
    const beforeTheOrder = customer.cookie;
    const before = orderCount();
    const first = (await customer.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location');
    customer.cookie = beforeTheOrder;
    const second = (await customer.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location');
    expect(first).toMatch(/^\/checkout\/receipt\?orderId=/);
    expect(second).toBe(first);
    expect(orderCount()).toBe(before + 1);
  });

  it('puts what a second session adds to an ordered basket into a new basket, not the order', async () => {
    const customer = shopper();
    await toReview(customer);
    const secondTab = shopper();
    secondTab.cookie = customer.cookie;
    const receipt = (await customer.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location');
    await addToBasket(secondTab, {});
    expect(await itemCount(secondTab)).toBe(1);
    await toReview(secondTab);
    expect((await secondTab.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location')).not.toBe(receipt);
  });

  it('shows a receipt only to the session that placed the order', async () => {
    const customer = shopper();
    await toReview(customer);
    const receipt = (await customer.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location')!;
    expect((await customer.get(receipt)).status).toBe(200);
    expect((await shopper().get(receipt)).status).toBe(404);
  });

  it('shows a price that changed between review and submit before anything is ordered', async () => {
    const customer = shopper();
    await toReview(customer);
    const reviewedTotals = /name="reviewedTotals" value="([^"]*)"/.exec(await customer.text('/checkout/review'))![1];
    const db = new Database(shop.dbFile);
    const raise = db.prepare(
      "UPDATE product_prices SET net_cents = net_cents + ?, gross_cents = gross_cents + ? WHERE price_type = 'sale' AND product_id = (SELECT id FROM products WHERE sku = ?)",
    );
    raise.run(100, 119, PRODUCT);
    try {
      const response = await customer.post('/checkout/review', { termsAndConditions: 'on', reviewedTotals });
      expect(response.headers.get('location')).toBe('/checkout/review');
      expect(await customer.text('/checkout/review')).toContain('Prices in your order have changed since you reviewed it.');
    } finally {
      raise.run(-100, -119, PRODUCT);
      db.close();
    }
  });

  it('catches stock that ran out between review and submit and sends the shopper to the basket', async () => {
    const customer = shopper();
    await toReview(customer);
    const db = new Database(shop.dbFile);
    const before = db.prepare('SELECT stock FROM inventory JOIN products p ON p.id = product_id WHERE p.sku = ?').get(PRODUCT) as { stock: number };
    db.prepare('UPDATE inventory SET stock = 0 WHERE product_id = (SELECT id FROM products WHERE sku = ?)').run(PRODUCT);
    try {
      const response = await customer.post('/checkout/review', { termsAndConditions: 'on' });
      expect(response.headers.get('location')).toBe('/basket?error=true');
      expect(await customer.text('/basket?error=true')).toContain('Google Home');
    } finally {
      db.prepare('UPDATE inventory SET stock = ? WHERE product_id = (SELECT id FROM products WHERE sku = ?)').run(before.stock, PRODUCT);
      db.close();
    }
  });
});

describe('the display-type switch', () => {
  it('goes back only to a path of the shop', async () => {
    const response = await shopper().post('/api/display-type', { displayType: 'b2b', returnTo: '//evil.example/x' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/evil.example/x');
  });
});

/** A calendar date (UTC, as the storefront counts) `days` from today. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The first date on or after today + `from` days whose weekday is one of `weekdays` (0 Sunday … 6 Saturday). */
function nextDate(from: number, weekdays: number[]): string {
  for (let days = from; ; days++) {
    const date = daysFromToday(days);
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
}

const CAMERA = '2936350';
const CAMERA_WARRANTY = '2YCAMCARE';
const NOTEBOOK_WARRANTY = '3YNBPROT';

describe('the desired delivery date', () => {
  it('refuses a Saturday with 422 when weekends are excluded, and keeps what was typed', async () => {
    const customer = shopper();
    await addToBasket(customer, {});
    const saturday = nextDate(3, [6]);
    const response = await customer.post('/basket', { intent: 'delivery-date', desiredDeliveryDate: saturday });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(descriptionOf(html, 'desiredDeliveryDate')).toContain('We do not deliver on this day');
    expect(html).toContain(`value="${saturday}"`);
    expect(await customer.text('/basket')).not.toContain(`value="${saturday}"`);
  });

  it('keeps a valid date and writes it to every line when the order is submitted', async () => {
    const customer = shopper();
    await customer.post(`/product/${CAMERA}`, { intent: 'add', sku: CAMERA, quantity: '1' });
    await toReview(customer);
    const date = nextDate(3, [1, 2, 3, 4, 5]);
    const saved = await customer.post('/basket', { intent: 'delivery-date', desiredDeliveryDate: date });
    expect(saved.status).toBe(303);
    expect(await customer.text('/basket')).toContain(`value="${date}"`);
    const receipt = (await customer.post('/checkout/review', { termsAndConditions: 'on' })).headers.get('location')!;
    const orderId = new URL(receipt, shop.origin).searchParams.get('orderId');
    expect(orderId).toBeTruthy();
    const db = new Database(shop.dbFile, { readonly: true });
    try {
      const lines = db
        .prepare('SELECT desired_delivery FROM basket_line_items WHERE basket_id = (SELECT basket_id FROM orders WHERE id = ?)')
        .all(orderId) as { desired_delivery: string | null }[];
      expect(lines).toHaveLength(2);
      expect(lines.map((line) => line.desired_delivery)).toEqual([date, date]);
    } finally {
      db.close();
    }
  });
});

describe('warranties in the basket', () => {
  /** A shopper with the camera, which offers the camera care warranty only, and the camera's line id. */
  async function cameraBasket() {
    const customer = shopper();
    await customer.post(`/product/${CAMERA}`, { intent: 'add', sku: CAMERA, quantity: '1' });
    const lineItemId = /name="lineItemId" value="([^"]+)"/.exec(await customer.text('/basket'))![1];
    return { customer, lineItemId };
  }

  it('refuses another product\'s warranty with 422 and leaves the line without one', async () => {
    const { customer, lineItemId } = await cameraBasket();
    const response = await customer.post('/basket', { intent: 'warranty', lineItemId, warranty: NOTEBOOK_WARRANTY });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('This warranty is not offered for this product.');
    expect(textOf(await customer.text('/basket'))).not.toContain('Warranty: ');
  });

  it('adds a warranty the product offers and shows it with its price', async () => {
    const { customer, lineItemId } = await cameraBasket();
    const response = await customer.post('/basket', { intent: 'warranty', lineItemId, warranty: CAMERA_WARRANTY });
    expect(response.status).toBe(303);
    expect(textOf(await customer.text('/basket'))).toMatch(/Warranty: 2-year Camera Care – €\d+\.\d\d/);
  });
});

describe('recurring orders', () => {
  it('submits a recurring basket to the receipt with the recurring order id', async () => {
    const customer = shopper();
    await toReview(customer);
    const saved = await customer.post('/basket', { intent: 'recurrence', recurring: 'on', interval: 'P1W', startDate: daysFromToday(1), repetitions: '4' });
    expect(saved.status).toBe(303);
    expect(await customer.text('/checkout/review')).toContain('Place recurring order and pay');
    const response = await customer.post('/checkout/review', { termsAndConditions: 'on' });
    expect(response.headers.get('location')).toMatch(/^\/checkout\/receipt\?recurringOrderId=[^&]+$/);
    const receipt = await customer.get(response.headers.get('location')!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toMatch(/Your recurring order (<!-- -->)?\d+(<!-- -->)? has been created: (<!-- -->)?every week from/);
  });

  it('shows the recurring order\'s number and schedule on every view of the receipt, to its session only', async () => {
    const customer = shopper();
    await toReview(customer);
    await customer.post('/basket', { intent: 'recurrence', recurring: 'on', interval: 'P1W', startDate: daysFromToday(1), endDate: daysFromToday(29) });
    const response = await customer.post('/checkout/review', { termsAndConditions: 'on' });
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/receipt\?recurringOrderId=[^&]+$/);
    const sentence = /Your recurring order (?:<!-- -->)?(\d+)(?:<!-- -->)? has been created: (?:<!-- -->)?every week from [^<]+ until [^<]+(?:<!-- -->)?\.?/;
    const first = await customer.get(location);
    expect(first.status).toBe(200);
    const number = sentence.exec(await first.text())?.[1];
    expect(number).toMatch(/^\d+$/);
    // Not a message flashed once: the reload shows the same number and schedule.
    const second = await customer.get(location);
    expect(second.status).toBe(200);
    expect(sentence.exec(await second.text())?.[1]).toBe(number);
    // Another session knows the URL, not the order.
    const stranger = shopper();
    await addToBasket(stranger, {});
    const refused = await stranger.get(location);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('Your recurring order');
  });

  it('refuses a start in the past with 422', async () => {
    const customer = shopper();
    await addToBasket(customer, {});
    const response = await customer.post('/basket', { intent: 'recurrence', recurring: 'on', interval: 'P1M', startDate: daysFromToday(-1) });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('The first order cannot be in the past.');
  });
});
