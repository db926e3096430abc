// Payment methods, instruments and a basket's payment (basket.v1). Spec §5: methods with the
// capability LimitedTender are dropped; parameter constraints come from the server.
import { z } from 'zod';

import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { type Keyed, mapNameValues, type NameValue, nameValueDataSchema } from './line-item';
import { mapPriceItem, type PriceItem, priceItemDataSchema } from './money';

export const LIMITED_TENDER = 'LimitedTender';

export interface PaymentParameterOption {
  value: string;
  displayName: string;
}

/** One input of a payment method's form, with the server's constraints (messages as ICM sent them). */
export interface PaymentParameter {
  name: string;
  displayName: string;
  type: string;
  description?: string;
  placeholder?: string;
  hidden: boolean;
  required: boolean;
  requiredMessage?: string;
  minSize?: number;
  maxSize?: number;
  sizeMessage?: string;
  /** A regular expression (ICM's `regexp`), without delimiters. */
  pattern?: string;
  patternMessage?: string;
  options?: PaymentParameterOption[];
}

export interface PaymentInstrument {
  id: string;
  paymentMethod?: string;
  urn?: string;
  /** Masked account, e.g. `************1111`. */
  accountIdentifier?: string;
  parameters: NameValue[];
}

export interface PaymentRestriction {
  code: string;
  message: string;
}

export interface PaymentMethod {
  id: string;
  serviceId: string;
  displayName: string;
  description?: string;
  capabilities: string[];
  isRestricted: boolean;
  restrictionCauses: PaymentRestriction[];
  saveAllowed: boolean;
  paymentCosts?: PriceItem;
  paymentCostsThreshold?: PriceItem;
  parameters: PaymentParameter[];
  paymentInstruments: PaymentInstrument[];
  /** A direct debit's mandate (mandateId, mandateText, directDebitType). */
  hostedPaymentPageParameters?: NameValue[];
}

/** A basket's or order's payment (the open tender). */
export interface Payment {
  id: string;
  paymentMethodId?: string;
  displayName?: string;
  description?: string;
  capabilities: string[];
  status?: string;
  redirectUrl?: string;
  redirectRequired: boolean;
  paymentInstrument?: PaymentInstrument;
  paymentCosts?: PriceItem;
}

const messageOnly = z.looseObject({ message: lenientString.optional() });

export const paymentParameterDataSchema = z.looseObject({
  name: lenientString.optional(),
  displayName: lenientString.optional(),
  description: lenientString.optional(),
  placeholder: lenientString.optional(),
  type: lenientString.optional(),
  hidden: lenientBoolean.optional(),
  options: z
    .array(z.looseObject({ value: lenientString.optional(), displayValue: lenientString.optional(), displayName: lenientString.optional() }))
    .nullish(),
  constraints: z
    .looseObject({
      required: messageOnly.nullish(),
      size: z.looseObject({ min: lenientNumber.optional(), max: lenientNumber.optional(), message: lenientString.optional() }).nullish(),
      pattern: z.looseObject({ regexp: lenientString.optional(), message: lenientString.optional() }).nullish(),
    })
    .nullish(),
});
type PaymentParameterData = z.infer<typeof paymentParameterDataSchema>;

export const paymentInstrumentDataSchema = z.looseObject({
  id: idString,
  urn: lenientString.optional(),
  paymentMethod: lenientString.optional(),
  accountIdentifier: lenientString.optional(),
  parameters: z.array(nameValueDataSchema.extend({ key: lenientString.optional(), property: lenientString.optional() })).nullish(),
});
export type PaymentInstrumentData = z.infer<typeof paymentInstrumentDataSchema>;

export const paymentMethodDataSchema = z.looseObject({
  id: idString,
  serviceID: lenientString.optional(),
  serviceId: lenientString.optional(),
  displayName: lenientString.optional(),
  description: lenientString.optional(),
  saveAllowed: lenientBoolean.optional(),
  restricted: lenientBoolean.optional(),
  restrictions: z.array(z.looseObject({ code: lenientString.optional(), message: lenientString.optional() })).nullish(),
  capabilities: z.array(lenientString).nullish(),
  paymentCosts: priceItemDataSchema.nullish(),
  paymentCostsThreshold: priceItemDataSchema.nullish(),
  paymentInstruments: z.array(idString).nullish(),
  parameterDefinitions: z.array(paymentParameterDataSchema).nullish(),
  hostedPaymentPageParameters: z.array(nameValueDataSchema).nullish(),
});
export type PaymentMethodData = z.infer<typeof paymentMethodDataSchema>;

export const paymentMethodListDataSchema = z.looseObject({
  data: z.array(paymentMethodDataSchema).nullish(),
  included: z.looseObject({ paymentInstruments: z.record(z.string(), paymentInstrumentDataSchema).nullish() }).nullish(),
});

