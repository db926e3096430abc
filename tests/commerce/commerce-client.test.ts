// The commerce client against a tiny local ICM stand-in that records every request.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { CatalogCache } from '~/commerce/catalog-cache.server';
import { createCommerceClient, type CommerceClientOptions } from '~/commerce/client.server';
import { CommerceError } from '~/commerce/errors';
import { createTransport } from '~/commerce/icm-transport.server';
import { createPricesResource } from '~/commerce/prices.server';

interface Recorded {
  method: string;
  url: string;
  /** Path below the REST base, with matrix parameters and query. */
  path: string;
  headers: IncomingHttpHeaders;
}

type Handler = (req: Recorded, res: ServerResponse) => void | Promise<void>;

const REST = '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-';
let server: Server;
let origin: string;
let requests: Recorded[];
let handler: Handler;

function json(res: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const productData = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  productName: `Product ${sku}`,
  availability: true,
  inStock: true,
  type: 'Product',
  ...extra,
});

const priceItem = (value: number) => ({ net: { currency: 'USD', value }, gross: { currency: 'USD', value: value * 1.19 }, minQuantity: { value: 1 } });

/** Default answers: products, prices and inventories for any SKU. */
const defaultHandler: Handler = (req, res) => {
  const url = new URL(req.url, origin);
  const path = req.path.split('?')[0].replace(/;[^/]*/g, '').replace(/^\//, '');
  if (path.startsWith('products/') && path.split('/').length === 2) return json(res, productData(decodeURIComponent(path.split('/')[1])));
  if (path === 'productprices') {
    return json(res, { data: url.searchParams.getAll('sku').map(sku => ({ sku, prices: { SalePrice: [priceItem(10)] } })) });
  }
  if (path === 'inventories') {
    return json(res, { data: url.searchParams.getAll('sku').map(sku => ({ sku, inStock: true, stockLevel: { value: 3 } })) });
  }
  if (path === 'configurations') return json(res, { data: { basket: { maxItemQuantity: '50' } } });
  if (path === 'countries') return json(res, { data: [{ id: 'DE', name: 'Germany' }] });
  json(res, { errors: [{ code: 'not.found', message: `no ${path}` }] }, 404);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      url,
      path: url.startsWith(REST) ? url.slice(REST.length) : url,
      headers: req.headers,
    };
    requests.push(recorded);
    req.resume();
    req.on('end', () => void handler(recorded, res));
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise(resolve => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  handler = defaultHandler;
});

function client(options: Partial<CommerceClientOptions> = {}) {
  return createCommerceClient({ baseUrl: `${origin}${REST}`, locale: 'en_US', currency: 'USD', tokenRetryDelayMs: 0, ...options });
}

describe('URLs and headers', () => {
  it('puts locale and currency as matrix parameters on the application segment', async () => {
    await client().products.get('201807171');
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe(';loc=en_US;cur=USD/products/201807171?allImages=true&extended=true');
    expect(requests[0].headers.accept).toBe('application/json');
  });

  it('leaves them out where the call says so (configurations)', async () => {
    const config = await client({ locale: 'de-DE' }).configuration.get();
    expect(config.basket.maxItemQuantity).toBe(50);
    expect(requests[0].path).toBe('/configurations');
    expect(requests[0].headers.accept).toBe('application/vnd.intershop.configuration.v1+json');
  });

  it('sends the versioned media type of each resource family', async () => {
    const c = client();
    await Promise.all([c.prices.get(['A']), c.inventory.get(['A']), c.countries.list()]);
    const accept = Object.fromEntries(requests.map(r => [r.path.split('?')[0].split('/')[1], r.headers.accept]));
    expect(accept).toEqual({
      productprices: 'application/vnd.intershop.pricing.v1+json',
      inventories: 'application/vnd.intershop.inventory.v1+json',
      countries: 'application/vnd.intershop.country.v1+json',
    });
  });

  it('adds the personalization group on the first catalogue path segment', async () => {
    await client({ pgid: 'PG1' }).products.get('X');
    expect(requests[0].path).toBe(';loc=en_US;cur=USD/products;spgid=PG1/X?allImages=true&extended=true');
  });

  it('sends the token header when the session has a token', async () => {
    await client({ token: 'tok-123' }).products.get('1');
    expect(requests[0].headers['authentication-token']).toBe('tok-123');
    requests = [];
    await client().products.get('1');
    expect(requests[0].headers['authentication-token']).toBeUndefined();
  });

  it('asks a backend on this machine for uncompressed answers, and leaves a remote one to fetch', async () => {
    await client().products.get('1');
    expect(requests[0].headers['accept-encoding']).toBe('identity');
    const sent: Headers[] = [];
    const remote = createTransport({
      baseUrl: `https://icm.example.com${REST}`,
      locale: 'en_US',
      currency: 'USD',
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers));
        return Response.json({});
      },
    });
    await remote.request('products/1', { schema: z.unknown() });
    expect(sent[0].has('accept-encoding')).toBe(false);
  });
});

