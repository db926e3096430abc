import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkAttributes, startTestApi, type TestApi, errorCode } from './support';

describe('product resource', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const product = async (sku: string, matrix = '') => (await api.get(`/products/${sku}?allImages=true&extended=true`, { matrix })).json();

  it('has the fields of an ICM product', async () => {
    const body = await product('CAM-100');
    expect(body).toMatchObject({
      type: 'Product',
      sku: 'CAM-100',
      productName: 'Lumix Zoom Camera',
      shortDescription: 'Compact camera with optical zoom',
      manufacturer: 'Panasonic',
      manufacturerSKU: 'DMC-TZ100',
      availability: true,
      inStock: true,
      availableStock: 25,
      minOrderQuantity: 1,
      maxOrderQuantity: 100,
      stepOrderQuantity: 1,
      packingUnit: '',
      roundedAverageRating: '4.5',
      numberOfReviews: 12,
      readyForShipmentMin: 1,
      readyForShipmentMax: 3,
      productMaster: false,
      mastered: false,
      productBundle: false,
      retailSet: false,
      productTypes: ['PRODUCT'],
      seoAttributes: { metaTitle: 'Lumix Zoom Camera buy', metaDescription: 'Best zoom camera', robots: ['index', 'follow'] },
    });
  });

  it('prices in the request currency with net and gross', async () => {
    const euro = await product('CAM-100');
    expect(euro.salePrice).toMatchObject({ type: 'ProductPrice', currency: 'EUR', value: 236.81, net: { value: 199 }, gross: { value: 236.81 } });
    expect(euro.listPrice).toMatchObject({ currency: 'EUR', net: { value: 249 } });
    const dollar = await product('CAM-100', ';cur=USD');
    expect(dollar.salePrice).toMatchObject({ currency: 'USD', net: { value: 219 } });
  });

  it('lists typed attributes with units and keeps label attributes in their group', async () => {
    const body = await product('CAM-100');
    expect(body.attributes).toEqual([
      { name: 'Resolution', type: 'ResourceAttribute', value: { type: 'Quantity', value: 20, unit: 'MP' } },
      { name: 'Colour', type: 'String', value: 'Black' },
      { name: 'Weight', type: 'ResourceAttribute', value: { type: 'Quantity', value: 312, unit: 'g' } },
    ]);
    expect(body.attributeGroups.PRODUCT_LABEL_ATTRIBUTES.attributes).toEqual([{ name: 'sale', type: 'Boolean', value: true }]);
  });

  it('localizes texts and attribute values with ;loc=de_DE', async () => {
    const body = await product('CAM-100', ';loc=de_DE');
    expect(body.productName).toBe('Lumix Zoom Kamera');
    expect(body.attributes[0].name).toBe('Auflösung');
    expect(body.attributes[1]).toEqual({ name: 'Farbe', type: 'String', value: 'Schwarz' });
    expect(body.attachments[0].name).toBe('Bedienungsanleitung');
  });

  it('lists every image type for every view with host-relative URLs', async () => {
    const body = await product('CAM-100');
    expect(body.images).toHaveLength(15);
    expect(body.images[0]).toEqual({
      effectiveUrl: '/INTERSHOP/static/WFS/inSPIRED-inTRONICS-Site/-/inSPIRED/en_US/images/S/CAM-100-front.svg',
      imageActualHeight: 100,
      imageActualWidth: 100,
      name: 'front S',
      primaryImage: true,
      type: 'Image',
      typeID: 'S',
      viewID: 'front',
    });
    expect(body.images.filter((image: { primaryImage: boolean }) => image.primaryImage).map((image: { viewID: string }) => image.viewID)).toEqual(
      Array(5).fill('front'),
    );
    expect(body.images.find((image: { typeID: string }) => image.typeID === 'ZOOM').imageActualWidth).toBe(2000);
  });

  it('gives the default category with its path', async () => {
    const body = await product('CAM-100');
    expect(body.defaultCategory).toEqual({
      type: 'DefaultCategory',
      id: 'Digital',
      name: 'Digital Cameras',
      uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras/Digital',
      categoryPath: [
        { id: 'Cameras', name: 'Cameras', type: 'CategoryPath', uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras' },
        { id: 'Digital', name: 'Digital Cameras', type: 'CategoryPath', uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras/Digital' },
      ],
    });
  });

  it('offers warranties with their price, attachments and promotion links', async () => {
    const body = await product('CAM-100');
    expect(body.availableWarranties).toEqual([
      expect.objectContaining({
        type: 'Link',
        uri: 'inSPIRED-inTRONICS-Site/-/products/WAR-2Y',
        title: '2 Year Warranty',
        id: 'WAR-2Y',
        name: '2 Year Warranty',
        price: expect.objectContaining({ type: 'Money', currency: 'EUR', value: 34.51 }),
        attributes: [expect.objectContaining({ name: 'WarrantyPrice', value: expect.objectContaining({ value: 34.51 }) })],
      }),
    ]);
    expect(body.attachments[0]).toEqual({
      name: 'User manual',
      type: 'Manual',
      key: 'manual',
      description: 'How to use it',
      link: { type: 'Link', title: 'User manual', uri: '/INTERSHOP/static/WFS/inSPIRED-inTRONICS-Site/-/inSPIRED/en_US/manuals/lumix-manual.pdf' },
    });
    expect(body.promotions).toEqual([
      { type: 'Link', uri: 'inSPIRED-inTRONICS-Site/-/promotions/PROMO-CAMERAS', title: '10% off cameras', itemId: 'PROMO-CAMERAS' },
    ]);
  });

  it('shows an out-of-stock product as available but not in stock', async () => {
    const body = await product('CAM-200');
    expect(body).toMatchObject({ availability: true, inStock: false, availableStock: 0 });
  });

  it('describes a master with its variation values, default variation and price range', async () => {
    const body = await product('NB-MASTER');
    expect(body).toMatchObject({ productMaster: true, mastered: false, defaultVariationSKU: 'NB-02', productTypes: ['VARIATION_MASTER'] });
    expect(body.variationAttributeValues).toEqual([
      { name: 'Color', type: 'VariationAttribute', value: 'Black', variationAttributeId: 'Color' },
      { name: 'Color', type: 'VariationAttribute', value: 'Silver', variationAttributeId: 'Color' },
      { name: 'Capacity', type: 'VariationAttribute', value: '256 GB', variationAttributeId: 'Capacity' },
      { name: 'Capacity', type: 'VariationAttribute', value: '512 GB', variationAttributeId: 'Capacity' },
    ]);
    expect(body.variationAttributeValuesExtended[0]).toMatchObject({
      variationAttributeId: 'Color',
      attributeType: 'colorCode',
      values: [
        { value: { name: 'Black', value: 'Black' }, metadata: { colorCode: '#000000' } },
        { value: { name: 'Silver', value: 'Silver' }, metadata: { colorCode: '#c0c0c0' } },
      ],
    });
    expect(body.minSalePrice.net.value).toBe(1299);
    expect(body.maxSalePrice.net.value).toBe(1599);
  });

  it('describes a variation with its master and its own values', async () => {
    const body = await product('NB-02', ';loc=de_DE');
    expect(body).toMatchObject({ mastered: true, productMasterSKU: 'NB-MASTER', productTypes: ['VARIATION_PRODUCT'] });
    expect(body.variableVariationAttributes).toEqual([
      { name: 'Farbe', type: 'VariationAttribute', value: 'Silber', variationAttributeId: 'Color' },
      { name: 'Kapazität', type: 'VariationAttribute', value: '512 GB', variationAttributeId: 'Capacity' },
    ]);
    expect(body.variationAttributeValuesExtended[0]).toMatchObject({ value: { value: 'Silber' }, metadata: { colorCode: '#c0c0c0' } });
    expect(body.defaultCategory.id).toBe('Notebooks');
  });

  it('marks bundles and retail sets and sums up a retail set', async () => {
    expect(await product('BUNDLE-VLOG')).toMatchObject({ productBundle: true, productTypes: ['PRODUCT_BUNDLE'] });
    const set = await product('SET-DESK');
    expect(set).toMatchObject({ retailSet: true, productTypes: ['RETAIL_SET'] });
    expect(set.summedUpSalePrice.net.value).toBe(68.99);
    expect((await product('ACC-MOUSE')).partOfRetailSet).toBe(true);
  });

  it('answers an unknown SKU with 404 and product.not_found.error', async () => {
    const response = await api.get('/products/NOPE');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('product.not_found.error');
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'product.not_found.error' });
  });

  it('answers an offline product with 404', async () => {
    expect((await api.get('/products/OFF-1')).statusCode).toBe(404);
  });
});

