// Quick-order rows on the server (resolve-rows.server.ts) over a stubbed backend: blank rows ask for
// nothing, each distinct term is looked up once, and a row the basket refuses does not stop the others.
import { describe, expect, it } from 'vitest';
import { CommerceError } from '~/commerce/errors';
import type { Product } from '~/commerce/models';
import { addRows, resolveRows } from '~/features/quickorder/resolve-rows.server';
import type { ShopContext } from '~/http/shop-context.server';

const product = (sku: string, extra: Partial<Product> = {}) =>
  ({ sku, name: `Product ${sku}`, type: 'Product', images: [], available: true, ...extra }) as unknown as Product;

const CATALOGUE: Record<string, Product[]> = {
  A: [product('A')],
  B: [product('B', { stepQuantity: 5 } as Partial<Product>)],
  REFUSED: [product('REFUSED')],
  GONE: [product('GONE', { available: false })],
  MANY: [product('M1'), product('M2')],
  /** Found by a looser match: a fragment of A's number, and C by its manufacturer SKU in another case. */
  FRAG: [product('A')],
  'mpn-c': [product('C', { manufacturerSKU: ' MPN-C ' })],
};

function fakeShop() {
  const looked: string[] = [];
  const added: { sku: string; quantity: number }[][] = [];
  const shop = {
    session: { get: () => 'basket-1', set() {}, unset() {} },
    commerce: {
      tokenRejected: false,
      products: {
        async lookup(term: string) {
          looked.push(term);
          return CATALOGUE[term] ?? CATALOGUE[term.toUpperCase()] ?? [];
        },
      },
      prices: { get: async () => new Map() },
      baskets: {
        async addItems(_basketId: string, lines: { sku: string; quantity: number }[]) {
          if (lines.some((line) => line.sku === 'REFUSED')) throw new CommerceError({ status: 422, message: 'not today' });
          added.push(lines);
          return { lineItems: [], infos: [], errors: [] };
        },
      },
    },
  } as unknown as ShopContext;
  return { shop, looked, added };
}

describe('quick-order rows', () => {
  it('skips rows without an item number, looks each distinct term up once, and says what each row found', async () => {
    const { shop, looked } = fakeShop();
    const rows = await resolveRows(shop, [
      { sku: ' A ', quantity: '2' },
      { sku: '', quantity: '1' },
      { sku: 'A', quantity: '1' },
      { sku: 'B', quantity: '3' },
      { sku: 'GONE', quantity: '1' },
      { sku: 'MANY', quantity: '1' },
      { sku: 'NOTHING', quantity: '1' },
      { sku: 'A', quantity: '0' },
    ]);
    expect(looked.sort()).toEqual(['A', 'B', 'GONE', 'MANY', 'NOTHING']);
    expect(rows.map((row) => [row.sku, row.error?.key])).toEqual([
      ['A', undefined],
      ['A', undefined],
      ['B', 'product.quantity.error.step'],
      ['GONE', 'product.error.not_orderable'],
      ['MANY', 'quickorder.error.ambiguous'],
      ['NOTHING', 'ede.shopping_cart.search.product.error.message'],
      ['A', 'product.quantity.error.positive'],
    ]);
    expect(rows[4].candidates).toEqual([
      { sku: 'M1', name: 'Product M1' },
      { sku: 'M2', name: 'Product M2' },
    ]);
  });

  it('adds the good rows in one call and leaves the others with their reasons', async () => {
    const { shop, added } = fakeShop();
    const outcome = await addRows(shop, [
      { sku: 'A', quantity: '2' },
      { sku: 'NOTHING', quantity: '1' },
      { sku: 'B', quantity: '10' },
    ]);
    expect(added).toEqual([[{ sku: 'A', quantity: 2 }, { sku: 'B', quantity: 10 }]]);
    expect(outcome.added.map((row) => row.sku)).toEqual(['A', 'B']);
    expect(outcome.left.map((row) => row.sku)).toEqual(['NOTHING']);
  });

  it('adds only rows that name their product exactly; a looser match comes back filled in with the "did you mean" message', async () => {
    const { shop, added } = fakeShop();
    const [checked] = await resolveRows(shop, [{ sku: 'FRAG', quantity: '1' }]);
    expect([checked.sku, checked.error]).toEqual(['A', undefined]);
    const outcome = await addRows(shop, [
      { sku: 'FRAG', quantity: '2' },
      { sku: ' mpn-c ', quantity: '1' },
      { sku: 'b', quantity: '5' },
    ]);
    expect(added).toEqual([[{ sku: 'C', quantity: 1 }, { sku: 'B', quantity: 5 }]]);
    expect(outcome.left.map((row) => [row.sku, row.quantity, row.product?.sku, row.error?.key, row.error?.values])).toEqual([
      ['A', '2', 'A', 'quickorder.error.loose_match', { term: 'FRAG', name: 'Product A', sku: 'A' }],
    ]);
  });

  it('adds row by row when the basket refuses the call, so that a refused row does not stop the others', async () => {
    const { shop, added } = fakeShop();
    const outcome = await addRows(shop, [
      { sku: 'A', quantity: '1' },
      { sku: 'REFUSED', quantity: '1' },
      { sku: 'B', quantity: '5' },
    ]);
    expect(added).toEqual([[{ sku: 'A', quantity: 1 }], [{ sku: 'B', quantity: 5 }]]);
    expect(outcome.added.map((row) => row.sku)).toEqual(['A', 'B']);
    expect(outcome.left.map((row) => [row.sku, row.error?.key, row.error?.values])).toEqual([['REFUSED', 'basket.error.backend', { message: 'not today' }]]);
  });
});
