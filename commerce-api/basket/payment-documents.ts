// basket.v1 payment documents: eligible payment methods (with parameter definitions and their
// constraints, and a direct debit's mandate as hostedPaymentPageParameters), payment instruments (masked values only) and the open tender payment.
import type { PaymentParameterDefinition } from '../reference/payment-methods';
import type { BasketPayment, EligiblePaymentMethod } from './basket-payment';
import { priceItem } from './money';
import type { PaymentInstrumentRecord } from './payment-instruments';
import { constraintMessage } from './payment-parameters';

export const OPEN_TENDER_ID = 'open-tender';

function parameterDefinitionData(definition: PaymentParameterDefinition) {
  const { name, displayName, required, minSize, maxSize, pattern } = definition;
  const sized = minSize !== null || maxSize !== null;
  return {
    name,
    displayName,
    type: 'string',
    constraints: {
      ...(required ? { required: { message: constraintMessage(definition, 'required') } } : {}),
      ...(sized
        ? { size: { min: minSize ?? 0, ...(maxSize === null ? {} : { max: maxSize }), message: constraintMessage(definition, 'size') } }
        : {}),
      ...(pattern === null ? {} : { pattern: { regexp: pattern, message: constraintMessage(definition, 'pattern') } }),
    },
  };
}

/** Methods without parameters have their own id as their one instrument (as in ICM). */
export function instrumentIdsOf(method: EligiblePaymentMethod, payment: BasketPayment): string[] {
  return method.parameters.length === 0
    ? [method.id]
    : payment.instruments.filter(instrument => instrument.paymentMethodId === method.id).map(instrument => instrument.id);
}

/** Every instrument the methods name: the basket's saved ones and those of the methods without parameters. */
export function namedInstrumentsData(methods: EligiblePaymentMethod[], payment: BasketPayment) {
  return Object.fromEntries([
    ...payment.instruments.map(instrument => [instrument.id, paymentInstrumentData(instrument)] as const),
    ...methods.filter(method => method.parameters.length === 0).map(method => [method.id, methodInstrumentData(method)] as const),
  ]);
}

export function paymentMethodData(method: EligiblePaymentMethod, payment: BasketPayment, currency: string) {
  return {
    id: method.id,
    serviceID: method.serviceId,
    displayName: method.displayName,
    description: method.description,
    saveAllowed: method.saveAllowed,
    restricted: method.restrictions.length > 0,
    ...(method.restrictions.length > 0 ? { restrictions: method.restrictions } : {}),
    capabilities: method.capabilities,
    paymentCosts: priceItem(method, currency),
    paymentInstruments: instrumentIdsOf(method, payment),
    // ICM leaves the field out for a method without parameters (a client shows such a method as a radio button)
    ...(method.parameters.length > 0 ? { parameterDefinitions: method.parameters.map(parameterDefinitionData) } : {}),
    ...(method.mandateText === null
      ? {}
      : {
          hostedPaymentPageParameters: [
            { name: 'mandateText', value: method.mandateText },
            { name: 'directDebitType', value: 'CORE' },
          ],
        }),
  };
}

export function paymentInstrumentData(instrument: PaymentInstrumentRecord) {
  return {
    id: instrument.id,
    paymentMethod: instrument.paymentMethodId,
    parameters: instrument.parameters,
    ...(instrument.accountIdentifier === null ? {} : { accountIdentifier: instrument.accountIdentifier }),
    // the PWA deletes an instrument whose urn names a user at the customer resource
    ...(instrument.urn === undefined ? {} : { urn: instrument.urn }),
  };
}

/** The instrument document of a method without parameters (its id is the method id). */
export function methodInstrumentData(method: EligiblePaymentMethod) {
  return { id: method.id, paymentMethod: method.id, parameters: [] };
}

export function openTenderData(tender: NonNullable<BasketPayment['openTender']>) {
  return {
    id: OPEN_TENDER_ID,
    paymentMethod: tender.method.id,
    paymentInstrument: tender.instrument?.id ?? tender.method.id,
    displayName: tender.method.displayName,
    capabilities: tender.method.capabilities,
    // the shopper pays at the provider's page after the order is created (ICM's RedirectAfterCheckout)
    redirectRequired: tender.method.capabilities.some(capability => capability.startsWith('Redirect')),
  };
}

export function openTenderInstrumentData(tender: NonNullable<BasketPayment['openTender']>) {
  return tender.instrument ? paymentInstrumentData(tender.instrument) : methodInstrumentData(tender.method);
}
