// The basket page's data: the basket is its primary resource; the products of its lines (names,
// images, order rules) and the validation of the basket step are secondary and degrade.
import type { Basket, LineItem, Product } from '~/commerce/models';
import type { BasketValidation } from '~/commerce/models/basket-validation';
import type { Image } from '~/commerce/models/image';
import type { Money, PriceItem } from '~/commerce/models/money';
import { config } from '~/http/config.server';
import { productHref, toProductCard } from '~/features/catalog/product-views';
import type { ShopMessage } from '~/forms/form-reply';
import { primary, secondary } from '~/http/commerce-boundary.server';
import type { ShopContext } from '~/http/shop-context.server';
import { basketIdOf, forgetBasket, isBasketGone } from './basket-session.server';
import { type DeliveryRules, deliveryWindow, todayIso } from './delivery-date';
import { type OrderRules, orderRulesOf } from './order-rules';

/** Scopes validated when leaving the basket (shopping-core §4). */
export const BASKET_STEP_SCOPES = ['Products', 'Promotion', 'Value', 'CostCenter'];

export interface BasketLineView {
  id: string;
  sku: string;
  name: string;
  /** The product page, when the product is still in the catalogue. */
  href?: string;
  image?: Image;
  quantity: number;
  rules: OrderRules;
  singlePrice?: PriceItem;
  undiscountedSinglePrice?: PriceItem;
  total?: PriceItem;
  undiscountedTotal?: PriceItem;
  warranty?: { sku: string; name?: string; price?: PriceItem };
  /** The warranties the line's product offers (a choice on the basket page). */
  warranties: { id: string; name: string; price?: Money }[];
  /** The line's own cost center (its number), when the company chooses them per line item. */
  costCenter?: string;
  /** The quote the line came from: its quantity and price are the quote's. */
  quote?: string;
  editable: boolean;
}

/** The desired delivery dates the shop offers today: the date input's min and max, and the weekdays without delivery. */
export interface DeliveryDateChoice {
  min: string;
  max: string;
  excludedWeekdays: number[];
}

export type BasketView = Pick<
  Basket,
  'id' | 'totals' | 'discounts' | 'promotionCodes' | 'messageToMerchant' | 'totalProductQuantity' | 'itemCount' | 'desiredDeliveryDate' | 'recurrence'
> & { lines: BasketLineView[]; delivery: DeliveryDateChoice };

/** The delivery date rules of the settings (DELIVERY_MIN_DAYS, DELIVERY_MAX_DAYS, DELIVERY_EXCLUDED_WEEKDAYS). */
export function deliveryRules(): DeliveryRules {
  return { minDays: config.deliveryMinDays, maxDays: config.deliveryMaxDays, excludedWeekdays: config.deliveryExcludedWeekdays };
}

export function deliveryDateChoice(today = todayIso()): DeliveryDateChoice {
  const rules = deliveryRules();
  return { ...deliveryWindow(rules, today), excludedWeekdays: [...rules.excludedWeekdays] };
}

async function lineView(shop: ShopContext, line: LineItem): Promise<BasketLineView> {
  const product = await secondary<Product | undefined>(shop, 'basket line product', shop.commerce.products.get(line.sku), undefined);
  const card = product ? toProductCard(product) : undefined;
  return {
    id: line.id,
    sku: line.sku,
    name: card?.name ?? line.name ?? line.sku,
    ...(product ? { href: productHref(product) } : {}),
    ...(card?.images[0] ? { image: card.images[0] } : {}),
    quantity: line.quantity,
    rules: product ? orderRulesOf(product) : orderRulesOf({}),
    singlePrice: line.singleBasePrice,
    undiscountedSinglePrice: line.undiscountedSingleBasePrice,
    total: line.total,
    undiscountedTotal: line.undiscountedTotal,
    ...(line.warrantySku
      ? { warranty: { sku: line.warrantySku, name: product?.availableWarranties.find((w) => w.id === line.warrantySku)?.name, price: line.warrantyPrice } }
      : {}),
    warranties: (product?.availableWarranties ?? []).map(({ id, name, price }) => ({ id, name, ...(price ? { price } : {}) })),
    ...(line.costCenter ? { costCenter: line.costCenter } : {}),
    ...(line.quote ? { quote: line.quote } : {}),
    editable: line.editable,
  };
}

/** Lines of a basket or an order with their products' names, images and links. */
export function lineViews(shop: ShopContext, lines: LineItem[]): Promise<BasketLineView[]> {
  return Promise.all(lines.map((line) => lineView(shop, line)));
}

/** The view of a basket the pages show: its lines with their products. */
export async function basketView(shop: ShopContext, basket: Basket): Promise<BasketView> {
  const { id, totals, discounts, promotionCodes, messageToMerchant, totalProductQuantity, itemCount, desiredDeliveryDate, recurrence } = basket;
  const lines = await lineViews(shop, basket.lineItems);
  return {
    id,
    totals,
    discounts,
    promotionCodes,
    messageToMerchant,
    totalProductQuantity,
    itemCount,
    ...(desiredDeliveryDate ? { desiredDeliveryDate } : {}),
    ...(recurrence ? { recurrence } : {}),
    lines,
    delivery: deliveryDateChoice(),
  };
}

/**
 * The session's basket, or undefined when the shopper has none. A basket the backend no longer has
 * (expired, submitted) is forgotten and reported as a message; any other failure is the page's error.
 */
export async function loadSessionBasket(shop: ShopContext): Promise<{ basket?: Basket; messages: ShopMessage[] }> {
  const basketId = basketIdOf(shop);
  if (!basketId) return { messages: [] };
  try {
    return { basket: await shop.commerce.baskets.get(basketId), messages: [] };
  } catch (error) {
    if (!isBasketGone(error, shop)) return primary(Promise.reject(error));
    forgetBasket(shop);
    return { messages: [{ type: 'error', key: 'basket.not_found.error' }] };
  }
}

/** The backend's codes the shop words itself, wherever they come: an error's own or one of its causes'. */
const SHOP_WORDED_CODES = new Set(['basket.line_item.quote.expired.error']);

/** The shop's own message for the first of these codes it words itself (an expired quote in the basket), if any. */
export function shopWorded(codes: readonly (string | undefined)[]): ShopMessage | undefined {
  const code = codes.find((each) => each && SHOP_WORDED_CODES.has(each));
  return code ? { type: 'error', key: code } : undefined;
}

/** A validation's errors and infos as messages for the shopper. */
export function validationMessages(validation: BasketValidation): ShopMessage[] {
  return [
    ...validation.errors.map(
      (error): ShopMessage =>
        shopWorded([error.code, ...(error.causes ?? []).map((cause) => cause.code)]) ?? { type: 'error', key: 'basket.error.backend', values: { message: error.message } },
    ),
    ...validation.infos.map((info): ShopMessage => ({ type: 'info', key: 'basket.info.backend', values: { message: info.message } })),
  ];
}
