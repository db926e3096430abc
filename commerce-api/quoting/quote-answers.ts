// The seller's side of quoting: a request's lines priced from the catalogue (net, the price of the
// line's quantity tier, in the request's currency), the seller's offer or rejection built from
// them (the demo back office, demo/quote-back-office.ts), and the demo's automatic answer.
//
// The demo's automatic answer (DEMO_AUTO_ANSWER): a request submitted with a net total below
// 500.00 in its currency, every line priced, is answered at once with 10 % off every line's
// catalogue net unit price (rounded half up to the cent), valid from the submission for 30 days,
// with a seller comment saying so. Larger requests wait for the back office. Deterministic: the
// same request at the same time always gets the same quote.
import { unitPriceAt } from '../basket/basket-pricing';
import { percentOf } from '../basket/money';
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import type { PricedRequestItem } from './quote-documents';
import type { QuoteRequestItemRecord, SellerAnswer } from './quote-store';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_AUTO_ANSWER = {
  /** Requests with a net total below this many cents are answered automatically. */
  belowCents: 500_00,
  /** The discount on every line, in basis points (1000 = 10 %). */
  discountBasisPoints: 1000,
  validDays: 30,
  sellerComment: 'Automatic demo offer: 10 % off every item for requests under 500.00, valid for 30 days.',
} as const;

export interface QuotePricingStores {
  products: ProductStore;
  prices: PriceStore;
}

/** The request's lines with their products and catalogue net unit prices. */
export function priceRequestItems(items: QuoteRequestItemRecord[], currency: string, locale: string, stores: QuotePricingStores): PricedRequestItem[] {
  const ids = items.map(item => item.productId);
  const products = new Map(stores.products.findByIds(ids, locale).map(product => [product.id, product]));
  const prices = stores.prices.pricesOf(ids, currency);
  return items.flatMap(item => {
    const product = products.get(item.productId);
    return product ? [{ item, product, unitNetCents: unitPriceAt(prices.get(item.productId), item.quantity)?.netCents }] : [];
  });
}

/** The seller's offer: the given net unit price per line (by line id), valid from `at` until `validTo`. */
export function offer(items: PricedRequestItem[], unitNetCents: (itemId: string) => number, at: Date, validTo: Date, sellerComment: string): SellerAnswer {
  return {
    sellerComment,
    validFrom: at.toISOString(),
    validTo: validTo.toISOString(),
    rejected: false,
    items: items.map(({ item, unitNetCents: origin }) => ({
      productId: item.productId,
      quantity: item.quantity,
      originUnitNetCents: origin ?? 0,
      unitNetCents: unitNetCents(item.id),
    })),
  };
}

/** The seller's rejection: a quote without new prices that can never be accepted. */
export function rejection(items: PricedRequestItem[], at: Date, sellerComment: string): SellerAnswer {
  return { ...offer(items, id => items.find(({ item }) => item.id === id)?.unitNetCents ?? 0, at, at, sellerComment), rejected: true };
}

/** The demo's automatic offer for a just submitted request, or undefined when the seller must answer. */
export function demoAutoAnswer(items: PricedRequestItem[], at: Date): SellerAnswer | undefined {
  if (items.length === 0 || items.some(({ unitNetCents }) => unitNetCents === undefined)) return undefined;
  const total = items.reduce((sum, { item, unitNetCents }) => sum + unitNetCents! * item.quantity, 0);
  if (total >= DEMO_AUTO_ANSWER.belowCents) return undefined;
  const discounted = new Map(items.map(({ item, unitNetCents }) => [item.id, unitNetCents! - percentOf(unitNetCents!, DEMO_AUTO_ANSWER.discountBasisPoints)]));
  return offer(items, id => discounted.get(id)!, at, new Date(at.getTime() + DEMO_AUTO_ANSWER.validDays * DAY_MS), DEMO_AUTO_ANSWER.sellerComment);
}
