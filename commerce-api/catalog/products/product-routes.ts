// The product resource and the product list (search, master variations, all products).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import { NoQuery, SkuParams } from '../../http/schemas';
import { ListingQuery, listingRequest, type ListingStores, productList } from '../listing/product-listing';
import { scopeOf } from '../request-scope';
import { buildProductDocument, type ProductDocumentStores } from './product-document';
import { productNotFound } from './product-not-found';

export function registerProductRoutes(app: FastifyInstance, stores: ListingStores & ProductDocumentStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/products', { schema: { querystring: ListingQuery } }, async request =>
    productList(listingRequest(request, request.query), stores),
  );

  typed.get('/products/:sku', { schema: { params: SkuParams, querystring: NoQuery } }, async request => {
    const record = stores.products.findBySku(request.params.sku, request.icm.locale);
    if (!record || !record.online) throw productNotFound(request.params.sku);
    return buildProductDocument(record, stores, scopeOf(request));
  });
}
