// Recently viewed on the server (feature recently; decision 027): the list lives in a cookie of its
// own, `recentlyViewed`, of the functional consent category, so it is read, written and shown only for a
// visitor who allowed functional cookies. A product page records its product; its answer then sets the
// cookie and is never kept or shared (app/http/cache-policy.ts), and the strip it shows is that visitor's.
// Visitors without a list load nothing more.
import { data, redirect } from 'react-router';
import type { ProductPrices } from '~/commerce/models/product-prices';
import { toProductCard } from '~/features/catalog/product-views';
import { readForm } from '~/forms/form-action.server';
import { flashMessages } from '~/forms/flash.server';
import { INTENT_FIELD } from '~/forms/form-reply';
import { secondary } from '~/http/commerce-boundary.server';
import { config } from '~/http/config.server';
import { cookieValue } from '~/http/cookie-header';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { parseRecentViews, recordView, RECENTLY_RETENTION_MINUTES, storedRecentViews, type RecentView } from './recently-list';

export const RECENTLY_COOKIE = 'recentlyViewed';

/** Whether the shop may remember this visitor's views: the feature is on and functional cookies are allowed. */
export function remembersViews(shop: ShopContext): boolean {
  return shop.features.has('recently') && shop.consent.categories.includes('functional');
}

/** The visitor's views, latest first; none when the shop may not remember them. */
export function recentViews(shop: ShopContext, request: Request, now = new Date()): RecentView[] {
  return remembersViews(shop) ? parseRecentViews(cookieValue(request.headers.get('Cookie'), RECENTLY_COOKIE), now) : [];
}

function recentlyCookie(value: string, maxAgeSeconds: number): string {
  return `${RECENTLY_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${config.secureCookies ? '; Secure' : ''}`;
}

/** The Set-Cookie that records a product page's view (kept the retention's minutes from now), if the shop may. */
export function viewCookie(shop: ShopContext, request: Request, sku: string, now = new Date()): string | undefined {
  if (!remembersViews(shop)) return undefined;
  return recentlyCookie(storedRecentViews(recordView(recentViews(shop, request, now), sku, now)), RECENTLY_RETENTION_MINUTES * 60);
}

/** The headers of a product page's answer: its declared caching, and the recorded view. */
export function productPageHeaders(shop: ShopContext, request: Request, sku: string, cacheControl: string): Headers {
  const headers = new Headers({ 'Cache-Control': cacheControl });
  const cookie = viewCookie(shop, request, sku);
  if (cookie) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Products of the list as tiles, in its order, with their prices; products that are gone are left out. */
export async function recentProducts(shop: ShopContext, skus: string[]) {
  if (skus.length === 0) return { products: [], prices: {} as Record<string, ProductPrices> };
  const loaded = await Promise.all(skus.map((sku) => shop.commerce.products.get(sku).catch(() => undefined)));
  const products = loaded.filter((product) => product !== undefined).map(toProductCard);
  const prices = await secondary(shop, 'recently viewed prices', shop.commerce.prices.get(products.map((product) => product.sku)), new Map());
  return { products, prices: Object.fromEntries(prices) };
}

/** A product page's strip: the visitor's other recently viewed products (none without a list). */
export function recentlyStrip(shop: ShopContext, request: Request, currentSku: string) {
  const skus = recentViews(shop, request)
    .map((view) => view.sku)
    .filter((sku) => sku !== currentSku);
  return secondary(shop, 'recently viewed', recentProducts(shop, skus), { products: [], prices: {} });
}

/** /recently's "Clear all" (intent clear): the cookie expires; back to /recently with a message. */
export async function recentlyAction(request: Request, shop: ShopContext) {
  const form = await readForm(request);
  if (form.get(INTENT_FIELD) !== 'clear') throw data(null, { status: 400 });
  flashMessages(shop.session, [{ type: 'success', key: 'application.recentlyViewed.cleared.message' }]);
  return redirect(localizePath('/recently', shop.locale), { status: 303, headers: { 'Set-Cookie': recentlyCookie('', 0) } });
}
