// Wishlists (business-and-integration §2.4, §3, §4): the account's lists (create, rename, delete,
// preferred), one list with its products (remove, move to the basket, share and unshare with a
// secure link), a product into a list (the preferred one at once, else the one chosen), and the
// shared list's read-only page for anyone holding its link. The backend decides whose list it is:
// another user's is not found; a wrong or revoked secure code is not found either.
import { data, redirect } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import type { Product } from '~/commerce/models';
import type { Wishlist, WishlistSummary } from '~/commerce/models/wishlist';
import type { WishlistSharing } from '~/commerce/wishlists.server';
import { isLoginLost, sessionTimeout, userCall } from '~/features/account/account.server';
import { safeReturnPath } from '~/features/account/login-path';
import { signedInUser } from '~/features/account/user-session.server';
import { withBasket } from '~/features/basket/basket-session.server';
import { productHref } from '~/features/catalog/product-views';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse, isRefusal, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { absoluteUrl } from '~/http/public-origin.server';
import type { ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { ADD_TO_WISHLIST_FORM_ID, WISHLIST_FORM_ID, WISHLISTS_FORM_ID } from './wishlist-form-ids';
import { addToWishlistSchema, wishlistIdSchema, wishlistItemSchema, wishlistTitleSchema } from './wishlist-forms';
import { addToWishlistPath, CONFIRM_DELETE_PARAM, sharedWishlistPath, WISHLISTS_PATH, wishlistPath } from './wishlist-paths';

const MAX_ID_LENGTH = 100;

export interface WishlistItemView {
  sku: string;
  name: string;
  href?: string;
  quantity: number;
  imageUrl?: string;
}

export interface WishlistsPageData {
  title: string;
  wishlists: WishlistSummary[];
  /** The list the page asks about deleting (`?delete=`). */
  confirmDelete?: WishlistSummary;
}

export interface WishlistPageData {
  title: string;
  wishlist: Omit<Wishlist, 'items'>;
  items: WishlistItemView[];
  /** The secure link, absolute on the shop's configured origin, while the list is shared. */
  shareUrl?: string;
}

export interface AddToWishlistPageData {
  title: string;
  sku: string;
  productName: string;
  wishlists: WishlistSummary[];
}

const noStore = { headers: { 'Cache-Control': NO_STORE } };

/** The session user's wishlist calls (401 when there is none: the guard sent anonymous visitors to the login). */
function wishlistsOf(shop: ShopContext) {
  const user = signedInUser(shop);
  if (!user) throw data(null, { status: 401 });
  return shop.commerce.wishlists.of(user.businessCustomer);
}

const notFoundAsUndefined = (shop: ShopContext) => (error: unknown) => {
  if (isCommerceError(error, 404) && !isLoginLost(shop, error)) return undefined;
  throw error;
};

async function itemViews(shop: ShopContext, wishlist: Wishlist): Promise<WishlistItemView[]> {
  return Promise.all(
    wishlist.items.map(async (item) => {
      const product = await secondary<Product | undefined>(shop, 'wishlist product', shop.commerce.products.get(item.sku), undefined);
      const view: WishlistItemView = { sku: item.sku, name: product?.name ?? item.sku, quantity: item.desiredQuantity };
      if (product) view.href = productHref(product);
      const image = product?.images.find((candidate) => candidate.typeID === 'S') ?? product?.images[0];
      if (image) view.imageUrl = image.url;
      return view;
    }),
  );
}

export async function loadWishlists(shop: ShopContext, request: Request) {
  const wishlists = await userCall(shop, request, wishlistsOf(shop).list());
  const confirmId = new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM);
  const confirmDelete = confirmId ? wishlists.find((list) => list.id === confirmId) : undefined;
  return data<WishlistsPageData>({ title: shop.t('account.wishlists.heading'), wishlists, ...(confirmDelete ? { confirmDelete } : {}) }, noStore);
}

