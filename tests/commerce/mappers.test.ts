import { afterEach, describe, expect, it, vi } from 'vitest';

import { commerceErrorFromResponse } from '~/commerce/errors';
import { mediaTypeFor } from '~/commerce/media-types';
import * as m from '~/commerce/models';
import * as punchout from '~/commerce/models/punchout';

const product = (data: Record<string, unknown>) => m.mapProduct(m.productDataSchema.parse({ sku: 'A1', productName: 'A', ...data }));
const stub = (attributes: { name: string; value: unknown; type?: string }[], extra: Record<string, unknown> = {}) =>
  m.mapProductStub(m.productStubDataSchema.parse({ type: 'Link', title: 'Stub', attributes, ...extra }));

afterEach(() => vi.restoreAllMocks());

describe('product availability (spec §3)', () => {
  it.each([
    [{ availability: true, inStock: true }, true],
    [{ availability: true }, true],
    [{ availability: true, inStock: false }, false],
    [{ availability: false, inStock: true }, false],
    [{ inStock: true }, false],
    [{ availability: 'true', inStock: 'false' }, false],
  ])('%j → available %s', (data, expected) => {
    expect(product(data).available).toBe(expected);
  });

  it('applies to stubs too', () => {
    expect(stub([{ name: 'sku', value: 'S' }, { name: 'availability', value: true }, { name: 'inStock', value: false }]).available).toBe(false);
    expect(stub([{ name: 'sku', value: 'S' }, { name: 'availability', value: true }]).available).toBe(true);
  });
});

describe('product fields', () => {
  it('falls back to the Brand attribute for the manufacturer', () => {
    expect(product({ attributes: [{ name: 'Brand', type: 'String', value: 'Canon' }] }).manufacturer).toBe('Canon');
    expect(product({ manufacturer: 'Sony', attributes: [{ name: 'Brand', type: 'String', value: 'Canon' }] }).manufacturer).toBe('Sony');
    expect(product({ manufacturer: '', attributes: [{ name: 'brand', value: 'Nikon' }] }).manufacturer).toBe('Nikon');
  });

  it('uses the quantity defaults when ICM sends nothing or 0', () => {
    expect(product({ maxOrderQuantity: 0 })).toMatchObject({ minOrderQuantity: 1, maxOrderQuantity: 100, stepQuantity: 1 });
    expect(product({ minOrderQuantity: 2, maxOrderQuantity: '20', stepOrderQuantity: 2 })).toMatchObject({
      minOrderQuantity: 2,
      maxOrderQuantity: 20,
      stepQuantity: 2,
    });
    const s = stub([{ name: 'sku', value: 'S' }, { name: 'minOrderQuantity', type: 'ResourceAttribute', value: { type: 'Quantity', unit: '', value: 5 } }]);
    expect(s.minOrderQuantity).toBe(5);
  });

  it('turns the rounded rating string into a number', () => {
    expect(product({ roundedAverageRating: '4.5' }).roundedAverageRating).toBe(4.5);
    expect(product({}).roundedAverageRating).toBe(0);
  });

  it('marks completeness: 3 full, 2 stub, 1 link', () => {
    expect(product({}).completenessLevel).toBe(3);
    expect(stub([{ name: 'sku', value: 'S' }]).completenessLevel).toBe(2);
    expect(m.mapProductLink({ type: 'Link', uri: 'site/-/products/L1', title: 'L' }).completenessLevel).toBe(1);
  });

  it('refuses a stub without SKU', () => {
    expect(() => stub([{ name: 'image', value: 'x.png' }])).toThrow('cannot construct product stub without SKU');
  });

  it('types products from their flags', () => {
    expect(product({ productMaster: true }).type).toBe('VariationProductMaster');
    expect(product({ mastered: true, productMasterSKU: 'M' })).toMatchObject({ type: 'VariationProduct', productMasterSKU: 'M' });
    expect(product({ productBundle: true }).type).toBe('Bundle');
    expect(product({ productTypes: ['BUNDLE'] }).type).toBe('Bundle');
    expect(product({ retailSet: true }).type).toBe('RetailSet');
    expect(stub([{ name: 'sku', value: 'S' }, { name: 'retailSet', value: true }]).type).toBe('RetailSet');
    expect(stub([{ name: 'sku', value: 'S' }, { name: 'mastered', value: true }, { name: 'productMasterSKU', value: 'M' }])).toMatchObject({
      type: 'VariationProduct',
      productMasterSKU: 'M',
    });
  });

  it('maps warranties, promotions, attribute groups and absolute image URLs', () => {
    const p = m.mapProduct(
      m.productDataSchema.parse({
        sku: 'T1',
        availableWarranties: [
          {
            type: 'Link',
            uri: 'site/-/products/1YLEDTVSUP',
            title: '1 Year Support',
            attributes: [{ name: 'WarrantyPrice', type: 'ResourceAttribute', value: { type: 'Money', currency: 'USD', value: 19.5 } }],
          },
        ],
        promotions: [{ type: 'Link', itemId: 'P1', uri: 'site/-/promotions/P1' }],
        attributeGroups: { PRODUCT_LABEL_ATTRIBUTES: { attributes: [{ name: 'sale', type: 'Boolean', value: true }] } },
        images: [{ effectiveUrl: '/INTERSHOP/static/a.jpg', typeID: 'S', viewID: 'front', primaryImage: true }],
      }),
      { icmServerUrl: 'https://icm.test' }
    );
    expect(p.availableWarranties).toEqual([{ id: '1YLEDTVSUP', name: '1 Year Support', price: { currency: 'USD', value: 19.5 } }]);
    expect(p.promotionIds).toEqual(['P1']);
    expect(p.attributeGroups.PRODUCT_LABEL_ATTRIBUTES.attributes).toEqual([{ name: 'sale', type: 'Boolean', value: true }]);
    expect(p.images[0].url).toBe('https://icm.test/INTERSHOP/static/a.jpg');
  });
});

