// Wishlists of the signed-in user (the Intershop PWA's wishlist.service.ts), below
// `privatecustomers/{no|-}/wishlists` for a private customer and `customers/{no|-}/wishlists` or
// `customers/{no|-}/users/{login|-}/wishlists` for a business user (their own customer and login;
// anything else is 404, a missing token 401). Another user's list is 404, as unknown as a missing one.
// - GET wishlists: Links with itemId and the attributes itemsCount, preferred, public, shared.
// - POST wishlists {title, preferred}: 201 with a Link (its title is the new id, as the PWA reads it).
// - GET/PUT/DELETE wishlists/{id}: the Wishlist; PUT sets title and preferred (one preferred list a
//   user: marking one unmarks the others); DELETE 204.
// - POST wishlists/{id}/products/{sku} {quantity}: adds an online product (again: sets the quantity),
//   201; DELETE …/products/{sku} removes it (204; 404 when not on the list).
// - POST wishlists/{id}/share {recipients?, message?}: {wishlistId, owner, secureCode}; DELETE …/share
//   invalidates the code (204).
// - GET wishlists/{id};owner=…;secureCode=… (no token needed): the shared list, read-only, for
//   anyone holding the current code; a wrong code, a wrong owner or an unshared list is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { ProductStore } from '../catalog/products/product-store';
import { type CustomerResource, accountCaller } from '../customer/account/account-access';
import type { CustomerPrincipal, Principals } from '../customer/principal';
import { notFound } from '../http/icm-errors';
import { matrixParametersOf } from '../http/request-context';
import { Text } from '../http/schemas';
import { wishlistData, wishlistLink } from './wishlist-documents';
import type { WishlistRecord, WishlistStore } from './wishlist-store';

export interface WishlistRouteStores {
  principals: Principals;
  wishlists: WishlistStore;
  products: ProductStore;
  maxItemQuantity: () => number;
}

const MAX_TITLE_LENGTH = 256;
const Title = Type.String({ minLength: 1, maxLength: MAX_TITLE_LENGTH, pattern: '\\S' });
const Header = Type.Object({ title: Title, preferred: Type.Optional(Type.Boolean()) });
const Update = Type.Object({ title: Type.Optional(Title), preferred: Type.Optional(Type.Boolean()) });
const NewItem = Type.Object({ quantity: Type.Optional(Type.Integer({ minimum: 1 })) });
const Sharing = Type.Object({ recipients: Type.Optional(Type.String({ maxLength: 4000 })), message: Type.Optional(Type.String({ maxLength: 4000 })) });

const Base = { customerNo: Text, login: Type.Optional(Text) };
const OwnerParams = Type.Object(Base);
const ListParams = Type.Object({ ...Base, wishlistId: Text });
const ItemParams = Type.Object({ ...Base, wishlistId: Text, sku: Text });

/** The path's customer and (below `users/`) login. */
interface OwnerPath {
  customerNo: string;
  login?: string;
}

const PREFIXES: { resource: CustomerResource; prefix: string }[] = [
  { resource: 'privatecustomers', prefix: '/privatecustomers/:customerNo/wishlists' },
  { resource: 'customers', prefix: '/customers/:customerNo/wishlists' },
  { resource: 'customers', prefix: '/customers/:customerNo/users/:login/wishlists' },
];

const wishlistNotFound = (id: string) => notFound('wishlist.not_found.error', `The wishlist '${id}' was not found.`);