/** The user's list of the id; not theirs, or missing, is a 404. */
async function ownWishlist(shop: ShopContext, request: Request, id: string): Promise<Wishlist> {
  if (!id || id.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const found = await userCall(shop, request, wishlistsOf(shop).get(id).catch(notFoundAsUndefined(shop)));
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loadWishlist(shop: ShopContext, request: Request, id: string) {
  const wishlist = await ownWishlist(shop, request, id);
  const { items, ...header } = wishlist;
  const page: WishlistPageData = { title: wishlist.title, wishlist: header, items: await itemViews(shop, wishlist) };
  // The link is known only to the session that shared the list: a page load never shares anew.
  const sharing = wishlist.shared ? shop.session.get('wishlistShares')?.[id] : undefined;
  if (sharing) page.shareUrl = absoluteUrl(request, localizePath(sharedWishlistPath({ wishlistId: id, ...sharing }), shop.locale));
  return data(page, noStore);
}

/** The wishlists' shares this session keeps: at most this many, the newest. */
const KEPT_SHARES = 5;

/** Keeps a list's secure link in the session (or forgets it), for its page to show. */
function keepSharing(shop: ShopContext, id: string, sharing: WishlistSharing | undefined) {
  const { [id]: _replaced, ...others } = shop.session.get('wishlistShares') ?? {};
  const kept = Object.entries(others).slice(-(KEPT_SHARES - 1));
  if (sharing) kept.push([id, { owner: sharing.owner, secureCode: sharing.secureCode }]);
  if (kept.length > 0) shop.session.set('wishlistShares', Object.fromEntries(kept));
  else shop.session.unset('wishlistShares');
}

/** Runs a wishlist call; a refusal becomes the form's message, a lost login the login page. */
async function change(shop: ShopContext, request: Request, formId: string, submission: Parameters<typeof refused>[1], call: () => Promise<unknown>) {
  try {
    await call();
    return undefined;
  } catch (error) {
    if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
    if (isCommerceError(error, 404)) return refused(formId, submission, { type: 'error', key: 'wishlists.not_found.error' }, 404);
    if (isRefusal(error)) return refused(formId, submission, refusalMessage(error));
    throw commerceErrorResponse(error);
  }
}

/** The posts on /account/wishlists: create, rename, delete, make preferred. */
export async function wishlistsAction(shop: ShopContext, request: Request) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  const form = await readForm(request);
  const lists = wishlistsOf(shop);
  const here = localizePath(WISHLISTS_PATH, shop.locale);
  return dispatchIntent(form, {
    async create() {
      const submission = parseForm(form, wishlistTitleSchema);
      if (submission.status !== 'success') return rejected(WISHLISTS_FORM_ID, submission);
      const { title, preferred } = submission.value;
      const refusal = await change(shop, request, WISHLISTS_FORM_ID, submission, () => lists.create({ title, preferred: preferred === 'on' }));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: WISHLISTS_FORM_ID, submission, messages: [{ type: 'success', key: 'wishlists.created.message', values: { title } }], redirectTo: here, resetForm: true });
    },
    async rename() {
      const submission = parseForm(form, wishlistTitleSchema.extend(wishlistIdSchema.shape));
      if (submission.status !== 'success') return rejected(WISHLISTS_FORM_ID, submission);
      const { wishlistId, title } = submission.value;
      const refusal = await change(shop, request, WISHLISTS_FORM_ID, submission, () => lists.update(wishlistId, { title }));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: WISHLISTS_FORM_ID, submission, messages: [{ type: 'success', key: 'wishlists.renamed.message', values: { title } }], redirectTo: here });
    },
    async preferred() {
      const submission = parseForm(form, wishlistIdSchema);
      if (submission.status !== 'success') return rejected(WISHLISTS_FORM_ID, submission);
      const refusal = await change(shop, request, WISHLISTS_FORM_ID, submission, () => lists.update(submission.value.wishlistId, { preferred: true }));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: WISHLISTS_FORM_ID, submission, messages: [{ type: 'success', key: 'wishlists.preferred.message' }], redirectTo: here });
    },
    async delete() {
      const submission = parseForm(form, wishlistIdSchema);
      if (submission.status !== 'success') return rejected(WISHLISTS_FORM_ID, submission);
      const refusal = await change(shop, request, WISHLISTS_FORM_ID, submission, () => lists.remove(submission.value.wishlistId));
      if (refusal) return refusal;
      return succeeded(request, shop, form, { formId: WISHLISTS_FORM_ID, submission, messages: [{ type: 'success', key: 'wishlists.deleted.message' }], redirectTo: here });
    },
  });
}

