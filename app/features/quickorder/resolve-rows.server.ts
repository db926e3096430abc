// Quick-order rows resolved on the server (shopping-core §5, §8): each row's SKU, manufacturer SKU or
// name fragment goes through the product lookup (masters excluded, duplicates removed, the exact
// manufacturer SKU wins); a row finds its product, several candidates, or nothing (the §8 message).
// Its quantity is checked as typed and then against the product's own rules. The quick order page
// and the basket's "add by item number" both add through `addRows`: only rows that name their product
// exactly (SKU or manufacturer SKU) and passed go into the basket, a row found by a looser match comes
// back for review, and a row the basket refuses does not stop the others.
import type { Product } from '~/commerce/models';
import type { ProductPrices } from '~/commerce/models/product-prices';
import { isCommerceError } from '~/commerce/errors';
import { withBasket } from '~/features/basket/basket-session.server';
import { isOrderable, orderRulesOf, quantityProblem, type OrderRules } from '~/features/basket/order-rules';
import { type ProductCard, toProductCard } from '~/features/catalog/product-views';
import type { ShopMessage } from '~/forms/form-reply';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { quantityProblemOf } from './quick-order-quantity';

/** A row as the shopper typed it. */
export interface TypedRow {
  sku: string;
  quantity: string;
}

/** A row as the page shows it: what was typed (the SKU replaced by the product's once found), and the result. */
export interface RowView extends TypedRow {
  product?: ProductCard & { prices?: ProductPrices; available: boolean; rules: OrderRules };
  /** Several products match: the shopper picks one (their SKUs and names). */
  candidates?: { sku: string; name: string }[];
  error?: ShopMessage;
}

/** Lookups at once: the lookup is one backend call per term. */
const LOOKUP_CONCURRENCY = 8;
/** Candidates shown for a term that matches several products. */
const MAX_CANDIDATES = 5;

/** A row without an item number asks for nothing (its quantity field is prefilled): skipped. */
const isBlank = (row: TypedRow) => row.sku.trim() === '';

/** The lookup's hits for each distinct term, a few terms at a time; a term the backend refuses finds nothing. */
export async function lookUpTerms(shop: ShopContext, terms: readonly string[]): Promise<Map<string, Product[]>> {
  const distinct = [...new Set(terms.map((term) => term.trim()).filter(Boolean))];
  const found = new Map<string, Product[]>();
  let next = 0;
  async function worker() {
    while (next < distinct.length) {
      const term = distinct[next++];
      const hits = await shop.commerce.products.lookup(term).catch((error: unknown) => {
        if (isCommerceError(error) && error.status >= 400 && error.status < 500) return [];
        throw error;
      });
      found.set(term, hits);
    }
  }
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, distinct.length) }, worker));
  return found;
}

/** The term names the product itself: its SKU or manufacturer SKU, in any case (not a fragment or a name). */
const namesExactly = (term: string, product: Product) =>
  [product.sku, product.manufacturerSKU].some((number) => number?.trim().toLowerCase() === term.toLowerCase());

/**
 * Resolves the rows that ask for something (blank rows are left out), with prices for the products
 * found. With `exactOnly` (adding to the basket), a row found by a looser match (a fragment, a name)
 * comes back filled in with its product and the "did you mean" message, for the shopper to check.
 */
export async function resolveRows(shop: ShopContext, rows: readonly TypedRow[], { exactOnly = false } = {}): Promise<RowView[]> {
  const asked = rows.filter((row) => !isBlank(row)).map((row) => ({ sku: row.sku.trim(), quantity: row.quantity.trim() }));
  const hits = await lookUpTerms(shop, asked.map((row) => row.sku));
  const views = asked.map((row): RowView => {
    const found = hits.get(row.sku) ?? [];
    if (found.length === 0) return { ...row, error: { type: 'error', key: 'ede.shopping_cart.search.product.error.message', values: { sku: row.sku } } };
    if (found.length > 1) {
      return {
        ...row,
        candidates: found.slice(0, MAX_CANDIDATES).map(({ sku, name }) => ({ sku, name })),
        error: { type: 'error', key: 'quickorder.error.ambiguous', values: { sku: row.sku, count: found.length } },
      };
    }
    const [product] = found;
    const rules = orderRulesOf(product);
    const view: RowView = { sku: product.sku, quantity: row.quantity, product: { ...toProductCard(product), available: isOrderable(product), rules } };
    if (exactOnly && !namesExactly(row.sku, product)) {
      return { ...view, error: { type: 'error', key: 'quickorder.error.loose_match', values: { term: row.sku, name: product.name, sku: product.sku } } };
    }
    if (!isOrderable(product)) return { ...view, error: { type: 'error', key: 'product.error.not_orderable' } };
    const typed = quantityProblemOf(row.quantity);
    if (typed) return { ...view, error: { type: 'error', ...typed } };
    const problem = quantityProblem(Number(row.quantity), rules);
    return problem ? { ...view, error: problem } : view;
  });
  const prices = await shop.commerce.prices.get(views.flatMap((view) => (view.product ? [view.product.sku] : [])));
  return views.map((view) => (view.product ? { ...view, product: { ...view.product, prices: prices.get(view.product.sku) } } : view));
}

export interface AddOutcome {
  /** The rows that did not go into the basket, each with its reason. */
  left: RowView[];
  /** The rows added. */
  added: RowView[];
  /** The backend's notes on the basket, and that a new basket replaced a gone one. */
  notes: ShopMessage[];
}

/**
 * Adds the rows that resolved without a problem, in one basket call; when the basket refuses that
 * call, each row on its own, so that a row it refuses keeps its reason and the others go in.
 */
export async function addRows(shop: ShopContext, rows: readonly TypedRow[]): Promise<AddOutcome> {
  const views = await resolveRows(shop, rows, { exactOnly: true });
  const ready = views.filter((view) => view.product && !view.error);
  const left = views.filter((view) => !ready.includes(view));
  if (ready.length === 0) return { left, added: [], notes: [] };
  const lineOf = (view: RowView) => ({ sku: view.sku, quantity: Number(view.quantity) });
  const notesOf = (infos: { message: string }[], replaced: boolean): ShopMessage[] => [
    ...infos.map((info): ShopMessage => ({ type: 'info', key: 'basket.info.backend', values: { message: info.message } })),
    ...(replaced ? [{ type: 'info', key: 'shopping_cart.replaced.info' } satisfies ShopMessage] : []),
  ];
  try {
    const { result, replaced } = await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, ready.map(lineOf)));
    return { left, added: ready, notes: notesOf(result.infos, replaced) };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (ready.length === 1) return { left: [...left, { ...ready[0], error: refusalMessage(error) }], added: [], notes: [] };
  }
  const added: RowView[] = [];
  const notes: ShopMessage[] = [];
  for (const view of ready) {
    try {
      const { result, replaced } = await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, [lineOf(view)]));
      added.push(view);
      notes.push(...notesOf(result.infos, replaced));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      left.push({ ...view, error: refusalMessage(error) });
    }
  }
  return { left, added, notes };
}
