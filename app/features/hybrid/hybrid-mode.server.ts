// Hybrid mode (shopping-core §2, docs/decisions/033): the legacy pages the backend's classic shop
// still serves (the basket, content pages, the quick order) are handed to it by a redirect, like the
// PWA's hybrid mapping table with `handledBy: 'icm'`. Off unless HYBRID_BACKEND_URL names the classic
// shop; HYBRID_PAGES picks which of the pages go there. Every target is built from the configuration
// and the path's own id, never from the request's Host: it stays on the configured origin.
import { matchCatalogPath } from '~/features/catalog/catalog-urls';
import { localeOfPath, type ShopLocale, unlocalizePath } from '~/i18n/locales';

/** A page the classic shop can serve: the storefront path it matches and the classic shop's pipeline for it. */
interface HybridPage {
  id: string;
  /**
   * Matches the path without its locale prefix; the first group, if any, is the page's own id. A catalogue
   * slug (…-ctg…, …prd…) is never one of these pages, as the storefront's routes decide.
   */
  path: RegExp;
  pipeline: (id: string) => string;
}

const HYBRID_PAGES: readonly HybridPage[] = [
  { id: 'basket', path: /^\/(?:basket|cart)\/?$/, pipeline: () => 'ViewCart-View' },
  { id: 'content', path: /^\/(?:page\/|(?:[^/]*-)?pg)([^/]+)\/?$/, pipeline: (id) => `ViewContent-Start?PageletEntryPointID=${encodeURIComponent(id)}` },
  { id: 'quickorder', path: /^\/quick-order\/?$/, pipeline: () => 'ViewQuickorder-Start' },
];

export const HYBRID_PAGE_IDS = HYBRID_PAGES.map((page) => page.id);

export interface HybridSettings {
  /** The classic shop's origin and base path, without trailing slash. */
  backendUrl: string;
  /** The ICM channel and application of the classic shop's URLs. */
  channel: string;
  application: string;
  /** Ids of HYBRID_PAGES handed to the classic shop. */
  pages: readonly string[];
}

/** HYBRID_BACKEND_URL, HYBRID_PAGES and HYBRID_APPLICATION as settings; undefined (off) without a backend URL. */
export function parseHybridSettings(env: Record<string, string | undefined>, channel: string): HybridSettings | undefined {
  const value = env.HYBRID_BACKEND_URL?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value)) throw new Error('HYBRID_BACKEND_URL must be an http or https URL');
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error('HYBRID_BACKEND_URL must be an http or https URL without credentials, query or fragment');
  }
  const pages = (env.HYBRID_PAGES ?? HYBRID_PAGE_IDS.join(',')).split(',').map((page) => page.trim()).filter(Boolean);
  const unknown = pages.filter((page) => !HYBRID_PAGE_IDS.includes(page));
  if (unknown.length) throw new Error(`HYBRID_PAGES names unknown pages: ${unknown.join(', ')} (known: ${HYBRID_PAGE_IDS.join(', ')})`);
  return { backendUrl: url.href.replace(/\/+$/, ''), channel, application: env.HYBRID_APPLICATION?.trim() || '-', pages };
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The classic shop's web URL base of a site: `…/INTERSHOP/web/WFS/{channel}/{locale}/{application}/{currency}`. */
function webBase(settings: HybridSettings, locale: ShopLocale): string {
  const segments = [settings.channel, locale.id, settings.application, locale.currencies[0]].map(encodeURIComponent);
  return `${settings.backendUrl}/INTERSHOP/web/WFS/${segments.join('/')}`;
}

/**
 * Where the classic shop serves the page of this request path (as it arrived, percent-encoded), or
 * undefined when the storefront serves it itself. A target that would leave the configured origin is
 * no target. React Router's data request for a page (`/page/{id}.data`) is none either: its client
 * needs its own answer, which hybrid-navigation.server.ts gives for the page's path.
 */
export function hybridTarget(settings: HybridSettings | undefined, requestPath: string): string | undefined {
  if (!settings) return undefined;
  const path = decoded(requestPath);
  if (path === undefined || path.endsWith('.data')) return undefined;
  const shopPath = unlocalizePath(path);
  const catalogPage = matchCatalogPath(shopPath.slice(1))?.kind;
  if (catalogPage === 'product' || catalogPage === 'category') return undefined;
  for (const page of HYBRID_PAGES) {
    if (!settings.pages.includes(page.id)) continue;
    const match = page.path.exec(shopPath);
    if (!match) continue;
    const target = new URL(`${webBase(settings, localeOfPath(path))}/${page.pipeline(match[1] ?? '')}`);
    return target.origin === new URL(settings.backendUrl).origin ? target.href : undefined;
  }
  return undefined;
}
