// Stock per product (inventory.v1): availability, stock level, and the warehouse it lies in.
import type { Db } from '../../db/open-database';
import type { LocalizationTexts } from '../../reference/localization-texts';

const LOW_STOCK_THRESHOLD = 5;
const PRODUCER_ID = 'inSPIRED';

interface InventoryRow {
  productId: number;
  sku: string;
  kind: string;
  online: number;
  inStock: number;
  availableStock: number;
  warehouseId: string | null;
  alwaysInStock: number | null;
  availableDate: string | null;
  readyForShipmentMin: number;
}

export function createInventoryStore(db: Db) {
  const bySkus = db.prepare(`SELECT p.id AS productId, p.sku, p.kind, p.online, a.in_stock AS inStock,
      a.available_stock AS availableStock, i.warehouse_id AS warehouseId, i.always_in_stock AS alwaysInStock,
      i.available_date AS availableDate, p.ready_for_shipment_min AS readyForShipmentMin
    FROM products p
    JOIN product_availability a ON a.product_id = p.id
    LEFT JOIN inventory i ON i.product_id = p.id
    WHERE p.sku IN (SELECT value FROM json_each(?))`);
  return {
    /** Rows for the known SKUs, in request order. */
    bySkus(skus: string[]): InventoryRow[] {
      const rows = new Map((bySkus.all(JSON.stringify(skus)) as InventoryRow[]).map(row => [row.sku, row]));
      return [...new Set(skus)].map(sku => rows.get(sku)).filter((row): row is InventoryRow => row !== undefined);
    },
  };
}

export type InventoryStore = ReturnType<typeof createInventoryStore>;

export function stockLevelCode(row: Pick<InventoryRow, 'inStock' | 'availableStock' | 'alwaysInStock'>) {
  if (row.inStock !== 1) return 'OUT_OF_STOCK';
  if (row.alwaysInStock !== 1 && row.availableStock <= LOW_STOCK_THRESHOLD) return 'LOW_STOCK';
  return 'IN_STOCK';
}

export function inventoryData(row: InventoryRow, texts: LocalizationTexts, locale: string) {
  const code = stockLevelCode(row);
  const messageKey = code.toLowerCase();
  return {
    sku: row.sku,
    inStock: row.inStock === 1,
    availableStock: row.availableStock,
    availability: row.online === 1,
    availabilityMessage: texts.text(locale, `commerce.inventory.${messageKey}`, code),
    stockLevel: { value: row.availableStock, unit: '' },
    stockLevelCode: code,
    warehouses: [
      {
        type: 'Warehouse',
        id: row.warehouseId ?? 'inSPIRED-Warehouse',
        stock: Math.max(0, row.availableStock),
        alwaysInStock: row.alwaysInStock === 1,
        ...(row.availableDate ? { availableDate: row.availableDate } : {}),
        deliveryTime: `P${row.readyForShipmentMin}D`,
        producerID: PRODUCER_ID,
      },
    ],
  };
}
