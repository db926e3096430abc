// A basket's checkout state: its addresses, the ship-to country, the shipping methods it may
// choose and the chosen one, and the planning of a PATCH that chooses addresses or a method
// (all or nothing: every unknown reference is a cause of one 422 basket.update.failed, in the
// request's locale).
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import type { ShippingMethods, ShippingOffer } from '../reference/shipping-methods';
import type { TaxRates } from '../reference/tax-rates';
import type { AddressRecord, BasketAddresses } from './basket-addresses';
import type { BasketRecord, CheckoutChoices } from './basket-store';
import { feedbackText } from './feedback-texts';
import { type ShipToTax, shipToTax } from './ship-to-tax';

export interface CheckoutStores {
  addresses: BasketAddresses;
  shippingMethods: ShippingMethods;
  taxRates: TaxRates;
}

export interface BasketCheckout {
  addresses: AddressRecord[];
  invoiceToAddress?: AddressRecord;
  shipToAddress?: AddressRecord;
  /** Tax for the ship-to country. */
  tax: ShipToTax;
  /** Costs taxed for the ship-to country. */
  eligibleShippingMethods: ShippingOffer[];
  /** The chosen method while it is eligible. */
  shippingMethod?: ShippingOffer;
}

export interface CheckoutReferences {
  invoiceToAddress?: string;
  commonShipToAddress?: string;
  commonShippingMethod?: string;
}

export function checkoutOf(basket: BasketRecord, stores: CheckoutStores, locale: string): BasketCheckout {
  const addresses = stores.addresses.list(basket.id);
  const byId = (id: string | null) => addresses.find(address => address.id === id);
  const shipToAddress = byId(basket.shipToAddressId);
  const tax = shipToTax(shipToAddress?.countryCode, stores.taxRates);
  const eligibleShippingMethods = stores.shippingMethods
    .eligible(locale, basket.currency, shipToAddress?.countryCode)
    .map(method => ({ ...method, ...tax.shippingCost(method) }));
  return {
    addresses,
    invoiceToAddress: byId(basket.invoiceToAddressId),
    shipToAddress,
    tax,
    eligibleShippingMethods,
    shippingMethod: eligibleShippingMethods.find(method => method.id === basket.shippingMethodId),
  };
}

/**
 * The choices a PATCH makes. A method must be eligible for the ship-to address the basket has
 * after the change; a new ship-to address the chosen method does not reach clears the method.
 */
export function planCheckoutChoices(
  basket: BasketRecord,
  references: CheckoutReferences,
  stores: CheckoutStores,
  locale: string,
): CheckoutChoices {
  const causes: IcmErrorCause[] = [];
  const addressOf = (field: 'invoiceToAddress' | 'commonShipToAddress') => {
    const reference = references[field];
    if (reference === undefined) return undefined;
    const address = stores.addresses.find(basket.id, reference);
    if (!address) {
      const code = 'basket.address.not_found.error';
      causes.push({ code, message: feedbackText(locale, code, { reference }), paths: [`/${field}`] });
      return undefined;
    }
    // A customer address serves only as what its usage flags allow (a warehouse: ship-to only).
    const usable = field === 'invoiceToAddress' ? address.invoiceToAddress !== false : address.shipToAddress !== false;
    if (!usable) {
      const text = field === 'invoiceToAddress' ? 'basket.address.usage.invoice' : 'basket.address.usage.ship_to';
      causes.push({ code: 'basket.address.usage.error', message: feedbackText(locale, text, { reference }), paths: [`/${field}`] });
      return undefined;
    }
    return address;
  };
  const invoiceTo = addressOf('invoiceToAddress');
  const shipTo = addressOf('commonShipToAddress');
  const changed = { ...basket, shipToAddressId: shipTo?.id ?? basket.shipToAddressId };
  const { eligibleShippingMethods } = checkoutOf(changed, stores, locale);
  const isEligible = (id: string | null) => eligibleShippingMethods.some(method => method.id === id);
  const method = references.commonShippingMethod;
  if (method !== undefined && !isEligible(method)) {
    const code = 'basket.shipping_method.not_eligible.error';
    causes.push({ code, message: feedbackText(locale, code, { id: method }), paths: ['/commonShippingMethod'] });
  }
  if (causes.length > 0) throw new IcmError(422, 'basket.update.failed', feedbackText(locale, 'basket.update.failed'), causes);
  return {
    ...(invoiceTo ? { invoiceToAddressId: invoiceTo.id } : {}),
    ...(shipTo ? { shipToAddressId: shipTo.id } : {}),
    shippingMethodId: method ?? (isEligible(basket.shippingMethodId) ? basket.shippingMethodId : null),
  };
}