describe('listing calls', () => {
  it('lists a category with stub attributes, sort key and non-empty facets', async () => {
    handler = (req, res) => json(res, { elements: [], total: 0, sortKeys: ['name-asc'] });
    const listing = await client().products.list({
      categoryId: 'Cameras-Camcorders.584',
      amount: 9,
      offset: 18,
      sortKey: 'name-asc',
      filters: { Brand: ['Canon', 'Sony'], Color: [] },
    });
    expect(listing.sortableAttributes).toEqual([{ name: 'name-asc', direction: 'asc' }]);
    const url = new URL(requests[0].url, origin);
    expect(url.pathname).toBe(`${REST};loc=en_US;cur=USD/categories/Cameras-Camcorders/584/products`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Brand: 'Canon,Sony',
      attrs: 'sku,availability,manufacturer,image,minOrderQuantity,maxOrderQuantity,stepOrderQuantity,inStock,promotions,packingUnit,mastered,productMaster,productMasterSKU,roundedAverageRating,retailSet,defaultCategory',
      attributeGroup: 'PRODUCT_LABEL_ATTRIBUTES',
      amount: '9',
      offset: '18',
      returnSortKeys: 'true',
      sortKey: 'name-asc',
      productFilter: 'fallback_searchquerydefinition',
    });
  });

  it('searches and asks for search filters', async () => {
    handler = (req, res) => json(res, req.path.includes('productfilters') ? { elements: [] } : { elements: [] });
    const c = client();
    await c.products.list({ searchTerm: 'kodak', amount: 12, offset: 0 });
    await c.filters.forListing({ searchTerm: 'kodak', filters: { Brand: ['Kodak'] } });
    await c.filters.forListing({ categoryId: 'Computers.897' });
    expect(new URL(requests[0].url, origin).searchParams.get('searchTerm')).toBe('kodak');
    expect(requests[1].path).toBe(';loc=en_US;cur=USD/productfilters?Brand=Kodak&searchTerm=kodak');
    expect(requests[2].path).toBe(';loc=en_US;cur=USD/categories/Computers/897/productfilters');
  });

  it('does not ask for suggestions below two characters', async () => {
    handler = (req, res) => json(res, { elements: [{ term: 'kodak', type: 'SuggestTerm' }, { term: '123', type: 'SuggestTerm' }] });
    const c = client();
    expect(await c.search.suggest(' k ')).toEqual([]);
    expect(requests).toHaveLength(0);
    expect(await c.search.suggest('ko')).toEqual([{ term: 'kodak', suggestType: 'keyword' }]);
    expect(requests[0].path).toBe(';loc=en_US;cur=USD/suggest?SearchTerm=ko');
  });

  it('looks products up: masters excluded, duplicates removed, exact manufacturer SKU preferred', async () => {
    const stub = (sku: string, extra: { name: string; value: unknown }[] = []) => ({
      type: 'Link',
      title: sku,
      attributes: [{ name: 'sku', value: sku }, ...extra],
    });
    handler = (req, res) => {
      if (req.path.includes('productlookup')) return json(res, { errors: [{ code: 'x', message: 'no' }] }, 404);
      json(res, {
        elements: [
          stub('M1', [{ name: 'productMaster', value: true }]),
          stub('P1', [{ name: 'manufacturerSKU', value: 'ab-100x' }]),
          stub('P2', [{ name: 'manufacturerSKU', value: 'AB-100' }]),
          stub('P1'),
        ],
      });
    };
    const hits = await client().products.lookup('AB-100');
    expect(hits.map(p => p.sku)).toEqual(['P2']);
    expect(requests.map(r => r.path.split('?')[0])).toEqual([';loc=en_US;cur=USD/productlookup', ';loc=en_US;cur=USD/products']);
  });

  it('fills a master with its default variation', async () => {
    handler = (req, res) => {
      if (req.path.includes('/variations')) {
        return json(res, {
          elements: [
            { type: 'VariationLink', uri: 's/-/products/M-1', title: 'M 1', variableVariationAttributeValues: [{ variationAttributeId: 'Size', name: 'Size', value: 'S' }] },
            {
              type: 'VariationLink',
              uri: 's/-/products/M-2',
              title: 'M 2',
              attributes: [{ name: 'defaultVariation', type: 'Boolean', value: true }],
              variableVariationAttributeValues: [{ variationAttributeId: 'Size', name: 'Size', value: 'M' }],
            },
          ],
        });
      }
      json(res, productData('M', { productMaster: true }));
    };
    const c = client();
    const master = await c.products.get('M');
    expect(master).toMatchObject({ type: 'VariationProductMaster', defaultVariationSKU: 'M-2' });
    expect(master.type === 'VariationProductMaster' && master.variationAttributeValues.map(v => v.value)).toEqual(['S', 'M']);
    const variations = await c.products.variations('M');
    expect(variations.map(v => v.sku)).toEqual(['M-1', 'M-2']);
    expect(requests).toHaveLength(2);
  });
});

