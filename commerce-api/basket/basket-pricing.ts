// Prices a basket's lines from the catalogue's price data in the basket currency: the sale price
// tier with the highest minimum quantity the line reaches (scaled prices), times the quantity. A
// line's warranty costs the warranty's price once per piece; the item total holds both. Unit
// prices are taxed for the ship-to country (ship-to-tax.ts).
//
// Promotions (`priceBasket`; decision 011, addendum): the rules given are active (their validity
// window is checked by the caller) and apply in rule order. Every discount is computed on net
// cents, percentages rounded half up to the cent, and its gross follows from the net with the tax
// rate of what it discounts, so net + tax = gross holds for every discount and total:
// - item discounts lower the line's unit net price (a percentage of the unit price, or a fixed
//   amount per unit, never below zero); the discounted unit gross is the discounted net taxed
//   again (the one rounding of rule 1), and the line is unit × quantity as before;
// - order discounts (a percentage of, or a fixed amount off, the items' net value after item
//   discounts and earlier order discounts) are split over the tax rates in proportion to their
//   net value (`allocate`), and each share's gross is that share taxed at its rate;
// - free shipping takes the whole shipping cost, net and gross.
// A minimum order value is compared with the undiscounted items' net value.
//
// A line accepted from a quote (quoting/) costs the quoted net unit price at any quantity, taxed at
// the product's rate as catalogue prices are; item discounts leave it alone (the quote is the
// price agreed), order discounts and free shipping count it like any other line.
import type { PriceStore, ProductPrices } from '../catalog/prices/pricing';
import type { ProductRecord, ProductStore } from '../catalog/products/product-store';
import type { LineItemRecord } from './basket-store';
import { type NetGross, ZERO, allocate, grossAt, minus, percentOf, plus, times } from './money';
import type { PromotionKind, PromotionRule } from './promotion-store';
import type { ShipToTax } from './ship-to-tax';

export interface PricedWarranty {
  sku: string;
  total: NetGross;
  /** The warranty product's catalogue tax rate (a fraction). */
  taxRate: number;
}

/** A discount granted by a promotion, positive net and gross cents. */
export interface AppliedDiscount {
  /** Its key in the document's `discounts` (order level) or `lineItems_discounts` (line level). */
  id: string;
  promotionId: string;
  kind: PromotionKind;
  code: string | null;
  description: string;
  amount: NetGross;
}

export interface PricedLine {
  line: LineItemRecord;
  product: ProductRecord;
  /** The unit price after item discounts. */
  unitPrice: NetGross;
  undiscountedUnitPrice: NetGross;
  /** The product's price for the line quantity after item discounts, without the warranty. */
  total: NetGross;
  undiscountedTotal: NetGross;
  discounts: AppliedDiscount[];
  warranty?: PricedWarranty;
}

export type NotApplicableReason = 'minimum_order_value' | 'currency' | 'no_matching_items';

export interface PricedBasket {
  lines: PricedLine[];
  /** Items (with warranties) after item discounts. */
  itemTotal: NetGross;
  undiscountedItemTotal: NetGross;
  itemDiscountsTotal: NetGross;
  /** Order-level (value based) discounts, not part of the item total. */
  orderDiscounts: AppliedDiscount[];
  orderDiscountsTotal: NetGross;
  /** The shipping cost after shipping discounts. */
  shippingTotal: NetGross;
  undiscountedShippingTotal: NetGross;
  shippingDiscounts: AppliedDiscount[];
  shippingDiscountsTotal: NetGross;
  /** Items after all discounts plus shipping: what payment limits and the grand total start from. */
  discountedTotal: NetGross;
  totalQuantity: number;
  /** Rules given that granted nothing, and why. */
  notApplicable: { promotionId: string; reason: NotApplicableReason }[];
}

/** The unit sale price that applies at this quantity, or undefined without a price. */
export function unitPriceAt(prices: ProductPrices | undefined, quantity: number): NetGross | undefined {
  const reached = (prices?.sale ?? []).filter(tier => tier.minQuantity <= quantity);
  const tier = reached.reduce<(typeof reached)[number] | undefined>(
    (best, candidate) => (best === undefined || candidate.minQuantity > best.minQuantity ? candidate : best),
    undefined,
  );
  return tier && { netCents: tier.netCents, grossCents: tier.grossCents };
}