describe('variation attributes', () => {
  it('maps the extended shape with colour codes and swatch images', () => {
    const variation = product({
      mastered: true,
      productMasterSKU: 'M',
      variationAttributeValuesExtended: [
        { variationAttributeId: 'Color', name: 'Colour', attributeType: 'colorCode', value: { name: 'Red', value: 'Red' }, metadata: { colorCode: '#ff0000' } },
        { variationAttributeId: 'Pattern', name: 'Pattern', attributeType: 'swatchImage', value: { value: 'Dots' }, metadata: { imagePath: '/img/dots.png' } },
      ],
    });
    expect(variation.type === 'VariationProduct' && variation.variableVariationAttributes).toEqual([
      { variationAttributeId: 'Color', name: 'Colour', value: 'Red', attributeType: 'colorCode', metaData: '#ff0000' },
      { variationAttributeId: 'Pattern', name: 'Pattern', value: 'Dots', attributeType: 'swatchImage', metaData: '/img/dots.png' },
    ]);

    const master = product({
      productMaster: true,
      variationAttributeValuesExtended: [
        {
          variationAttributeId: 'Color',
          name: 'Colour',
          attributeType: 'colorCode',
          values: [
            { value: { value: 'Red' }, metadata: { colorCode: '#f00' } },
            { value: { value: 'Blue' }, metadata: { colorCode: '#00f' } },
            { value: { value: 'Red' }, metadata: { colorCode: '#f00' } },
          ],
        },
      ],
    });
    expect(master.type === 'VariationProductMaster' && master.variationAttributeValues.map(v => [v.value, v.metaData])).toEqual([
      ['Red', '#f00'],
      ['Blue', '#00f'],
    ]);
  });

  it('maps variation links of a master', () => {
    const v = m.mapVariationLink(
      m.productVariationLinkDataSchema.parse({
        type: 'VariationLink',
        uri: 'site/-/products/M-01',
        title: 'M one',
        variableVariationAttributeValues: [{ variationAttributeId: 'Size', name: 'Size', value: 'L', type: 'VariationAttribute' }],
      }),
      'M'
    );
    expect(v).toMatchObject({ sku: 'M-01', type: 'VariationProduct', productMasterSKU: 'M', completenessLevel: 1 });
    expect(v.variableVariationAttributes).toEqual([{ variationAttributeId: 'Size', name: 'Size', value: 'L' }]);
  });
});

