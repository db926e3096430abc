// The orders this session placed, so its receipt can be shown to it and to nobody else: the order id
// in a receipt URL is not a secret, the session is.
import type { ShopContext } from '~/http/shop-context.server';

const KEPT_ORDERS = 5;

export function rememberOrder(shop: ShopContext, orderId: string): void {
  const orders = (shop.session.get('placedOrders') ?? []).filter((id) => id !== orderId);
  shop.session.set('placedOrders', [orderId, ...orders].slice(0, KEPT_ORDERS));
}

export function placedBySession(shop: ShopContext, orderId: string): boolean {
  return (shop.session.get('placedOrders') ?? []).includes(orderId);
}
