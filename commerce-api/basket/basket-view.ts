// Everything a basket document shows, read from the stores: the priced lines (with promotions),
// the checkout state and the payment (whose restrictions depend on the discounted total of items
// and shipping).
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import type { CountryStore } from '../reference/countries';
import { type CheckoutStores, checkoutOf } from './basket-checkout';
import type { BasketAttributes } from './basket-attributes';
import type { BasketView } from './basket-document';
import { type PaymentStores, paymentOf } from './basket-payment';
import { priceBasket } from './basket-pricing';
import { priceWithPromotions } from './promotion-codes';
import type { PromotionRules } from './promotion-store';
import type { BasketRecord, BasketStore } from './basket-store';
import { addressData } from './checkout-documents';
import { ZERO, plus } from './money';
import type { BasketApprovals } from '../organization/requisitions/basket-approval';
import { COST_CENTER_ATTRIBUTE } from '../organization/requisitions/basket-approval';

export interface BasketViewStores extends CheckoutStores, PaymentStores {
  baskets: BasketStore;
  products: ProductStore;
  prices: PriceStore;
  countries: CountryStore;
  /** Basket and line item attributes; without them documents show none. */
  basketAttributes?: BasketAttributes;
  /** Promotion rules and the baskets' codes; without them baskets get no discounts. */
  promotionRules?: PromotionRules;
  /** Whether a business user's basket needs approval; without it no basket says. */
  approvals?: BasketApprovals;
}

export function basketView(basket: BasketRecord, stores: BasketViewStores, locale: string): BasketView {
  const checkout = checkoutOf(basket, stores, locale);
  const lines = stores.baskets.lineItems(basket.id);
  const shipping = checkout.shippingMethod ? { netCents: checkout.shippingMethod.netCents, grossCents: checkout.shippingMethod.grossCents } : ZERO;
  const { priced, promotions } = stores.promotionRules
    ? priceWithPromotions(basket, lines, { locale, tax: checkout.tax, shipping }, { ...stores, promotionRules: stores.promotionRules })
    : { priced: priceBasket(lines, { currency: basket.currency, locale, tax: checkout.tax, shipping, rules: [] }, stores), promotions: { codes: [] } };
  const total = priced.discountedTotal;
  const payment = paymentOf(basket, { locale, tax: checkout.tax, total }, stores);
  const attributes = stores.basketAttributes?.ofBaskets.list(basket.id);
  const costCenter = attributes?.find(attribute => attribute.name === COST_CENTER_ATTRIBUTE)?.value;
  const method = payment.openTender?.method;
  const grandTotal = method ? plus(total, { netCents: method.netCents, grossCents: method.grossCents }) : total;
  const approval = stores.approvals?.evaluate({
    basketId: basket.id,
    currency: basket.currency,
    grandTotal,
    ...(costCenter === undefined ? {} : { costCenterNumber: String(costCenter) }),
    lines: priced.lines.map(line => ({ id: line.line.id, total: line.warranty ? plus(line.total, line.warranty.total) : line.total })),
    lineCostCenterNumber: lineItemId => {
      const own = stores.basketAttributes?.ofLineItems.find(lineItemId, COST_CENTER_ATTRIBUTE)?.value;
      return own === undefined ? undefined : String(own);
    },
  });
  return {
    basket,
    locale,
    priced,
    promotions,
    checkout,
    payment,
    addressData: address => addressData(address, stores.countries, locale),
    ...(stores.basketAttributes && attributes ? { attributes, lineItemAttributes: stores.basketAttributes.ofLineItems.list } : {}),
    ...(approval ? { approval } : {}),
  };
}
