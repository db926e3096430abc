// The storefront against a real (older) ICM: the built request handler renders the catalogue pages
// from the recorded ICM answers served by the stand-in (tests/support/icm-stand-in.ts). That ICM has no
// `productprices`, `inventories` or category `productfilters`: only the primary resource decides a
// page's status, and the rest falls back to what the spec shows without it ("Price on request", …).
// The configuration (ICM_BASE_URL) is read when the build is imported, so this file runs in a process of
// its own (vitest's forks pool).
import path from 'node:path';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IcmStandIn, startIcmStandIn } from '../support/icm-stand-in';
import { alerts, elements, labelled, textOf } from './html';

const SESSION_SECRET = 'recorded-icm-test-secret';
let standIn: IcmStandIn;
let handle: (request: Request) => Promise<Response>;
/** The storefront's own session storage, with the secret set below. */
let storage: typeof import('~/http/session.server').sessionStorage;

beforeAll(async () => {
  standIn = await startIcmStandIn();
  process.env.ICM_BASE_URL = standIn.baseUrl;
  process.env.SESSION_SECRET = SESSION_SECRET;
  // vitest's global setup has built the storefront.
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  handle = (request) => handler(request, new RouterContextProvider());
  storage = (await import('~/http/session.server')).sessionStorage;
}, 120_000);

afterAll(async () => {
  await standIn?.close();
});

async function page(pathAndQuery: string): Promise<{ status: number; html: string }> {
  const response = await handle(new Request(`http://shop.test${pathAndQuery}`));
  return { status: response.status, html: await response.text() };
}

/** The text of the breadcrumb navigation. */
const breadcrumb = (html: string) => textOf(labelled(html, 'Breadcrumb') ?? '');

/** The product names of the listing: the headings of the products region. */
const tileNames = (html: string) => elements(labelled(html, 'Products') ?? '', 'h3').map(textOf);

