// The API's answers carry at least the fields of the recorded ICM answers (tests/fixtures/icm).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from './support';

// top-level keys every recorded product answer has (shippingMethods included)
const PRODUCT_KEYS = [
  'attributeGroups', 'attributes', 'availability', 'availableStock', 'defaultCategory', 'images', 'inStock',
  'listPrice', 'longDescription', 'manufacturer', 'mastered', 'maxOrderQuantity', 'minOrderQuantity', 'name',
  'numberOfReviews', 'packingUnit', 'productBundle', 'productMaster', 'productName', 'productTypes',
  'readyForShipmentMax', 'readyForShipmentMin', 'retailSet', 'roundedAverageRating', 'salePrice', 'seoAttributes',
  'shippingMethods', 'shortDescription', 'sku', 'stepOrderQuantity', 'type',
];
const MASTER_KEYS = ['variations', 'variationAttributeValues', 'minSalePrice', 'maxSalePrice', 'minListPrice', 'maxListPrice'];
const VARIATION_KEYS = ['variableVariationAttributes', 'productMasterSKU'];
const IMAGE_KEYS = ['effectiveUrl', 'imageActualHeight', 'imageActualWidth', 'name', 'primaryImage', 'type', 'typeID', 'viewID'];
const PRICE_KEYS = ['currency', 'currencyMnemonic', 'type', 'value'];
const CATEGORY_TREE_KEYS = [
  'attributes', 'categoryPath', 'categoryRef', 'description', 'hasOnlineProducts', 'hasOnlineSubCategories', 'id',
  'name', 'online', 'onlineProductsCountInSubCategories', 'subCategories', 'subCategoriesCount', 'type', 'uri',
];
const SUBCATEGORY_KEYS = [
  'categoryPath', 'categoryRef', 'description', 'hasOnlineProducts', 'hasOnlineSubCategories', 'id', 'name', 'online',
  'onlineProductsCountInSubCategories', 'type', 'uri',
];
const CATEGORY_KEYS = [
  'attributes', 'categoryPath', 'categoryRef', 'description', 'hasOnlineProducts', 'hasOnlineSubCategories', 'id',
  'images', 'name', 'online', 'seoAttributes', 'subCategories', 'subCategoriesCount', 'type',
];
const PRODUCT_LIST_KEYS = ['amount', 'elements', 'name', 'offset', 'sortKeys', 'total', 'type'];
const LINK_KEYS = ['attributes', 'description', 'title', 'type', 'uri'];
const FILTER_KEYS = ['displayType', 'facets', 'id', 'limitCount', 'minCount', 'name', 'scope', 'selectionType', 'type'];
// the recorded entries also carry a `hits` link, which no client reads; it is left out to halve the answer
const FACET_KEYS = ['count', 'link', 'name', 'selected', 'type'];
const CONFIGURATION_SECTIONS = ['application', 'basket', 'captcha', 'general', 'preferences', 'pricing', 'shipping'];

const keysOf = (value: object) => Object.keys(value).sort();

describe('answers in the shape of the recorded ICM answers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const get = async (path: string) => (await api.get(path)).json();

  it('product', async () => {
    const body = await get('/products/CAM-100');
    expect(keysOf(body)).toEqual(expect.arrayContaining(PRODUCT_KEYS));
    expect(keysOf(body.images[0])).toEqual(IMAGE_KEYS);
    expect(keysOf(body.salePrice)).toEqual(expect.arrayContaining(PRICE_KEYS));
    expect(keysOf(body.shippingMethods[0])).toEqual(['id', 'name', 'shippingTimeMax', 'shippingTimeMin', 'type']);
  });

  it('variation master and variation', async () => {
    expect(keysOf(await get('/products/NB-MASTER'))).toEqual(expect.arrayContaining([...PRODUCT_KEYS, ...MASTER_KEYS]));
    expect(keysOf(await get('/products/NB-01'))).toEqual(expect.arrayContaining([...PRODUCT_KEYS, ...VARIATION_KEYS]));
    expect(keysOf(await get('/products/BUNDLE-VLOG'))).toEqual(expect.arrayContaining([...PRODUCT_KEYS, 'bundles']));
  });

  it('category tree, subcategory and category', async () => {
    const tree = await get('/categories?view=tree&limit=2&imageView=NO-IMAGE');
    expect(keysOf(tree.elements[0])).toEqual(expect.arrayContaining(CATEGORY_TREE_KEYS));
    expect(keysOf(tree.elements[0].subCategories[0])).toEqual(expect.arrayContaining(SUBCATEGORY_KEYS));
    expect(keysOf(await get('/categories/Computers/Accessories'))).toEqual(expect.arrayContaining(CATEGORY_KEYS));
  });

  it('product list', async () => {
    const body = await get('/categories/Cameras/products?attrs=sku&returnSortKeys=true&amount=9&offset=0');
    expect(keysOf(body)).toEqual(expect.arrayContaining(PRODUCT_LIST_KEYS));
    expect(keysOf(body.elements[0])).toEqual(expect.arrayContaining(LINK_KEYS));
  });

  it('filter navigation', async () => {
    const body = await get('/categories/Cameras/productfilters');
    expect(keysOf(body.elements[0])).toEqual(expect.arrayContaining(FILTER_KEYS));
    expect(keysOf(body.elements[0].facets[0])).toEqual(expect.arrayContaining(FACET_KEYS));
  });

  it('suggestions, configuration and countries', async () => {
    const suggest = await get('/suggest?SearchTerm=can');
    expect(suggest).toMatchObject({ name: 'suggest', type: 'SuggestTerms' });
    expect(keysOf(suggest.elements[0])).toEqual(expect.arrayContaining(['term', 'type']));
    expect(keysOf((await get('/configurations')).data)).toEqual(expect.arrayContaining(CONFIGURATION_SECTIONS));
    expect(keysOf((await get('/countries')).data[0])).toEqual(['id', 'name']);
  });
});
