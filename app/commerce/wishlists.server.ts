// Wishlists of the logged-in user, the calls of the Intershop PWA's wishlist service: below
// `privatecustomers/-/wishlists` for a private customer, `customers/-/users/-/wishlists` for a
// business user. List, read, create, rename and mark preferred, delete, add and remove a product,
// share (the secure code) and unshare; and the shared list's lookup by id, owner and secure code,
// which needs no login.
import { z } from 'zod';
import type { Transport } from './icm-transport.server';
import { linkDataSchema } from './models/link';
import {
  mapWishlist,
  mapWishlistSummaries,
  type Wishlist,
  wishlistDataSchema,
  wishlistSharingDataSchema,
  wishlistsDataSchema,
  type WishlistSummary,
} from './models/wishlist';

const anyAnswer = z.unknown();

/** What a shared link carries. */
export interface WishlistSharing {
  wishlistId: string;
  owner: string;
  secureCode: string;
}

function segment(value: string, what: string): string {
  if (!value) throw new Error(`a wishlist call needs ${what}`);
  return encodeURIComponent(value);
}

export function createWishlistsResource(t: Transport) {
  /** The user's wishlists: a business user's below their user, a private customer's below the customer. */
  function of(businessCustomer: boolean) {
    const base = businessCustomer ? 'customers/-/users/-/wishlists' : 'privatecustomers/-/wishlists';
    const path = (id: string) => `${base}/${segment(id, 'a wishlist id')}`;
    return {
      async list(): Promise<WishlistSummary[]> {
        return mapWishlistSummaries(await t.request(base, { schema: wishlistsDataSchema }));
      },
      async get(id: string): Promise<Wishlist> {
        return mapWishlist(id, await t.request(path(id), { schema: wishlistDataSchema }));
      },
      /** `POST wishlists`: the new list's id (ICM answers a Link titled with it). */
      async create(header: { title: string; preferred: boolean }): Promise<string> {
        const link = await t.request(base, { method: 'POST', body: header, schema: linkDataSchema });
        const id = link.title ?? link.uri?.split('/').pop();
        if (!id) throw new Error('the created wishlist has no id');
        return id;
      },
      async update(id: string, changes: { title?: string; preferred?: boolean }): Promise<void> {
        await t.request(path(id), { method: 'PUT', body: changes, schema: anyAnswer });
      },
      async remove(id: string): Promise<void> {
        await t.request(path(id), { method: 'DELETE', schema: anyAnswer });
      },
      async addProduct(id: string, sku: string, quantity = 1): Promise<void> {
        await t.request(`${path(id)}/products/${segment(sku, 'a SKU')}`, { method: 'POST', body: { quantity }, schema: anyAnswer });
      },
      async removeProduct(id: string, sku: string): Promise<void> {
        await t.request(`${path(id)}/products/${segment(sku, 'a SKU')}`, { method: 'DELETE', schema: anyAnswer });
      },
      /** `POST wishlists/{id}/share`: the owner and secure code a shared link needs. */
      async share(id: string): Promise<WishlistSharing> {
        const answer = await t.request(`${path(id)}/share`, { method: 'POST', body: { recipients: '', message: '' }, schema: wishlistSharingDataSchema });
        if (!answer.owner || !answer.secureCode) throw new Error('the shared wishlist has no secure code');
        return { wishlistId: answer.wishlistId ?? id, owner: answer.owner, secureCode: answer.secureCode };
      },
      /** `DELETE wishlists/{id}/share`: every link sent so far stops working. */
      async unshare(id: string): Promise<void> {
        await t.request(`${path(id)}/share`, { method: 'DELETE', schema: anyAnswer });
      },
    };
  }

  return {
    of,
    /** `GET wishlists/{id};owner=…;secureCode=…`: the shared list, for anyone holding the link. */
    async shared(sharing: WishlistSharing): Promise<Wishlist> {
      const matrix = `;owner=${segment(sharing.owner, 'an owner')};secureCode=${segment(sharing.secureCode, 'a secure code')}`;
      const data = await t.request(`wishlists/${segment(sharing.wishlistId, 'a wishlist id')}${matrix}`, { schema: wishlistDataSchema });
      return mapWishlist(sharing.wishlistId, data);
    },
  };
}

export type WishlistsResource = ReturnType<typeof createWishlistsResource>;