describe('product listing sorting', () => {
  it('reads the sortableAttributes map of newer ICM', () => {
    const listing = m.mapProductListing(
      m.productListingDataSchema.parse({
        elements: [],
        total: 7,
        sortableAttributes: { 'name-asc': { name: 'name-asc', displayName: 'Name A-Z', direction: 'asc' } },
      })
    );
    expect(listing).toEqual({ itemCount: 7, products: [], sortableAttributes: [{ name: 'name-asc', displayName: 'Name A-Z', direction: 'asc' }] });
  });

  it('passes a search redirect on', () => {
    expect(m.mapProductListing(m.productListingDataSchema.parse({ elements: [], redirectUrl: '/page/help' })).redirectUrl).toBe('/page/help');
  });

  it('reads the sortKeys array of older ICM', () => {
    const listing = m.mapProductListing(m.productListingDataSchema.parse({ elements: [], sortKeys: ['name-desc', 'CategoryPosition-asc', 'relevance'] }));
    expect(listing.sortableAttributes).toEqual([
      { name: 'name-desc', direction: 'desc' },
      { name: 'CategoryPosition-asc', direction: 'asc' },
      { name: 'relevance' },
    ]);
  });
});

describe('filters (spec §5)', () => {
  it('ignores a "Show all" entry with a warning and applies the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [filter] = m.mapFilterNavigation(
      m.filterNavigationDataSchema.parse({
        elements: [
          {
            id: 'Brand',
            name: 'Brand',
            displayType: 'text_clear',
            filterEntries: [
              { name: 'Canon', displayValue: 'Canon', count: 3, selected: true, link: { uri: 'x/productfilters?Brand=Canon' } },
              { name: 'Show all', count: 10, link: { uri: 'x' } },
              { name: 'Red', mappedType: 'colorCode', mappedValue: '#f00', level: 1, count: 1 },
            ],
          },
        ],
      })
    );
    expect(filter).toEqual({
      id: 'Brand',
      name: 'Brand',
      displayType: 'text_clear',
      limitCount: -1,
      selectionType: 'single',
      facets: [
        { name: 'Canon', displayName: 'Canon', count: 3, selected: true, level: 0 },
        { name: 'Red', displayName: 'Red', count: 1, selected: false, level: 1, mappedType: 'colorCode', mappedValue: '#f00' },
      ],
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('serialises only non-empty facet selections', () => {
    expect(m.facetQueryParameters({ Brand: ['Canon', 'Sony'], Color: [], Size: [''] })).toEqual({ Brand: 'Canon,Sony' });
  });
});

describe('suggestions (spec §5)', () => {
  it('drops keyword suggestions that are only digits', () => {
    const s = m.mapSuggestions(m.suggestDataSchema.parse({ elements: [{ term: '12345', type: 'SuggestTerm' }, { term: 'kodak 123', type: 'SuggestTerm' }] }));
    expect(s).toEqual([{ term: 'kodak 123', suggestType: 'keyword' }]);
  });

  it('reads typed elements and the grouped shape', () => {
    expect(
      m.mapSuggestions(
        m.suggestDataSchema.parse({
          elements: [{ term: 'Canon EOS', suggestType: 'product', id: 'SKU1', imageURL: '/i.png' }],
          keywordSuggestions: ['camera', '4711'],
          products: [{ sku: '123', name: 'Kodak Z950', imageURL: 'https://cdn/x.png' }],
          categories: [{ uniqueId: 'Cameras-Camcorders.575', name: 'Digital Cameras', hitCount: 12 }],
          brands: [{ brandName: 'Kodak', totalCount: 9 }],
        }),
        { icmServerUrl: 'https://icm.test' }
      )
    ).toEqual([
      { term: 'Canon EOS', suggestType: 'product', id: 'SKU1', imageURL: 'https://icm.test/i.png' },
      { term: 'camera', suggestType: 'keyword' },
      { term: 'Kodak Z950', suggestType: 'product', id: '123', imageURL: 'https://cdn/x.png' },
      { term: 'Digital Cameras', suggestType: 'category', id: 'Cameras-Camcorders.575', hitCount: 12 },
      { term: 'Kodak', suggestType: 'brand', hitCount: 9 },
    ]);
  });
});

describe('stock status (spec §4)', () => {
  const inventory = (...warehouses: Partial<m.Warehouse>[]): m.Inventory =>
    m.mapInventory(m.inventoryDetailsDataSchema.parse({ sku: 'A', warehouses }));

  it('is 1 in stock, 2 low, 3 out', () => {
    expect(m.stockStatus(inventory({ stock: 10 }))).toBe(1);
    expect(m.stockStatus(inventory({ stock: 5 }))).toBe(2);
    expect(m.stockStatus(inventory({ stock: 3 }, { stock: 2 }))).toBe(2);
    expect(m.stockStatus(inventory({ stock: 0 }))).toBe(3);
    expect(m.stockStatus(inventory())).toBe(3);
  });

  it('floors negative stock at 0 and honours alwaysInStock and the threshold', () => {
    expect(inventory({ stock: -4 }).warehouses[0].stock).toBe(0);
    expect(m.stockStatus(inventory({ stock: 0, alwaysInStock: true }))).toBe(1);
    expect(m.stockStatus(inventory({ stock: 8 }), { lowStockThreshold: 10 })).toBe(2);
  });

  it('reads the PWA inventory.v1 totals when there are no warehouses', () => {
    const level = m.mapInventory(m.inventoryDetailsDataSchema.parse({ sku: 'B', inStock: true, stockLevel: { value: 3 }, availableStock: 50 }));
    expect(level.warehouses).toEqual([{ type: 'default', stock: 3, alwaysInStock: false }]);
    const flagOnly = m.mapInventory(m.inventoryDetailsDataSchema.parse({ sku: 'C', inStock: true }));
    expect(m.stockStatus(flagOnly)).toBe(1);
    const out = m.mapInventory(m.inventoryDetailsDataSchema.parse({ sku: 'D', inStock: false }));
    expect(m.stockStatus(out)).toBe(3);
  });
});

describe('product prices (pricing.v1)', () => {
  const item = (net: number, gross: number, minQuantity?: number) => ({
    type: 'ProductPriceItem',
    net: { currency: 'EUR', value: net },
    gross: { currency: 'EUR', value: gross },
    ...(minQuantity ? { minQuantity: { value: minQuantity } } : {}),
  });

  it('maps sale, list, scaled and range prices', () => {
    const prices = m.mapProductPrices(
      m.productPriceDetailsDataSchema.parse({
        sku: 'A',
        prices: {
          SalePrice: [item(10, 11.9, 1), item(8, 9.52, 10), item(9, 10.71, 5)],
          ListPrice: [item(12, 14.28, 1)],
          MinSalePrice: [item(5, 5.95)],
          MaxListPrice: [item(20, 23.8)],
        },
      })
    );
    expect(prices).toEqual({
      sku: 'A',
      sale: { net: { currency: 'EUR', value: 10 }, gross: { currency: 'EUR', value: 11.9 } },
      list: { net: { currency: 'EUR', value: 12 }, gross: { currency: 'EUR', value: 14.28 } },
      scaled: [
        { minQuantity: 5, price: { net: { currency: 'EUR', value: 9 }, gross: { currency: 'EUR', value: 10.71 } } },
        { minQuantity: 10, price: { net: { currency: 'EUR', value: 8 }, gross: { currency: 'EUR', value: 9.52 } } },
      ],
      min: { net: { currency: 'EUR', value: 5 }, gross: { currency: 'EUR', value: 5.95 } },
      max: { net: { currency: 'EUR', value: 20 }, gross: { currency: 'EUR', value: 23.8 } },
    });
    expect(m.priceForQuantity(prices, 7)?.net.value).toBe(9);
  });

  it('falls back to the list price when there is no sale price', () => {
    const prices = m.mapProductPrices(m.productPriceDetailsDataSchema.parse({ sku: 'B', prices: { ListPrice: [item(3, 3.57, 1)] } }));
    expect(prices.sale).toEqual(prices.list);
  });
});

describe('error mapping (PWA icm-error-mapper)', () => {
  it('takes the error-key header', () => {
    const error = commerceErrorFromResponse(
      409,
      new Headers({ 'error-key': 'customer.credentials.login.not_unique.error' }),
      'Conflict (Login name is not unique (it already exists))'
    );
    expect(error).toMatchObject({ status: 409, errorKey: 'customer.credentials.login.not_unique.error' });
  });

  it('reads errors lists with causes', () => {
    const error = commerceErrorFromResponse(
      422,
      new Headers(),
      JSON.stringify({
        errors: [
          {
            code: 'basket.promotion_code.add_not_successful.error',
            message: 'The promotion code could not be added.',
            causes: [{ code: 'basket.promotion_code.add_code_promotion_code_not_found.error', message: 'The promotion code could not be found.', paths: ['$.code'] }],
          },
        ],
      })
    );
    expect(error).toMatchObject({
      status: 422,
      errorKey: 'basket.promotion_code.add_not_successful.error',
      message: 'The promotion code could not be added.',
      causes: [{ code: 'basket.promotion_code.add_code_promotion_code_not_found.error', message: 'The promotion code could not be found.', paths: ['$.code'] }],
    });
  });

  it('reads missing-attribute headers and plain text', () => {
    const missing = commerceErrorFromResponse(
      400,
      new Headers({ 'error-key': 'customer.missing_fields.error', 'error-type': 'error-missing-attributes', 'error-missing-attributes': 'email,preferredLanguage' }),
      'Bad Request (The following attributes are missing: email,preferredLanguage)'
    );
    expect(missing.errorKey).toBe('customer.missing_fields.error');
    expect(missing.causes?.map(c => c.message)).toEqual(['email', 'preferredLanguage']);
    expect(commerceErrorFromResponse(401, new Headers(), 'Unauthorized')).toMatchObject({ status: 401, message: 'Unauthorized' });
  });
});

describe('media types', () => {
  it.each([
    ['baskets/current', 'application/vnd.intershop.basket.v1+json'],
    ['orders/o1', 'application/vnd.intershop.order.v1+json'],
    ['customers/OilCorp/users/x/requisitions', 'application/vnd.intershop.order.v1+json'],
    ['productprices', 'application/vnd.intershop.pricing.v1+json'],
    ['inventories', 'application/vnd.intershop.inventory.v1+json'],
    ['configurations', 'application/vnd.intershop.configuration.v1+json'],
    ['countries/DE/main-divisions', 'application/vnd.intershop.country.v1+json'],
    ['privatecustomers/-/recurringorders/1', 'application/vnd.intershop.recurringorder.v2+json'],
    ['customers/C1/costcenters', 'application/vnd.intershop.costcenter.v2+json'],
    ['customers/C1/punchouts/oci5/transfer', 'application/vnd.intershop.punchout.v2+json'],
    ['customers/C1/punchouts/cxml1.2/transfer', 'text/xml'],
    ['customers/C1/punchouts/cxml1.2/users', 'application/vnd.intershop.punchout.cxml.v3+json'],
    ['customers/C1/punchouts/cxml1.2/users/u1/configurations', 'application/vnd.intershop.punchout.cxml.v3+json'],
    ['customers/C1/punchouts/oci5/users/u1', 'application/vnd.intershop.punchout.v2+json'],
    ['customers/C1/punchouts/oci5/configurations', 'application/vnd.intershop.punchout.v2+json'],
    ['products/123', 'application/json'],
  ])('%s → %s', (path, type) => {
    expect(mediaTypeFor(path)).toBe(type);
  });
});

describe('punchout administration', () => {
  it('joins each cXML configuration entry with its metadata by name, a long text only where the metadata says so', () => {
    const entries = punchout.mapCxmlConfiguration(
      punchout.cxmlConfigurationDataSchema.parse({
        data: [{ name: 'classificationCatalogID', value: '1' }, { name: 'note', value: null }],
        info: { metaData: [{ name: 'note', inputType: 'text-long' }, { name: 'classificationCatalogID', defaultValue: 'eCl@ass', description: 'The catalog', inputType: 'text-short' }] },
      }),
    );
    expect(entries).toEqual([
      { name: 'classificationCatalogID', value: '1', defaultValue: 'eCl@ass', description: 'The catalog', inputType: 'text-short' },
      { name: 'note', value: '', defaultValue: '', description: '', inputType: 'text-long' },
    ]);
  });

  it('sorts the OCI formatters and placeholders by id', () => {
    const options = punchout.mapOciOptions(
      punchout.ociOptionsDataSchema.parse({ availableFormatters: [{ id: 'UpperCase' }, { id: 'LowerCase' }], availablePlaceholders: [{ id: 'SKU' }, { id: 'Currency' }] }),
    );
    expect(options).toEqual({ availableFormatters: ['LowerCase', 'UpperCase'], availablePlaceholders: ['Currency', 'SKU'] });
  });

  it('reads an OCI field without mapping rules as one with none', () => {
    expect(punchout.mapOciConfiguration(punchout.ociConfigurationDataSchema.parse({ items: [{ field: 'NEW_ITEM-VENDOR', transform: '4711' }] }))).toEqual([
      { field: 'NEW_ITEM-VENDOR', transform: '4711', formatter: '', mappings: [] },
    ]);
  });
});
