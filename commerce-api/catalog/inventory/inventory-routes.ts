// Product inventory (inventory.v1): GET inventories?sku=a&sku=b, or POST with the SKUs in the body.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { NoQuery, TextList } from '../../http/schemas';
import type { LocalizationTexts } from '../../reference/localization-texts';
import { SkuListBody, skusOfBody, unknownSkuInfos } from '../sku-lists';
import { inventoryData, type InventoryStore } from './inventory';

export interface InventoryRouteStores {
  inventory: InventoryStore;
  texts: LocalizationTexts;
}

const SkuQuery = Type.Object({ sku: Type.Optional(TextList) });

function inventories(skus: string[], locale: string, stores: InventoryRouteStores) {
  const rows = stores.inventory.bySkus(skus).filter(row => row.online === 1);
  const known = new Set(rows.map(row => row.sku));
  return {
    data: rows.map(row => inventoryData(row, stores.texts, locale)),
    ...unknownSkuInfos(skus, known, 'inventory.product.not_found.info', sku => `No inventory is known for the product '${sku}'.`),
  };
}

export function registerInventoryRoutes(app: FastifyInstance, stores: InventoryRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/inventories', { schema: { querystring: SkuQuery } }, async request =>
    inventories(request.query.sku ?? [], request.icm.locale, stores),
  );
  typed.post('/inventories', { schema: { querystring: NoQuery, body: SkuListBody } }, async request =>
    inventories(skusOfBody(request.body), request.icm.locale, stores),
  );
}
