import { readFileSync, rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSeededDatabase, startTestApi, type TestApi, errorCode } from './support';
import { openDatabase } from '../../commerce-api/db/open-database';
import { seedCmsContent } from '../../commerce-api/seed/cms-content';

const FIXTURE = 'tests/fixtures/icm/cms/includes/include.homepage.content.pagelet2-Include/get.json';
const HOME = 'include.homepage.content.pagelet2-Include';
const CONFIGURATION = 'include.configuration.pagelet2-Include';
const CONFIGURATION_FIXTURE = `tests/fixtures/icm/cms/includes/${CONFIGURATION}/get.json`;

/** The keys of a document, nested, without values: the shape to compare with a recorded answer. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map(key => [key, shapeOf((value as Record<string, unknown>)[key])]));
  return typeof value;
}

describe('cms', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('answers an include in the recorded shape, pgid matrix parameter and all', async () => {
    const response = await api.get(`/cms/includes/${HOME};pgid=abc123`, { matrix: ';loc=en_US' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagelets.map((p: { id: string }) => p.id)).toEqual(['cmp_home_hero', 'cmp_home_carousel', 'cmp_home_products', 'cmp_home_category_products']);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { pagelets: Record<string, unknown>[] };
    const { pagelets: ours, ...ourTop } = body;
    const { pagelets: theirs, ...theirTop } = recorded;
    expect(shapeOf(ourTop)).toEqual(shapeOf(theirTop));
    // the same keys as the recorded pagelet; its parameters differ by component, each typed alike
    const { configurationParameters: ourParameters, ...ourPagelet } = ours[0];
    const { configurationParameters: theirParameters, ...theirPagelet } = theirs[0];
    expect(shapeOf(ourPagelet)).toEqual(shapeOf(theirPagelet));
    expect(shapeOf(Object.values(ourParameters)[0])).toEqual(shapeOf(Object.values(theirParameters as object)[0]));
    const hero = body.pagelets[0];
    expect(hero.definitionQualifiedName).toBe('app_sf_base_cm:component.common.imageEnhanced.pagelet2-Component');
    expect(hero.configurationParameters.Heading1).toEqual({
      value: 'Cameras for every moment',
      type: 'bc_pmc:types.pagelet2-Text',
      definitionQualifiedName: 'app_sf_base_cm:component.common.imageEnhanced.pagelet2-Component-Heading1',
    });
    const slides = body.pagelets[1].slots['app_sf_base_cm:slot.carousel.items.pagelet2-Slot'].pagelets;
    expect(slides).toHaveLength(3);
  });

  it('speaks the site language, English where a text has no translation', async () => {
    const de = (await api.get(`/cms/includes/${HOME}`, { matrix: ';loc=de_DE' })).json();
    expect(de.pagelets[0].configurationParameters.Heading1.value).toBe('Kameras für jeden Moment');
    const fr = await api.get(`/cms/includes/${HOME}`, { matrix: ';loc=fr_FR' });
    if (fr.statusCode === 200) expect(fr.json().pagelets[0].configurationParameters.Heading1.value).toBe('Cameras for every moment');
  });

  it('answers pages, pagelets and 404 for unknown ids', async () => {
    const page = (await api.get('/cms/pages/page.help.pagelet2-Page;pgid=x')).json();
    expect(page.displayName).toBe('Help');
    expect(page.pagelets[0].configurationParameters.NavigationRoot.value).toBe('page.service.pagelet2-Page');
    // every slot the static page declares, the empty marketing slots too (the PWA reads them unasked)
    expect(Object.keys(page.pagelets[0].slots)).toEqual([
      'app_sf_base_cm:slot.marketing.sidePanel.pagelet2-Slot',
      'app_sf_base_cm:slot.marketing.base.pagelet2-Slot',
      'app_sf_base_cm:slot.staticPage.content.pagelet2-Slot',
    ]);
    expect(page.pagelets[0].slots['app_sf_base_cm:slot.marketing.base.pagelet2-Slot'].pagelets).toEqual([]);
    // booleans and integers as text, as ICM sends them
    expect(page.pagelets[0].configurationParameters.ShowNavigation.value).toBe('true');
    expect(page.pagelets[0].configurationParameters.NavigationDepth.value).toBe('2');
    const pagelet = (await api.get('/cms/pagelets/cmp_help_text')).json();
    expect(pagelet.configurationParameters.HTMLText.type).toBe('bc_pmc:types.pagelet2-Html');
    for (const path of ['/cms/pages/nope', '/cms/includes/nope', '/cms/pagelets/nope', '/cms/pagetree/nope']) {
      const response = await api.get(path);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toMatch(/not_found/);
    }
  });

  it("answers the includes the Intershop PWA asks for beside the seed's, the header navigation's entry among them", async () => {
    for (const id of ['include.basket.content.top.pagelet2-Include', 'include.searchresult.navigation.pagelet2-Include', 'include.account.base.top.pagelet2-Include']) {
      const response = await api.get(`/cms;pgid=x/includes/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(response.json()).toMatchObject({ type: 'PageletEntryPointRO', id, pagelets: [] });
    }
    const navigation = (await api.get('/cms/includes/include.header.navigation.pagelet2-Include', { matrix: ';loc=de_DE' })).json();
    expect(navigation.pagelets[0].definitionQualifiedName).toBe('app_sf_base_cm:component.navigation.page.pagelet2-Component');
    expect(navigation.pagelets[0].configurationParameters.Page.value).toBe('page.service.pagelet2-Page');
    expect(navigation.pagelets[0].configurationParameters.DisplayName.value).toBe('Service');
    const dialog = (await api.get('/cms/includes/include.dialog.safeAndSecure.pagelet2-Include')).json();
    expect(dialog.pagelets[0].configurationParameters.HTMLText.value).toContain('encrypted');
    // the seed's own includes are there as well (migration 034 ran first)
    expect((await api.get(`/cms/includes/${HOME}`)).json().pagelets).toHaveLength(4);
  });

  it("answers a view context's entry point for the call parameters, empty while no content is assigned; 404 for an unknown one", async () => {
    const response = await api.get(
      `/cms;pgid=x/viewcontexts/${encodeURIComponent('viewcontext.include.category.content.top@app_sf_base_cm')}/entrypoint?Category=Computers%40inSPIRED-inTRONICS-Computers`,
      { matrix: ';loc=en_US' },
    );
    expect(response.statusCode).toBe(200);
    const entryPoint = response.json();
    expect(entryPoint).toMatchObject({
      type: 'PageletEntryPointRO',
      id: 'viewcontext.include.category.content.top',
      definitionQualifiedName: 'app_sf_base_cm:viewcontext.include.category.pagelet2-ViewContext',
      displayName: 'Category Content Marketing Top',
      resourceSetID: 'app_sf_base_cm',
      pagelets: [],
    });
    const { pagelets: _ours, ...ourTop } = entryPoint;
    const { pagelets: _theirs, ...theirTop } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown>;
    expect(shapeOf(ourTop)).toEqual(shapeOf(theirTop));
    // without the resource set id as well
    expect((await api.get('/cms/viewcontexts/viewcontext.include.product.base.top/entrypoint?Product=201807171')).statusCode).toBe(200);
    for (const id of ['viewcontext.include.nothing', 'viewcontext.include.product.base.top@other_cartridge']) {
      const missing = await api.get(`/cms/viewcontexts/${encodeURIComponent(id)}/entrypoint?Product=201807171`);
      expect(missing.statusCode, id).toBe(404);
      expect(errorCode(missing)).toBe('cms.viewcontext.not_found.error');
    }
  });

  it('answers the page tree to the depth asked', async () => {
    const tree = (await api.get('/cms/pagetree/page.service.pagelet2-Page?depth=1')).json();
    expect(tree.type).toBe('PageTreeRO');
    expect(tree.page.itemId).toBe('page.service.pagelet2-Page');
    expect(tree.elements.map((e: { page: { itemId: string } }) => e.page.itemId)).toEqual([
      'page.aboutus.pagelet2-Page', 'page.help.pagelet2-Page', 'page.terms.pagelet2-Page', 'page.privacy.pagelet2-Page',
    ]);
    // the pages above, without the page itself (the PWA appends it); a top page has no path
    expect(tree.elements[1].path.map((l: { itemId: string }) => l.itemId)).toEqual(['page.service.pagelet2-Page']);
    expect(tree.path).toBeUndefined();
    expect(tree.elements[1].parent.itemId).toBe('page.service.pagelet2-Page');
    const flat = (await api.get('/cms/pagetree/page.service.pagelet2-Page?depth=0')).json();
    expect(flat.elements[0]).toMatchObject({ type: 'Link', itemId: 'page.aboutus.pagelet2-Page' });
  });

  it('answers the configuration include the PWA reads for its extra configuration, in the recorded shape', async () => {
    const response = await api.get(`/cms/includes/${CONFIGURATION};pgid=x`, { matrix: ';loc=de_DE' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const recorded = JSON.parse(readFileSync(CONFIGURATION_FIXTURE, 'utf8')) as { pagelets: { configurationParameters: Record<string, unknown> }[] };
    const { pagelets: ours, ...ourTop } = body;
    const { pagelets: theirs, ...theirTop } = recorded;
    expect(shapeOf(ourTop)).toEqual(shapeOf(theirTop));
    expect(ours[0].definitionQualifiedName).toBe('app_sf_pwa_cm:component.configuration.pagelet2-Component');
    expect(shapeOf(ours[0].configurationParameters.Logo)).toEqual(shapeOf(theirs[0].configurationParameters.Logo));
    expect(ours[0].configurationParameters.Logo).toEqual({
      value: 'file:///logo.svg',
      type: 'bc_pmc:types.pagelet2-ImageFileRef',
      definitionQualifiedName: 'app_sf_pwa_cm:component.configuration.pagelet2-Component-Logo',
    });
    expect(ours[0].configurationParameters.CSSProperties.value).toBe('color-brand:#0b5e8c\r\ncolor-brand-dark:#084565\r\n');
    expect(ours[0].configurationParameters.Features.value).toBe('');
  });
});

describe('cms seed', () => {
  it('adds an entry point a database lacks (the configuration include to a database of migration 031) and leaves the others alone', () => {
    const { dbFile, directory } = createSeededDatabase();
    const db = openDatabase(dbFile);
    try {
      db.prepare("DELETE FROM cms_entry_points WHERE kind = 'include' AND id = ?").run(CONFIGURATION);
      db.prepare("DELETE FROM cms_pagelets WHERE entry_point_id = ?").run(CONFIGURATION);
      db.prepare("UPDATE cms_entry_points SET definition = 'edited' WHERE id = ?").run(HOME);
      seedCmsContent(db);
      const count = (id: string) => (db.prepare('SELECT COUNT(*) AS n FROM cms_entry_points WHERE id = ?').get(id) as { n: number }).n;
      expect(count(CONFIGURATION)).toBe(1);
      expect(db.prepare('SELECT name FROM cms_parameters WHERE pagelet_id = ? ORDER BY position').all('cmp_configuration')).toEqual(
        ['Logo', 'LogoMobile', 'Favicon', 'CSSProperties', 'Features', 'AddFeatures'].map(name => ({ name })),
      );
      expect((db.prepare('SELECT definition FROM cms_entry_points WHERE id = ?').get(HOME) as { definition: string }).definition).toBe('edited');
    } finally {
      db.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
