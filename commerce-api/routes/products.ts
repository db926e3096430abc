// The product resource and the product list (search, master variations, all products).
import type { FastifyInstance } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { buildProductDocument } from '../domain/product-document';
import { productList, productNotFound, scopeOf } from './product-listing';

export function registerProductRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get('/products', async request => productList(request, services));

  app.get<{ Params: { sku: string } }>('/products/:sku', async request => {
    const record = services.products.findBySku(request.params.sku, request.icm.locale);
    if (!record || !record.online) throw productNotFound(request.params.sku);
    return buildProductDocument(record, services, scopeOf(request));
  });
}
