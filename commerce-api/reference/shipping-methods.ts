// Shipping methods with their delivery times, as the product resource lists them, and the
// methods a basket may choose: priced in its currency and shipping to its ship-to country. They are
// reference data, written only by the seed before the API starts: a basket's choice is read once per
// locale, currency and country and kept (frozen), since every basket read lists it.
import type { Db } from '../db/open-database';
import { frozen } from './frozen';
import { perLocale } from './per-locale';

export interface ShippingOffer {
  id: string;
  name: string;
  description: string;
  shippingTimeMin: number;
  shippingTimeMax: number;
  netCents: number;
  grossCents: number;
}

export function createShippingMethods(db: Db) {
  const all = db.prepare(`SELECT m.id, t.name, m.shipping_time_min AS shippingTimeMin,
      m.shipping_time_max AS shippingTimeMax
    FROM shipping_methods m JOIN shipping_method_texts t ON t.shipping_method_id = m.id AND t.locale = ?
    ORDER BY m.position`);
  // @country NULL (no ship-to address yet) leaves the country restrictions out
  const offers = db.prepare(`SELECT m.id, t.name, t.description, m.shipping_time_min AS shippingTimeMin,
      m.shipping_time_max AS shippingTimeMax, c.net_cents AS netCents, c.gross_cents AS grossCents
    FROM shipping_methods m
    JOIN shipping_method_texts t ON t.shipping_method_id = m.id AND t.locale = @locale
    JOIN shipping_method_costs c ON c.shipping_method_id = m.id AND c.currency = @currency
    WHERE @country IS NULL
      OR NOT EXISTS (SELECT 1 FROM shipping_method_countries r WHERE r.shipping_method_id = m.id)
      OR EXISTS (SELECT 1 FROM shipping_method_countries r WHERE r.shipping_method_id = m.id AND r.country_code = @country)
    ORDER BY m.position`);
  const texts = db.prepare('SELECT name, description FROM shipping_method_texts WHERE shipping_method_id = ? AND locale = ?');
  // Keyed by what the request names (locale; currency and country), each level bounded by perLocale.
  const eligibleIn = perLocale(locale =>
    perLocale(currencyAndCountry => {
      const [currency, country] = JSON.parse(currencyAndCountry) as [string, string | null];
      return frozen(offers.all({ locale, currency, country }) as ShippingOffer[]) as readonly ShippingOffer[];
    }),
  );
  return {
    list: (locale: string) =>
      (all.all(locale) as { id: string; name: string; shippingTimeMin: number; shippingTimeMax: number }[]).map(
        method => ({ type: 'ShippingMethod', ...method }),
      ),
    /** Methods with a cost in the currency that ship to the country (any method without one). */
    eligible: (locale: string, currency: string, country: string | undefined) => eligibleIn(locale)(JSON.stringify([currency, country ?? null])),
    /** A method's name and description in the locale; undefined for a method the shop no longer has. */
    texts: (id: string, locale: string) => texts.get(id, locale) as { name: string; description: string } | undefined,
  };
}

export type ShippingMethods = ReturnType<typeof createShippingMethods>;
