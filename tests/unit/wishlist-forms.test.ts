import { describe, expect, it } from 'vitest';
import { addToWishlistSchema, wishlistTitleSchema } from '~/features/wishlists/wishlist-forms';

const titleErrors = (title: string) => {
  const parsed = wishlistTitleSchema.safeParse({ title });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a wishlist title', () => {
  it('is plain text: a direction override or a control character is refused', () => {
    expect(titleErrors('\u202Egnp.exe')).toEqual(['form.field.error.invalid_characters']);
    expect(titleErrors('Garden\tparty')).toEqual(['form.field.error.invalid_characters']);
    expect(titleErrors('Geburtstag – Oma')).toEqual([]);
  });

  it('is required for a list of its own, and checked the same for a new list named when adding', () => {
    expect(titleErrors('  ')).toEqual(['wishlists.title.error']);
    expect(addToWishlistSchema.safeParse({ sku: '201807171', title: '\u202Ex' }).success).toBe(false);
    expect(addToWishlistSchema.safeParse({ sku: '201807171', title: 'Garden' }).success).toBe(true);
  });
});