const sum = (amounts: NetGross[]) => amounts.reduce(plus, ZERO);

/** The gross of a net amount at the rate a product of this catalogue rate is taxed at (ship-to country or catalogue). */
function grossFor(tax: ShipToTax, catalogueRate: number): (netCents: number) => number {
  return netCents =>
    tax.unitPrice({ netCents, grossCents: grossAt(netCents, Math.round(catalogueRate * 10_000)) }, catalogueRate).grossCents;
}

/**
 * The lines priced without promotions (and without shipping). Lines whose product lost its price
 * in the basket currency are left out (and not charged), as are such warranties.
 */
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
  const quotedUnitPrice = (product: ProductRecord, netCents: number) =>
    tax.unitPrice({ netCents, grossCents: grossAt(netCents, Math.round(product.taxRate * 10_000)) }, product.taxRate);
  const warrantyOf = (line: LineItemRecord): PricedWarranty | undefined => {
    const warranty = line.warrantyId === null ? undefined : products.get(line.warrantyId);
    const unitPrice = warranty && taxedUnitPrice(warranty, 1);
    return warranty && unitPrice && { sku: warranty.sku, total: times(unitPrice, line.quantity), taxRate: warranty.taxRate };
  };
  const priced = lines.flatMap((line): PricedLine[] => {
    const product = products.get(line.productId);
    const unitPrice =
      product && (line.quotedUnitNetCents === null ? taxedUnitPrice(product, line.quantity) : quotedUnitPrice(product, line.quotedUnitNetCents));
    if (!product || !unitPrice) return [];
    const warranty = warrantyOf(line);
    const total = times(unitPrice, line.quantity);
    return [
      {
        line,
        product,
        unitPrice,
        undiscountedUnitPrice: unitPrice,
        total,
        undiscountedTotal: total,
        discounts: [],
        ...(warranty ? { warranty } : {}),
      },
    ];
  });
  const itemTotal = sum(priced.flatMap(line => [line.total, line.warranty?.total ?? ZERO]));
  return {
    lines: priced,
    itemTotal,
    undiscountedItemTotal: itemTotal,
    itemDiscountsTotal: ZERO,
    orderDiscounts: [],
    orderDiscountsTotal: ZERO,
    shippingTotal: ZERO,
    undiscountedShippingTotal: ZERO,
    shippingDiscounts: [],
    shippingDiscountsTotal: ZERO,
    discountedTotal: itemTotal,
    totalQuantity: priced.reduce((count, line) => count + line.line.quantity, 0),
    notApplicable: [],
  };
}

function discountOf(rule: PromotionRule, id: string, amount: NetGross): AppliedDiscount {
  return { id, promotionId: rule.promotionId, kind: rule.kind, code: rule.code, description: rule.description, amount };
}

/** Item discounts on one line, in rule order; each lowers the unit net price left by the ones before. */
function discountLine(line: PricedLine, rules: PromotionRule[], tax: ShipToTax, granted: Set<string>): PricedLine {
  if (line.line.quotedUnitNetCents !== null) return line;
  const regross = grossFor(tax, line.product.taxRate);
  let unit = line.undiscountedUnitPrice;
  const discounts: AppliedDiscount[] = [];
  for (const rule of rules) {
    if (!rule.productIds.includes(line.product.id)) continue;
    const off =
      rule.kind === 'ItemPercentOff'
        ? percentOf(unit.netCents, rule.percentBasisPoints ?? 0)
        : Math.min(rule.amountOffCents ?? 0, unit.netCents);
    if (off === 0) continue;
    const netCents = unit.netCents - off;
    const discounted = { netCents, grossCents: netCents === 0 ? 0 : regross(netCents) };
    discounts.push(discountOf(rule, `${line.line.id}-${rule.promotionId}`, times(minus(unit, discounted), line.line.quantity)));
    granted.add(rule.promotionId);
    unit = discounted;
  }
  if (discounts.length === 0) return line;
  return { ...line, unitPrice: unit, total: times(unit, line.line.quantity), discounts };
}

