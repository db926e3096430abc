// The wishlist documents as ICM writes them and the Intershop PWA's wishlist mapper reads them:
// the list of Links (itemId, title and the attributes itemsCount, preferred, public, shared), the
// Wishlist with its items (each item's attributes: id, sku, creationDate in milliseconds,
// desiredQuantity), and the sharing answer {wishlistId, owner, secureCode}.
import type { WishlistItemRecord, WishlistRecord } from './wishlist-store';

const millis = (iso: string) => new Date(iso).getTime();

export function wishlistLink(uri: string, list: WishlistRecord) {
  return {
    type: 'Link',
    uri,
    title: list.title,
    itemId: list.id,
    attributes: [
      { name: 'itemsCount', type: 'Integer', value: list.itemsCount },
      { name: 'preferred', type: 'Boolean', value: list.preferred },
      { name: 'public', type: 'Boolean', value: false },
      { name: 'shared', type: 'Boolean', value: list.secureCode !== null },
    ],
  };
}

const itemData = (item: WishlistItemRecord) => ({
  attributes: [
    { name: 'id', type: 'String', value: item.id },
    { name: 'sku', type: 'String', value: item.sku },
    { name: 'creationDate', type: 'Date', value: millis(item.createdAt) },
    { name: 'desiredQuantity', type: 'Quantity', value: { type: 'Quantity', value: item.quantity } },
  ],
});

/** The Wishlist; a shared lookup's copy leaves out whether its owner marked it preferred. */
export function wishlistData(list: WishlistRecord, items: WishlistItemRecord[], forOwner = true) {
  return {
    type: 'Wishlist',
    id: list.id,
    title: list.title,
    preferred: forOwner ? list.preferred : false,
    public: false,
    shared: list.secureCode !== null,
    itemsCount: items.length,
    items: items.map(itemData),
  };
}
