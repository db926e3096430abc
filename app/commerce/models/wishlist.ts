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
  /** Shared by a secure link (the owner's view only). */
  shared: boolean;
  itemsCount: number;
  items: WishlistItem[];
}

/** A row of the list: the list's Link with its attributes (ICM 14.2+). */
export type WishlistSummary = Omit<Wishlist, 'items'>;

/** `POST …/wishlists/{id}/share`: what a shared link needs. */
export const wishlistSharingDataSchema = z.looseObject({ wishlistId: lenientString.optional(), owner: lenientString.optional(), secureCode: lenientString.optional() });

/** `GET customers/-/wishlists`: links to the lists. */
export const wishlistsDataSchema = linkCollectionDataSchema;

/** `GET customers/-/wishlists/{id}`. */
export const wishlistDataSchema = z.looseObject({
  id: lenientString.optional(),
  title: lenientString.optional(),
  preferred: lenientBoolean.optional(),
  public: lenientBoolean.optional(),
  shared: lenientBoolean.optional(),
  itemsCount: lenientNumber.optional(),
  items: z.array(linkDataSchema).nullish(),
});

const attributeOf = (link: LinkData, name: string) => rawAttributeValue(link.attributes, name);

/** The list's rows from its Links (itemId, title and the attributes itemsCount, preferred, public, shared). */
export function mapWishlistSummaries(data: z.infer<typeof wishlistsDataSchema>): WishlistSummary[] {
  return (data.elements ?? []).flatMap((link) => {
    const id = link.itemId ?? link.uri?.split('/').pop()?.split('?')[0];
    if (!id) return [];
    return [
      {
        id,
        title: link.title ?? '',
        itemsCount: lenientNumber.parse(attributeOf(link, 'itemsCount')) ?? 0,
        preferred: lenientBoolean.parse(attributeOf(link, 'preferred')) ?? false,
        public: lenientBoolean.parse(attributeOf(link, 'public')) ?? false,
        shared: lenientBoolean.parse(attributeOf(link, 'shared')) ?? false,
      },
    ];
  });
}

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
    shared: data.shared ?? false,
    itemsCount: data.itemsCount ?? items.length,
    items,
  };
}