describe('other catalogue calls', () => {
  it('build the ICM paths', async () => {
    const link = (sku: string, quantity?: number) => ({
      type: 'Link',
      uri: `site/-/products/${sku}`,
      title: sku,
      attributes: quantity ? [{ name: 'quantity', type: 'ResourceAttribute', value: { type: 'Quantity', value: quantity } }] : [],
    });
    handler = (req, res) => {
      const path = req.path.split('?')[0].replace(/^;[^/]*\//, '');
      if (path === 'categories') return json(res, { elements: [{ id: 'Computers', name: 'Computers', categoryPath: [{ id: 'Computers', name: 'Computers' }] }] });
      if (path.startsWith('categories/')) {
        return json(res, { id: '897', name: 'Tablets', categoryRef: '897@cat', categoryPath: [{ id: 'Computers' }, { id: '897', name: 'Tablets' }] });
      }
      if (path.endsWith('/bundles')) return json(res, { elements: [link('P1', 2), link('P2')] });
      if (path.endsWith('/partOfRetailSet')) return json(res, { elements: [link('R1')] });
      if (path.endsWith('/links')) return json(res, { elements: [{ linkType: 'crossselling', productLinks: [link('X1')], categoryLinks: [] }] });
      if (path.startsWith('promotions/')) return json(res, { id: 'PROMO', name: 'Ten off', couponCodeRequired: 'false' });
      if (path.startsWith('countries/')) return json(res, { data: [{ id: 'BY', name: 'Bavaria' }] });
      if (path === 'localizations') return json(res, { 'pwa-a': 'A', 'pwa-n': 5 });
      json(res, {}, 404);
    };
    const c = client();
    expect((await c.categories.tree(2))[0].uniqueId).toBe('Computers');
    await c.categories.tree(0);
    expect((await c.categories.get('Computers.897', 1)).uniqueId).toBe('Computers.897');
    expect((await c.categories.getByRef('897@cat')).completenessLevel).toBe(3);
    expect((await c.products.bundleParts('B')).map(p => [p.product.sku, p.quantity])).toEqual([['P1', 2], ['P2', 1]]);
    expect((await c.products.retailSetParts('R')).map(p => p.sku)).toEqual(['R1']);
    expect(Object.fromEntries(Object.entries(await c.products.links('L')).map(([k, v]) => [k, v.map(p => p.sku)]))).toEqual({ crossselling: ['X1'] });
    expect(await c.promotions.get('PROMO')).toMatchObject({ id: 'PROMO', name: 'Ten off', couponCodeRequired: false });
    expect(await c.countries.mainDivisions('DE')).toEqual([{ id: 'DE_BY', countryCode: 'DE', regionCode: 'BY', name: 'Bavaria' }]);
    expect(await c.localizations.get()).toEqual({ 'pwa-a': 'A' });
    expect(requests.map(r => r.path)).toEqual([
      ';loc=en_US;cur=USD/categories?view=tree&limit=2&omitHasOnlineProducts=true&imageView=NO-IMAGE',
      ';loc=en_US;cur=USD/categories?imageView=NO-IMAGE',
      ';loc=en_US;cur=USD/categories/Computers/897?view=tree&limit=1',
      ';loc=en_US;cur=USD/categories/897@cat',
      ';loc=en_US;cur=USD/products/B/bundles',
      ';loc=en_US;cur=USD/products/R/partOfRetailSet',
      ';loc=en_US;cur=USD/products/R1?allImages=true&extended=true',
      ';loc=en_US;cur=USD/products/L/links',
      ';loc=en_US;cur=USD/products/X1?allImages=true&extended=true',
      ';loc=en_US;cur=USD/promotions/PROMO',
      ';loc=en_US;cur=USD/countries/DE/main-divisions',
      ';loc=en_US/localizations?searchKeys=pwa-',
    ]);
  });
});

describe('product references', () => {
  const image = (sku: string) => ({ effectiveUrl: `/INTERSHOP/static/${sku}.jpg`, typeID: 'M', viewID: 'front', primaryImage: true, type: 'Image' });
  const link = (sku: string) => ({ type: 'Link', uri: `site/-/products/${sku}`, title: `Link ${sku}` });
  const references: Handler = (req, res) => {
    const path = req.path.split('?')[0].replace(/^;[^/]*\//, '');
    if (path.endsWith('/partOfRetailSet')) return json(res, { elements: [link('R1'), link('GONE')] });
    if (path.endsWith('/links')) return json(res, { elements: [{ linkType: 'accessory', productLinks: [link('X1')], categoryLinks: [] }] });
    if (path === 'products/GONE') return json(res, { errors: [{ code: 'x', message: 'gone' }] }, 404);
    const sku = path.split('/')[1];
    json(res, productData(sku, { images: [image(sku)] }));
  };

  it('give retail set parts their images, keeping a part that cannot be loaded as a reference', async () => {
    handler = references;
    const parts = await client({ staticOrigin: '' }).products.retailSetParts('SET');
    expect(parts.map(p => [p.sku, p.name, p.images[0]?.url])).toEqual([
      ['R1', 'Product R1', '/INTERSHOP/static/R1.jpg'],
      ['GONE', 'Link GONE', undefined],
    ]);
  });

  it('give linked products their images', async () => {
    handler = references;
    const links = await client({ staticOrigin: '' }).products.links('L');
    expect(links.accessory.map(p => p.images[0]?.url)).toEqual(['/INTERSHOP/static/X1.jpg']);
  });
});

describe('token errors (business-and-integration §7.2)', () => {
  it('retries once without the token and goes on without it', async () => {
    handler = (req, res) => {
      if (req.headers['authentication-token']) {
        res.writeHead(401, { 'content-type': 'text/plain', 'error-key': 'AuthenticationToken.invalid' });
        res.end('AuthenticationToken is invalid');
        return;
      }
      return defaultHandler(req, res);
    };
    const c = client({ token: 'expired' });
    const product = await c.products.get('1');
    expect(product.sku).toBe('1');
    expect(requests.map(r => r.headers['authentication-token'])).toEqual(['expired', undefined]);
    expect(c.tokenRejected).toBe(true);
    await c.products.get('2');
    expect(requests).toHaveLength(3);
    expect(requests[2].headers['authentication-token']).toBeUndefined();
  });

  it('does not retry other 401s', async () => {
    handler = (req, res) => json(res, { errors: [{ code: 'account.login.failed', message: 'wrong' }] }, 401);
    await expect(client({ token: 't' }).products.get('1')).rejects.toMatchObject({ status: 401, errorKey: 'account.login.failed' });
    expect(requests).toHaveLength(1);
  });
});

describe('de-duplication and batching', () => {
  it('sends identical GETs of one client once', async () => {
    const c = client();
    const [a, b] = await Promise.all([c.products.get('1'), c.products.get('1')]);
    await c.products.get('1');
    // One answer, mapped once: both callers share the same read-only product.
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
    await client().products.get('1');
    expect(requests).toHaveLength(2);
  });

  it('batches price look-ups of the same tick into one call and splits the result', async () => {
    const c = client();
    const [first, second] = await Promise.all([c.prices.get(['B', 'A']), c.prices.get(['C', 'B'])]);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url, origin).searchParams.getAll('sku')).toEqual(['A', 'B', 'C']);
    expect([...first.keys()]).toEqual(['B', 'A']);
    expect([...second.keys()]).toEqual(['C', 'B']);
    expect(first.get('A')?.sale?.net).toEqual({ currency: 'USD', value: 10 });
    // Known SKUs are answered from memory; new ones go out again.
    await c.prices.get(['A', 'D']);
    expect(requests).toHaveLength(2);
    expect(new URL(requests[1].url, origin).searchParams.getAll('sku')).toEqual(['D']);
  });

  it('batches inventory look-ups the same way', async () => {
    const c = client();
    const [x, y] = await Promise.all([c.inventory.get(['A']), c.inventory.get(['B', 'ZZ'])]);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url, origin).searchParams.getAll('sku')).toEqual(['A', 'B', 'ZZ']);
    expect(x.get('A')?.warehouses[0].stock).toBe(3);
    expect([...y.keys()]).toEqual(['B', 'ZZ']);
  });

  it('leaves the SKUs of a failed chunk absent and still answers the other chunks', async () => {
    handler = (req, res) => {
      const skus = new URL(req.url, origin).searchParams.getAll('sku');
      if (skus.includes('C')) return json(res, { errors: [{ code: 'boom', message: 'boom' }] }, 500);
      defaultHandler(req, res);
    };
    const prices = createPricesResource(createTransport({ baseUrl: `${origin}${REST}`, locale: 'en_US', currency: 'USD' }), { maxBatchSize: 2 });
    const found = await prices.get(['A', 'B', 'C', 'D']);
    expect(requests).toHaveLength(2);
    expect([...found.keys()]).toEqual(['A', 'B']);
  });

  it('asks an ICM without the resource once per request and answers every caller without values', async () => {
    handler = (req, res) => json(res, { errors: [{ code: 'rest.resource.not.found', message: 'no inventories' }] }, 404);
    const c = client();
    const results = await Promise.all([c.inventory.get(['A']), c.inventory.get(['B'])]);
    await c.inventory.get(['A']);
    expect(results.map(map => map.size)).toEqual([0, 0]);
    expect(requests).toHaveLength(1);
  });

  it('fails only the callers of a product that could not be loaded', async () => {
    handler = (req, res) => (req.path.includes('/products/gone') ? json(res, { errors: [{ code: 'x', message: 'gone' }] }, 404) : defaultHandler(req, res));
    const c = client();
    const [gone, kept] = await Promise.allSettled([c.products.get('gone'), c.products.get('1')]);
    expect(gone).toMatchObject({ status: 'rejected', reason: { status: 404 } });
    expect(kept).toMatchObject({ status: 'fulfilled', value: { sku: '1' } });
  });

  it('tries a failed product again on a later look-up of the same request', async () => {
    let fail = true;
    handler = (req, res) => (fail ? json(res, { errors: [{ code: 'x', message: 'down' }] }, 503) : defaultHandler(req, res));
    const c = client();
    await expect(c.products.get('1')).rejects.toMatchObject({ status: 503 });
    fail = false;
    await expect(c.products.get('1')).resolves.toMatchObject({ sku: '1' });
  });
});

