// A procurement system's big requisition: a basket of 500 lines transfers whole, every line an item
// of its own, numbered 1 to 500, quickly enough to sit behind a form post.
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { SeedCatalog } from '../../commerce-api/catalog/catalog-types';
import { call, startAccountApi } from './account-support';
import { OCI_PATH, ociFields, ociUserToken } from './punchout-oci-support';
import { TEST_CATALOG } from './fixtures/test-catalog';
import type { TestApi } from './support';

const LINES = 500;
const skuOf = (index: number) => `BULK-${String(index).padStart(3, '0')}`;

/** The test catalogue and 500 more keyboards, each its own SKU. */
function bulkCatalog(): SeedCatalog {
  const keyboard = TEST_CATALOG.products.find(product => product.sku === 'ACC-KEYBOARD')!;
  const bulk = Array.from({ length: LINES }, (_, index) => ({
    ...keyboard,
    sku: skuOf(index + 1),
    name: { en_US: `Keyboard ${index + 1}`, de_DE: `Tastatur ${index + 1}` },
    prices: { EUR: { sale: 10 + index / 100 }, USD: { sale: 11 } },
  }));
  return { ...TEST_CATALOG, products: [...TEST_CATALOG.products, ...bulk] };
}

let api: TestApi;
let oci: string;

beforeAll(async () => {
  api = await startAccountApi(bulkCatalog());
  oci = await ociUserToken(api);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

it('transfers a basket of 500 lines, item by item', async () => {
  const basketId = (await call(api, 'POST', '/baskets', oci)).json().data.id as string;
  for (let first = 1; first <= LINES; first += 50) {
    const items = Array.from({ length: 50 }, (_, offset) => ({ product: skuOf(first + offset), quantity: { value: 2 } }));
    expect((await call(api, 'POST', `/baskets/${basketId}/items`, oci, items)).statusCode).toBe(201);
  }

  const started = performance.now();
  const response = await call(api, 'POST', `${OCI_PATH}/transfer?basketId=${basketId}`, oci);
  const took = performance.now() - started;

  expect(response.statusCode).toBe(200);
  const fields = ociFields(response);
  expect(Object.keys(fields).filter(name => name.startsWith('NEW_ITEM-VENDORMAT'))).toHaveLength(LINES);
  expect(fields).toMatchObject({ 'NEW_ITEM-VENDORMAT[1]': 'BULK-001', 'NEW_ITEM-VENDORMAT[500]': 'BULK-500', 'NEW_ITEM-PRICE[500]': '14.99', 'NEW_ITEM-QUANTITY[500]': '2' });
  expect(took).toBeLessThan(2000);
}, 60_000);