/** ICM `Payment` (`payments/open-tender`, a basket's `included.payments`). */
export const paymentDataSchema = z.looseObject({
  id: idString,
  paymentMethod: lenientString.optional(),
  paymentInstrument: lenientString.optional(),
  displayName: lenientString.optional(),
  description: lenientString.optional(),
  capabilities: z.array(lenientString).nullish(),
  status: lenientString.optional(),
  redirectUrl: lenientString.optional(),
  redirectRequired: lenientBoolean.optional(),
  paymentCosts: priceItemDataSchema.nullish(),
  totalAmount: priceItemDataSchema.nullish(),
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

const strings = (list: readonly (string | undefined)[] | null | undefined): string[] =>
  (list ?? []).filter((s): s is string => !!s);

export function mapPaymentParameter(data: PaymentParameterData): PaymentParameter | undefined {
  if (!data.name) return undefined;
  const c = data.constraints ?? {};
  const parameter: PaymentParameter = {
    name: data.name,
    displayName: data.displayName ?? data.name,
    type: data.type ?? 'string',
    hidden: data.hidden ?? false,
    required: !!c.required,
  };
  if (data.description) parameter.description = data.description;
  if (data.placeholder) parameter.placeholder = data.placeholder;
  if (c.required?.message) parameter.requiredMessage = c.required.message;
  if (c.size?.min !== undefined) parameter.minSize = c.size.min;
  if (c.size?.max !== undefined) parameter.maxSize = c.size.max;
  if (c.size?.message) parameter.sizeMessage = c.size.message;
  if (c.pattern?.regexp) parameter.pattern = c.pattern.regexp;
  if (c.pattern?.message) parameter.patternMessage = c.pattern.message;
  const options = (data.options ?? []).flatMap(o =>
    o.value === undefined ? [] : [{ value: o.value, displayName: o.displayValue ?? o.displayName ?? o.value }]
  );
  if (options.length) parameter.options = options;
  return parameter;
}

export function mapPaymentInstrument(data: PaymentInstrumentData): PaymentInstrument {
  const instrument: PaymentInstrument = {
    id: data.id,
    parameters: mapNameValues((data.parameters ?? []).map(p => ({ ...p, name: p.name ?? p.key, value: p.value ?? p.property }))),
  };
  if (data.paymentMethod) instrument.paymentMethod = data.paymentMethod;
  if (data.urn) instrument.urn = data.urn;
  if (data.accountIdentifier) instrument.accountIdentifier = data.accountIdentifier;
  return instrument;
}

/** Undefined for a LimitedTender method (a gift card pays only part of a basket; spec §5). */
export function mapPaymentMethod(data: PaymentMethodData, instruments?: Keyed<PaymentInstrumentData> | null): PaymentMethod | undefined {
  const capabilities = strings(data.capabilities);
  if (capabilities.includes(LIMITED_TENDER)) return undefined;
  const restrictionCauses = (data.restrictions ?? []).map(r => ({ code: r.code ?? '', message: r.message ?? '' }));
  const method: PaymentMethod = {
    id: data.id,
    serviceId: data.serviceID ?? data.serviceId ?? data.id,
    displayName: data.displayName ?? data.id,
    capabilities,
    isRestricted: data.restricted ?? restrictionCauses.length > 0,
    restrictionCauses,
    saveAllowed: data.saveAllowed ?? false,
    parameters: (data.parameterDefinitions ?? []).map(mapPaymentParameter).filter((p): p is PaymentParameter => !!p),
    // A method without parameters is its own instrument (ICM lists its id without an included entry).
    paymentInstruments: (data.paymentInstruments ?? []).map(id =>
      instruments && Object.hasOwn(instruments, id)
        ? mapPaymentInstrument(instruments[id])
        : { id, paymentMethod: data.id, parameters: [] }
    ),
  };
  if (data.description) method.description = data.description;
  const costs = mapPriceItem(data.paymentCosts);
  if (costs) method.paymentCosts = costs;
  const threshold = mapPriceItem(data.paymentCostsThreshold);
  if (threshold) method.paymentCostsThreshold = threshold;
  const hosted = mapNameValues(data.hostedPaymentPageParameters);
  if (hosted.length) method.hostedPaymentPageParameters = hosted;
  return method;
}

export function mapPaymentMethods(data: z.infer<typeof paymentMethodListDataSchema>): PaymentMethod[] {
  const instruments = data.included?.paymentInstruments;
  return (data.data ?? []).map(m => mapPaymentMethod(m, instruments)).filter((m): m is PaymentMethod => !!m);
}

export interface PaymentIncluded {
  paymentInstrument?: PaymentInstrumentData;
  paymentMethod?: PaymentMethodData;
}

export function mapPayment(data: PaymentData, included: PaymentIncluded = {}): Payment {
  const method = included.paymentMethod;
  const payment: Payment = {
    id: data.id,
    capabilities: strings(data.capabilities).length ? strings(data.capabilities) : strings(method?.capabilities),
    redirectRequired: data.redirectRequired ?? false,
  };
  const methodId = data.paymentMethod ?? method?.id;
  if (methodId) payment.paymentMethodId = methodId;
  const displayName = data.displayName ?? method?.displayName;
  if (displayName) payment.displayName = displayName;
  const description = data.description ?? method?.description;
  if (description) payment.description = description;
  if (data.status) payment.status = data.status;
  if (data.redirectUrl) payment.redirectUrl = data.redirectUrl;
  if (included.paymentInstrument) payment.paymentInstrument = mapPaymentInstrument(included.paymentInstrument);
  else if (data.paymentInstrument) payment.paymentInstrument = { id: data.paymentInstrument, parameters: [], ...(methodId ? { paymentMethod: methodId } : {}) };
  const costs = mapPriceItem(data.paymentCosts) ?? mapPriceItem(method?.paymentCosts);
  if (costs) payment.paymentCosts = costs;
  return payment;
}
