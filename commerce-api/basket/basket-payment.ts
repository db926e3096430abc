// A basket's payment: the methods it may use, restricted when the basket's gross total (items
// and shipping) is above a method's limit, its instruments, and the open tender while its method
// is unrestricted. Payment costs are taxed like shipping costs (ship-to-tax.ts).
import type { PaymentMethodOffer, PaymentMethods } from '../reference/payment-methods';
import type { BasketRecord } from './basket-store';
import { amountText, feedbackText } from './feedback-texts';
import type { NetGross } from './money';
import type { PaymentInstrumentRecord, PaymentInstruments } from './payment-instruments';
import type { ShipToTax } from './ship-to-tax';

export interface PaymentStores {
  paymentMethods: PaymentMethods;
  paymentInstruments: PaymentInstruments;
}

export interface Restriction {
  code: string;
  message: string;
}

export interface EligiblePaymentMethod extends PaymentMethodOffer {
  restrictions: Restriction[];
}

export interface BasketPayment {
  methods: EligiblePaymentMethod[];
  instruments: PaymentInstrumentRecord[];
  /** The open tender while its method is unrestricted. */
  openTender?: { method: EligiblePaymentMethod; instrument?: PaymentInstrumentRecord };
}

function restrictionsOf(method: PaymentMethodOffer, totalGross: NetGross, currency: string, locale: string): Restriction[] {
  if (method.maxGrossCents === null || totalGross.grossCents <= method.maxGrossCents) return [];
  const code = 'payment.method.order_value_above_maximum.restriction';
  const values = { method: method.displayName, amount: amountText(locale, method.maxGrossCents), currency };
  return [{ code, message: feedbackText(locale, code, values) }];
}

/** `total` is the basket's total before payment costs. */
export function paymentOf(
  basket: BasketRecord,
  scope: { locale: string; tax: ShipToTax; total: NetGross },
  stores: PaymentStores,
): BasketPayment {
  const methods = stores.paymentMethods.offered(scope.locale, basket.currency).map(method => ({
    ...method,
    ...scope.tax.shippingCost(method),
    restrictions: restrictionsOf(method, scope.total, basket.currency, scope.locale),
  }));
  const instruments = stores.paymentInstruments.list(basket.id);
  const tender = stores.paymentInstruments.openTender(basket.id);
  const method = methods.find(candidate => candidate.id === tender?.paymentMethodId && candidate.restrictions.length === 0);
  const instrument = instruments.find(candidate => candidate.id === tender?.paymentInstrumentId);
  const complete = method && (method.parameters.length === 0 || instrument);
  return { methods, instruments, ...(complete ? { openTender: { method, ...(instrument ? { instrument } : {}) } } : {}) };
}
