import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { skusOf, startTestApi, type TestApi } from './support';

interface Entry {
  name: string;
  displayValue: string;
  count: number;
  selected: boolean;
  level: number;
  link: { uri: string };
  mappedType?: string;
  mappedValue?: string;
}
interface Filter {
  id: string;
  name: string;
  selectionType: string;
  displayType: string;
  limitCount: number;
  filterEntries: Entry[];
  facets: Entry[];
}

describe('filter navigation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const filters = async (path: string, matrix = ''): Promise<Filter[]> => (await api.get(path, { matrix })).json().elements;
  const filter = (all: Filter[], id: string) => all.find(entry => entry.id === id) as Filter;
  const counts = (entries: Entry[]) => Object.fromEntries(entries.map(entry => [entry.name, entry.count]));

  it('offers category, brand, price, attribute and availability filters of a category', async () => {
    const all = await filters('/categories/Cameras/productfilters');
    expect(all.map(entry => entry.id)).toEqual(['CategoryUUIDLevelMulti', 'Brand', 'Price', 'Resolution', 'Colour', 'InStock']);
    expect(filter(all, 'Brand')).toMatchObject({ name: 'Brand', selectionType: 'multiple_or', limitCount: -1 });
    expect(counts(filter(all, 'Brand').filterEntries)).toEqual({ Canon: 2, Panasonic: 1, Sony: 1 });
    expect(filter(all, 'Brand').facets).toEqual(filter(all, 'Brand').filterEntries);
  });

  it('shows the category path as selected and the subcategories to choose', async () => {
    const category = filter(await filters('/categories/Cameras/productfilters'), 'CategoryUUIDLevelMulti');
    expect(category.selectionType).toBe('taxonomic');
    expect(category.filterEntries.map(entry => [entry.name, entry.count, entry.selected, entry.level])).toEqual([
      ['Cameras', 4, true, 0],
      ['Cameras.Digital', 2, false, 1],
      ['Cameras.Camcorders', 2, false, 1],
    ]);
    expect(category.filterEntries[1].link.uri).toBe('inSPIRED-inTRONICS-Site/-/categories/Cameras/Digital/productfilters');
  });

  it('counts each filter over the other filters selections only', async () => {
    const all = await filters('/categories/Cameras/productfilters?Brand=Canon&Colour=Silver');
    // brand counts ignore the brand selection but respect the colour selection
    expect(counts(filter(all, 'Brand').filterEntries)).toEqual({ Canon: 2 });
    // colour counts ignore the colour selection but respect the brand selection
    expect(counts(filter(all, 'Colour').filterEntries)).toEqual({ Silver: 2 });
    const onlyColour = await filters('/categories/Cameras/productfilters?Colour=Black');
    expect(counts(filter(onlyColour, 'Brand').filterEntries)).toEqual({ Panasonic: 1, Sony: 1 });
    expect(counts(filter(onlyColour, 'Colour').filterEntries)).toEqual({ Black: 2, Silver: 2 });
  });

  it('marks selected entries and links every entry to its toggled selection', async () => {
    const brand = filter(await filters('/categories/Cameras/productfilters?Brand=Canon'), 'Brand');
    const canon = brand.filterEntries.find(entry => entry.name === 'Canon') as Entry;
    const sony = brand.filterEntries.find(entry => entry.name === 'Sony') as Entry;
    expect(canon.selected).toBe(true);
    expect(sony.selected).toBe(false);
    expect(canon.link.uri).toBe('inSPIRED-inTRONICS-Site/-/categories/Cameras/productfilters');
    expect(sony.link.uri).toBe('inSPIRED-inTRONICS-Site/-/categories/Cameras/productfilters?Brand=Canon,Sony');
  });

  it('ORs values within a filter and ANDs across filters in the product list', async () => {
    const either = (await api.get('/categories/Cameras/products?attrs=sku&Brand=Canon,Sony')).json();
    expect(skusOf(either)).toEqual(['CAM-200', 'CAM-300', 'CAM-400']);
    expect(either.total).toBe(3);
    const both = (await api.get('/categories/Cameras/products?attrs=sku&Brand=Canon,Sony&Colour=Black')).json();
    expect(skusOf(both)).toEqual(['CAM-300']);
  });

  it('ranges gross prices in the request currency', async () => {
    const euro = filter(await filters('/categories/Cameras/productfilters'), 'Price');
    expect(euro.filterEntries.map(entry => [entry.name, entry.count])).toEqual([
      ['25-50', 1],
      ['100-250', 1],
      ['250-500', 1],
      ['500-1000', 1],
    ]);
    expect(euro.filterEntries[0].displayValue).toBe('€25.00 – €49.99');
    const dollar = filter(await filters('/categories/Cameras/productfilters', ';loc=de_DE;cur=USD'), 'Price');
    // CAM-300 costs 44.90 USD net, 53.43 gross
    expect(dollar.filterEntries[0]).toMatchObject({ name: '50-100', displayValue: '50,00\u00a0$ – 99,99\u00a0$' });
    const products = (await api.get('/categories/Cameras/products?attrs=sku&Price=25-50,500-1000')).json();
    expect(skusOf(products)).toEqual(['CAM-200', 'CAM-300']);
  });

  it('filters by availability', async () => {
    const stock = filter(await filters('/categories/Cameras/productfilters'), 'InStock');
    expect(stock.filterEntries.map(entry => [entry.name, entry.displayValue, entry.count])).toEqual([
      ['true', 'In stock', 3],
      ['false', 'Out of stock', 1],
    ]);
    expect(skusOf((await api.get('/categories/Cameras/products?attrs=sku&InStock=false')).json())).toEqual(['CAM-200']);
  });

  it('localizes filter names and values', async () => {
    const all = await filters('/categories/Cameras/productfilters', ';loc=de_DE');
    expect(filter(all, 'Brand').name).toBe('Marke');
    expect(filter(all, 'Colour').filterEntries.map(entry => [entry.name, entry.displayValue])).toEqual([
      ['Black', 'Schwarz'],
      ['Silver', 'Silber'],
    ]);
  });

  it('offers the top categories of a search, linking into them with the search kept', async () => {
    const all = await filters('/productfilters?searchTerm=canon');
    const category = filter(all, 'CategoryUUIDLevelMulti');
    expect(category.filterEntries.map(entry => [entry.name, entry.count, entry.selected])).toEqual([['Cameras', 2, false]]);
    expect(category.filterEntries[0].link.uri).toBe('inSPIRED-inTRONICS-Site/-/categories/Cameras/productfilters?searchTerm=canon');
  });

  it('offers the variation attributes of a master with colour codes', async () => {
    const all = await filters('/productfilters?MasterSKU=NB-MASTER');
    expect(all.map(entry => entry.id)).not.toContain('CategoryUUIDLevelMulti');
    const color = filter(all, 'Color');
    expect(color.displayType).toBe('swatch');
    expect(color.filterEntries).toEqual([
      expect.objectContaining({ name: 'Black', count: 2, mappedType: 'colorcode', mappedValue: '#000000' }),
      expect.objectContaining({ name: 'Silver', count: 1, mappedType: 'colorcode', mappedValue: '#c0c0c0' }),
    ]);
    const capacity = filter(await filters('/productfilters?MasterSKU=NB-MASTER&Color=Black'), 'Capacity');
    expect(counts(capacity.filterEntries)).toEqual({ '256 GB': 1, '512 GB': 1 });
    expect(skusOf((await api.get('/products?MasterSKU=NB-MASTER&attrs=sku&Color=Black&Capacity=512%20GB')).json())).toEqual(['NB-03']);
  });

  it('lets a master match the values of its variations in category lists', async () => {
    const body = (await api.get('/categories/Computers/products?attrs=sku&Capacity=256%20GB')).json();
    expect(skusOf(body)).toEqual(['NB-MASTER']);
  });

  it('keeps a selected value visible even when nothing matches it any more', async () => {
    const brand = filter(await filters('/categories/Cameras/productfilters?Brand=Lenovo'), 'Brand');
    expect(brand.filterEntries.find(entry => entry.name === 'Lenovo')).toMatchObject({ selected: true, count: 0 });
  });

  it('counts no warranty, neither in all products nor in a search', async () => {
    const brands = async (path: string) => Object.keys(counts(filter(await filters(path), 'Brand')?.filterEntries ?? []));
    expect(await brands('/productfilters')).not.toContain('inSPIRED');
    expect(await brands('/productfilters?searchTerm=warranty')).toEqual([]);
  });

  it('counts a value listing several things once per thing', async () => {
    const connectivity = filter(await filters('/categories/Computers/productfilters', ';loc=de_DE'), 'Connectivity');
    expect(connectivity.filterEntries.map(entry => [entry.name, entry.displayValue, entry.count])).toEqual([
      ['Bluetooth', 'Bluetooth', 2],
      ['Wi-Fi', 'WLAN', 1],
    ]);
  });

  it('reads comma-joined values whether the comma is encoded or not', async () => {
    const plain = (await api.get('/categories/Computers/products?attrs=sku&Connectivity=Wi-Fi')).json();
    expect(skusOf(plain)).toEqual(['ACC-MOUSE']);
    const encoded = (await api.get('/categories/Computers/products?attrs=sku&Connectivity=Wi-Fi%2CBluetooth')).json();
    expect(skusOf(encoded)).toEqual(['ACC-MOUSE', 'ACC-KEYBOARD']);
    const spaces = (await api.get('/products?attrs=sku&MasterSKU=NB-MASTER&Capacity=512+GB')).json();
    expect(skusOf(spaces)).toEqual(['NB-02', 'NB-03']);
  });

  it('selects categories with the category parameter', async () => {
    const body = (await api.get('/products?attrs=sku&category=Specials.HotDeals')).json();
    expect(skusOf(body)).toEqual(['CAM-100', 'BUNDLE-VLOG']);
  });
});