describe('product relations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('pages the variations of a master and reports the total', async () => {
    const first = (await api.get('/products/NB-MASTER/variations?amount=2')).json();
    expect(first).toMatchObject({ type: 'Variations', total: 3, offset: 0, amount: 2 });
    expect(first.elements.map((element: { uri: string }) => element.uri.split('/').pop())).toEqual(['NB-01', 'NB-02']);
    const rest = (await api.get('/products/NB-MASTER/variations?amount=1&offset=2')).json();
    expect(rest.elements.map((element: { uri: string }) => element.uri.split('/').pop())).toEqual(['NB-03']);
  });

  it('gives each variation its variation values and marks the default one', async () => {
    const body = (await api.get('/products/NB-MASTER/variations')).json();
    const defaultVariation = body.elements.find(
      (element: { attributes: { name: string; value: unknown }[] }) => linkAttributes(element).defaultVariation === true,
    );
    expect(defaultVariation.uri).toBe('inSPIRED-inTRONICS-Site/-/products/NB-02');
    expect(defaultVariation.variableVariationAttributeValuesExtended).toEqual([
      expect.objectContaining({ variationAttributeId: 'Color', value: { name: 'Silver', value: 'Silver' } }),
      expect.objectContaining({ variationAttributeId: 'Capacity', value: { name: '512 GB', value: '512 GB' } }),
    ]);
  });

  it('lists the bundled products with their quantities', async () => {
    const body = (await api.get('/products/BUNDLE-VLOG/bundles')).json();
    expect(body.elements.map((element: { uri: string }) => element.uri.split('/').pop())).toEqual(['CAM-100', 'ACC-MOUSE']);
    expect(linkAttributes(body.elements[1]).quantity).toEqual({ type: 'Quantity', unit: '', value: 2 });
  });

  it('lists the parts of a retail set, and the sets of a part', async () => {
    const parts = (await api.get('/products/SET-DESK/partOfRetailSet')).json();
    expect(parts.elements.map((element: { title: string }) => element.title)).toEqual(['Wireless Mouse Über', 'Keyboard Straße']);
    const sets = (await api.get('/products/ACC-KEYBOARD/partOfRetailSet')).json();
    expect(sets.elements.map((element: { uri: string }) => element.uri)).toEqual(['inSPIRED-inTRONICS-Site/-/products/SET-DESK']);
  });

  it('groups product links by link type', async () => {
    const body = (await api.get('/products/CAM-100/links')).json();
    expect(body.elements).toEqual([
      { linkType: 'accessory', categoryLinks: [], productLinks: [expect.objectContaining({ uri: 'inSPIRED-inTRONICS-Site/-/products/ACC-MOUSE' })] },
      { linkType: 'crossselling', categoryLinks: [], productLinks: [expect.objectContaining({ uri: 'inSPIRED-inTRONICS-Site/-/products/CAM-200' })] },
    ]);
  });

  it('answers relations of an unknown product with 404', async () => {
    expect((await api.get('/products/NOPE/variations')).statusCode).toBe(404);
  });
});
