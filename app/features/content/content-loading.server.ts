// Loads CMS content for a page: an include or a content page, mapped to blocks, with the products of
// its product lists loaded in one batch (each SKU once per request through the product loader, their
// prices in one call) and the contact persons its contact persons component shows. Includes, lists
// and contact persons are secondary data: a failing one leaves its area out and marks the page
// degraded, never a failed page.
import type { ContentInclude, ProductPrices } from '~/commerce/models';
import { toProductCard, type ProductCard } from '~/features/catalog/product-views';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import type { ContentBlock } from './content-blocks';
import { type ContactPersonCard, toContactPersonCard } from './contact-persons';
import { type MappedBlock, mapPagelets, type PendingProductList } from './content-mapping.server';

export interface LoadedContent {
  blocks: ContentBlock[];
  /** Prices of the products the blocks show, by SKU. */
  prices: Record<string, ProductPrices>;
  /** The page tree a static page wants beside it. */
  navigation?: { root: string; depth: number };
}

export const EMPTY_CONTENT: LoadedContent = { blocks: [], prices: {} };

/** ICM's static file base (`…/INTERSHOP/static/WFS/{channel}/-`), from the REST base. */
export function staticBase(shop: ShopContext): string | undefined {
  const restUrl = shop.commerce.url('x', { sendLocale: false, sendCurrency: false });
  return restUrl.includes('/INTERSHOP/rest/') ? restUrl.replace('/INTERSHOP/rest/', '/INTERSHOP/static/').replace(/\/x$/, '') : undefined;
}

/**
 * Blocks by entry point: an include from the shared cache (the same object for one locale and pgid,
 * see cms.server.ts) is mapped and its HTML sanitised once, not per page. Not personal: entry points
 * are anonymous content; the links in its blocks depend on the site's path prefix, a key of its own (the
 * default site and its prefixed twin share one locale).
 */
const blocksByEntryPoint = new WeakMap<ContentInclude, Map<string, MappedBlock[]>>();

function pendingLists(blocks: MappedBlock[], into: PendingProductList[] = []): PendingProductList[] {
  for (const block of blocks) {
    if (block.kind === 'pendingProducts') into.push(block.list);
    else if ('items' in block) pendingLists(block.items, into);
  }
  return into;
}

function showsContactPersons(blocks: MappedBlock[]): boolean {
  return blocks.some((block) => block.kind === 'pendingContactPersons' || ('items' in block && showsContactPersons(block.items)));
}

async function loadContactPersons(shop: ShopContext): Promise<ContactPersonCard[]> {
  const persons = await shop.commerce.contactPersons.list();
  return persons.map(toContactPersonCard).filter((card): card is ContactPersonCard => !!card);
}

async function loadList(shop: ShopContext, list: PendingProductList): Promise<{ products: ProductCard[]; viewAllHref?: string }> {
  if (list.skus) {
    const products = await Promise.all(list.skus.map((sku) => shop.commerce.products.get(sku).then(toProductCard, () => undefined)));
    return { products: products.filter((product): product is ProductCard => !!product) };
  }
  const category = await shop.commerce.categories.getByRef(list.categoryRef ?? '');
  const listing = await shop.commerce.products.list({ categoryId: category.uniqueId, amount: list.max ?? 8, offset: 0 });
  return {
    products: listing.products.map(toProductCard),
    viewAllHref: list.showViewAll ? localizePath(categoryPath(category), shop.locale) : undefined,
  };
}

interface Loaded {
  lists: Map<string, { products: ProductCard[]; viewAllHref?: string }>;
  contactPersons: ContactPersonCard[];
}

function resolve(blocks: MappedBlock[], loaded: Loaded): ContentBlock[] {
  return blocks.flatMap((block): ContentBlock[] => {
    if (block.kind === 'pendingContactPersons') {
      return loaded.contactPersons.length ? [{ kind: 'contactPersons', id: block.id, title: block.title, persons: loaded.contactPersons }] : [];
    }
    if (block.kind === 'pendingProducts') {
      const list = loaded.lists.get(block.list.id);
      return list?.products.length ? [{ kind: 'products', id: block.list.id, title: block.list.title, ...list }] : [];
    }
    if (block.kind === 'staticPage') return [{ kind: 'staticPage', id: block.id, items: resolve(block.items, loaded) }];
    if (block.kind === 'carousel') return [{ kind: 'carousel', id: block.id, items: resolve(block.items, loaded) }];
    if (block.kind === 'container') return [{ kind: 'container', id: block.id, items: resolve(block.items, loaded) }];
    return [block];
  });
}

/** The blocks of an include or page, product lists loaded (a failing list is left out). */
export async function contentOf(shop: ShopContext, entryPoint: ContentInclude): Promise<LoadedContent> {
  let bySite = blocksByEntryPoint.get(entryPoint);
  if (!bySite) blocksByEntryPoint.set(entryPoint, (bySite = new Map()));
  let mapped = bySite.get(shop.locale.prefix);
  if (!mapped) {
    mapped = mapPagelets(entryPoint.pageletIds, entryPoint, {
      localize: (path) => localizePath(path, shop.locale),
      staticBase: staticBase(shop),
      locale: shop.locale.id,
    });
    bySite.set(shop.locale.prefix, mapped);
  }
  const lists = pendingLists(mapped);
  const loaded: Loaded = { lists: new Map(), contactPersons: [] };
  await Promise.all([
    ...lists.map(async (list) => {
      const result = await secondary(shop, `content product list ${list.id}`, loadList(shop, list), { products: [] });
      loaded.lists.set(list.id, result);
    }),
    showsContactPersons(mapped) &&
      secondary(shop, 'contact persons', loadContactPersons(shop), []).then((persons) => {
        loaded.contactPersons = persons;
      }),
  ]);
  const blocks = resolve(mapped, loaded);
  const skus = [...new Set([...loaded.lists.values()].flatMap((list) => list.products.map((product) => product.sku)))];
  const prices = skus.length ? Object.fromEntries(await shop.commerce.prices.get(skus)) : {};
  const staticPage = mapped.find((block) => block.kind === 'staticPage');
  const navigation = staticPage?.kind === 'staticPage' && staticPage.showNavigation && staticPage.navigationRoot
    ? { root: staticPage.navigationRoot, depth: staticPage.navigationDepth }
    : undefined;
  return { blocks, prices, navigation };
}

/** An include's content; empty (and the page marked degraded) when it cannot be loaded. */
export async function loadInclude(shop: ShopContext, includeId: string): Promise<LoadedContent> {
  return secondary(shop, `content include ${includeId}`, shop.commerce.cms.include(includeId).then((include) => contentOf(shop, include)), EMPTY_CONTENT);
}
