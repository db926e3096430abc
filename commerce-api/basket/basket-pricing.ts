// Prices a basket's lines from the catalogue's price data in the basket currency: the sale price
// tier with the highest minimum quantity the line reaches (scaled prices), times the quantity. A
// line's warranty costs the warranty's price once per piece; the item total holds both. Unit
// prices are taxed for the ship-to country (ship-to-tax.ts).
import type { PriceStore, ProductPrices } from '../catalog/prices/pricing';
import type { ProductRecord, ProductStore } from '../catalog/products/product-store';
import type { LineItemRecord } from './basket-store';
import { type NetGross, ZERO, plus, times } from './money';
import type { ShipToTax } from './ship-to-tax';

export interface PricedWarranty {
  sku: string;
  total: NetGross;
}

export interface PricedLine {
  line: LineItemRecord;
  product: ProductRecord;
  unitPrice: NetGross;
  /** The product's price for the line quantity, without the warranty. */
  total: NetGross;
  warranty?: PricedWarranty;
}

export interface PricedBasket {
  lines: PricedLine[];
  itemTotal: NetGross;
  totalQuantity: number;
}

/** The unit sale price that applies at this quantity, or undefined without a price. */
function unitPriceAt(prices: ProductPrices | undefined, quantity: number): NetGross | undefined {
  const reached = (prices?.sale ?? []).filter(tier => tier.minQuantity <= quantity);
  const tier = reached.reduce<(typeof reached)[number] | undefined>(
    (best, candidate) => (best === undefined || candidate.minQuantity > best.minQuantity ? candidate : best),
    undefined,
  );
  return tier && { netCents: tier.netCents, grossCents: tier.grossCents };
}

/** Lines whose product lost its price in the basket currency are left out (and not charged), as are such warranties. */
export function priceLines(
  lines: LineItemRecord[],
  scope: { currency: string; locale: string; tax: ShipToTax },
  stores: { products: ProductStore; prices: PriceStore },
): PricedBasket {
  const { currency, locale, tax } = scope;
  const warrantyIds = lines.flatMap(line => (line.warrantyId === null ? [] : [line.warrantyId]));
  const ids = [...new Set([...lines.map(line => line.productId), ...warrantyIds])];
  const products = new Map(stores.products.findByIds(ids, locale).map(product => [product.id, product]));
  const prices = stores.prices.pricesOf(ids, currency);

  const taxedUnitPrice = (product: ProductRecord, quantity: number) => {
    const unitPrice = unitPriceAt(prices.get(product.id), quantity);
    return unitPrice && tax.unitPrice(unitPrice, product.taxRate);
  };
  const warrantyOf = (line: LineItemRecord): PricedWarranty | undefined => {
    const warranty = line.warrantyId === null ? undefined : products.get(line.warrantyId);
    const unitPrice = warranty && taxedUnitPrice(warranty, 1);
    return warranty && unitPrice && { sku: warranty.sku, total: times(unitPrice, line.quantity) };
  };
  const priced = lines.flatMap(line => {
    const product = products.get(line.productId);
    const unitPrice = product && taxedUnitPrice(product, line.quantity);
    if (!product || !unitPrice) return [];
    const warranty = warrantyOf(line);
    return [{ line, product, unitPrice, total: times(unitPrice, line.quantity), ...(warranty ? { warranty } : {}) }];
  });
  return {
    lines: priced,
    itemTotal: priced.reduce((sum, line) => plus(plus(sum, line.total), line.warranty?.total ?? ZERO), ZERO),
    totalQuantity: priced.reduce((sum, line) => sum + line.line.quantity, 0),
  };
}