describe('shared catalogue cache', () => {
  it('serves anonymous catalogue GETs of later requests from the cache', async () => {
    const cache = new CatalogCache();
    await client({ cache }).products.get('1');
    await client({ cache }).products.get('1');
    expect(requests).toHaveLength(1);
    await client({ cache, locale: 'de_DE' }).products.get('1');
    expect(requests).toHaveLength(2);
  });

  it('keeps the answers of each currency apart (the currency switch): a price list never reaches another currency', async () => {
    const cache = new CatalogCache();
    await client({ cache, currency: 'EUR' }).products.get('1');
    await client({ cache, currency: 'USD' }).products.get('1');
    await client({ cache, currency: 'EUR' }).products.get('1');
    expect(requests.map((request) => request.path.split('/')[0])).toEqual([';loc=en_US;cur=EUR', ';loc=en_US;cur=USD']);
  });

  it('lets concurrent misses of different requests share one backend call', async () => {
    const cache = new CatalogCache();
    const products = await Promise.all([client({ cache }).products.get('7'), client({ cache }).products.get('7')]);
    expect(products.map(p => p.sku)).toEqual(['7', '7']);
    expect(requests).toHaveLength(1);
  });

  it('never caches calls with a token', async () => {
    const cache = new CatalogCache();
    await client({ cache, token: 't' }).products.get('1');
    await client({ cache, token: 't' }).products.get('1');
    expect(requests).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('never caches errors or stock', async () => {
    const cache = new CatalogCache();
    handler = (req, res) => json(res, { errors: [{ code: 'x', message: 'down' }] }, 503);
    await expect(client({ cache }).products.get('1')).rejects.toMatchObject({ status: 503 });
    handler = defaultHandler;
    await client({ cache }).products.get('1');
    await client({ cache }).inventory.get(['1']);
    await client({ cache }).inventory.get(['1']);
    expect(requests).toHaveLength(4);
  });

  it('serves stale answers while one background request refreshes them', async () => {
    let now = 1_000_000;
    const cache = new CatalogCache({ ttlMs: 60_000, staleWhileRevalidateMs: 60_000, now: () => now });
    let version = 1;
    handler = (req, res) => json(res, productData('1', { productName: `v${version}` }));
    expect((await client({ cache }).products.get('1')).name).toBe('v1');
    version = 2;
    now += 61_000;
    expect((await client({ cache }).products.get('1')).name).toBe('v1');
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await vi.waitFor(async () => expect((await client({ cache }).products.get('1')).name).toBe('v2'));
    now += 200_000;
    version = 3;
    expect((await client({ cache }).products.get('1')).name).toBe('v3');
  });
});

describe('errors', () => {
  it('maps status and error key', async () => {
    handler = (req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain', 'error-key': 'product.not_found.error' });
      res.end('Not Found');
    };
    const error = await client().products.get('nope').catch(e => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ status: 404, errorKey: 'product.not_found.error' });
  });

  it('turns a timeout into status 0', async () => {
    handler = (req, res) => void setTimeout(() => json(res, productData('1')), 300);
    const error = await client({ timeoutMs: 50 }).products.get('1').catch(e => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ status: 0, errorKey: 'communication.timeout' });
  });

  it('turns a refused connection into status 0', async () => {
    const error = await createCommerceClient({ baseUrl: `http://127.0.0.1:1${REST}`, locale: 'en_US', currency: 'USD' })
      .products.get('1')
      .catch(e => e);
    expect(error).toMatchObject({ status: 0, errorKey: 'communication.timeout' });
  });

  it('reports an answer of the wrong shape as a bad gateway', async () => {
    handler = (req, res) => json(res, { productName: 'no sku' });
    await expect(client().products.get('1')).rejects.toMatchObject({ status: 502, errorKey: 'commerce.response.invalid' });
  });
});