export function registerWishlistRoutes(app: FastifyInstance, stores: WishlistRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { wishlists } = stores;

  for (const { resource, prefix } of PREFIXES) {
    /** The caller, when the path names their own customer (and own login); else 401 or 404. */
    const callerOf = (request: FastifyRequest, { customerNo, login }: OwnerPath): CustomerPrincipal => {
      const caller = accountCaller(request, stores.principals, resource, customerNo);
      if (login !== undefined && (caller.customerType !== 'SMBCustomer' || (login !== '-' && login.toLowerCase() !== caller.login.toLowerCase()))) {
        throw notFound('customer.user.not_found.error', `The user '${login}' was not found.`);
      }
      return caller;
    };
    const uriOf = (request: FastifyRequest, { customerNo, login }: OwnerPath, id: string) => {
      const owner = login === undefined ? '' : `/users/${encodeURIComponent(login)}`;
      return `${request.icm.channel}/-/${resource}/${encodeURIComponent(customerNo)}${owner}/wishlists/${encodeURIComponent(id)}`;
    };
    const ownList = (caller: CustomerPrincipal, id: string): WishlistRecord => {
      const found = wishlists.find(caller.userId, id);
      if (!found) throw wishlistNotFound(id);
      return found;
    };

    typed.get(prefix, { schema: { params: OwnerParams } }, async request => {
      const caller = callerOf(request, request.params);
      return { elements: wishlists.list(caller.userId).map(list => wishlistLink(uriOf(request, request.params, list.id), list)) };
    });

    typed.post(prefix, { schema: { params: OwnerParams, body: Header } }, async (request, reply) => {
      const caller = callerOf(request, request.params);
      const created = wishlists.create(caller.userId, request.body.title.trim(), request.body.preferred ?? false);
      const uri = uriOf(request, request.params, created.id);
      reply.status(201).header('location', `/INTERSHOP/rest/WFS/${uri}`);
      return { type: 'Link', uri, title: created.id };
    });

    typed.get(`${prefix}/:wishlistId`, { schema: { params: ListParams } }, async request => {
      const found = ownList(callerOf(request, request.params), request.params.wishlistId);
      return wishlistData(found, wishlists.items(found.id));
    });

    typed.put(`${prefix}/:wishlistId`, { schema: { params: ListParams, body: Update } }, async request => {
      const caller = callerOf(request, request.params);
      const found = ownList(caller, request.params.wishlistId);
      const updated = wishlists.update(caller.userId, found.id, request.body.title?.trim() ?? found.title, request.body.preferred ?? found.preferred)!;
      return wishlistData(updated, wishlists.items(found.id));
    });

    typed.delete(`${prefix}/:wishlistId`, { schema: { params: ListParams } }, async (request, reply) => {
      const caller = callerOf(request, request.params);
      wishlists.remove(caller.userId, ownList(caller, request.params.wishlistId).id);
      return reply.status(204).send();
    });

    typed.post(`${prefix}/:wishlistId/products/:sku`, { schema: { params: ItemParams, body: Type.Optional(NewItem) } }, async (request, reply) => {
      const found = ownList(callerOf(request, request.params), request.params.wishlistId);
      const { sku } = request.params;
      const [product] = stores.products.findBySkus([sku], request.icm.locale);
      if (!product || !product.online) throw notFound('product.not_found.error', `The product '${sku}' was not found.`);
      const quantity = Math.min(request.body?.quantity ?? 1, stores.maxItemQuantity());
      wishlists.addItem(found.id, product.sku, quantity);
      reply.status(201);
      return wishlistData(ownList(callerOf(request, request.params), found.id), wishlists.items(found.id));
    });

    typed.delete(`${prefix}/:wishlistId/products/:sku`, { schema: { params: ItemParams } }, async (request, reply) => {
      const found = ownList(callerOf(request, request.params), request.params.wishlistId);
      if (!wishlists.removeItem(found.id, request.params.sku)) {
        throw notFound('wishlist.item.not_found.error', `The product '${request.params.sku}' is not on the wishlist.`);
      }
      return reply.status(204).send();
    });

    typed.post(`${prefix}/:wishlistId/share`, { schema: { params: ListParams, body: Type.Optional(Sharing) } }, async request => {
      const found = ownList(callerOf(request, request.params), request.params.wishlistId);
      return { wishlistId: found.id, owner: found.userId, secureCode: wishlists.share(found) };
    });

    typed.delete(`${prefix}/:wishlistId/share`, { schema: { params: ListParams } }, async (request, reply) => {
      wishlists.unshare(ownList(callerOf(request, request.params), request.params.wishlistId));
      return reply.status(204).send();
    });
  }

  typed.get('/wishlists/:wishlistId', { schema: { params: Type.Object({ wishlistId: Text }) } }, async request => {
    const { owner, secureCode } = matrixParametersOf(request);
    const { wishlistId } = request.params;
    const found = owner && secureCode ? wishlists.shared(wishlistId, owner, secureCode) : undefined;
    if (!found) throw wishlistNotFound(wishlistId);
    return wishlistData(found, wishlists.items(found.id), false);
  });
}
