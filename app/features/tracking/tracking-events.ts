// What the shop pushes into the tag manager's data layer (docs/decisions/031): GA4's recommended
// ecommerce events with their standard payloads (items with item_id = SKU, item_name, price, quantity;
// currency and value; transaction_id for a purchase), the page views, and an error event for the tracked
// statuses of business-and-integration §8. Built on the server from what the backend answered, as plain
// objects; dates as §9 says (dd.MM.yyyy, German). Pure, safe on the client.
import type { Money, PriceItem } from '~/commerce/models/money';
import type { BasketTotals } from '~/commerce/models/basket';
import { priceForDisplay, type DisplayType } from '~/features/pricing/format-price';

/** Statuses whose pages report an error event (business-and-integration §8). */
export const TRACKED_ERROR_STATUSES: readonly number[] = [204, 404, 499, 500, 503];

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price?: number;
  quantity: number;
}

export interface EcommercePayload {
  currency?: string;
  value?: number;
  items: AnalyticsItem[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  shipping_tier?: string;
  payment_type?: string;
  /** The order's date, dd.MM.yyyy (business-and-integration §9). */
  order_date?: string;
}

export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: EcommercePayload;
}

/** One push into the data layer. */
export type DataLayerEvent =
  | EcommerceEvent
  /** The page's address without its query (a query may hold a secure code or a search), and its title. */
  | { event: 'page_view'; page_location: string; page_path: string; page_title: string }
  | { event: 'page_error'; error_status: number; page_path: string };

/** A product or a line as the events name it: the SKU, its name, the price of one unit, how many. */
export interface TrackedLine {
  sku: string;
  name: string;
  quantity: number;
  brand?: string;
  singlePrice?: PriceItem;
}

const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** An ISO date or timestamp as dd.MM.yyyy (business-and-integration §9); undefined for anything else. */
export function analyticsDate(iso: string | undefined): string | undefined {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? GERMAN_DATE.format(date) : undefined;
}

/** Money as GA4 wants it: a number in the currency's units, rounded to the cent. */
const amount = (money: Money | undefined) => (money ? Math.round(money.value * 100) / 100 : undefined);

function item(line: TrackedLine, displayType: DisplayType): AnalyticsItem {
  const price = line.singlePrice && amount(priceForDisplay(line.singlePrice, displayType));
  return {
    item_id: line.sku,
    item_name: line.name,
    ...(line.brand ? { item_brand: line.brand } : {}),
    ...(price !== undefined ? { price } : {}),
    quantity: line.quantity,
  };
}

/** Currency and value of lines whose unit prices are known: the sum of price times quantity. */
function linesValue(lines: readonly TrackedLine[], displayType: DisplayType): Pick<EcommercePayload, 'currency' | 'value'> {
  const prices = lines.flatMap((line) => (line.singlePrice ? [{ money: priceForDisplay(line.singlePrice, displayType), quantity: line.quantity }] : []));
  if (prices.length === 0) return {};
  const cents = prices.reduce((sum, { money, quantity }) => sum + Math.round(money.value * 100) * quantity, 0);
  return { currency: prices[0].money.currency, value: cents / 100 };
}

/** The product page: view_item with the product at its price for one unit. */
export function viewItemEvent(product: TrackedLine, displayType: DisplayType): EcommerceEvent {
  const line = { ...product, quantity: 1 };
  return { event: 'view_item', ecommerce: { ...linesValue([line], displayType), items: [item(line, displayType)] } };
}

/** A basket change: the line added or removed, with the quantity that changed. */
export function basketChangeEvent(event: 'add_to_cart' | 'remove_from_cart', line: TrackedLine, displayType: DisplayType): EcommerceEvent {
  return { event, ecommerce: { ...linesValue([line], displayType), items: [item(line, displayType)] } };
}

/** The basket's grand total in the display type, else the lines' sum. */
function basketValue(lines: readonly TrackedLine[], totals: BasketTotals | undefined, displayType: DisplayType) {
  const total = totals?.total && priceForDisplay(totals.total, displayType);
  return total ? { currency: total.currency, value: amount(total) } : linesValue(lines, displayType);
}

/**
 * A checkout step: begin_checkout on entering it (the address step), add_shipping_info once the shipping
 * method is chosen (the payment step), add_payment_info once the payment is (the review step).
 */
export function checkoutEvent(
  event: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info',
  basket: { lines: readonly TrackedLine[]; totals?: BasketTotals; shippingMethod?: string; paymentMethod?: string },
  displayType: DisplayType,
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      ...basketValue(basket.lines, basket.totals, displayType),
      ...(event === 'add_shipping_info' && basket.shippingMethod ? { shipping_tier: basket.shippingMethod } : {}),
      ...(event === 'add_payment_info' && basket.paymentMethod ? { payment_type: basket.paymentMethod } : {}),
      items: basket.lines.map((line) => item(line, displayType)),
    },
  };
}

/** The placed order: its number as transaction id, its real totals (grand total, tax, shipping), its date. */
export function purchaseEvent(
  order: { documentNo: string; creationDate?: string; totals: BasketTotals; lines: readonly TrackedLine[] },
  displayType: DisplayType,
): EcommerceEvent {
  const { totals } = order;
  const shipping = totals.shippingTotal && amount(priceForDisplay(totals.shippingTotal, displayType));
  const orderDate = analyticsDate(order.creationDate);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.documentNo,
      ...basketValue(order.lines, totals, displayType),
      ...(totals.taxTotal ? { tax: amount(totals.taxTotal) } : {}),
      ...(shipping !== undefined ? { shipping } : {}),
      ...(orderDate ? { order_date: orderDate } : {}),
      items: order.lines.map((line) => item(line, displayType)),
    },
  };
}

/** A page seen, first load or client navigation: its address without the query, and its title. */
export function pageViewEvent(origin: string, pathname: string, title: string): DataLayerEvent {
  return { event: 'page_view', page_location: origin + pathname, page_path: pathname, page_title: title };
}

/** The error event of a page answering a tracked status; undefined for any other status. */
export function errorEvent(status: number, pagePath: string): DataLayerEvent | undefined {
  return TRACKED_ERROR_STATUSES.includes(status) ? { event: 'page_error', error_status: status, page_path: pagePath } : undefined;
}
