import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalog, SELLABLE_KINDS } from '../../commerce-api/seed/catalog';
import type { Localized, SeedCatalog, SeedProduct } from '../../commerce-api/catalog/catalog-types';
import { WRITTEN_LOCALES as LOCALES } from '../../commerce-api/reference/locales';
import { IMAGE_KINDS } from '../../commerce-api/catalog/images/product-image';

const catalog: SeedCatalog = buildCatalog();
const { categories, products, promotions, keywords } = catalog;
const bySku = new Map(products.map(p => [p.sku, p]));
const sellable = products.filter(p => SELLABLE_KINDS.includes(p.kind));
const uniqueIds = new Set(categories.map(c => (c.parent ? `${c.parent}.${c.id}` : c.id)));

function product(sku: string): SeedProduct {
  const p = bySku.get(sku);
  if (!p) throw new Error(`missing ${sku}`);
  return p;
}
const variationsOf = (sku: string) => products.filter(p => p.variation?.masterSKU === sku);
const defaultCategory = (p: SeedProduct) => p.categories[0] ?? (p.variation ? product(p.variation.masterSKU).categories[0] : undefined);
const onSale = (p: SeedProduct) => p.prices.EUR.list !== undefined && p.prices.EUR.list > p.prices.EUR.sale;
const isLocalized = (v: unknown): v is Localized => typeof v === 'object' && v !== null && LOCALES.every(l => typeof (v as Localized)[l] === 'string');
const texts = (v: Localized) => LOCALES.map(l => v[l]);

describe('seed catalogue: determinism', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds the same catalogue every time', () => {
    expect(JSON.stringify(buildCatalog())).toBe(JSON.stringify(buildCatalog()));
  });

  it('uses neither Math.random nor the clock', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => { throw new Error('Math.random used'); });
    vi.spyOn(Date, 'now').mockImplementation(() => { throw new Error('Date.now used'); });
    expect(JSON.stringify(buildCatalog())).toBe(JSON.stringify(catalog));
  });
});

