// ICM pagelets (app/commerce/models/content-include.ts) mapped to the content blocks the storefront
// renders, by their component definition (the PWA's cms module names them). Rich text is sanitised and
// links converted here, on the server. Product lists name SKUs or a category; their products are
// loaded afterwards in one batch, and so are the contact persons (content-loading.server.ts). A component type the storefront does
// not know is skipped, with one warning per type and process.
import type { ContentInclude, ContentPagelet } from '~/commerce/models';
import { convertContentLink } from './content-links';
import { sanitizeContentHtml } from './sanitize-html.server';
import { isShopPath } from '~/http/shop-path';

/** A product list before its products are loaded. */
export interface PendingProductList {
  id: string;
  title?: string;
  skus?: string[];
  categoryRef?: string;
  max?: number;
  showViewAll?: boolean;
}

/** Blocks with product lists still to load. */
export type MappedBlock =
  | Exclude<import('./content-blocks').ContentBlock, { kind: 'carousel' | 'container' | 'staticPage' | 'products' | 'contactPersons' }>
  | { kind: 'carousel'; id: string; items: MappedBlock[] }
  | { kind: 'container'; id: string; items: MappedBlock[] }
  | { kind: 'staticPage'; id: string; items: MappedBlock[]; navigationRoot?: string; navigationDepth: number; showNavigation: boolean }
  | { kind: 'pendingProducts'; list: PendingProductList }
  /** The contact persons component: its persons are loaded with the page (content-loading.server.ts). */
  | { kind: 'pendingContactPersons'; id: string; title?: string };

export interface MappingOptions {
  /** Puts a shop path into the page's site (its locale prefix). */
  localize: (path: string) => string;
  /** Origin and base of ICM's static files, for `domain:/path` file references. */
  staticBase?: string;
  locale: string;
}

const COMPONENT = (name: string) => `app_sf_base_cm:component.${name}.pagelet2-Component`;
const SLOT = (name: string) => `app_sf_base_cm:slot.${name}.pagelet2-Slot`;

const warnedTypes = new Set<string>();
function warnUnknown(definition: string): void {
  if (warnedTypes.has(definition)) return;
  warnedTypes.add(definition);
  console.warn(`CMS component type not supported, skipped: ${definition}`);
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined);
const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const bool = (value: unknown): boolean => value === true || value === 'true';

/** An ICM file reference as a URL: http(s) stays, `file://` is the shop's own, `domain:/path` lies below ICM's static files. */
export function fileUrl(value: unknown, options: Pick<MappingOptions, 'staticBase' | 'locale'>): string | undefined {
  const ref = str(value);
  if (!ref) return undefined;
  if (/^https?:\/\//i.test(ref)) return ref;
  if (ref.startsWith('file://')) {
    const path = ref.slice('file://'.length);
    return isShopPath(path) ? path : undefined;
  }
  const split = /^([A-Za-z0-9_-]+):(\/[^:]*)$/.exec(ref);
  if (split && options.staticBase) return encodeURI(`${options.staticBase}/${split[1]}/${options.locale}${split[2]}`);
  return undefined;
}

function slotItems(pagelet: ContentPagelet, slot: string, include: ContentInclude, options: MappingOptions): MappedBlock[] {
  const ids = pagelet.slots.find((s) => s.definitionQualifiedName === slot)?.pageletIds ?? [];
  return mapPagelets(ids, include, options);
}

function mapPagelet(pagelet: ContentPagelet, include: ContentInclude, options: MappingOptions): MappedBlock | undefined {
  const p = pagelet.configurationParameters;
  const id = pagelet.id;
  switch (pagelet.definitionQualifiedName) {
    case COMPONENT('common.text'):
    case COMPONENT('common.freeStyle'): {
      const html = str(p.HTMLText) ?? str(p.HTML);
      return html ? { kind: 'text', id, html: sanitizeContentHtml(html, options.localize) } : undefined;
    }
    case COMPONENT('common.image'): {
      const src = fileUrl(p.Image, options);
      if (!src) return undefined;
      return { kind: 'image', id, src, alt: str(p.AlternateText) ?? '', href: convertContentLink(str(p.Link), options.localize), title: str(p.LinkTitle) };
    }
    case COMPONENT('common.imageEnhanced'):
      return {
        kind: 'imageTeaser',
        id,
        src: fileUrl(p.Image, options),
        alt: str(p.AlternateText) ?? '',
        heading: str(p.Heading1),
        subheading: str(p.Heading2),
        description: str(p.Description),
        href: convertContentLink(str(p.Link), options.localize),
        linkText: str(p.LinkText),
      };
    case COMPONENT('common.carousel'):
      return { kind: 'carousel', id, items: slotItems(pagelet, SLOT('carousel.items'), include, options) };
    case COMPONENT('common.container'):
      return { kind: 'container', id, items: slotItems(pagelet, SLOT('container.content'), include, options) };
    case COMPONENT('common.productListManual'): {
      const skus = (Array.isArray(p.Products) ? p.Products : [])
        .map((entry) => str(entry)?.split('@')[0])
        .filter((sku): sku is string => !!sku);
      return { kind: 'pendingProducts', list: { id, title: str(p.Title), skus } };
    }
    case COMPONENT('common.productListCategory'): {
      const categoryRef = str(p.Category);
      if (!categoryRef) return undefined;
      return { kind: 'pendingProducts', list: { id, title: str(p.Title), categoryRef, max: num(p.MaxNumberOfProducts, 8), showViewAll: bool(p.ShowViewAll) } };
    }
    case COMPONENT('common.video'): {
      const src = fileUrl(p.Video, options);
      return src ? { kind: 'video', id, src, title: str(pagelet.displayName) ?? '' } : undefined;
    }
    case COMPONENT('shopping.staticPage'):
      return {
        kind: 'staticPage',
        id,
        items: slotItems(pagelet, SLOT('staticPage.content'), include, options),
        navigationRoot: str(p.NavigationRoot),
        navigationDepth: num(p.NavigationDepth, 0),
        showNavigation: bool(p.ShowNavigation),
      };
    case COMPONENT('navigation.link'): {
      const href = convertContentLink(str(p.Link), options.localize);
      const text = str(p.LinkText) ?? str(pagelet.displayName);
      return href && text ? { kind: 'link', id, href, text } : undefined;
    }
    case COMPONENT('navigation.page'): {
      const page = str(p.Page);
      const text = str(p.LinkText) ?? str(pagelet.displayName);
      return page && text ? { kind: 'link', id, href: options.localize(`/page/${page}`), text } : undefined;
    }
    case COMPONENT('common.contactPersons'):
      return { kind: 'pendingContactPersons', id, title: str(p.Title) };
    default:
      warnUnknown(pagelet.definitionQualifiedName);
      return undefined;
  }
}

/** The blocks of the given pagelets, in order; unknown and empty ones left out. */
export function mapPagelets(ids: string[], include: ContentInclude, options: MappingOptions): MappedBlock[] {
  return ids
    .map((pageletId) => include.pagelets[pageletId])
    .filter((pagelet): pagelet is ContentPagelet => !!pagelet)
    .map((pagelet) => mapPagelet(pagelet, include, options))
    .filter((block): block is MappedBlock => !!block);
}
