// Stock of the products an order takes: whether each is still orderable, and reserving it by
// decrementing the catalogue inventory (products always in stock keep their stock), and giving it
// back when the order is rolled back.
import type { Db } from '../db/open-database';

export interface ProductStock {
  productId: number;
  sku: string;
  online: boolean;
  /** Pieces available, or undefined when always in stock. */
  available: number | undefined;
}

export function createStockReservations(db: Db) {
  const stockOf = db.prepare(`SELECT p.id AS productId, p.sku, p.online, COALESCE(i.stock, 0) AS stock,
      COALESCE(i.always_in_stock, 0) AS alwaysInStock
    FROM products p LEFT JOIN inventory i ON i.product_id = p.id WHERE p.id = ?`);
  const take = db.prepare('UPDATE inventory SET stock = stock - ? WHERE product_id = ? AND always_in_stock = 0');
  const giveBack = db.prepare(`UPDATE inventory SET stock = stock + ?
    WHERE product_id = (SELECT id FROM products WHERE sku = ?) AND always_in_stock = 0`);

  return {
    stock(productId: number): ProductStock | undefined {
      const row = stockOf.get(productId) as
        | { productId: number; sku: string; online: number; stock: number; alwaysInStock: number }
        | undefined;
      return (
        row && {
          productId: row.productId,
          sku: row.sku,
          online: row.online === 1,
          available: row.alwaysInStock === 1 ? undefined : Math.max(0, row.stock),
        }
      );
    },
    /** Takes the quantity from stock; check `stock` first, in the same transaction. */
    reserve: (productId: number, quantity: number) => void take.run(quantity, productId),
    /** Gives back what a rolled-back order had reserved (by the SKU its document names). */
    release: (sku: string, quantity: number) => void giveBack.run(quantity, sku),
  };
}

export type StockReservations = ReturnType<typeof createStockReservations>;
