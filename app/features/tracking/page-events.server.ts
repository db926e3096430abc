// The events of pages and basket changes for a tracked visitor (docs/decisions/031), from what the backend
// answered: a page's loader adds its own (`tracking` in its data: view_item, a checkout step, the purchase,
// the maintenance page's error), a basket action queues its change for the next page. For anyone not
// tracked nothing is built, no call is made, and the page data stays as it was.
import type { Basket, LineItem, Order, Product } from '~/commerce/models';
import type { PriceItem } from '~/commerce/models/money';
import type { ShopContext } from '~/http/shop-context.server';
import { lineViews } from '~/features/basket/basket-page.server';
import { firstPurchaseReport, queueTrackingEvents, tracksVisitor } from './tracking.server';
import { basketChangeEvent, checkoutEvent, errorEvent, purchaseEvent, viewItemEvent, type DataLayerEvent, type TrackedLine } from './tracking-events';

const trackedProduct = (product: Pick<Product, 'sku' | 'name' | 'manufacturer'>, singlePrice: PriceItem | undefined, quantity: number): TrackedLine => ({
  sku: product.sku,
  name: product.name,
  quantity,
  ...(product.manufacturer ? { brand: product.manufacturer } : {}),
  ...(singlePrice ? { singlePrice } : {}),
});

/** The product page's view_item, at the price of one unit. */
export function productViewEvents(shop: ShopContext, product: Product, singlePrice: PriceItem | undefined): DataLayerEvent[] | undefined {
  return tracksVisitor(shop) ? [viewItemEvent(trackedProduct(product, singlePrice, 1), shop.displayType)] : undefined;
}

/** The maintenance page's error event (503). */
export function maintenanceEvents(shop: ShopContext, request: Request): DataLayerEvent[] | undefined {
  const event = tracksVisitor(shop) ? errorEvent(503, new URL(request.url).pathname) : undefined;
  return event && [event];
}

/** A product put into the basket: add_to_cart with the quantity added, at the price of the basket's line when it says one. */
export function queueAddition(shop: ShopContext, product: Product, quantity: number, addedLines: readonly LineItem[]): void {
  if (!tracksVisitor(shop)) return;
  const price = addedLines.find((line) => line.sku === product.sku)?.singleBasePrice;
  queueTrackingEvents(shop, [basketChangeEvent('add_to_cart', trackedProduct(product, price, quantity), shop.displayType)]);
}

/** A basket line as it is before a change (with its product's name); undefined for a visitor not tracked or a line that is gone. */
export async function lineBeforeChange(shop: ShopContext, basketId: string, lineItemId: string): Promise<TrackedLine | undefined> {
  if (!tracksVisitor(shop)) return undefined;
  const basket = await shop.commerce.baskets.get(basketId, ['lineItems']).catch(() => undefined);
  const line = basket?.lineItems.find((item) => item.id === lineItemId);
  return line && (await lineViews(shop, [line]))[0];
}

/** A line's quantity changed (0: removed): add_to_cart or remove_from_cart with the difference. */
export function queueQuantityChange(shop: ShopContext, before: TrackedLine | undefined, quantity: number): void {
  if (!before || quantity === before.quantity) return;
  const event = quantity > before.quantity ? 'add_to_cart' : 'remove_from_cart';
  queueTrackingEvents(shop, [basketChangeEvent(event, { ...before, quantity: Math.abs(quantity - before.quantity) }, shop.displayType)]);
}

/** The event a checkout step's page reports: entering the checkout, the shipping chosen (payment step), the payment chosen (review step). */
const STEP_EVENTS = { address: 'begin_checkout', payment: 'add_shipping_info', review: 'add_payment_info' } as const;

export async function checkoutStepEvents(shop: ShopContext, step: keyof typeof STEP_EVENTS, basket: Basket): Promise<DataLayerEvent[] | undefined> {
  if (!tracksVisitor(shop)) return undefined;
  const lines = await lineViews(shop, basket.lineItems);
  const shippingMethod = basket.commonShippingMethod?.name;
  const paymentMethod = basket.payment?.displayName ?? basket.payment?.paymentMethodId;
  return [checkoutEvent(STEP_EVENTS[step], { lines, totals: basket.totals, shippingMethod, paymentMethod }, shop.displayType)];
}

/** The receipt's purchase with the order's totals, the first time the session sees the receipt of that order. */
export function purchaseEvents(shop: ShopContext, order: Order, lines: readonly TrackedLine[]): DataLayerEvent[] | undefined {
  if (!tracksVisitor(shop) || !firstPurchaseReport(shop, order.id)) return undefined;
  return [purchaseEvent({ documentNo: order.documentNo, creationDate: order.creationDate, totals: order.totals, lines }, shop.displayType)];
}