const STACK_FRAME = /\bat [\w.<>]+ \(?(file:|node:|\/)/;
const PRICE_UNAVAILABLE = 'Price on request';

describe('home page against an older ICM', () => {
  it('answers 200 with the category navigation from the recorded category tree', async () => {
    const { status, html } = await page('/home');
    expect(status).toBe(200);
    expect(html).toContain('Welcome to inSPIRED inTRONICS');
    for (const name of ['Cameras', 'Computers', 'Home Entertainment']) expect(html).toContain(`<span>${name}</span>`);
  });
});

describe('product pages against an older ICM', () => {
  it('show a product with its breadcrumb and the price fallback, answering 200', async () => {
    const { status, html } = await page('/product/201807171');
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="product-name">Google Home</h1>');
    expect(breadcrumb(html)).toBe('Home Home Entertainment Smart Home Google Home');
    expect(html).toContain(PRICE_UNAVAILABLE);
  });

  it('show a variation with its master’s category path, answering 200', async () => {
    const { status, html } = await page('/product/201807231-02');
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="product-name">Microsoft Surface Book 2</h1>');
    expect(breadcrumb(html)).toContain('Computers Tablets Microsoft');
  });

  it('show a bundle with its parts, answering 200', async () => {
    const { status, html } = await page('/product/201807194');
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="product-name">Philips Hue White Starter Kit</h1>');
    for (const part of ['Philips Hue Bridge', 'Philips Hue 3x White LED', 'Philips Hue Dimmer switch']) expect(html).toContain(part);
  });

  it('are not stored by any cache while prices and stock are missing', async () => {
    const response = await handle(new Request('http://shop.test/product/201807171'));
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('show no stock line without stock data', async () => {
    const { html } = await page('/product/201807171');
    expect(html).not.toMatch(/In stock|Out of stock|Only \d+ left/);
  });

  it('never show a stack trace', async () => {
    for (const url of ['/product/201807171', '/product/201807231-02', '/product/201807194']) {
      expect((await page(url)).html, url).not.toMatch(STACK_FRAME);
    }
  });
});

describe('category listing against an older ICM', () => {
  it('lists the recorded products with the price fallback and the breadcrumb, answering 200', async () => {
    const { status, html } = await page('/category/Cameras-Camcorders.584');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Camcorders</h1>');
    expect(breadcrumb(html)).toBe('Home Cameras Camcorders');
    expect(tileNames(html)).toEqual(['Canon LEGRIA HF R16', 'Kodak PlayFull Ze1']);
    expect(html).toContain(PRICE_UNAVAILABLE);
    expect(html).not.toMatch(STACK_FRAME);
  });
});

describe('search against an older ICM', () => {
  it('leads from the one recorded hit for "kodak" to its product page (shopping-core §5)', async () => {
    const response = await handle(new Request('http://shop.test/search?searchTerm=kodak'));
    expect(response.status).toBe(302);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/prd7912057$/);
    const { status, html } = await page(location);
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="product-name">Kodak M series EasyShare M552</h1>');
    expect(html).not.toMatch(STACK_FRAME);
  });

  it('shows the search page with its breadcrumb for a term without hits, answering 200', async () => {
    const { status, html } = await page('/search?searchTerm=camcorder');
    expect(status).toBe(200);
    expect(breadcrumb(html)).toBe('Home Your search for "camcorder"');
    expect(tileNames(html)).toEqual([]);
    expect(html).not.toMatch(STACK_FRAME);
  });
});

describe('a session whose token ICM refuses', () => {
  it('still gets the page, and the token is dropped from the session', async () => {
    const session = await storage.getSession();
    session.set('apiToken', 'expired-token');
    session.set('currency', 'USD');
    const cookie = (await storage.commitSession(session)).split(';')[0];
    const response = await handle(new Request('http://shop.test/product/201807171', { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    const kept = await storage.getSession(response.headers.get('Set-Cookie'));
    expect(kept.get('apiToken')).toBeUndefined();
    expect(kept.get('currency')).toBe('USD');
  });
});

describe('the basket against an older ICM', () => {
  it('shows an empty basket page to a shopper without a basket, answering 200', async () => {
    const { status, html } = await page('/basket');
    expect(status).toBe(200);
    expect(html).toContain('Your basket is empty.');
  });

  it('forgets a basket whose token ICM refuses, and shows the basket page with error=true and a message', async () => {
    const session = await storage.getSession();
    session.set('apiToken', 'expired-token');
    session.set('tokenType', 'anonymous');
    session.set('basketId', 'gone-basket');
    const cookie = (await storage.commitSession(session)).split(';')[0];
    const response = await handle(new Request('http://shop.test/basket', { headers: { Cookie: cookie } }));
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/basket?error=true');
    const kept = await storage.getSession(response.headers.get('Set-Cookie'));
    expect(kept.get('basketId')).toBeUndefined();
    const shown = await handle(new Request('http://shop.test/basket?error=true', { headers: { Cookie: response.headers.get('Set-Cookie')!.split(';')[0] } }));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Your basket could not be found.');
  });

  it('refuses an add to basket ICM cannot take with a message, not a server error', async () => {
    const response = await handle(
      new Request('http://shop.test/product/201807171', { method: 'POST', body: new URLSearchParams({ intent: 'add', sku: '201807171', quantity: '1' }) }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(alerts(html)).toEqual(['This could not be done right now. Please try again later.']);
    // The backend's own words about a resource it lacks name its paths: the shop says it in its own.
    expect(html).not.toContain('/INTERSHOP/rest');
  });
});

describe('accounts against an older ICM', () => {
  it('shows the login page, and a login the backend cannot serve says so on the form instead of failing', async () => {
    expect((await page('/login')).status).toBe(200);
    const response = await handle(
      new Request('http://shop.test/login', {
        method: 'POST',
        body: new URLSearchParams({ login: 'a@b.de', password: 'secret123' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Logging in is not possible right now.');
  });
});
