// Everything a basket document shows, read from the stores: the priced lines, the checkout state
// and the payment (whose restrictions depend on the total of items and shipping).
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import type { CountryStore } from '../reference/countries';
import { type CheckoutStores, checkoutOf } from './basket-checkout';
import type { BasketView } from './basket-document';
import { type PaymentStores, paymentOf } from './basket-payment';
import { priceLines } from './basket-pricing';
import type { BasketRecord, BasketStore } from './basket-store';
import { addressData } from './checkout-documents';
import { ZERO, plus } from './money';

export interface BasketViewStores extends CheckoutStores, PaymentStores {
  baskets: BasketStore;
  products: ProductStore;
  prices: PriceStore;
  countries: CountryStore;
}

export function basketView(basket: BasketRecord, stores: BasketViewStores, locale: string): BasketView {
  const checkout = checkoutOf(basket, stores, locale);
  const priced = priceLines(stores.baskets.lineItems(basket.id), { currency: basket.currency, locale, tax: checkout.tax }, stores);
  const total = plus(priced.itemTotal, checkout.shippingMethod ?? ZERO);
  return {
    basket,
    priced,
    checkout,
    payment: paymentOf(basket, { locale, tax: checkout.tax, total }, stores),
    addressData: address => addressData(address, stores.countries, locale),
  };
}
