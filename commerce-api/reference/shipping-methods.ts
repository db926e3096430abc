// Shipping methods with their delivery times, as the product resource lists them.
import type { Db } from '../db/open-database';

export function createShippingMethods(db: Db) {
  const all = db.prepare(`SELECT m.id, t.name, m.shipping_time_min AS shippingTimeMin,
      m.shipping_time_max AS shippingTimeMax
    FROM shipping_methods m JOIN shipping_method_texts t ON t.shipping_method_id = m.id AND t.locale = ?
    ORDER BY m.position`);
  return {
    list: (locale: string) =>
      (all.all(locale) as { id: string; name: string; shippingTimeMin: number; shippingTimeMax: number }[]).map(
        method => ({ type: 'ShippingMethod', ...method }),
      ),
  };
}

export type ShippingMethods = ReturnType<typeof createShippingMethods>;
