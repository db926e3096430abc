// Product prices per currency: sale (with scaled tiers) and list, net and gross; price ranges
// of variation masters and summed-up prices of retail sets; the ICM JSON forms of all of them.
import type { Db } from '../../db/open-database';
import { fromCents } from './money';

export interface PriceAmount {
  netCents: number;
  grossCents: number;
}

export interface PriceTier extends PriceAmount {
  minQuantity: number;
}

export interface ProductPrices {
  /** Base sale price first, then scaled tiers by minimum quantity. */
  sale: PriceTier[];
  list?: PriceTier;
}

export interface PriceRange {
  minSale: PriceAmount;
  maxSale: PriceAmount;
  minList: PriceAmount;
  maxList: PriceAmount;
}

/** A retail set's parts summed up, and its cheapest part (the lower end of its price range, as ICM answers it). */
export interface SummedUpPrices {
  sale: PriceAmount;
  list: PriceAmount;
  minSale: PriceAmount;
  minList: PriceAmount;
}

interface PriceRow extends PriceTier {
  productId: number;
  priceType: 'sale' | 'list';
}

export function createPriceStore(db: Db) {
  const prices = db.prepare(`SELECT product_id AS productId, price_type AS priceType, min_quantity AS minQuantity,
      net_cents AS netCents, gross_cents AS grossCents
    FROM product_prices WHERE currency = ? AND product_id IN (SELECT value FROM json_each(?))
    ORDER BY product_id, price_type, min_quantity`);
  const variationPrices = db.prepare(`SELECT v.master_id AS productId, pr.price_type AS priceType,
      pr.min_quantity AS minQuantity, pr.net_cents AS netCents, pr.gross_cents AS grossCents
    FROM products v JOIN product_prices pr ON pr.product_id = v.id AND pr.currency = ? AND pr.min_quantity = 1
    WHERE v.online = 1 AND v.master_id IN (SELECT value FROM json_each(?))`);
  const partPrices = db.prepare(`SELECT rs.retail_set_id AS productId, pr.price_type AS priceType,
      pr.min_quantity AS minQuantity, pr.net_cents AS netCents, pr.gross_cents AS grossCents, rs.product_id AS partId
    FROM retail_set_parts rs JOIN product_prices pr ON pr.product_id = rs.product_id AND pr.currency = ?
      AND pr.min_quantity = 1
    WHERE rs.retail_set_id IN (SELECT value FROM json_each(?))`);

  function pricesOf(ids: number[], currency: string): Map<number, ProductPrices> {
    const result = new Map<number, ProductPrices>();
    for (const row of prices.all(currency, JSON.stringify(ids)) as PriceRow[]) {
      const entry = result.get(row.productId) ?? { sale: [] };
      const tier = { minQuantity: row.minQuantity, netCents: row.netCents, grossCents: row.grossCents };
      if (row.priceType === 'sale') entry.sale.push(tier);
      else if (row.minQuantity === 1) entry.list = tier;
      result.set(row.productId, entry);
    }
    return result;
  }

  /** Lowest and highest sale and list price among the online variations of each master. */
  function rangesOfMasters(masterIds: number[], currency: string): Map<number, PriceRange> {
    const byMaster = new Map<number, { sale: PriceAmount[]; list: PriceAmount[] }>();
    for (const row of variationPrices.all(currency, JSON.stringify(masterIds)) as PriceRow[]) {
      const entry = byMaster.get(row.productId) ?? { sale: [], list: [] };
      entry[row.priceType].push(row);
      byMaster.set(row.productId, entry);
    }
    const result = new Map<number, PriceRange>();
    for (const [masterId, { sale, list }] of byMaster) {
      if (sale.length === 0) continue;
      const listOrSale = list.length > 0 ? list : sale;
      const byGross = (a: PriceAmount, b: PriceAmount) => a.grossCents - b.grossCents;
      const sortedSale = [...sale].sort(byGross);
      const sortedList = [...listOrSale].sort(byGross);
      result.set(masterId, {
        minSale: sortedSale[0],
        maxSale: sortedSale[sortedSale.length - 1],
        minList: sortedList[0],
        maxList: sortedList[sortedList.length - 1],
      });
    }
    return result;
  }

  /**
   * Sum of the parts' prices of each retail set, and its cheapest part's prices; a part without list
   * price counts with its sale price.
   */
  function summedUpOfRetailSets(setIds: number[], currency: string): Map<number, SummedUpPrices> {
    const parts = new Map<number, Map<number, { sale?: PriceAmount; list?: PriceAmount }>>();
    for (const row of partPrices.all(currency, JSON.stringify(setIds)) as (PriceRow & { partId: number })[]) {
      const setParts = parts.get(row.productId) ?? new Map();
      const part = setParts.get(row.partId) ?? {};
      part[row.priceType] = row;
      setParts.set(row.partId, part);
      parts.set(row.productId, setParts);
    }
    const result = new Map<number, SummedUpPrices>();
    const lower = (a: PriceAmount | undefined, b: PriceAmount) => (a === undefined || b.grossCents < a.grossCents ? b : a);
    for (const [setId, setParts] of parts) {
      const sale = { netCents: 0, grossCents: 0 };
      const list = { netCents: 0, grossCents: 0 };
      let minSale: PriceAmount | undefined;
      let minList: PriceAmount | undefined;
      for (const part of setParts.values()) {
        if (!part.sale) continue;
        const partList = part.list ?? part.sale;
        sale.netCents += part.sale.netCents;
        sale.grossCents += part.sale.grossCents;
        list.netCents += partList.netCents;
        list.grossCents += partList.grossCents;
        minSale = lower(minSale, part.sale);
        minList = lower(minList, partList);
      }
      if (minSale && minList) result.set(setId, { sale, list, minSale, minList });
    }
    return result;
  }

  return { pricesOf, rangesOfMasters, summedUpOfRetailSets };
}

export type PriceStore = ReturnType<typeof createPriceStore>;

export function basePrice(prices: ProductPrices | undefined): PriceTier | undefined {
  return prices?.sale.find(tier => tier.minQuantity === 1) ?? prices?.sale[0];
}

const money = (cents: number, currency: string) => ({ currency, value: fromCents(cents) });

/** The price of the product resource (value gross, as the B2C channel displays it) with net and gross. */
export function productPriceData(amount: PriceAmount, currency: string) {
  return {
    type: 'ProductPrice',
    currency,
    currencyMnemonic: currency,
    value: fromCents(amount.grossCents),
    net: money(amount.netCents, currency),
    gross: money(amount.grossCents, currency),
  };
}

/** A price as the `salePrice`/`listPrice` attribute of a product list link. */
export function moneyAttributeValue(amount: PriceAmount, currency: string) {
  return {
    type: 'Money',
    currency,
    currencyMnemonic: currency,
    value: fromCents(amount.grossCents),
    net: money(amount.netCents, currency),
    gross: money(amount.grossCents, currency),
  };
}

/** A pricing.v1 price item. */
export function priceItemData(amount: PriceAmount, currency: string, minQuantity = 1) {
  return {
    type: 'PriceItem',
    gross: money(amount.grossCents, currency),
    net: money(amount.netCents, currency),
    minQuantity: { value: minQuantity },
    priceQuantity: { value: 1 },
  };
}
