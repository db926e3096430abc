// Tax rates per country and tax class, in basis points (1900 = 19 %). The catalogue's gross
// prices carry the shop country's rates.
import type { Db } from '../db/open-database';

export const SHOP_COUNTRY = 'DE';

export type TaxClass = 'standard' | 'reduced';

export function createTaxRates(db: Db) {
  const rates = db.prepare(`SELECT tax_class AS taxClass, rate_basis_points AS basisPoints
    FROM country_tax_rates WHERE country_code = ?`);
  return {
    /** The country's rates by class; empty when the country has none. */
    of: (country: string) =>
      new Map((rates.all(country) as { taxClass: TaxClass; basisPoints: number }[]).map(rate => [rate.taxClass, rate.basisPoints])),
  };
}

export type TaxRates = ReturnType<typeof createTaxRates>;
