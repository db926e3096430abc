// Hybrid mode with the content pages handed to the classic shop (decision 033): the storefront's
// /page/{id} addresses only redirect there, so its content sitemap lists none of them (an empty first
// page, as every site's index names it) instead of addresses a crawler would follow off the shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltStorefront, startBuiltStorefront } from './built-storefront';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { PUBLIC_URL: 'https://shop.example.com', HYBRID_BACKEND_URL: 'https://classic.example.com', HYBRID_PAGES: 'content', SITEMAP_CONTENT_ROOTS: 'page.service.pagelet2-Page' } });
}, 120_000);
afterAll(() => shop?.close());

describe('the content sitemap in hybrid mode', () => {
  it('lists no content page when the classic shop serves them', async () => {
    const page = await fetch(`${shop.origin}/page/page.help.pagelet2-Page`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const sitemap = await fetch(`${shop.origin}/sitemap/pages-1.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).not.toContain('<loc>');
    expect(await (await fetch(`${shop.origin}/sitemap.xml`)).text()).toContain('https://shop.example.com/sitemap/pages-1.xml');
  });
});
