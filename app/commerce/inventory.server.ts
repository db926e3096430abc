// Stock (inventory.v1), batched like prices. Never served from the shared cache: stock must be current.
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { inventoriesDataSchema, type Inventory, mapInventory } from './models/inventory';
import { createSkuLookup, type SkuLookupOptions } from './sku-lookup';

export function createInventoryResource(t: Transport, options: SkuLookupOptions = {}) {
  const lookup = createSkuLookup<Inventory>(
    'Inventory',
    async skus => {
      const data = await t.request('inventories', {
        mediaType: MEDIA_TYPES.inventory,
        schema: inventoriesDataSchema,
        query: { sku: skus },
      });
      return new Map((data.data ?? []).map(d => [d.sku, mapInventory(d)] as const));
    },
    options
  );
  return {
    /** Inventories by SKU; unknown SKUs, and SKUs whose stock could not be loaded, are absent. */
    get: lookup,
  };
}

export type InventoryResource = ReturnType<typeof createInventoryResource>;