describe('seed catalogue: category tree', () => {
  it('has at least 28 categories, unique ids and existing parents', () => {
    expect(categories.length).toBeGreaterThanOrEqual(28);
    expect(uniqueIds.size).toBe(categories.length);
    for (const c of categories) {
      if (c.parent) expect(uniqueIds.has(c.parent), `${c.id} parent ${c.parent}`).toBe(true);
      expect(c.id).not.toContain('.');
    }
  });

  it('is at least three levels deep in several branches, four in printing supplies', () => {
    const depth = (id: string) => id.split('.').length;
    expect(Math.max(...[...uniqueIds].map(depth))).toBeGreaterThanOrEqual(4);
    const deepBranches = new Set([...uniqueIds].filter(id => depth(id) >= 3).map(id => id.split('.')[0]));
    expect(deepBranches.size).toBeGreaterThanOrEqual(4);
    expect(uniqueIds.has('Computers.225.373.377')).toBe(true);
  });

  it('reuses the inSPIRED category ids', () => {
    for (const id of [
      'Cameras-Camcorders', 'Cameras-Camcorders.584', 'Cameras-Camcorders.585', 'Cameras-Camcorders.575', 'Cameras-Camcorders.832',
      'Computers', 'Computers.106', 'Computers.106.236', 'Computers.106.830', 'Computers.897', 'Computers.897.897_Microsoft',
      'Computers.225', 'Computers.225.373', 'Computers.225.373.377', 'Home-Entertainment', 'Home-Entertainment.SmartHome',
      'Home-Entertainment.220', 'Home-Entertainment.220.1584', 'Specials', 'Specials.HotDeals', 'networks', 'networks.firewalls',
      'servers', 'servers.servers-rack-consoles', 'office', 'office.furniture', 'office.paper', 'office.printers', 'office.presentation',
    ]) expect(uniqueIds.has(id), id).toBe(true);
    const cameras = categories.find(c => c.id === 'Cameras-Camcorders');
    expect(cameras?.name).toEqual({ en_US: 'Cameras', de_DE: 'Kameras' });
  });

  it('shows most categories in the menu and hides a couple', () => {
    const hidden = categories.filter(c => !c.showInMenu);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(hidden.length).toBeLessThan(categories.length / 5);
  });

  it('orders siblings by unique positions and gives every category texts, SEO and a drawing', () => {
    const seen = new Set<string>();
    for (const c of categories) {
      const key = `${c.parent}|${c.position}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      for (const t of [...texts(c.name), ...texts(c.description!), ...texts(c.seo!.title), ...texts(c.seo!.description)]) expect(t.length).toBeGreaterThan(0);
      expect(IMAGE_KINDS).toContain(c.imageKind);
    }
  });
});

describe('seed catalogue: integrity', () => {
  it('has unique SKUs', () => {
    expect(new Set(products.map(p => p.sku)).size).toBe(products.length);
  });

  it('only references existing categories; everything but variations and warranties is categorised', () => {
    for (const p of products) {
      for (const c of p.categories) expect(uniqueIds.has(c), `${p.sku} -> ${c}`).toBe(true);
      if (p.kind !== 'variation' && p.kind !== 'warranty') expect(p.categories.length, p.sku).toBeGreaterThan(0);
      expect(new Set(p.categories).size).toBe(p.categories.length);
    }
  });

  it('links masters and variations both ways', () => {
    for (const p of products) {
      if (p.kind === 'variation') {
        expect(p.variation, p.sku).toBeDefined();
        const master = product(p.variation!.masterSKU);
        expect(master.kind).toBe('master');
        const ids = master.master!.variationAttributes.map(a => a.id).sort();
        expect(Object.keys(p.variation!.values).sort(), p.sku).toEqual(ids);
      } else {
        expect(p.variation, p.sku).toBeUndefined();
      }
      if (p.kind === 'master') {
        const variations = variationsOf(p.sku);
        expect(variations.length, p.sku).toBeGreaterThanOrEqual(2);
        expect(variations.map(v => v.sku)).toContain(p.master!.defaultVariationSKU);
        const combinations = variations.map(v => JSON.stringify(p.master!.variationAttributes.map(a => v.variation!.values[a.id].value)));
        expect(new Set(combinations).size, `${p.sku} combinations`).toBe(variations.length);
      } else {
        expect(p.master, p.sku).toBeUndefined();
      }
    }
  });

  it('resolves bundle parts, retail set parts, warranties, links and promotions', () => {
    const promotionIds = new Set(promotions.map(p => p.id));
    for (const p of products) {
      for (const part of p.bundledProducts ?? []) {
        expect(['product', 'variation'], `${p.sku} part ${part.sku}`).toContain(product(part.sku).kind);
        expect(Number.isInteger(part.quantity) && part.quantity >= 1).toBe(true);
      }
      for (const sku of p.retailSetParts ?? []) expect(['product', 'variation']).toContain(product(sku).kind);
      for (const sku of p.warranties ?? []) expect(product(sku).kind, `${p.sku} warranty ${sku}`).toBe('warranty');
      for (const [type, targets] of Object.entries(p.links ?? {})) {
        expect(type.length).toBeGreaterThan(0);
        for (const sku of targets) {
          expect(bySku.has(sku), `${p.sku} ${type} ${sku}`).toBe(true);
          expect(sku).not.toBe(p.sku);
        }
      }
      for (const id of p.promotionIds ?? []) expect(promotionIds.has(id), `${p.sku} promotion ${id}`).toBe(true);
      if (p.kind === 'bundle') expect(p.bundledProducts?.length, p.sku).toBeGreaterThan(0);
      else expect(p.bundledProducts).toBeUndefined();
      if (p.kind === 'retailSet') expect(p.retailSetParts?.length, p.sku).toBeGreaterThan(0);
      else expect(p.retailSetParts).toBeUndefined();
    }
  });

  it('gives every product a Brand facet equal to its manufacturer', () => {
    for (const p of products) {
      expect(p.manufacturer.length).toBeGreaterThan(0);
      const brand = p.attributes.find(a => a.key === 'Brand');
      expect(brand, p.sku).toMatchObject({ value: p.manufacturer, facet: true, type: 'String' });
    }
  });

  it('types attribute values as declared, one type per key across the catalogue, unique keys per product', () => {
    const typeByKey = new Map<string, string>();
    for (const p of products) {
      expect(new Set(p.attributes.map(a => a.key)).size, p.sku).toBe(p.attributes.length);
      for (const a of p.attributes) {
        const known = typeByKey.get(a.key);
        expect(known === undefined || known === a.type, `${p.sku} ${a.key}: ${a.type} vs ${known}`).toBe(true);
        typeByKey.set(a.key, a.type);
        for (const t of texts(a.name)) expect(t.length).toBeGreaterThan(0);
        if (a.type === 'Integer') expect(Number.isInteger(a.value), `${p.sku} ${a.key}`).toBe(true);
        if (a.type === 'Double') expect(typeof a.value, `${p.sku} ${a.key}`).toBe('number');
        if (a.type === 'Boolean') expect(typeof a.value, `${p.sku} ${a.key}`).toBe('boolean');
        if (a.type === 'String') expect(typeof a.value === 'string' || isLocalized(a.value), `${p.sku} ${a.key}`).toBe(true);
      }
      for (const keys of Object.values(p.attributeGroups ?? {})) {
        for (const key of keys) expect(p.attributes.some(a => a.key === key), `${p.sku} group key ${key}`).toBe(true);
      }
    }
  });

  it('draws every product with a known kind, a colour code and at least one view', () => {
    for (const p of products) {
      expect(IMAGE_KINDS, p.sku).toContain(p.image.kind);
      expect(p.image.color, p.sku).toMatch(/^#[0-9a-f]{6}$/i);
      expect(p.image.views.length).toBeGreaterThan(0);
      for (const v of p.image.views) expect(['front', 'back', 'side']).toContain(v);
    }
  });
});

describe('seed catalogue: the ICM demo products', () => {
  const inCategory = (sku: string, category: string) => expect(product(sku).categories, `${sku} in ${category}`).toContain(category);

  it('has the smart home products, the Hue bundle and the Surface retail set', () => {
    expect(product('201807171')).toMatchObject({ kind: 'product', manufacturer: 'Google', name: { en_US: 'Google Home' } });
    expect(product('201807171').prices.USD.sale).toBe(175);
    inCategory('201807171', 'Home-Entertainment.SmartHome');
    for (const sku of ['201807191', '201807192', '201807193']) expect(product(sku).kind).toBe('product');
    const kit = product('201807194');
    expect(kit.kind).toBe('bundle');
    expect(kit.bundledProducts).toEqual([{ sku: '201807191', quantity: 1 }, { sku: '201807192', quantity: 1 }, { sku: '201807193', quantity: 1 }]);
    expect(product('201807198')).toMatchObject({ kind: 'retailSet', retailSetParts: ['201807195', '201807197', '201807196', '201807199'] });
    expect(product('201807199').kind).toBe('product');
    expect(product('201807197').kind).toBe('product');
  });

  it('has the Surface Book 2 and Surface Laptop masters with their variations', () => {
    const book = product('201807231');
    expect(book.kind).toBe('master');
    expect(variationsOf('201807231').map(v => v.sku)).toEqual(['01', '02', '03', '04', '05', '06'].map(n => `201807231-${n}`));
    expect(book.master?.defaultVariationSKU).toBe('201807231-04');
    inCategory('201807231', 'Computers.897.897_Microsoft');
    expect(book.attachments?.map(a => a.fileName)).toContain('surface-book-user-guide-EN.pdf');
    expect(product('201807231-01').prices.USD.sale).toBe(2118.94);
    expect(product('201807204').kind).toBe('master');
    expect(product('201807204-01').variation?.masterSKU).toBe('201807204');
    expect(product('201807204').master?.defaultVariationSKU).toBe('201807204-02');
  });

  it('places the e2e products in their categories', () => {
    inCategory('872843', 'Computers.225.373.377');
    expect(product('872843').categories[0]).toBe('Computers.225.373.377');
    expect(product('872843').name.en_US).toBe('Epson Multipack');
    inCategory('872843', 'Specials.HotDeals');
    inCategory('457595', 'Cameras-Camcorders.585');
    expect(product('457595').prices.EUR.sale).toBe(25);
    expect(product('457595').prices.USD.sale).toBe(33.75);
    expect(product('3468826').prices.USD.sale).toBe(19.5);
    expect(product('6997041').rating?.count).toBeGreaterThan(0);
    for (const sku of ['859910', '3459777']) inCategory(sku, 'networks.firewalls');
    for (const sku of ['3953312', '7912061']) inCategory(sku, 'Cameras-Camcorders.584');
    for (const sku of ['8182790134362', '8182790134363']) inCategory(sku, 'Cameras-Camcorders.832');
    for (const sku of ['4729528', '5920217', '7912057']) expect(bySku.has(sku), sku).toBe(true);
    expect(product('7912061').manufacturer).toBe('Kodak');
  });

  it('offers 1YLEDTVSUP with 5777062 and 4747809, and has more warranty products', () => {
    expect(product('1YLEDTVSUP')).toMatchObject({ kind: 'warranty', name: { en_US: '1-year LED TV Support' } });
    for (const sku of ['5777062', '4747809']) expect(product(sku).warranties).toContain('1YLEDTVSUP');
    expect(products.filter(p => p.kind === 'warranty').length).toBeGreaterThanOrEqual(3);
  });
});

describe('seed catalogue: assortment', () => {
  it('has at least 320 sellable products', () => {
    expect(sellable.length).toBeGreaterThanOrEqual(320);
  });

  it('has at least 12 variation masters with 3 to 8 variations, in several presentations', () => {
    const masters = products.filter(p => p.kind === 'master');
    expect(masters.filter(m => { const n = variationsOf(m.sku).length; return n >= 3 && n <= 8; }).length).toBeGreaterThanOrEqual(12);
    const attributes = masters.flatMap(m => m.master!.variationAttributes);
    for (const presentation of ['colorCode', 'swatchImage', 'select', 'textButtons'] as const) {
      expect(attributes.some(a => a.presentation === presentation), presentation).toBe(true);
    }
    expect(masters.filter(m => m.master!.variationAttributes.length >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('gives colour variations a colour code and swatch variations a swatch name', () => {
    for (const m of products.filter(p => p.kind === 'master')) {
      for (const a of m.master!.variationAttributes) {
        for (const v of variationsOf(m.sku)) {
          const meta = v.variation!.values[a.id].metaData;
          if (a.presentation === 'colorCode') expect(meta, v.sku).toMatch(/^#[0-9a-f]{6}$/i);
          if (a.presentation === 'swatchImage') expect(meta, v.sku).toMatch(/^[a-z0-9-]+$/);
        }
      }
    }
  });

  it('gives variations their own name, prices, stock and image colour', () => {
    const book = product('201807231-04');
    expect(book.name.en_US).toBe('Microsoft Surface Book 2 – 256 GB, 15"');
    const laptop = product('201807204-07');
    expect(laptop.name.en_US).toBe('Microsoft Surface Laptop – Burgundy, 256 GB');
    expect(laptop.name.de_DE).toBe('Microsoft Surface Laptop – Bordeaux, 256 GB');
    for (const v of products.filter(p => p.kind === 'variation')) {
      const master = product(v.variation!.masterSKU);
      expect(v.name.en_US.startsWith(`${master.name.en_US} – `), v.sku).toBe(true);
      expect(v.prices.EUR.sale).toBeGreaterThan(0);
      expect(v.prices.USD.sale).toBeGreaterThan(0);
      expect(Number.isInteger(v.stock)).toBe(true);
    }
    const colours = new Set(variationsOf('201807204').map(v => v.image.color));
    expect(colours.size).toBe(4);
  });

  it('has at least 6 bundles with quantities and at least 4 retail sets', () => {
    const bundles = products.filter(p => p.kind === 'bundle');
    expect(bundles.length).toBeGreaterThanOrEqual(6);
    expect(bundles.some(b => b.bundledProducts!.some(part => part.quantity > 1))).toBe(true);
    expect(products.filter(p => p.kind === 'retailSet').length).toBeGreaterThanOrEqual(4);
  });

  it('has products on sale, scaled prices, cheap and expensive items', () => {
    expect(sellable.filter(onSale).length).toBeGreaterThanOrEqual(40);
    const scaled = sellable.filter(p => p.prices.EUR.scaled?.length);
    expect(scaled.length).toBeGreaterThanOrEqual(25);
    for (const p of scaled) {
      for (const currency of ['EUR', 'USD'] as const) {
        const { sale, scaled: tiers = [] } = p.prices[currency];
        let previousQuantity = 1;
        let previousPrice = sale;
        for (const tier of tiers) {
          expect(tier.minQuantity, `${p.sku} ${currency}`).toBeGreaterThan(previousQuantity);
          expect(tier.sale, `${p.sku} ${currency}`).toBeLessThan(previousPrice);
          expect(tier.sale).toBeGreaterThan(0);
          previousQuantity = tier.minQuantity;
          previousPrice = tier.sale;
        }
      }
    }
    expect(scaled.some(p => p.prices.EUR.scaled!.some(t => t.sale < 0.01))).toBe(true);
    expect(sellable.some(p => p.prices.EUR.sale < 1)).toBe(true);
    expect(sellable.some(p => p.prices.EUR.sale >= 20000)).toBe(true);
  });

  it('keeps prices consistent: net EUR and USD, list above sale, known tax rates', () => {
    for (const p of products) {
      for (const currency of ['EUR', 'USD'] as const) {
        const price = p.prices[currency];
        expect(price.sale, `${p.sku} ${currency}`).toBeGreaterThan(0);
        if (price.list !== undefined) expect(price.list, `${p.sku} ${currency}`).toBeGreaterThan(price.sale);
      }
      expect(p.prices.USD.sale, p.sku).toBeGreaterThanOrEqual(p.prices.EUR.sale * 0.9);
      expect([0.19, 0.07]).toContain(p.taxRate);
    }
    expect(products.some(p => p.taxRate === 0.07)).toBe(true);
  });

  it('has stock situations: out of stock (some with a date), low stock, always in stock, offline', () => {
    const outOfStock = sellable.filter(p => p.stock === 0 && !p.alwaysInStock);
    expect(outOfStock.length).toBeGreaterThanOrEqual(15);
    const dated = outOfStock.filter(p => p.availableDate);
    expect(dated.length).toBeGreaterThanOrEqual(3);
    for (const p of dated) expect(p.availableDate, p.sku).toMatch(/^202[67]-\d\d-\d\d$/);
    for (const p of products.filter(x => x.availableDate)) expect(p.stock).toBe(0);
    expect(sellable.filter(p => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThanOrEqual(20);
    expect(products.filter(p => p.alwaysInStock).length).toBeGreaterThanOrEqual(3);
    expect(sellable.filter(p => p.online === false).length).toBeGreaterThanOrEqual(2);
    for (const p of products) {
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.readyForShipmentMin).toBeLessThanOrEqual(p.readyForShipmentMax);
    }
  });

  it('has order quantity rules on B2B items', () => {
    const paper = products.filter(p => p.stepQuantity === 5 && p.packingUnit === 'ream');
    expect(paper.length).toBeGreaterThanOrEqual(3);
    for (const p of paper) expect(p.minOrderQuantity).toBe(5);
    expect(products.filter(p => p.maxOrderQuantity).length).toBeGreaterThanOrEqual(3);
    for (const p of products.filter(x => x.minOrderQuantity && x.stepQuantity)) expect(p.minOrderQuantity! % p.stepQuantity!).toBe(0);
    for (const p of products.filter(x => x.maxOrderQuantity)) expect(p.maxOrderQuantity!).toBeGreaterThanOrEqual(p.minOrderQuantity ?? 1);
  });

  it('has attachments, warranties and many manufacturers', () => {
    const attached = sellable.filter(p => p.attachments?.length);
    expect(attached.length).toBeGreaterThanOrEqual(30);
    for (const p of attached) {
      for (const a of p.attachments!) {
        expect(a.fileName, p.sku).toMatch(/^[\w.-]+\.pdf$/);
        expect(['Information', 'Manual', 'Datasheet']).toContain(a.type);
        for (const t of [...texts(a.name), ...texts(a.description)]) expect(t.length).toBeGreaterThan(0);
      }
    }
    expect(sellable.filter(p => p.warranties?.length).length).toBeGreaterThanOrEqual(30);
    const manufacturers = new Set(products.map(p => p.manufacturer));
    expect(manufacturers.size).toBeGreaterThanOrEqual(20);
    for (const brand of ['Canon', 'Sony', 'Nikon', 'Kodak', 'GoPro', 'Panasonic', 'Samsung', 'LG', 'Philips', 'Microsoft', 'Apple', 'Lenovo', 'HP', 'Dell',
      'Asus', 'Acer', 'Epson', 'Brother', 'Logitech', 'Google', 'Bose', 'JBL', 'Cisco', 'Netgear', 'Fortinet', 'Kingston', 'Western Digital', 'Steelcase']) {
      expect(manufacturers.has(brand), brand).toBe(true);
    }
  });

  it('rates most products in half steps', () => {
    const rated = sellable.filter(p => p.rating);
    expect(rated.length).toBeGreaterThan(sellable.length * 0.6);
    for (const p of rated) {
      expect(p.rating!.average).toBeGreaterThanOrEqual(1);
      expect(p.rating!.average).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.rating!.average * 2), p.sku).toBe(true);
      expect(Number.isInteger(p.rating!.count) && p.rating!.count >= 1).toBe(true);
    }
  });

  it('has SEO texts on most products, a couple of them noindex', () => {
    const withSeo = sellable.filter(p => p.seo);
    expect(withSeo.length).toBeGreaterThan(sellable.length * 0.9);
    for (const p of withSeo) {
      for (const t of [...texts(p.seo!.title), ...texts(p.seo!.description)]) expect(t.length).toBeGreaterThan(0);
      expect(p.seo!.robots?.length).toBe(2);
    }
    expect(withSeo.filter(p => p.seo!.robots?.includes('noindex')).length).toBeGreaterThanOrEqual(2);
    expect(withSeo.filter(p => p.seo!.robots?.join() === 'index,follow').length).toBeGreaterThan(withSeo.length * 0.9);
  });

  it('spreads creation dates over 2024 to 2026', () => {
    const years = new Set(products.map(p => p.createdAt.slice(0, 4)));
    for (const year of ['2024', '2025', '2026']) expect(years.has(year), year).toBe(true);
    for (const p of products) expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
  });

  it('has cross-selling and accessory links, promotions and keywords', () => {
    expect(products.filter(p => p.links?.accessory?.length).length).toBeGreaterThanOrEqual(10);
    expect(products.filter(p => p.links?.crossselling?.length).length).toBeGreaterThanOrEqual(5);
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(promotions.map(p => p.id)).size).toBe(promotions.length);
    const referenced = new Set(products.flatMap(p => p.promotionIds ?? []));
    expect(referenced.size).toBeGreaterThanOrEqual(3);
    expect(keywords.length).toBeGreaterThanOrEqual(30);
    expect(keywords.some(k => /^\d+$/.test(k.en_US))).toBe(true);
    expect(keywords.some(k => k.en_US === '1080')).toBe(true);
  });

  it('fills the Specials categories and labels', () => {
    for (const id of ['Specials.HotDeals', 'Specials.NewProducts', 'Specials.TopSellers']) {
      expect(products.filter(p => p.categories.includes(id)).length, id).toBeGreaterThanOrEqual(8);
    }
    const labelled = products.filter(p => p.attributeGroups?.PRODUCT_LABEL_ATTRIBUTES?.length);
    for (const label of ['sale', 'new', 'topseller']) {
      expect(labelled.some(p => p.attributeGroups!.PRODUCT_LABEL_ATTRIBUTES.includes(label)), label).toBe(true);
    }
  });
});

describe('seed catalogue: facets and texts', () => {
  const familyKeys = (prefix: string) => new Set(sellable.filter(p => defaultCategory(p)?.startsWith(prefix)).flatMap(p => p.attributes.filter(a => a.facet).map(a => a.key)));

  it('offers family facets with consistent keys', () => {
    for (const key of ['Resolution', 'OpticalZoom', 'Sensor', 'Brand']) expect(familyKeys('Cameras-Camcorders.575').has(key), key).toBe(true);
    for (const key of ['Processor', 'Memory', 'Storage', 'DisplaySize']) expect(familyKeys('Computers.1835.151').has(key), key).toBe(true);
    for (const key of ['ScreenSize', 'DisplayResolution', 'EnergyClass']) expect(familyKeys('Home-Entertainment.220.1584').has(key), key).toBe(true);
    for (const key of ['PrintTechnology', 'ColourPrinting', 'Duplex']) expect(familyKeys('Computers.225.23').has(key), key).toBe(true);
  });

  it('uses EU energy classes from A+++ to G', () => {
    const classes = products.flatMap(p => p.attributes.filter(a => a.key === 'EnergyClass').map(a => a.value));
    expect(classes.length).toBeGreaterThan(10);
    for (const c of classes) expect(['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']).toContain(c);
  });

  it('localises word values of facets', () => {
    const colours = products.flatMap(p => p.attributes.filter(a => a.key === 'Color').map(a => a.value));
    expect(colours.length).toBeGreaterThan(50);
    expect(colours.every(isLocalized)).toBe(true);
    expect(colours).toContainEqual({ en_US: 'Black', de_DE: 'Schwarz' });
  });

  it('writes real English and German texts for every product', () => {
    for (const p of products) {
      for (const t of [...texts(p.name), ...texts(p.shortDescription), ...texts(p.longDescription)]) {
        expect(t.trim().length, p.sku).toBeGreaterThan(0);
        expect(t, p.sku).not.toMatch(/\b(lorem|ipsum|undefined|null|NaN)\b|\[object/);
      }
      expect(p.longDescription.en_US.length, p.sku).toBeGreaterThan(40);
    }
    const translated = products.filter(p => p.longDescription.en_US !== p.longDescription.de_DE);
    expect(translated.length).toBe(products.length);
    const german = products.map(p => `${p.name.de_DE} ${p.shortDescription.de_DE} ${p.longDescription.de_DE}`).join(' ')
      + categories.map(c => c.name.de_DE).join(' ')
      + products.flatMap(p => p.attributes.map(a => a.name.de_DE)).join(' ');
    for (const word of ['Digitalkamera', 'Größe', 'Farbe', 'Drucker', 'Tintenpatrone', 'ß', 'ä', 'ö', 'ü']) expect(german, word).toContain(word);
  });

  it('keeps descriptions specific: long descriptions are nearly all distinct', () => {
    const longs = new Set(products.filter(p => p.kind !== 'variation').map(p => p.longDescription.en_US));
    expect(longs.size).toBeGreaterThan(products.filter(p => p.kind !== 'variation').length * 0.98);
  });
});