/** Items' value per catalogue tax rate, with the gross function of that rate. */
function rateGroups(lines: PricedLine[], tax: ShipToTax) {
  const groups = new Map<number, { amount: NetGross; regross: (netCents: number) => number }>();
  const add = (rate: number, amount: NetGross) => {
    const group = groups.get(rate) ?? { amount: ZERO, regross: grossFor(tax, rate) };
    groups.set(rate, { ...group, amount: plus(group.amount, amount) });
  };
  for (const line of lines) {
    add(line.product.taxRate, line.total);
    if (line.warranty) add(line.warranty.taxRate, line.warranty.total);
  }
  return [...groups.values()];
}

/**
 * The basket priced with the active promotion rules and the shipping cost (taxed for the
 * ship-to country, ZERO without a method).
 */
export function priceBasket(
  lines: LineItemRecord[],
  scope: { currency: string; locale: string; tax: ShipToTax; shipping: NetGross; rules: PromotionRule[] },
  stores: { products: ProductStore; prices: PriceStore },
): PricedBasket {
  const { tax, shipping } = scope;
  const undiscounted = priceLines(lines, scope, stores);
  const orderValue = undiscounted.undiscountedItemTotal.netCents;
  const notApplicable: PricedBasket['notApplicable'] = [];
  const granted = new Set<string>();
  const usable = scope.rules.filter(rule => {
    const isValue = rule.kind === 'OrderValueOff' || rule.kind === 'ItemValueOff';
    const reason: NotApplicableReason | undefined =
      isValue && rule.amountOffCents === null
        ? 'currency'
        : rule.minimumOrderCents !== null && orderValue < rule.minimumOrderCents
          ? 'minimum_order_value'
          : undefined;
    if (reason) notApplicable.push({ promotionId: rule.promotionId, reason });
    return reason === undefined;
  });
  const ofKinds = (...kinds: PromotionKind[]) => usable.filter(rule => kinds.includes(rule.kind));

  const pricedLines = undiscounted.lines.map(line => discountLine(line, ofKinds('ItemPercentOff', 'ItemValueOff'), tax, granted));
  const itemTotal = sum(pricedLines.flatMap(line => [line.total, line.warranty?.total ?? ZERO]));

  const groups = rateGroups(pricedLines, tax);
  const orderDiscounts: AppliedDiscount[] = [];
  for (const rule of ofKinds('OrderPercentOff', 'OrderValueOff')) {
    const left = groups.reduce((total, group) => total + group.amount.netCents, 0);
    const off =
      rule.kind === 'OrderPercentOff' ? percentOf(left, rule.percentBasisPoints ?? 0) : Math.min(rule.amountOffCents ?? 0, left);
    if (off === 0) continue;
    const shares = allocate(off, groups.map(group => group.amount.netCents));
    const amounts = groups.map((group, index) => {
      const netCents = shares[index];
      // a share that takes all of a rate's value takes all of its gross, whatever the unit roundings were
      const grossCents = netCents === group.amount.netCents ? group.amount.grossCents : group.regross(netCents);
      group.amount = minus(group.amount, { netCents, grossCents });
      return { netCents, grossCents };
    });
    orderDiscounts.push(discountOf(rule, rule.promotionId, sum(amounts)));
    granted.add(rule.promotionId);
  }

  const shippingDiscounts =
    shipping.netCents > 0 || shipping.grossCents > 0
      ? ofKinds('FreeShipping').slice(0, 1).map(rule => discountOf(rule, rule.promotionId, shipping))
      : [];
  for (const discount of shippingDiscounts) granted.add(discount.promotionId);
  const shippingDiscountsTotal = sum(shippingDiscounts.map(discount => discount.amount));
  const orderDiscountsTotal = sum(orderDiscounts.map(discount => discount.amount));
  const shippingTotal = minus(shipping, shippingDiscountsTotal);

  for (const rule of usable) {
    const isItemRule = rule.kind === 'ItemPercentOff' || rule.kind === 'ItemValueOff';
    if (isItemRule && !granted.has(rule.promotionId)) notApplicable.push({ promotionId: rule.promotionId, reason: 'no_matching_items' });
  }
  return {
    ...undiscounted,
    lines: pricedLines,
    itemTotal,
    itemDiscountsTotal: minus(undiscounted.undiscountedItemTotal, itemTotal),
    orderDiscounts,
    orderDiscountsTotal,
    shippingTotal,
    undiscountedShippingTotal: shipping,
    shippingDiscounts,
    shippingDiscountsTotal,
    discountedTotal: plus(minus(itemTotal, orderDiscountsTotal), shippingTotal),
    notApplicable,
  };
}
