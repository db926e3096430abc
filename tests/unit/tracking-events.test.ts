// The data layer's events (docs/decisions/031): GA4's names and payloads from products, lines, baskets and
// orders; German dates; the tracked error statuses; the tag manager's settings; the pseudonymous user id.
import { describe, expect, it } from 'vitest';
import type { BasketTotals } from '~/commerce/models/basket';
import {
  analyticsDate,
  basketChangeEvent,
  checkoutEvent,
  errorEvent,
  pageViewEvent,
  purchaseEvent,
  viewItemEvent,
} from '~/features/tracking/tracking-events';
import { DEFAULT_TAG_MANAGER_SCRIPT, parseTagManager } from '~/features/tracking/tag-manager-settings';
import { trackingUserId } from '~/features/tracking/tracking.server';

const price = (gross: number, net: number, currency = 'USD') => ({ gross: { currency, value: gross }, net: { currency, value: net } });
const camera = { sku: '201807171', name: 'Canon EOS 5D', brand: 'Canon', singlePrice: price(119.99, 100.83), quantity: 1 };
const totals = (total: number, tax: number, shipping: number): BasketTotals => ({
  total: price(total, total - tax),
  taxTotal: { currency: 'USD', value: tax },
  shippingTotal: price(shipping, shipping),
  isEstimated: false,
});

describe('ecommerce events', () => {
  it('view_item names the SKU, name, brand and the gross price of one unit for b2c, the net one for b2b', () => {
    expect(viewItemEvent(camera, 'b2c')).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'USD', value: 119.99, items: [{ item_id: '201807171', item_name: 'Canon EOS 5D', item_brand: 'Canon', price: 119.99, quantity: 1 }] },
    });
    expect(viewItemEvent(camera, 'b2b')).toMatchObject({ ecommerce: { value: 100.83, items: [{ price: 100.83 }] } });
  });

  it('a product without a price has neither value nor price', () => {
    const { singlePrice: _, ...unpriced } = camera;
    expect(viewItemEvent(unpriced, 'b2c')).toEqual({ event: 'view_item', ecommerce: { items: [{ item_id: '201807171', item_name: 'Canon EOS 5D', item_brand: 'Canon', quantity: 1 }] } });
  });

  it('a basket change is worth the quantity changed times the unit price, to the cent', () => {
    expect(basketChangeEvent('add_to_cart', { ...camera, quantity: 3, singlePrice: price(0.1, 0.08) }, 'b2c')).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'USD', value: 0.3, items: [{ price: 0.1, quantity: 3 }] },
    });
    expect(basketChangeEvent('remove_from_cart', { ...camera, quantity: 2 }, 'b2c')).toMatchObject({ event: 'remove_from_cart', ecommerce: { value: 239.98 } });
  });

  it('checkout steps carry the basket total, and the shipping tier or payment type of their step only', () => {
    const basket = { lines: [{ ...camera, quantity: 2 }], totals: totals(250.5, 40, 10.52), shippingMethod: 'Standard Ground', paymentMethod: 'Invoice' };
    expect(checkoutEvent('begin_checkout', basket, 'b2c')).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'USD', value: 250.5, items: [{ item_id: '201807171', item_name: 'Canon EOS 5D', item_brand: 'Canon', price: 119.99, quantity: 2 }] },
    });
    expect(checkoutEvent('add_shipping_info', basket, 'b2c').ecommerce).toMatchObject({ shipping_tier: 'Standard Ground' });
    expect(checkoutEvent('add_shipping_info', basket, 'b2c').ecommerce).not.toHaveProperty('payment_type');
    expect(checkoutEvent('add_payment_info', basket, 'b2c').ecommerce).toMatchObject({ payment_type: 'Invoice' });
    // without totals (not calculated yet), the lines' sum
    expect(checkoutEvent('begin_checkout', { lines: basket.lines }, 'b2c').ecommerce).toMatchObject({ value: 239.98 });
  });

  it('purchase names the order number, its real totals and its date as dd.MM.yyyy', () => {
    const order = { documentNo: '00000123', creationDate: '2026-11-27T17:05:00Z', totals: totals(250.5, 40, 10.52), lines: [{ ...camera, quantity: 2 }] };
    expect(purchaseEvent(order, 'b2c')).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '00000123',
        currency: 'USD',
        value: 250.5,
        tax: 40,
        shipping: 10.52,
        order_date: '27.11.2026',
        items: [{ item_id: '201807171', item_name: 'Canon EOS 5D', item_brand: 'Canon', price: 119.99, quantity: 2 }],
      },
    });
    expect(purchaseEvent(order, 'b2b').ecommerce.value).toBe(210.5);
  });
});

