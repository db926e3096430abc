import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi, errorCode } from './support';

interface CategoryData {
  id: string;
  name: string;
  subCategories?: CategoryData[];
  [key: string]: unknown;
}

const depthOf = (category: CategoryData): number =>
  category.subCategories ? 1 + Math.max(...category.subCategories.map(depthOf)) : 0;

describe('categories', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('lists the top categories in position order', async () => {
    const body = (await api.get('/categories?view=tree&limit=1&imageView=NO-IMAGE')).json();
    expect(body.type).toBe('Categories');
    expect(body.elements.map((category: CategoryData) => category.id)).toEqual(['Cameras', 'Computers', 'Specials']);
  });

  it('returns the tree to the depth given by limit', async () => {
    const one = (await api.get('/categories?view=tree&limit=1')).json();
    expect(Math.max(...one.elements.map(depthOf))).toBe(1);
    const two = (await api.get('/categories?view=tree&limit=2')).json();
    const computers = two.elements.find((category: CategoryData) => category.id === 'Computers');
    expect(depthOf(computers)).toBe(2);
    expect(computers.subCategories[1].subCategories[0].id).toBe('Mice');
  });

  it('uses the channel depth of 2 for a tree view without limit', async () => {
    const body = (await api.get('/categories?view=tree')).json();
    expect(depthOf(body.elements.find((category: CategoryData) => category.id === 'Computers'))).toBe(2);
  });

  it('gives a tree element the ICM category fields', async () => {
    const body = (await api.get('/categories?view=tree&limit=1&imageView=NO-IMAGE')).json();
    const cameras = body.elements[0];
    expect(cameras).toMatchObject({
      type: 'Category',
      id: 'Cameras',
      name: 'Cameras',
      description: 'All cameras',
      categoryRef: 'Cameras@inSPIRED-inTRONICS-Cameras',
      online: '1',
      hasOnlineProducts: false,
      hasOnlineSubCategories: true,
      onlineProductsCountInSubCategories: 4,
      attributes: [{ name: 'ShowInMenu', type: 'String', value: 'True' }],
      categoryPath: [{ id: 'Cameras', name: 'Cameras', type: 'CategoryPath', uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras' }],
      uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras',
      subCategoriesCount: 2,
    });
    expect(cameras.images).toBeUndefined();
    expect(cameras.subCategories[0]).toMatchObject({
      id: 'Digital',
      categoryRef: 'Digital@inSPIRED-inTRONICS-Cameras',
      hasOnlineProducts: true,
      uri: 'inSPIRED-inTRONICS-Site/-/categories/Cameras/Digital',
    });
  });

  it('marks categories hidden from the menu', async () => {
    const body = (await api.get('/categories?view=tree&limit=0')).json();
    const specials = body.elements.find((category: CategoryData) => category.id === 'Specials');
    expect(specials.attributes).toEqual([{ name: 'ShowInMenu', type: 'String', value: 'False' }]);
  });

  it('reads a category by its path, with images, SEO and without uri', async () => {
    const response = await api.get('/categories/Computers/Accessories');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 'Accessories',
      name: 'Accessories',
      seoAttributes: { metaTitle: 'Accessories - Computers', robots: ['index', 'follow'] },
      subCategories: [expect.objectContaining({ id: 'Mice' })],
    });
    expect(body.uri).toBeUndefined();
    expect(body.images[0].effectiveUrl).toMatch(/^\/INTERSHOP\/static\/.*\/images\/categories\/S\/Computers\.Accessories\.svg$/);
  });

  it('localizes category names', async () => {
    const body = (await api.get('/categories/Computers/Accessories', { matrix: ';loc=de_DE' })).json();
    expect(body.name).toBe('Zubehör');
    expect(body.categoryPath.map((element: { name: string }) => element.name)).toEqual(['Computer', 'Zubehör']);
  });

  it('reads a category by its category reference', async () => {
    const byRef = (await api.get('/categories/Mice@inSPIRED-inTRONICS-Computers')).json();
    expect(byRef.categoryPath.map((element: { id: string }) => element.id)).toEqual(['Computers', 'Accessories', 'Mice']);
    const viaRoute = await api.get('/categoryref/Mice@inSPIRED-inTRONICS-Computers');
    expect(viaRoute.json().id).toBe('Mice');
  });

  it('answers an unknown category with 404 and category.not_found.error', async () => {
    const response = await api.get('/categories/Computers/Nope');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('category.not_found.error');
  });
});
