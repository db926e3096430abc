// Cache safety of what the API keeps between requests: reference data (countries, payment and shipping
// methods) per locale, and product records per catalogue revision. Each answer is the asked locale's,
// a write to the catalogue is seen by the next read, nothing of one basket shows in another's answer,
// nobody can change what is kept, and the records kept are bounded by their memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createKeptProducts, MAX_KEPT_PRODUCT_BYTES } from '../../commerce-api/catalog/products/kept-products';
import { createProductStore } from '../../commerce-api/catalog/products/product-store';
import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { createCountryStore } from '../../commerce-api/reference/countries';
import { createPaymentMethods } from '../../commerce-api/reference/payment-methods';
import { createShippingMethods } from '../../commerce-api/reference/shipping-methods';
import { BERLIN, newBasket } from './basket-support';
import { startTestApi, type TestApi } from './support';

describe('kept catalogue and reference data', () => {
  let api: TestApi;
  let db: Db;
  beforeAll(async () => {
    api = await startTestApi();
    db = openDatabase(api.dbFile);
  });
  afterAll(async () => {
    db.close();
    await api.close();
  });

  it('answers main divisions in the locale asked for, whichever locale came first', async () => {
    const divisions = async (locale: string) =>
      (await api.get('/countries/DE/main-divisions', { matrix: `;loc=${locale}` })).json().data.find((entry: { id: string }) => entry.id === 'BY')
        ?.name;
    for (let round = 0; round < 2; round++) {
      expect(await divisions('de_DE')).toBe('Bayern');
      expect(await divisions('en_US')).toBe('Bavaria');
    }
  });

  it('gives every caller data it cannot change', () => {
    const countries = createCountryStore(db);
    const payments = createPaymentMethods(db);
    const shipping = createShippingMethods(db);
    const products = createProductStore(db);
    const [country] = countries.countries('en_US');
    expect(() => Object.assign(country, { name: 'Changed' })).toThrow(TypeError);
    expect(() => (countries.mainDivisions('DE', 'en_US') as { id: string; name: string }[]).push({ id: 'XX', name: 'X' })).toThrow(TypeError);
    const [method] = payments.offered('en_US', 'EUR');
    expect(() => (method.capabilities as string[]).push('Changed')).toThrow(TypeError);
    const [offer] = shipping.eligible('en_US', 'EUR', 'DE');
    expect(() => Object.assign(offer, { grossCents: 0 })).toThrow(TypeError);
    const [camera] = products.findByIds([products.findBySku('CAM-100', 'en_US')!.id], 'en_US');
    expect(() => Object.assign(camera, { name: 'Changed' })).toThrow(TypeError);
    expect(countries.countries('en_US')[0].name).toBe(country.name);
  });

  it('reads a product again at once when the catalogue changed, and keeps nothing read in a transaction', () => {
    const products = createProductStore(db);
    const id = products.findBySku('CAM-100', 'en_US')!.id;
    const name = () => products.findByIds([id], 'en_US')[0].name;
    expect(name()).toBe('Lumix Zoom Camera');
    const writer = openDatabase(api.dbFile);
    const rename = writer.prepare("UPDATE product_texts SET name = ? WHERE locale = 'en_US' AND product_id = ?");
    try {
      rename.run('Renamed Camera', id);
      expect(name()).toBe('Renamed Camera');
      // Read inside a transaction that is rolled back: the revision goes back, and the next write moves it
      // on to the very revision the rolled-back read saw. That read must not have been kept.
      expect(() =>
        db.transaction(() => {
          db.prepare("UPDATE product_texts SET name = 'Never Committed' WHERE locale = 'en_US' AND product_id = ?").run(id);
          expect(name()).toBe('Never Committed');
          throw new Error('roll back');
        })(),
      ).toThrow('roll back');
      writer.prepare('UPDATE inventory SET stock = stock WHERE product_id = ?').run(id);
      expect(name()).toBe('Renamed Camera');
    } finally {
      rename.run('Lumix Zoom Camera', id);
      writer.close();
    }
    expect(name()).toBe('Lumix Zoom Camera');
  });

  it("shows each basket its own lines, totals and address, though they share the product's record", async () => {
    const first = await newBasket(api);
    const second = await newBasket(api);
    await first.addItems([{ product: 'CAM-100', quantity: { value: 3 } }]);
    await second.addItems([{ product: 'CAM-100', quantity: { value: 1 } }]);
    await first.addAddress({ ...BERLIN, firstName: 'First' });
    const read = async (client: typeof first) =>
      (await client.call('GET', `/baskets/${client.basketId}?include=lineItems,invoiceToAddress`)).json();
    for (let round = 0; round < 2; round++) {
      const [one, two] = [await read(first), await read(second)];
      expect(one.data.totalProductQuantity).toBe(3);
      expect(two.data.totalProductQuantity).toBe(1);
      expect(Object.values(two.included?.lineItems ?? {}).map(line => (line as { quantity: { value: number } }).quantity.value)).toEqual([1]);
      expect(JSON.stringify(two)).not.toContain('First');
      expect(two.data.totals.itemTotal.gross.value * 3).toBeCloseTo(one.data.totals.itemTotal.gross.value, 2);
    }
  });

  it('keeps records up to a bounded memory, however many are read', () => {
    const kept = createKeptProducts<{ id: number; text: string }>();
    const text = 'x'.repeat(10_000);
    for (let id = 0; id < 2_000; id++) {
      kept.get(String(id), 1);
      kept.keep(String(id), { id, text });
      expect(kept.bytes).toBeLessThanOrEqual(MAX_KEPT_PRODUCT_BYTES);
    }
    expect(kept.get('1999', 1)).toEqual({ id: 1999, text });
    expect(kept.get('1999', 2)).toBeUndefined();
  });
});
