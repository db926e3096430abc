// Everything a basket document shows, read from the stores: the priced lines and the checkout state.
import type { PriceStore } from '../catalog/prices/pricing';
import type { ProductStore } from '../catalog/products/product-store';
import type { CountryStore } from '../reference/countries';
import { type CheckoutStores, checkoutOf } from './basket-checkout';
import type { BasketView } from './basket-document';
import { priceLines } from './basket-pricing';
import type { BasketRecord, BasketStore } from './basket-store';
import { addressData } from './checkout-documents';

export interface BasketViewStores extends CheckoutStores {
  baskets: BasketStore;
  products: ProductStore;
  prices: PriceStore;
  countries: CountryStore;
}

export function basketView(basket: BasketRecord, stores: BasketViewStores, locale: string): BasketView {
  const checkout = checkoutOf(basket, stores, locale);
  return {
    basket,
    priced: priceLines(stores.baskets.lineItems(basket.id), { currency: basket.currency, locale, tax: checkout.tax }, stores),
    checkout,
    addressData: address => addressData(address, stores.countries, locale),
  };
}
