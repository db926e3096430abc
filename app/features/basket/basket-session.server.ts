// The shopper's basket as the session knows it: its id, created lazily on the first add (spec §4)
// together with the anonymous token ICM hands out for it (business-and-integration §7.2).
import { isCommerceError } from '~/commerce/errors';
import type { ShopContext } from '~/http/shop-context.server';

export function basketIdOf(shop: ShopContext): string | undefined {
  return shop.session.get('basketId');
}

/**
 * The session forgets a basket the backend no longer has (expired token, submitted, deleted). A token
 * ICM refused goes with it when the session is saved (shop-context.server.ts); a token that is still
 * good stays, so that the next basket belongs to the same shopper.
 */
export function forgetBasket(shop: ShopContext): void {
  shop.session.unset('basketId');
}

/** A basket call failed because the basket is gone, not because the call was wrong. */
export function isBasketGone(error: unknown, shop: ShopContext): boolean {
  if (shop.commerce.tokenRejected || isCommerceError(error, 401)) return true;
  // A 404 about something in the basket (a line deleted in another tab, an attribute, a code) leaves
  // the basket itself in place; only the basket's own 404 (or one without a key) says it is gone.
  return isCommerceError(error, 404) && (!error.errorKey || /^basket\.not[._]found/.test(error.errorKey));
}

/** Creates a basket (and an anonymous token when the shopper has none) and keeps its id in the session. */
export async function createBasket(shop: ShopContext): Promise<string> {
  const { basket, token } = await shop.commerce.baskets.create();
  if (token) {
    shop.session.set('apiToken', token);
    shop.session.set('tokenType', 'anonymous');
  }
  shop.session.set('basketId', basket.id);
  return basket.id;
}

/**
 * Runs a change on the shopper's basket, creating the basket first when there is none. When the
 * session's basket is gone (its token expired or was refused), a new basket takes its place and the
 * change is made there: the shopper's action is not lost, and `replaced` says the old basket was.
 */
export async function withBasket<T>(shop: ShopContext, change: (basketId: string) => Promise<T>): Promise<{ result: T; replaced: boolean }> {
  const known = basketIdOf(shop);
  if (!known) return { result: await change(await createBasket(shop)), replaced: false };
  try {
    return { result: await change(known), replaced: false };
  } catch (error) {
    if (!isBasketGone(error, shop)) throw error;
    forgetBasket(shop);
    return { result: await change(await createBasket(shop)), replaced: true };
  }
}
