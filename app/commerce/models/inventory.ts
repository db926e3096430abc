import { z } from 'zod';

import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';

export interface Warehouse {
  type: string;
  /** Units available, never negative. */
  stock: number;
  id?: string;
  alwaysInStock: boolean;
  /** ISO date the stock is expected when none is left. */
  availableDate?: string;
  /** ISO duration or days until delivery from this warehouse. */
  deliveryTime?: string;
  producerID?: string;
}

export interface Inventory {
  sku: string;
  warehouses: Warehouse[];
  inStock?: boolean;
  availabilityMessage?: string;
}

/** 1 in stock, 2 low, 3 out (spec §4). */
export type StockStatus = 1 | 2 | 3;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

const warehouseDataSchema = z.looseObject({
  type: lenientString.optional(),
  id: lenientString.optional(),
  stock: lenientNumber.optional(),
  quantity: z.union([z.looseObject({ value: lenientNumber.optional() }), lenientNumber]).nullish(),
  alwaysInStock: lenientBoolean.optional(),
  availableDate: lenientString.optional(),
  deliveryTime: lenientString.optional(),
  producerID: lenientString.optional(),
});

/** One element of `GET inventories` (inventory.v1). Older answers carry only the totals, newer ones warehouses. */
export const inventoryDetailsDataSchema = z.looseObject({
  sku: idString,
  inStock: lenientBoolean.optional(),
  availability: lenientBoolean.optional(),
  availabilityMessage: lenientString.optional(),
  availableStock: lenientNumber.optional(),
  stockLevel: z.looseObject({ value: lenientNumber.optional(), unit: lenientString.optional() }).nullish(),
  stockLevelCode: lenientString.optional(),
  alwaysInStock: lenientBoolean.optional(),
  availableDate: lenientString.optional(),
  warehouses: z.array(warehouseDataSchema).nullish(),
});
export type InventoryDetailsData = z.infer<typeof inventoryDetailsDataSchema>;

export const inventoriesDataSchema = z.looseObject({
  data: z.array(inventoryDetailsDataSchema).nullish(),
});

function floorStock(value: number | undefined): number {
  return Math.max(0, Math.floor(value ?? 0));
}

function compactWarehouse(w: Warehouse): Warehouse {
  for (const key of Object.keys(w) as (keyof Warehouse)[]) if (w[key] === undefined) delete w[key];
  return w;
}

export function mapInventory(data: InventoryDetailsData): Inventory {
  let warehouses: Warehouse[];
  if (data.warehouses?.length) {
    warehouses = data.warehouses.map(w =>
      compactWarehouse({
        type: w.type ?? 'default',
        stock: floorStock(w.stock ?? (typeof w.quantity === 'object' && w.quantity ? w.quantity.value : (w.quantity ?? undefined))),
        id: w.id,
        alwaysInStock: w.alwaysInStock ?? false,
        availableDate: w.availableDate,
        deliveryTime: w.deliveryTime,
        producerID: w.producerID,
      })
    );
  } else {
    const total = data.stockLevel?.value ?? data.availableStock;
    warehouses = [
      compactWarehouse({
        type: 'default',
        stock: floorStock(total),
        // Only the in-stock flag, no figure: treat as unlimited rather than as zero.
        alwaysInStock: data.alwaysInStock ?? (total === undefined && (data.inStock ?? data.availability) === true),
        availableDate: data.availableDate,
      }),
    ];
  }
  const inventory: Inventory = { sku: data.sku, warehouses };
  if (data.inStock !== undefined) inventory.inStock = data.inStock;
  if (data.availabilityMessage) inventory.availabilityMessage = data.availabilityMessage;
  return inventory;
}

export function totalStock(inventory: Inventory): number {
  return inventory.warehouses.reduce((sum, w) => sum + w.stock, 0);
}

/** 1 in stock, 2 at or below the threshold, 3 none left; any always-in-stock warehouse means 1. */
export function stockStatus(
  inventory: Inventory,
  { lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD }: { lowStockThreshold?: number } = {}
): StockStatus {
  if (inventory.warehouses.some(w => w.alwaysInStock)) return 1;
  const total = totalStock(inventory);
  if (total <= 0) return 3;
  return total <= lowStockThreshold ? 2 : 1;
}