/** The posts on /account/wishlists/{id}: remove a product, move it to the basket, share, unshare. */
export async function wishlistAction(shop: ShopContext, request: Request, id: string) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  const form = await readForm(request);
  const wishlist = await ownWishlist(shop, request, id);
  const lists = wishlistsOf(shop);
  const here = localizePath(wishlistPath(id), shop.locale);
  const done = (submission: Parameters<typeof refused>[1], key: string, values?: Record<string, string>, redirectTo = here) =>
    succeeded(request, shop, form, { formId: WISHLIST_FORM_ID, submission, messages: [{ type: 'success', key, values }], redirectTo });
  const itemOf = (sku: string) => wishlist.items.find((item) => item.sku === sku);

  return dispatchIntent(form, {
    async remove() {
      const submission = parseForm(form, wishlistItemSchema);
      if (submission.status !== 'success') return rejected(WISHLIST_FORM_ID, submission);
      const refusal = await change(shop, request, WISHLIST_FORM_ID, submission, () => lists.removeProduct(id, submission.value.sku));
      return refusal ?? done(submission, 'wishlists.item.removed.message', { sku: submission.value.sku });
    },
    async move() {
      const submission = parseForm(form, wishlistItemSchema);
      if (submission.status !== 'success') return rejected(WISHLIST_FORM_ID, submission);
      const item = itemOf(submission.value.sku);
      if (!item) return refused(WISHLIST_FORM_ID, submission, { type: 'error', key: 'wishlists.not_found.error' }, 404);
      const refusal = await change(shop, request, WISHLIST_FORM_ID, submission, async () => {
        const { result } = await withBasket(shop, (basketId) => shop.commerce.baskets.addItems(basketId, [{ sku: item.sku, quantity: item.desiredQuantity }]));
        if (result.errors.length > 0) throw new Error(`the basket refused ${item.sku}`);
        await lists.removeProduct(id, item.sku);
      }).catch((error: unknown) => {
        if (error instanceof Error && error.message.startsWith('the basket refused')) return refused(WISHLIST_FORM_ID, submission, { type: 'error', key: 'wishlists.move.error' });
        throw error;
      });
      return refusal ?? done(submission, 'wishlists.item.moved.message', { sku: item.sku });
    },
    async share() {
      const submission = parseForm(form, wishlistIdSchema.partial());
      const refusal = await change(shop, request, WISHLIST_FORM_ID, submission, async () => keepSharing(shop, id, await lists.share(id)));
      return refusal ?? done(submission, 'wishlists.shared.message');
    },
    async unshare() {
      const submission = parseForm(form, wishlistIdSchema.partial());
      const refusal = await change(shop, request, WISHLIST_FORM_ID, submission, async () => {
        await lists.unshare(id);
        keepSharing(shop, id, undefined);
      });
      return refusal ?? done(submission, 'wishlists.unshared.message');
    },
  });
}