describe('dates, pages and errors', () => {
  it('formats dates the German way and drops what is no date', () => {
    expect(analyticsDate('2026-03-05')).toBe('05.03.2026');
    expect(analyticsDate('not a date')).toBeUndefined();
    expect(analyticsDate(undefined)).toBeUndefined();
  });

  it('a page view names the address without its query', () => {
    expect(pageViewEvent('https://shop.example', '/de/basket', 'Warenkorb')).toEqual({
      event: 'page_view',
      page_location: 'https://shop.example/de/basket',
      page_path: '/de/basket',
      page_title: 'Warenkorb',
    });
  });

  it('reports the tracked statuses 204, 404, 499, 500, 503 and no others', () => {
    for (const status of [204, 404, 499, 500, 503]) expect(errorEvent(status, '/x')).toEqual({ event: 'page_error', error_status: status, page_path: '/x' });
    for (const status of [200, 400, 403, 502]) expect(errorEvent(status, '/x')).toBeUndefined();
  });
});

describe('tag manager settings', () => {
  it('needs a container id; the script is Google Tag Manager unless configured', () => {
    expect(parseTagManager(undefined, undefined)).toBeUndefined();
    expect(parseTagManager(' ', 'http://127.0.0.1:9/gtm.js')).toBeUndefined();
    expect(parseTagManager('GTM-AB12CD3', undefined)).toEqual({
      containerId: 'GTM-AB12CD3',
      scriptUrl: `${DEFAULT_TAG_MANAGER_SCRIPT}?id=GTM-AB12CD3`,
      origin: 'https://www.googletagmanager.com',
    });
    expect(parseTagManager('GTM-AB12CD3', 'http://127.0.0.1:4123/gtm.js')).toMatchObject({ scriptUrl: 'http://127.0.0.1:4123/gtm.js?id=GTM-AB12CD3', origin: 'http://127.0.0.1:4123' });
  });

  it('refuses a malformed container id or script URL', () => {
    for (const id of ['UA-1234-1', 'GTM-', 'gtm-ab12cd3', 'GTM-AB12"><script>']) expect(() => parseTagManager(id, undefined)).toThrow(/GTM_ID/);
    for (const url of ['javascript:alert(1)', 'not a url', 'ftp://example.com/gtm.js']) expect(() => parseTagManager('GTM-AB12CD3', url)).toThrow(/GTM_SCRIPT_URL/);
  });
});

describe('tracking user id', () => {
  const user = { customerNo: 'Patricia', login: 'patricia@test.intershop.de' };
  it('is the same for a user every time, another for another user or another secret', () => {
    expect(trackingUserId(user, 'secret-a')).toBe(trackingUserId({ ...user }, 'secret-a'));
    expect(trackingUserId(user, 'secret-a')).not.toBe(trackingUserId({ ...user, login: 'jlink@test.intershop.de' }, 'secret-a'));
    expect(trackingUserId(user, 'secret-a')).not.toBe(trackingUserId(user, 'secret-b'));
  });

  it('reveals neither the login nor the customer', () => {
    const id = trackingUserId(user, 'secret-a');
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(id).not.toContain('patricia');
    expect(id).not.toContain('Patricia');
  });
});
