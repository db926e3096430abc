// Contract: every recorded ICM answer in tests/fixtures/icm parses and maps without throwing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import * as m from '~/commerce/models';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'icm');
const context: m.MappingContext = { icmServerUrl: 'https://icm.example.com' };

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.json') ? [path] : [];
  });
}

type Contract = { name: string; test: RegExp; map: (json: unknown, path: string) => unknown };

/** Which schema and mapper answer which request path (the fixture's path below the REST base). */
const CONTRACTS: Contract[] = [
  {
    name: 'product variations',
    test: /^products\/[^/]+\/variations\/get[^/]*\.json$/,
    map: (json, path) => {
      const master = path.split('/')[1];
      const data = m.productVariationsDataSchema.parse(json);
      return (data.elements ?? []).map(link => m.mapVariationLink(link, master, context));
    },
  },
  {
    name: 'bundle parts',
    test: /^products\/[^/]+\/bundles\/get[^/]*\.json$/,
    map: json => (m.linkCollectionDataSchema.parse(json).elements ?? []).map(m.mapBundledProduct),
  },
  {
    name: 'product',
    test: /^(products|categories\/.+\/products)\/[^/]+\/get[^/]*\.json$/,
    map: json => m.mapProduct(m.productDataSchema.parse(json), context),
  },
  {
    name: 'product listing',
    test: /^(products|categories\/.+\/products)\/get[^/]*\.json$/,
    map: json => m.mapProductListing(m.productListingDataSchema.parse(json), context),
  },
  {
    name: 'category tree',
    test: /^categories\/get\.json$/,
    map: json => m.mapCategoryTree(m.categoryTreeDataSchema.parse(json), context),
  },
  {
    name: 'category',
    test: /^categories\/.+\/get\.json$/,
    map: json => m.mapCategory(m.categoryDataSchema.parse(json), { ...context, completenessLevel: 3 }),
  },
  {
    name: 'product filters',
    test: /^productfilters\/[^/]+\.json$/,
    map: json => m.mapFilterNavigation(m.filterNavigationDataSchema.parse(json), context),
  },
  { name: 'suggestions', test: /^suggest\/[^/]+\.json$/, map: json => m.mapSuggestions(m.suggestDataSchema.parse(json), context) },
  { name: 'countries', test: /^countries\/get\.json$/, map: json => m.mapCountries(m.countriesDataSchema.parse(json)) },
  {
    name: 'configuration',
    test: /^configurations\/get\.json$/,
    map: json => m.mapServerConfiguration(m.configurationsDataSchema.parse(json)),
  },
  {
    name: 'content include',
    test: /^cms\/includes\/[^/]+\/get\.json$/,
    map: json => m.mapContentInclude(m.contentIncludeDataSchema.parse(json)),
  },
  {
    name: 'wishlist',
    test: /^customers\/-\/wishlists\/[^/]+\/get[^/]*\.json$/,
    map: (json, path) => m.mapWishlist(path.split('/')[3], m.wishlistDataSchema.parse(json)),
  },
  {
    name: 'wishlists',
    test: /^customers\/-\/wishlists\/get[^/]*\.json$/,
    map: json => m.mapWishlistIds(m.wishlistsDataSchema.parse(json)),
  },
  { name: 'punchout fields', test: /^customers\/[^/]+\/punchouts\//, map: json => m.mapPunchoutFields(m.punchoutFieldsDataSchema.parse(json)) },
  {
    name: 'customer',
    test: /^(customers|privatecustomers)\/-\/get\.json$/,
    map: json => {
      const data = m.customerDataSchema.parse(json);
      return { customer: m.mapCustomer(data), user: m.mapPrivateCustomerUser(data) };
    },
  },
];

const files = walk(FIXTURES).map(path => ({ path: relative(FIXTURES, path), json: JSON.parse(readFileSync(path, 'utf8')) }));

describe('recorded ICM answers', () => {
  it('are all there', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files.map(f => [f.path, f] as const))('%s parses and maps', (_, file) => {
    const contract = CONTRACTS.find(c => c.test.test(file.path));
    expect(contract, `no contract for ${file.path}`).toBeDefined();
    const mapped = contract!.map(file.json, file.path);
    expect(mapped).toBeDefined();
    // View models are plain data: they survive a JSON round trip (what loaders send to the browser).
    expect(JSON.parse(JSON.stringify(mapped))).toEqual(mapped);
  });
});

function fixture(path: string): unknown {
  return files.find(f => f.path === path)!.json;
}

describe('what the fixtures map to', () => {
  it('a plain product', () => {
    const p = m.mapProduct(m.productDataSchema.parse(fixture('products/201807171/get.json')), context);
    expect(p).toMatchObject({
      type: 'Product',
      sku: '201807171',
      name: 'Google Home',
      available: true,
      minOrderQuantity: 1,
      maxOrderQuantity: 100,
      stepQuantity: 1,
      roundedAverageRating: 3,
      numberOfReviews: 1,
      manufacturer: 'Google',
      defaultCategoryId: 'Home-Entertainment.SmartHome',
      defaultCategoryPath: [
        { uniqueId: 'Home-Entertainment', name: 'Home Entertainment' },
        { uniqueId: 'Home-Entertainment.SmartHome', name: 'Smart Home' },
      ],
      seoAttributes: { robots: ['index', 'follow'] },
      salePrice: { currency: 'USD', value: 185.5 },
      completenessLevel: 3,
    });
    expect(p.images[0]).toEqual({ url: 'assets/img/not_available.png', typeID: 'L', viewID: 'front', primary: true, name: 'front L', width: 500, height: 500 });
  });

  it('a master with all values of its variation attributes', () => {
    const p = m.mapProduct(m.productDataSchema.parse(fixture('products/201807231/get.json')), context);
    expect(p.type).toBe('VariationProductMaster');
    if (p.type !== 'VariationProductMaster') return;
    expect(p.variationAttributeValues.map(v => v.value)).toEqual(['256GB', '512GB', '1TB', '13.5"', '15"']);
    expect(p.minSalePrice).toEqual({ currency: 'USD', value: 2118.94 });
    expect(p.attachments[0]).toMatchObject({
      key: 'AC_Information_1_',
      type: 'Information',
      url: 'https://icm.example.com/INTERSHOP/static/WFS/inSPIRED-inTRONICS-Site/-/inSPIRED/en_US/manuals/surface-book-user-guide-EN.pdf',
    });
  });

  it('a variation with its own attribute values', () => {
    const p = m.mapProduct(m.productDataSchema.parse(fixture('products/201807231-01/get.json')), context);
    expect(p).toMatchObject({
      type: 'VariationProduct',
      productMasterSKU: '201807231',
      variableVariationAttributes: [
        { variationAttributeId: 'Hard_disk_drive_capacity', name: 'Hard drive size', value: '256GB' },
        { variationAttributeId: 'attr_displaysize', name: 'Display Size', value: '13.5"' },
      ],
    });
  });

  it('a bundle, its parts and the default variation of a master', () => {
    expect(m.mapProduct(m.productDataSchema.parse(fixture('products/201807194/get.json'))).type).toBe('Bundle');
    const parts = (m.linkCollectionDataSchema.parse(fixture('products/201807194/bundles/get.json')).elements ?? []).map(m.mapBundledProduct);
    expect(parts.map(p => [p.product.sku, p.quantity])).toEqual([
      ['201807191', 1],
      ['201807192', 1],
      ['201807193', 1],
    ]);
    const links = m.productVariationsDataSchema.parse(fixture('products/201807204/variations/get.json')).elements ?? [];
    expect(m.defaultVariationSKU(links)).toBe('201807204-02');
  });

  it('a listing with old-style sort keys and price/promotion attributes', () => {
    const listing = m.mapProductListing(
      m.productListingDataSchema.parse(fixture('categories/Cameras-Camcorders/832/products/get.json')),
      context
    );
    expect(listing.itemCount).toBe(2);
    expect(listing.sortableAttributes).toContainEqual({ name: 'name-asc', direction: 'asc' });
    expect(listing.products[0]).toMatchObject({
      sku: '8182790134362',
      completenessLevel: 2,
      available: true,
      promotionIds: ['5PercentOnActionCams'],
      salePrice: { currency: 'USD', value: 391.98 },
      images: [{ url: 'assets/img/not_available.png', typeID: 'M', viewID: 'front', primary: true, name: 'front M' }, expect.anything()],
    });
  });

  it('the category tree and a category', () => {
    const tree = m.mapCategoryTree(m.categoryTreeDataSchema.parse(fixture('categories/get.json')), context);
    expect(tree.map(c => c.uniqueId)).toContain('Computers');
    const cameras = tree.find(c => c.uniqueId === 'Cameras-Camcorders')!;
    expect(cameras.children.map(c => c.uniqueId)).toContain('Cameras-Camcorders.832');
    expect(cameras.showInMenu).toBe(true);
    const category = m.mapCategory(m.categoryDataSchema.parse(fixture('categories/Computers/106/236/get.json')), { completenessLevel: 3 });
    expect(category).toMatchObject({
      uniqueId: 'Computers.106.236',
      id: '236',
      categoryPath: ['Computers', 'Computers.106', 'Computers.106.236'],
      categoryRef: '236@inSPIRED-Computers',
      completenessLevel: 3,
      hasOnlineSubCategories: true,
    });
    expect(category.children.length).toBeGreaterThan(0);
    expect(category.children[0].categoryPath[0]).toBe('Computers');
  });

  it('filters, including one without an id', () => {
    const filters = m.mapFilterNavigation(m.filterNavigationDataSchema.parse(fixture('productfilters/category-search-parameter.json')));
    expect(filters.map(f => f.id)).toEqual(['CategoryUUIDLevelMulti', 'ManufacturerName', 'ProductSalePriceGross', 'Colour_of_product']);
    expect(filters[1]).toMatchObject({ name: 'Brand', limitCount: 7, selectionType: 'single' });
    expect(filters[1].facets[0]).toEqual({ name: 'A-DATA', displayName: 'A-DATA', count: 149, selected: false, level: 0 });
  });

  it('old suggest terms as keywords and the configuration', () => {
    const suggestions = m.mapSuggestions(m.suggestDataSchema.parse(fixture('suggest/get_SearchTerm_k.json')));
    expect(suggestions).toEqual(['kensington', 'keyboards', 'kingston', 'kodak'].map(term => ({ term, suggestType: 'keyword' })));
    const config = m.mapServerConfiguration(m.configurationsDataSchema.parse(fixture('configurations/get.json')));
    expect(config).toMatchObject({
      maxSubCategoriesDepth: 2,
      basket: { maxItemQuantity: 100, acceleration: true },
      acceleration: true,
      locales: ['en_US', 'de_DE', 'fr_FR'],
      currencies: ['USD'],
      defaultLocale: 'en_US',
    });
  });

  it('customers, countries and punchout fields', () => {
    const business = m.mapCustomer(m.customerDataSchema.parse(fixture('customers/-/get.json')));
    expect(business).toMatchObject({ customerNo: 'Patricia', isBusinessCustomer: true, preferredInvoiceToAddress: { city: 'Berlin' } });
    const countries = m.mapCountries(m.countriesDataSchema.parse(fixture('countries/get.json')));
    expect(countries).toContainEqual({ countryCode: 'DE', name: 'Germany' });
    const fields = m.mapPunchoutFields(m.punchoutFieldsDataSchema.parse(fixture('customers/OilCorp/punchouts/oci/transfer/post.json')));
    expect(fields[0]).toEqual({ name: 'NEW_ITEM-PRICE[1]', value: '21999.0000' });
  });
});
