import { z } from 'zod';

import { rawAttributeValue } from './attribute';
import { lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { linkCollectionDataSchema, type LinkData, linkDataSchema, skuFromProductUri } from './link';

export interface WishlistItem {
  id: string;
  sku: string;
  desiredQuantity: number;
  creationDate?: number;
}

export interface Wishlist {
  id: string;
  title: string;
  preferred: boolean;
  public: boolean;
  itemsCount: number;
  items: WishlistItem[];
}

/** `GET customers/-/wishlists`: links to the lists. */
export const wishlistsDataSchema = linkCollectionDataSchema;

/** `GET customers/-/wishlists/{id}`. */
export const wishlistDataSchema = z.looseObject({
  id: lenientString.optional(),
  title: lenientString.optional(),
  preferred: lenientBoolean.optional(),
  public: lenientBoolean.optional(),
  itemsCount: lenientNumber.optional(),
  items: z.array(linkDataSchema).nullish(),
});

/** Wishlist ids from the list links. */
export function mapWishlistIds(data: z.infer<typeof wishlistsDataSchema>): string[] {
  return (data.elements ?? [])
    .map(link => link.uri?.split('/').pop()?.split('?')[0])
    .filter((id): id is string => !!id);
}

function mapItem(link: LinkData): WishlistItem | undefined {
  const sku = lenientString.parse(rawAttributeValue(link.attributes, 'sku')) ?? skuFromProductUri(link.uri);
  const id = lenientString.parse(rawAttributeValue(link.attributes, 'id'));
  if (!sku || !id) return undefined;
  const quantity = rawAttributeValue(link.attributes, 'desiredQuantity');
  const desiredQuantity = lenientNumber.parse(typeof quantity === 'object' && quantity ? (quantity as { value?: unknown }).value : quantity);
  const item: WishlistItem = { id, sku, desiredQuantity: desiredQuantity && desiredQuantity > 0 ? desiredQuantity : 1 };
  const created = lenientNumber.parse(rawAttributeValue(link.attributes, 'creationDate'));
  if (created !== undefined) item.creationDate = created;
  return item;
}

export function mapWishlist(id: string, data: z.infer<typeof wishlistDataSchema>): Wishlist {
  const items = (data.items ?? []).map(mapItem).filter((i): i is WishlistItem => !!i);
  return {
    id: data.id ?? id,
    title: data.title ?? '',
    preferred: data.preferred ?? false,
    public: data.public ?? false,
    itemsCount: data.itemsCount ?? items.length,
    items,
  };
}
