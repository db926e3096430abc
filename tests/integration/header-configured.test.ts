// The header with the navigation configured (NAVIGATION_DEPTH, NAVIGATION_COLUMNS, NAV_LEVEL2_ICON): one
// sub-category level in 3 columns, each heading with its category's image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { elements, labelled } from './html';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront({ env: { NAVIGATION_DEPTH: '1', NAVIGATION_COLUMNS: '3', NAV_LEVEL2_ICON: 'icon' } });
}, 120_000);
afterAll(() => shop?.close());

const page = async (path: string) => (await fetch(shop.origin + path)).text();

describe('the configured navigation', () => {
  it('shows one sub-category level in 3 columns, headings with their images', async () => {
    const navigation = labelled(await page('/home'), 'Product categories')!;
    expect(navigation).toContain('data-columns="3"');
    expect(navigation).not.toContain('nav-level-2');
    const images = elements(navigation, 'img');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/class="nav-image" src="[^"]+" alt="" width="32" height="32" loading="lazy"/);
  });
});
