// Product inventory (inventory.v1): GET inventories?sku=a&sku=b, or POST with the SKUs in the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { inventoryData } from '../domain/inventory';
import { stringListParameter } from '../http/query-parameters';
import { skusOfBody } from './sku-lists';

function inventories(skus: string[], request: FastifyRequest, services: CatalogServices) {
  const rows = services.inventory.bySkus(skus).filter(row => row.online === 1);
  const known = new Set(rows.map(row => row.sku));
  const unknown = [...new Set(skus)].filter(sku => !known.has(sku));
  return {
    data: rows.map(row => inventoryData(row, services.texts, request.icm.locale)),
    ...(unknown.length > 0
      ? {
          infos: unknown.map(sku => ({
            code: 'inventory.product.not_found.info',
            message: `No inventory is known for the product '${sku}'.`,
            parameters: { sku },
          })),
        }
      : {}),
  };
}

export function registerInventoryRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get('/inventories', async request => inventories(stringListParameter(request.query, 'sku'), request, services));
  app.post('/inventories', async request => inventories(skusOfBody(request.body), request, services));
}
