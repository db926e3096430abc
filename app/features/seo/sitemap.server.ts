// What the sitemaps list: every category page and every product page of the catalogue, by their
// canonical paths, in pages of at most SITEMAP_PAGE_SIZE URLs (the protocol allows 50,000; smaller
// files keep each answer quick). Products come from the category listings, which is the only way
// the ICM REST API lists a whole catalogue; a master's page redirects to a variation, so masters
// stand for their variations. Content pages come from the page trees of the configured roots
// (SITEMAP_CONTENT_ROOTS); they are secondary: a tree the CMS cannot give is left out, never a failed sitemap.
import type { Category } from '~/commerce/models/category';
import type { Product } from '~/commerce/models/product';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { productHref } from '~/features/catalog/product-views';
import type { ShopContext } from '~/http/shop-context.server';
import { config } from '~/http/config.server';
import { secondary } from '~/http/commerce-boundary.server';
import type { ContentPageTreeNode } from '~/commerce/models/content-page-tree';

export const SITEMAP_PAGE_SIZE = 1000;
/** Deep enough for any catalogue tree the shop shows. */
const CATEGORY_TREE_DEPTH = 10;
/** The most entries the ICM REST API returns for one listing call. */
const LISTING_PAGE_SIZE = 1000;
/** Listing calls at once: enough to be quick, few enough to spare the API. */
const PARALLEL_CALLS = 4;

export type SitemapKind = 'categories' | 'products' | 'pages';

/** Every category of the tree, parents before their children. */
async function allCategories(shop: ShopContext): Promise<Category[]> {
  const flatten = (categories: Category[]): Category[] => categories.flatMap((category) => [category, ...flatten(category.children)]);
  return flatten(await shop.commerce.categories.tree(CATEGORY_TREE_DEPTH));
}

async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += PARALLEL_CALLS) {
    results.push(...(await Promise.all(items.slice(index, index + PARALLEL_CALLS).map(work))));
  }
  return results;
}

async function listAll(shop: ShopContext, params: { categoryId: string }): Promise<Product[]> {
  const products: Product[] = [];
  for (let offset = 0; ; offset += LISTING_PAGE_SIZE) {
    const listing = await shop.commerce.products.list({ ...params, amount: LISTING_PAGE_SIZE, offset });
    products.push(...listing.products);
    if (listing.products.length === 0 || offset + LISTING_PAGE_SIZE >= listing.itemCount) return products;
  }
}

/** Every product with a page of its own, once, ordered by SKU so that pages stay stable. */
async function allProducts(shop: ShopContext): Promise<Product[]> {
  const categories = (await allCategories(shop)).filter((category) => category.hasOnlineProducts);
  const listed = (await inBatches(categories, (category) => listAll(shop, { categoryId: category.uniqueId }))).flat();
  const masters = listed.filter((product) => product.type === 'VariationProductMaster');
  // The master's variations with the attribute values their canonical URLs name (listing stubs lack them).
  const variations = (await inBatches(masters, (master) => shop.commerce.products.variations(master.sku))).flat();
  const bySku = new Map<string, Product>();
  for (const product of [...listed, ...variations]) {
    if (product.type !== 'VariationProductMaster' && !bySku.has(product.sku)) bySku.set(product.sku, product);
  }
  return [...bySku.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/**
 * Every content page of the configured page trees, roots included, once each, in tree order; none while
 * hybrid mode hands the content pages to the classic shop (their addresses here only redirect there).
 */
async function allContentPages(shop: ShopContext): Promise<string[]> {
  if (config.hybrid?.pages.includes('content')) return [];
  const flatten = (node: ContentPageTreeNode): string[] => [node.contentPageId, ...node.children.flatMap(flatten)];
  const trees = await Promise.all(
    config.sitemapContentRoots.map((root) => secondary<ContentPageTreeNode | undefined>(shop, `sitemap page tree ${root}`, shop.commerce.cms.pageTree(root), undefined)),
  );
  return [...new Set(trees.flatMap((tree) => (tree ? flatten(tree) : [])))];
}

/** Shop paths (without locale prefix) of one kind, all of them. */
export async function sitemapPaths(shop: ShopContext, kind: SitemapKind): Promise<string[]> {
  // The home page leads the pages of the catalogue's structure.
  if (kind === 'categories') return ['/home', ...(await allCategories(shop)).map((category) => categoryPath(category))];
  if (kind === 'pages') return (await allContentPages(shop)).map((id) => `/page/${encodeURIComponent(id)}`);
  return (await allProducts(shop)).map((product) => productHref(product));
}

/** How many sitemap pages each kind needs (at least one, so that every locale's files exist). */
export async function sitemapPageCounts(shop: ShopContext): Promise<Record<SitemapKind, number>> {
  const [categories, products, contentPages] = await Promise.all([sitemapPaths(shop, 'categories'), sitemapPaths(shop, 'products'), sitemapPaths(shop, 'pages')]);
  const pages = (count: number) => Math.max(1, Math.ceil(count / SITEMAP_PAGE_SIZE));
  return { categories: pages(categories.length), products: pages(products.length), pages: pages(contentPages.length) };
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character]);

/** A `<urlset>` or `<sitemapindex>` document of absolute URLs. */
export function sitemapXml(root: 'urlset' | 'sitemapindex', urls: string[]): string {
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const entries = urls.map((url) => `<${entry}><loc>${escapeXml(url)}</loc></${entry}>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</${root}>\n`;
}

/** Sitemaps change with the catalogue, which changes slowly: shared caches keep them an hour. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
};
