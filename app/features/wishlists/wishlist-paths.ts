// The wishlist pages' addresses (without locale prefix): the account's list and one list, the
// "add to wishlist" page a product posts to (its SKU in the query, so a logged-out visitor comes
// back to it after the login), and the shared list's read-only page.
export const WISHLISTS_PATH = '/account/wishlists';
export const ADD_TO_WISHLIST_PATH = '/account/wishlists/add';
export const MAX_TITLE_LENGTH = 100;

export const wishlistPath = (id: string) => `${WISHLISTS_PATH}/${encodeURIComponent(id)}`;

/**
 * The account's lists asking whether to delete one (the page asks, without JavaScript too; the post
 * deletes), scrolled to the question: asked from a row further down, a phone would not show it.
 */
export const CONFIRM_DELETE_PARAM = 'delete';
export const CONFIRM_DELETE_ANCHOR = 'delete-wishlist';
export const confirmDeletePath = (id: string) => `${WISHLISTS_PATH}?${new URLSearchParams({ [CONFIRM_DELETE_PARAM]: id })}#${CONFIRM_DELETE_ANCHOR}`;

export const addToWishlistPath = (sku: string) => `${ADD_TO_WISHLIST_PATH}?${new URLSearchParams({ sku })}`;

export const sharedWishlistPath = (sharing: { wishlistId: string; owner: string; secureCode: string }) =>
  `/wishlists/${encodeURIComponent(sharing.wishlistId)}?${new URLSearchParams({ owner: sharing.owner, secureCode: sharing.secureCode })}`;
