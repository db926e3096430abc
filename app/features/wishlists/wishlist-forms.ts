// The wishlist forms' schemas, checked by the actions: a list's title (create, rename), a product
// of a list (remove, move to basket), and a product into a list (an existing one or a new one).
import { z } from 'zod';
import { PLAIN_TEXT } from '~/forms/plain-text';
import { MAX_TITLE_LENGTH } from './wishlist-paths';

/** A list's title, shown to whoever holds its shared link: plain text (no control characters or direction overrides). */
const titleText = z.string().trim().max(MAX_TITLE_LENGTH, 'form.field.error.too_long').regex(PLAIN_TEXT, 'form.field.error.invalid_characters');
const title = z.string({ error: 'wishlists.title.error' }).trim().min(1, 'wishlists.title.error').pipe(titleText);
const id = z.string().trim().min(1).max(100);

export const wishlistTitleSchema = z.object({ title, preferred: z.literal('on').optional() });

export const wishlistIdSchema = z.object({ wishlistId: id });

export const wishlistItemSchema = z.object({ sku: id });

export const addToWishlistSchema = z.object({
  sku: id,
  /** An existing list's id, or empty for a new list named `title`. */
  wishlistId: z.string().trim().max(100).optional(),
  title: titleText.optional(),
  returnTo: z.string().max(2000).optional(),
});
