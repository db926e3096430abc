// The compare list's rules (shopping-core §2, business-and-integration §9 "compare: session"): SKUs in
// the order they were added, each once, at most MAX_COMPARE_PRODUCTS of them. Pure, shared by server and
// browser; the list itself lives in the session (compare-session.server.ts, decision 027).

/** The form id of every compare form's reply (one toast per post). */
export const COMPARE_FORM_ID = 'compare';

/** How many products the list holds: the PWA pages its table by three and sets no limit; the session cookie needs one. */
export const MAX_COMPARE_PRODUCTS = 12;

/** A SKU as the compare forms may post it: the catalogue's item numbers, no control characters, bounded. */
export function isCompareSku(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 100 && !/[\u0000-\u001f\u007f]/.test(value);
}

/** The list read from a stored value: only well-formed SKUs, each once, at most the limit. */
export function compareListOf(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter(isCompareSku))].slice(0, MAX_COMPARE_PRODUCTS);
}

export type AddOutcome = { list: string[]; outcome: 'added' | 'present' | 'full' };

/** The list with `sku` added last; unchanged when it is there already or the list is full. */
export function addToCompare(list: readonly string[], sku: string): AddOutcome {
  if (list.includes(sku)) return { list: [...list], outcome: 'present' };
  if (list.length >= MAX_COMPARE_PRODUCTS) return { list: [...list], outcome: 'full' };
  return { list: [...list, sku], outcome: 'added' };
}

/** The list without `sku`. */
export function removeFromCompare(list: readonly string[], sku: string): string[] {
  return list.filter((entry) => entry !== sku);
}

/**
 * The attribute names every compared product has (rows of their own in the table, PWA's common
 * attributes), in the first product's order; the others are each product's specific attributes.
 */
export function commonAttributeNames(products: readonly { attributes: readonly { name: string }[] }[]): string[] {
  if (products.length === 0) return [];
  const [first, ...rest] = products;
  return first.attributes
    .map((attribute) => attribute.name)
    .filter((name) => rest.every((product) => product.attributes.some((attribute) => attribute.name === name)));
}
