// Stock (inventory.v1), batched like prices. Never served from the shared cache: stock must be current.
import { BatchLoader, type BatchLoaderOptions } from './batch-loader';
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { inventoriesDataSchema, type Inventory, mapInventory } from './models/inventory';

export function createInventoryResource(t: Transport, options: BatchLoaderOptions = {}) {
  const loader = new BatchLoader<Inventory>(
    async skus => {
      const data = await t.request('inventories', {
        mediaType: MEDIA_TYPES.inventory,
        schema: inventoriesDataSchema,
        query: { sku: skus },
      });
      return new Map((data.data ?? []).map(d => [d.sku, mapInventory(d)] as const));
    },
    { maxBatchSize: options.maxBatchSize ?? 50, windowMs: options.windowMs }
  );
  return {
    /** Inventories by SKU; unknown SKUs are absent. */
    get(skus: readonly string[]): Promise<Map<string, Inventory>> {
      return loader.load(skus);
    },
  };
}

export type InventoryResource = ReturnType<typeof createInventoryResource>;
