// ICM documents of a user's saved payment instruments: the instrument (the basket's instrument
// document plus the names ICM's account payment resource uses, `name` for the method and
// `attributes`) and the methods an instrument may be saved for (as in baskets, unrestricted).
import type { BasketPayment } from '../../basket/basket-payment';
import { paymentInstrumentData, paymentMethodData } from '../../basket/payment-documents';
import type { PaymentMethodOffer } from '../../reference/payment-methods';
import type { CustomerResource } from './account-access';
import type { SavedInstrumentRecord } from './user-payment-instruments';

/** Where a saved instrument is read: `{channel}/-/{customers|privatecustomers}/{customerNo}/payments/{id}`. */
export function savedInstrumentUri(channel: string, resource: CustomerResource, customerNo: string, instrumentId: string): string {
  return `${channel}/-/${resource}/${encodeURIComponent(customerNo)}/payments/${encodeURIComponent(instrumentId)}`;
}

export function savedInstrumentData(instrument: SavedInstrumentRecord) {
  return {
    type: 'PaymentInstrument',
    ...paymentInstrumentData(instrument),
    name: instrument.paymentMethodId,
    attributes: instrument.parameters.map(parameter => ({ name: parameter.name, type: 'String', value: parameter.value })),
  };
}

/** A method with the ids of the user's instruments of it. */
export function savedPaymentMethodData(method: PaymentMethodOffer, saved: SavedInstrumentRecord[], currency: string) {
  const payment: BasketPayment = { methods: [], instruments: saved };
  return paymentMethodData({ ...method, restrictions: [] }, payment, currency);
}
