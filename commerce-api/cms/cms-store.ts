// Reads the content tables (migrations 031, 034) and builds ICM's CMS documents from them: includes,
// pages and view contexts' entry points (PageletEntryPointRO with their pagelets, slots and typed
// configuration parameters), single pagelets, and the page tree below a page. Localized texts fall back
// to English.
import type { Db } from '../db/open-database';

const FALLBACK_LOCALE = 'en_US';

export interface CmsContext {
  channel: string;
  locale: string;
}

interface EntryPointRow {
  kind: 'include' | 'page';
  id: string;
  definition: string;
  display_name: string;
  parent_page_id: string | null;
}
interface ViewContextRow {
  id: string;
  definition: string;
  display_name: string;
}
interface PageletRow {
  id: string;
  definition: string;
  display_name: string;
  slot: string | null;
}
interface ParameterRow {
  name: string;
  type: string;
  value: string;
  localized: number;
}

function localized(json: string, locale: string): unknown {
  const byLocale = JSON.parse(json) as Record<string, unknown>;
  return byLocale[locale] ?? byLocale[FALLBACK_LOCALE];
}

/**
 * The slots a component definition declares. ICM answers each of them, an empty one too, and clients count
 * on it: the PWA's static page reads its marketing slots' pagelets without asking whether they exist.
 */
const DECLARED_SLOTS: Record<string, string[]> = {
  'app_sf_base_cm:component.common.carousel.pagelet2-Component': ['app_sf_base_cm:slot.carousel.items.pagelet2-Slot'],
  'app_sf_base_cm:component.common.container.pagelet2-Component': ['app_sf_base_cm:slot.container.content.pagelet2-Slot'],
  'app_sf_base_cm:component.common.dialog.pagelet2-Component': ['app_sf_base_cm:slot.dialog.content.pagelet2-Slot'],
  'app_sf_base_cm:component.shopping.staticPage.pagelet2-Component': [
    'app_sf_base_cm:slot.marketing.sidePanel.pagelet2-Slot',
    'app_sf_base_cm:slot.marketing.base.pagelet2-Slot',
    'app_sf_base_cm:slot.staticPage.content.pagelet2-Slot',
  ],
  'app_sf_base_cm:pagevariant.standard.pagelet2-Pagevariant': ['app_sf_base_cm:slot.pagevariant.content.pagelet2-Slot'],
};

/** The domain ICM names content by: the channel's organisation with "-rest" ("inSPIRED-inTRONICS-rest"). */
const domainOf = (channel: string) => `${channel.replace(/-Site$/, '')}-rest`;
const entryPointPath = { include: 'includes', page: 'pages' } as const;

