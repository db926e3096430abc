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
    const pagelet = (await api.get('/cms/pagelets/cmp_help_text')).json();
    expect(pagelet.configurationParameters.HTMLText.type).toBe('bc_pmc:types.pagelet2-Html');
    for (const path of ['/cms/pages/nope', '/cms/includes/nope', '/cms/pagelets/nope', '/cms/pagetree/nope']) {
      const response = await api.get(path);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toMatch(/not_found/);
    }
  });

  it('answers the page tree to the depth asked', async () => {
    const tree = (await api.get('/cms/pagetree/page.service.pagelet2-Page?depth=1')).json();
    expect(tree.type).toBe('PageTreeRO');
    expect(tree.page.itemId).toBe('page.service.pagelet2-Page');
    expect(tree.elements.map((e: { page: { itemId: string } }) => e.page.itemId)).toEqual([
      'page.aboutus.pagelet2-Page', 'page.help.pagelet2-Page', 'page.terms.pagelet2-Page', 'page.privacy.pagelet2-Page',
    ]);
    expect(tree.elements[1].path.map((l: { itemId: string }) => l.itemId)).toEqual(['page.service.pagelet2-Page', 'page.help.pagelet2-Page']);
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