/** /account/wishlists/add?sku=: the product, and the lists it may go into. */
export async function loadAddToWishlist(shop: ShopContext, request: Request) {
  const sku = new URL(request.url).searchParams.get('sku')?.trim() ?? '';
  if (!sku || sku.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const [product, wishlists] = await Promise.all([
    shop.commerce.products.get(sku).catch((error: unknown) => {
      throw commerceErrorResponse(error);
    }),
    userCall(shop, request, wishlistsOf(shop).list()),
  ]);
  return data<AddToWishlistPageData>({ title: shop.t('wishlists.add.heading'), sku, productName: product.name, wishlists }, noStore);
}

/**
 * The post of a product into a list. From a product page or tile (`quick`): into the preferred list,
 * back to where it came from; without a preferred list, to the page that lets the shopper choose.
 * From that page: into the chosen list, or a new one of the given title.
 */
export async function addToWishlistAction(shop: ShopContext, request: Request) {
  if (!signedInUser(shop)) throw sessionTimeout(shop, request);
  const form = await readForm(request);
  const lists = wishlistsOf(shop);
  const added = (submission: Parameters<typeof refused>[1], sku: string, list: { id: string; title: string }, redirectTo: string) =>
    succeeded(request, shop, form, { formId: ADD_TO_WISHLIST_FORM_ID, submission, messages: [{ type: 'success', key: 'wishlists.item.added.message', values: { sku, title: list.title } }], redirectTo });

  return dispatchIntent(form, {
    async quick() {
      const submission = parseForm(form, addToWishlistSchema);
      if (submission.status !== 'success') return rejected(ADD_TO_WISHLIST_FORM_ID, submission);
      const { sku, returnTo } = submission.value;
      const preferred = (await userCall(shop, request, lists.list())).find((list) => list.preferred);
      if (!preferred) throw redirect(localizePath(addToWishlistPath(sku), shop.locale), 303);
      const refusal = await change(shop, request, ADD_TO_WISHLIST_FORM_ID, submission, () => lists.addProduct(preferred.id, sku));
      return refusal ?? added(submission, sku, preferred, safeReturnPath(returnTo, localizePath(wishlistPath(preferred.id), shop.locale)));
    },
    async add() {
      const submission = parseForm(form, addToWishlistSchema);
      if (submission.status !== 'success') return rejected(ADD_TO_WISHLIST_FORM_ID, submission);
      const { sku, wishlistId, title } = submission.value;
      if (!wishlistId && !title) return refused(ADD_TO_WISHLIST_FORM_ID, submission, { type: 'error', key: 'wishlists.title.error' });
      let list = { id: wishlistId ?? '', title: title ?? '' };
      const refusal = await change(shop, request, ADD_TO_WISHLIST_FORM_ID, submission, async () => {
        if (wishlistId) {
          list = { id: wishlistId, title: (await lists.get(wishlistId)).title };
          await lists.addProduct(list.id, sku);
          return;
        }
        // A new list is for this product: one the product cannot go into (it is gone) is not kept.
        list = { id: await lists.create({ title: list.title, preferred: false }), title: list.title };
        await lists.addProduct(list.id, sku).catch(async (error: unknown) => {
          await lists.remove(list.id).catch(() => undefined);
          throw error;
        });
      });
      return refusal ?? added(submission, sku, list, localizePath(wishlistPath(list.id), shop.locale));
    },
  });
}

/** /wishlists/{id}?owner=&secureCode=: the shared list, read-only; anything but the current link is a 404. */
export async function loadSharedWishlist(shop: ShopContext, request: Request, id: string) {
  const query = new URL(request.url).searchParams;
  const owner = query.get('owner') ?? '';
  const secureCode = query.get('secureCode') ?? '';
  if (!id || id.length > MAX_ID_LENGTH || !owner || owner.length > MAX_ID_LENGTH || !secureCode || secureCode.length > MAX_ID_LENGTH) {
    throw data(null, { status: 404 });
  }
  const wishlist = await shop.commerce.wishlists.shared({ wishlistId: id, owner, secureCode }).catch((error: unknown) => {
    throw isCommerceError(error, 404) || isCommerceError(error, 400) ? data(null, { status: 404 }) : commerceErrorResponse(error);
  });
  const { items, ...header } = wishlist;
  return data<WishlistPageData>({ title: wishlist.title, wishlist: header, items: await itemViews(shop, wishlist) }, noStore);
}