export function createCmsStore(db: Db) {
  const entryPoint = db.prepare('SELECT * FROM cms_entry_points WHERE kind = ? AND id = ?');
  const topPagelets = db.prepare(
    'SELECT id, definition, display_name, slot FROM cms_pagelets WHERE entry_point_kind = ? AND entry_point_id = ? ORDER BY position',
  );
  const pageletById = db.prepare('SELECT id, definition, display_name, slot FROM cms_pagelets WHERE id = ?');
  const slotPagelets = db.prepare(
    'SELECT id, definition, display_name, slot FROM cms_pagelets WHERE parent_pagelet_id = ? ORDER BY slot, position',
  );
  const parameters = db.prepare('SELECT name, type, value, localized FROM cms_parameters WHERE pagelet_id = ? ORDER BY position');
  const viewContextById = db.prepare('SELECT * FROM cms_view_contexts WHERE id = ?');
  const childPages = db.prepare(
    "SELECT * FROM cms_entry_points WHERE kind = 'page' AND parent_page_id = ? ORDER BY position",
  );

  const link = (context: CmsContext, path: string, id: string, title: string) => ({
    type: 'Link',
    uri: `${context.channel}/rest/cms/${path}/${id}`,
    title,
    itemId: id,
  });

  /**
   * A parameter's value as ICM sends it: booleans and integers as text ("true", "4"); the PWA takes a boolean
   * parameter as true only when it is the text "true".
   */
  const wireValue = (type: string, value: unknown) =>
    (type === 'bc_pmc:types.pagelet2-Boolean' || type === 'bc_pmc:types.pagelet2-Integer') && value !== null ? String(value) : value;

  const configuration = (row: PageletRow, context: CmsContext) => {
    const list = parameters.all(row.id) as ParameterRow[];
    if (!list.length) return undefined;
    return Object.fromEntries(
      list.map(p => [
        p.name,
        {
          value: wireValue(p.type, p.localized ? localized(p.value, context.locale) : JSON.parse(p.value)),
          type: p.type,
          definitionQualifiedName: `${row.definition}-${p.name}`,
        },
      ]),
    );
  };

  function pagelet(row: PageletRow, context: CmsContext): Record<string, unknown> {
    const displayName = localized(row.display_name, context.locale) as string;
    const document: Record<string, unknown> = {
      type: 'PageletRO',
      definitionQualifiedName: row.definition,
      link: { ...link(context, 'pagelets', row.id, displayName), uri: `/${context.channel}/rest/cms/pagelets/${row.id}` },
      displayName,
      id: row.id,
      domain: domainOf(context.channel),
      customAttributes: {},
    };
    const config = configuration(row, context);
    if (config) document.configurationParameters = config;
    const children = slotPagelets.all(row.id) as PageletRow[];
    const declared = DECLARED_SLOTS[row.definition] ?? [];
    if (children.length || declared.length) {
      const slots: Record<string, { type: string; definitionQualifiedName: string; displayName: string; pagelets: unknown[] }> = {};
      const slotOf = (slot: string) =>
        (slots[slot] ??= { type: 'SlotRO', definitionQualifiedName: slot, displayName: slot.split(':slot.')[1]?.split('.pagelet2')[0] ?? slot, pagelets: [] });
      declared.forEach(slotOf);
      for (const child of children) slotOf(child.slot as string).pagelets.push(pagelet(child, context));
      document.slots = slots;
    }
    return document;
  }

  const pageLink = (row: EntryPointRow, context: CmsContext) =>
    link(context, 'pages', row.id, localized(row.display_name, context.locale) as string);

  function treeNode(row: EntryPointRow, path: EntryPointRow[], depth: number, context: CmsContext): Record<string, unknown> {
    const node: Record<string, unknown> = { type: 'PageTreeRO', page: pageLink(row, context) };
    const parent = path[path.length - 2];
    if (parent) node.parent = pageLink(parent, context);
    // the pages above this one, as ICM lists them (the PWA adds the page itself); none for a top page
    if (path.length > 1) node.path = path.slice(0, -1).map(item => pageLink(item, context));
    const children = childPages.all(row.id) as EntryPointRow[];
    if (children.length) {
      node.elements =
        depth > 0
          ? children.map(child => treeNode(child, [...path, child], depth - 1, context))
          : children.map(child => pageLink(child, context));
    }
    return node;
  }

  /** The pages from the top of the tree down to this one. */
  function pathTo(row: EntryPointRow): EntryPointRow[] {
    const path = [row];
    let current = row;
    while (current.parent_page_id && path.length < 20) {
      const parent = entryPoint.get('page', current.parent_page_id) as EntryPointRow | undefined;
      if (!parent) break;
      path.unshift(parent);
      current = parent;
    }
    return path;
  }

  return {
    /** An include or page with its pagelets, or undefined. */
    entryPoint(kind: 'include' | 'page', id: string, context: CmsContext) {
      const row = entryPoint.get(kind, id) as EntryPointRow | undefined;
      if (!row) return undefined;
      const displayName = localized(row.display_name, context.locale) as string;
      return {
        type: 'PageletEntryPointRO',
        definitionQualifiedName: row.definition,
        link: link(context, entryPointPath[kind], row.id, displayName),
        pagelets: (topPagelets.all(kind, id) as PageletRow[]).map(item => pagelet(item, context)),
        displayName,
        id: row.id,
        domain: domainOf(context.channel),
        resourceSetID: row.definition.split(':')[0],
        customAttributes: {},
      };
    },
    /**
     * A view context's entry point for the call parameters (the category or product shown), from the
     * view context's model (`resourceSetId`, its definition's cartridge); undefined when there is no such
     * view context. No content is assigned to view contexts yet: the entry point has no pagelets.
     */
    viewContextEntryPoint(id: string, resourceSetId: string | undefined, context: CmsContext) {
      const row = viewContextById.get(id) as ViewContextRow | undefined;
      const modelOf = (definition: string) => definition.split(':')[0];
      if (!row || (resourceSetId !== undefined && resourceSetId !== modelOf(row.definition))) return undefined;
      const displayName = localized(row.display_name, context.locale) as string;
      return {
        type: 'PageletEntryPointRO',
        definitionQualifiedName: row.definition,
        link: { ...link(context, 'viewcontexts', row.id, displayName), uri: `${context.channel}/rest/cms/viewcontexts/${row.id}/entrypoint` },
        pagelets: [],
        displayName,
        id: row.id,
        domain: domainOf(context.channel),
        resourceSetID: modelOf(row.definition),
        customAttributes: {},
      };
    },
    pagelet(id: string, context: CmsContext) {
      const row = pageletById.get(id) as PageletRow | undefined;
      return row ? pagelet(row, context) : undefined;
    },
    /** The page tree below a page, `depth` levels of trees (links below that); undefined when there is no such page. */
    pageTree(rootId: string, depth: number, context: CmsContext) {
      const row = entryPoint.get('page', rootId) as EntryPointRow | undefined;
      return row ? treeNode(row, pathTo(row), depth, context) : undefined;
    },
  };
}

export type CmsStore = ReturnType<typeof createCmsStore>;
