// The store finder and the contact form with their features (storeLocator, contactUs) off: the pages
// and a post are the feature-deactivated error page (404), nothing is mailed, the footer links neither.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { links } from './html';
import { shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { FEATURES: 'compare' } });
}, 120_000);
afterAll(() => shop?.close());

describe('without the storeLocator and contactUs features', () => {
  it('answers the feature-deactivated error page (404), also for a post, which sends nothing', async () => {
    const customer = shopper(shop.origin);
    for (const [response, feature] of [
      [await customer.get('/store-finder?city=Jena'), 'storeLocator'],
      [await customer.get('/contact'), 'contactUs'],
      [await customer.post('/contact', { intent: 'send', subject: 'Order status', name: 'A', email: 'a@example.com', comment: 'x' }, { Origin: shop.origin }), 'contactUs'],
    ] as const) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/error?error=feature-deactivated&feature=${feature}`);
    }
    const error = await customer.get('/error?error=feature-deactivated&feature=contactUs');
    expect(error.status).toBe(404);
    const db = new Database(shop.dbFile, { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) FROM mail_outbox WHERE recipient = 'info@inspired.example'").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('links neither from the footer', async () => {
    const hrefs = links(await shopper(shop.origin).text('/home')).map((link) => link.href);
    expect(hrefs).not.toContain('/store-finder');
    expect(hrefs).not.toContain('/contact');
  });
});
