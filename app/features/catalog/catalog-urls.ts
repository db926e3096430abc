import { slugify } from '~/features/catalog/slug';

// URL patterns of catalogue pages (shopping-core §2):
//   category  /{slug}-ctg{uniqueId}            or /category/{id}, /categoryref/{refId}
//   product   /{slug}-prd{sku}[-ctg{uniqueId}] or /product/{sku}
//   content   /{slug}-pg{id}                    or /page/{id}

export interface CategoryLinkable {
  uniqueId: string;
  name: string;
}

export interface ProductLinkable {
  sku: string;
  name?: string;
  /** Values of the variation attributes a variation differs by; appended to the slug. */
  variationValues?: (string | number | boolean)[];
}

export function categoryPath(category: CategoryLinkable): string {
  const slug = slugify(category.name);
  return `/${slug ? `${slug}-` : ''}ctg${encodeURIComponent(category.uniqueId)}`;
}

/**
 * The product's slug: its name, then the variation values the name does not already say. A name says
 * a value when it has most of the value's words, also in other words around them ("… black, RF-S
 * 18-45 mm kit" says "With RF-S 18-45 mm"), so a variation's slug never repeats its kit or colour.
 */
export function productSlug(product: Pick<ProductLinkable, 'name' | 'variationValues'>): string {
  const nameSlug = slugify(product.name ?? '');
  const nameWords = new Set(nameSlug.split('-'));
  const said = (valueSlug: string) => {
    const words = valueSlug.split('-');
    return words.filter((word) => nameWords.has(word)).length * 2 > words.length;
  };
  const extra = (product.variationValues ?? []).map((value) => slugify(String(value))).filter((valueSlug) => valueSlug && !said(valueSlug));
  return [nameSlug, ...extra].filter(Boolean).join('-');
}

export function productPath(product: ProductLinkable, category?: Pick<CategoryLinkable, 'uniqueId'>): string {
  const slug = productSlug(product);
  return `/${slug ? `${slug}-` : ''}prd${encodeURIComponent(product.sku)}${category ? `-ctg${encodeURIComponent(category.uniqueId)}` : ''}`;
}

export type CatalogPathMatch =
  | { kind: 'category'; categoryUniqueId: string }
  | { kind: 'product'; sku: string; categoryUniqueId?: string }
  | { kind: 'content'; contentPageId: string };

const productPattern = /^(?:.*-)?prd(.+?)(?:-ctg(.+))?$/;
const categoryPattern = /^(?:.*-)?ctg(.+)$/;
const contentPattern = /^(?:.*-)?pg(.+)$/;

/** Recognises a slug path (decoded, without locale prefix, without leading slash). */
export function matchCatalogPath(path: string): CatalogPathMatch | undefined {
  const segment = path.replace(/^\/+|\/+$/g, '');
  if (!segment || segment.includes('/')) return undefined;
  const product = productPattern.exec(segment);
  if (product) return { kind: 'product', sku: product[1], categoryUniqueId: product[2] };
  const category = categoryPattern.exec(segment);
  if (category) return { kind: 'category', categoryUniqueId: category[1] };
  const content = contentPattern.exec(segment);
  if (content) return { kind: 'content', contentPageId: content[1] };
  return undefined;
}
