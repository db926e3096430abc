// Product compare (issue 21 §2, decision 027) through the built storefront and the bundled API, as a
// browser without JavaScript uses it: add from a listing and a product page, the table, remove, the
// header's count, the limit, and no visitor's list reaching another (kept pages, shared caches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { alerts, buttons, links, rowHeaders, statuses, textOf } from './html';
import { shopper } from './shopper';

const HOME = '201807171';
const MINI = '201807194';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const compareLink = (html: string) => links(html).find((link) => link.href === '/compare');

describe('product compare', () => {
  it('adds from a listing and a product page, shows the table, removes, and says so', async () => {
    const visitor = shopper(shop.origin);
    const listing = await visitor.text('/search?searchTerm=google%20home');
    expect(buttons(listing).map((button) => button.name)).toContain('Add to compare: Google Home');
    expect(compareLink(listing)?.name).toBe('Compare products: 0');

    const added = await visitor.post('/compare', { intent: 'add', sku: HOME, returnTo: '/search?searchTerm=google%20home' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/search?searchTerm=google%20home');
    const after = await visitor.text('/search?searchTerm=google%20home');
    expect(statuses(after)).toContain('The product was added to your compare list.');
    expect(buttons(after).map((button) => button.name)).toContain('Remove from compare: Google Home');
    expect(compareLink(after)?.name).toBe('Compare products: 1');

    expect((await visitor.post('/compare', { intent: 'add', sku: MINI, returnTo: `/product/${MINI}` })).status).toBe(303);
    // twice is once
    expect((await visitor.post('/compare', { intent: 'add', sku: MINI, returnTo: `/product/${MINI}` })).status).toBe(303);
    const page = await visitor.get('/compare');
    expect(page.headers.get('cache-control')).toMatch(/private|no-store/);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(textOf(html)).toContain('Products on your compare list: 2');
    expect(rowHeaders(html)).toEqual(expect.arrayContaining(['Item no.', 'Price', 'Manufacturer', 'Brand', 'Specific attributes']));
    expect(textOf(html)).toContain(HOME);
    expect(textOf(html)).toContain(MINI);

    const removed = await visitor.post('/compare', { intent: 'remove', sku: HOME, returnTo: '/compare' });
    expect(removed.headers.get('location')).toBe('/compare');
    const rest = await visitor.text('/compare');
    expect(textOf(rest)).toContain('Products on your compare list: 1');
    expect(buttons(rest).map((button) => button.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Remove from compare: /)]));
    expect(textOf(rest)).not.toContain(HOME);
  });

  it('refuses a product the catalogue does not have, and keeps its list as it was', async () => {
    const visitor = shopper(shop.origin);
    expect((await visitor.post('/compare', { intent: 'add', sku: 'no-such-product', returnTo: '/home' })).status).toBe(303);
    const home = await visitor.text('/home');
    expect(alerts(home).join(' ')).toContain('This product is not in our catalogue, so it cannot be compared.');
    expect(compareLink(home)?.name).toBe('Compare products: 0');
  });

  it('refuses more than its limit, and a malformed post', async () => {
    const visitor = shopper(shop.origin);
    const listed = async (path: string) => [...(await visitor.text(path)).matchAll(/name="sku" value="([^"]+)"/g)].map((match) => match[1]);
    const skus = [...new Set([...(await listed('/category/Cameras-Camcorders.575')), ...(await listed('/category/Cameras-Camcorders.575?page=2'))])];
    expect(skus.length).toBeGreaterThanOrEqual(13);
    for (const sku of skus.slice(0, 12)) await visitor.post('/compare', { intent: 'add', sku });
    await visitor.post('/compare', { intent: 'add', sku: skus[12], returnTo: '/home' });
    const home = await visitor.text('/home');
    expect(alerts(home).join(' ')).toContain('You can compare at most 12 products. Remove one first.');
    expect(compareLink(home)?.name).toBe('Compare products: 12');
    expect((await visitor.post('/compare', { intent: 'add', sku: '' })).status).toBe(400);
    expect((await visitor.post('/compare', { intent: 'swap', sku: HOME })).status).toBe(400);
    // an off-site return path goes to /compare instead
    expect((await visitor.post('/compare', { intent: 'remove', sku: skus[1], returnTo: '//evil.example/' })).headers.get('location')).toBe('/compare');
  });

  it('shows no visitor’s list to another, from kept pages or otherwise', async () => {
    const first = shopper(shop.origin);
    await first.post('/compare', { intent: 'add', sku: HOME });
    expect(compareLink(await first.text(`/product/${HOME}`))?.name).toBe('Compare products: 1');
    for (let round = 0; round < 2; round++) {
      const other = shopper(shop.origin);
      const product = await other.get(`/product/${HOME}`);
      const html = await product.text();
      expect(compareLink(html)?.name).toBe('Compare products: 0');
      expect(buttons(html).map((button) => button.name)).not.toContain('Remove from compare: Google Home');
      expect(textOf(await other.text('/compare'))).toContain('You have not chosen any products to compare yet.');
    }
  });
});
