// The header as the server renders it (business-and-integration §2.6): the desktop and mobile logos, the
// navigation in the default configuration (4 columns,
// arrows, at most 5 sub-categories), and the display-type switch with its info popover and wrapper class,
// which the checkout header goes without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { elements, labelled, textOf } from './html';
import { shopper } from './shopper';

let shop: BuiltStorefront;
beforeAll(async () => {
  shop = await startBuiltStorefront();
}, 120_000);
afterAll(() => shop?.close());

const page = async (path: string) => (await fetch(shop.origin + path)).text();
const bodyTag = (html: string) => /<body[^>]*>/.exec(html)![0];

describe('the default header', () => {
  it('shows the mobile logo below the medium breakpoint, the desktop logo above', async () => {
    const [picture] = elements(labelled(await page('/home'), 'inSPIRED inTRONICS home page')!, 'picture');
    expect(picture).toMatch(/<source media="\(max-width: 767px\)" srcSet="\/logo-mobile.svg"/i);
    expect(picture).toContain('<img src="/logo.svg" alt=""');
  });

  it('lays the navigation out in 4 columns, headings without images, at most 5 sub-categories each', async () => {
    const navigation = labelled(await page('/home'), 'Product categories')!;
    expect(navigation).toContain('data-columns="4"');
    expect(navigation).not.toContain('class="nav-image"');
    const lists = elements(navigation, 'ul').filter((list) => list.startsWith('<ul class="nav-level-2"'));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(elements(list, 'a').filter((link) => !link.includes('see-all')).length).toBeLessThanOrEqual(5);
    expect(lists.some((list) => list.includes('see-all'))).toBe(true);
  });

  it('has the display-type switch with its info, and the wrapper class', async () => {
    const html = await page('/home');
    expect(bodyTag(html)).toContain('display-type-switch-enabled');
    const form = labelled(html, 'Show prices')!;
    expect(form).toContain('aria-label="What do these views mean?"');
    expect(textOf(form)).toContain('Excl. VAT, the business view: net prices for business customers');
    expect(textOf(form)).toContain('Incl. VAT, the consumer view');
  });

  it('is in German on the German site', async () => {
    const form = labelled(await page('/de/home'), 'Preise anzeigen')!;
    expect(form).toContain('aria-label="Was bedeuten diese Ansichten?"');
  });
});

describe('the checkout header', () => {
  it('has neither the display-type switch nor its wrapper class', async () => {
    const customer = shopper(shop.origin);
    await customer.post('/product/201807171', { intent: 'add', sku: '201807171', quantity: '1' });
    const response = await customer.get('/checkout/address');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyTag(html)).not.toContain('display-type-switch-enabled');
    expect(html).not.toContain('What do these views mean?');
  });
});
