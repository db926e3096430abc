import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkAttributes, skusOf, startTestApi, type TestApi } from './support';

describe('product lists', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const list = async (path: string, matrix = '') => (await api.get(path, { matrix })).json();

  it('lists the products of a category subtree, without variations and offline products', async () => {
    const body = await list('/categories/Cameras/products?attrs=sku');
    expect(body).toMatchObject({ type: 'ResourceCollection', name: 'products', total: 4, offset: 0 });
    expect(skusOf(body)).toEqual(['CAM-100', 'CAM-200', 'CAM-300', 'CAM-400']);
    const notebooks = await list('/categories/Computers/Notebooks/products?attrs=sku');
    expect(skusOf(notebooks)).toEqual(['NB-MASTER']);
  });

  it('returns exactly the requested attributes, in the requested order', async () => {
    const body = await list('/categories/Cameras/Digital/products?attrs=inStock,sku,manufacturer');
    expect(body.elements[0].attributes.map((attribute: { name: string }) => attribute.name)).toEqual(['inStock', 'sku', 'manufacturer']);
    expect(body.elements[0]).toMatchObject({
      type: 'Link',
      title: 'Lumix Zoom Camera',
      description: 'Compact camera with optical zoom',
      uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras/Digital/products/CAM-100',
    });
  });

  it('gives the stub attributes the storefront reads', async () => {
    const attrs =
      'sku,availability,manufacturer,image,minOrderQuantity,maxOrderQuantity,stepQuantity,inStock,promotions,packingUnit,mastered,productMaster,productMasterSKU,roundedAverageRating,retailSet,defaultCategory';
    const body = await list(`/products?attrs=${attrs}&searchTerm=mouse`);
    const mouse = linkAttributes(body.elements[0]);
    expect(mouse).toMatchObject({
      sku: 'ACC-MOUSE',
      availability: true,
      manufacturer: 'Logitech',
      image: '/INTERSHOP/static/WFS/inSPIRED-inTRONICS-Site/-/inSPIRED/en_US/images/M/ACC-MOUSE-front.svg',
      minOrderQuantity: { type: 'Quantity', unit: '', value: 2 },
      maxOrderQuantity: { type: 'Quantity', unit: '', value: 20 },
      stepQuantity: { type: 'Quantity', unit: '', value: 2 },
      inStock: true,
      promotions: { type: 'ResourceCollection', elements: [] },
      packingUnit: 'pcs',
      mastered: false,
      productMaster: false,
      roundedAverageRating: '0.0',
      retailSet: false,
      defaultCategory: expect.objectContaining({ id: 'Mice' }),
    });
    expect(mouse.productMasterSKU).toBeUndefined();
    const attributeTypes = Object.fromEntries(
      body.elements[0].attributes.map((attribute: { name: string; type: string }) => [attribute.name, attribute.type]),
    );
    expect(attributeTypes).toMatchObject({ minOrderQuantity: 'ResourceAttribute', promotions: 'LinkResourceCollectionRO', inStock: 'Boolean' });
  });

  it('adds the requested attribute group to every element', async () => {
    const body = await list('/categories/Cameras/Digital/products?attrs=sku&attributeGroup=PRODUCT_LABEL_ATTRIBUTES');
    expect(body.elements[0].attributeGroup).toEqual({
      name: 'PRODUCT_LABEL_ATTRIBUTES',
      attributes: [{ name: 'sale', type: 'Boolean', value: true }],
    });
    expect(body.elements[1].attributeGroup).toEqual({ name: 'PRODUCT_LABEL_ATTRIBUTES', attributes: [] });
  });

  it('returns the sort keys when asked, as sortableAttributes and sortKeys', async () => {
    const body = await list('/categories/Cameras/products?returnSortKeys=true', ';loc=de_DE');
    expect(body.sortKeys).toEqual(['name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest-desc']);
    expect(body.sortableAttributes['price-asc']).toEqual({ name: 'price-asc', displayName: 'Preis (aufsteigend)', direction: 'asc' });
    expect((await list('/categories/Cameras/products')).sortableAttributes).toBeUndefined();
  });

  it('sorts by name, price and newness', async () => {
    const sorted = async (key: string) => skusOf(await list(`/categories/Cameras/products?attrs=sku&sortKey=${key}`));
    expect(await sorted('name-asc')).toEqual(['CAM-400', 'CAM-200', 'CAM-100', 'CAM-300']);
    expect(await sorted('name-desc')).toEqual(['CAM-300', 'CAM-100', 'CAM-200', 'CAM-400']);
    expect(await sorted('price-asc')).toEqual(['CAM-300', 'CAM-100', 'CAM-400', 'CAM-200']);
    expect(await sorted('price-desc')).toEqual(['CAM-200', 'CAM-400', 'CAM-100', 'CAM-300']);
    expect(await sorted('newest-desc')).toEqual(['CAM-200', 'CAM-100', 'CAM-400', 'CAM-300']);
  });

  it('pages with amount and offset while total counts all matches', async () => {
    const page = await list('/categories/Cameras/products?attrs=sku&amount=3&offset=2&sortKey=name-asc');
    expect(page).toMatchObject({ total: 4, offset: 2, amount: 3 });
    expect(skusOf(page)).toEqual(['CAM-100', 'CAM-300']);
    const beyond = await list('/categories/Cameras/products?attrs=sku&amount=3&offset=9');
    expect(beyond.total).toBe(4);
    expect(beyond.elements).toEqual([]);
  });

  it('lists the online variations of a master for MasterSKU', async () => {
    const body = await list('/products?MasterSKU=NB-MASTER&attrs=sku,mastered,productMasterSKU');
    expect(skusOf(body)).toEqual(['NB-01', 'NB-02', 'NB-03']);
    expect(linkAttributes(body.elements[0])).toMatchObject({ mastered: true, productMasterSKU: 'NB-MASTER' });
  });

  it('answers MasterSKU of a product that is no master with 404', async () => {
    expect((await api.get('/products?MasterSKU=CAM-100')).statusCode).toBe(404);
  });

  it('gives sale and list prices in the request currency when asked', async () => {
    const body = await list('/categories/Cameras/Digital/products?attrs=sku,salePrice,listPrice', ';cur=USD');
    expect(linkAttributes(body.elements[0])).toMatchObject({
      salePrice: expect.objectContaining({ type: 'Money', currency: 'USD', net: { currency: 'USD', value: 219 } }),
      listPrice: expect.objectContaining({ currency: 'USD', net: { currency: 'USD', value: 279 } }),
    });
  });
});
