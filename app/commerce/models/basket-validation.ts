// Basket validation (basket.v1 `POST baskets/{id}/validations`): `{data: {basket, scopes, results:
// {valid, adjusted, errors, infos}}, included: {basket: {...}, basket_lineItems: {...}, …}}`. The
// basket's own includes come with a `basket_` prefix.
import { z } from 'zod';

import {
  type Basket,
  basketDataSchema,
  type BasketIncludedData,
  basketIncludedDataSchema,
  type BasketMessage,
  HIDDEN_INFO_CODES,
  mapBasket,
  mapMessage,
  type MessageData,
  messagesDataSchema,
} from './basket';
import { lenientBoolean, lenientString } from './lenient-scalars';

export const VALIDATION_SCOPES = [
  '', 'Addresses', 'All', 'CostCenter', 'InvoiceAddress', 'Payment', 'Products', 'Promotion', 'Quote', 'Shipping',
  'ShippingAddress', 'Subscription', 'Value',
] as const;
export type BasketValidationScope = (typeof VALIDATION_SCOPES)[number];

export interface BasketValidationMessage extends BasketMessage {
  /** Checkout scopes the message concerns (to find the step to go back to). */
  scopes?: string[];
  lineItemIds?: string[];
  productSku?: string;
}

export interface BasketValidation {
  valid: boolean;
  adjusted: boolean;
  scopes: string[];
  errors: BasketValidationMessage[];
  infos: BasketValidationMessage[];
  /** The validated (and possibly adjusted) basket, when ICM included it. */
  basket?: Basket;
}

export const basketValidationDataSchema = z.looseObject({
  data: z.looseObject({
    basket: lenientString.optional(),
    scopes: z.array(lenientString).nullish(),
    results: z
      .looseObject({
        valid: lenientBoolean.optional(),
        adjusted: lenientBoolean.optional(),
        errors: messagesDataSchema,
        infos: messagesDataSchema,
      })
      .nullish(),
  }),
  included: z
    .looseObject({
      basket: z.record(z.string(), basketDataSchema).nullish(),
      // the basket's own includes, prefixed: basket_lineItems, basket_commonShippingMethod, …
      ...Object.fromEntries(Object.entries(basketIncludedDataSchema.shape).map(([key, schema]) => [`basket_${key}`, schema])),
    })
    .nullish(),
  infos: messagesDataSchema,
});
export type BasketValidationData = z.infer<typeof basketValidationDataSchema>;

const list = (value: string | undefined): string[] | undefined => {
  const parts = (value ?? '').split(',').map(s => s.trim()).filter(Boolean);
  return parts.length ? parts : undefined;
};

function mapValidationMessage(data: MessageData): BasketValidationMessage {
  const message: BasketValidationMessage = mapMessage(data);
  const p = message.parameters ?? {};
  const scopes = list(p.scopes) ?? list(p.scope);
  if (scopes) message.scopes = scopes;
  const causeLineIds = (data.causes ?? []).flatMap(c => {
    const id = c.parameters?.lineItemId;
    return typeof id === 'string' ? [id] : [];
  });
  const lineItemIds = [...new Set([...(list(p.lineItemId) ?? []), ...causeLineIds])];
  if (lineItemIds.length) message.lineItemIds = lineItemIds;
  if (p.productSku) message.productSku = p.productSku;
  return message;
}

const visible = (m: MessageData) => !m.code || !HIDDEN_INFO_CODES.includes(m.code);

/** `basket_lineItems` → `lineItems` and so on (parsed at the boundary with the basket's schemas). */
function basketIncluded(included: Record<string, unknown> | null | undefined): BasketIncludedData {
  return Object.fromEntries(
    Object.entries(included ?? {}).flatMap(([key, value]) => (key.startsWith('basket_') ? [[key.slice(7), value]] : []))
  ) as BasketIncludedData;
}

export function mapBasketValidation(envelope: BasketValidationData): BasketValidation {
  const results = envelope.data.results ?? {};
  const validation: BasketValidation = {
    valid: results.valid ?? false,
    adjusted: results.adjusted ?? false,
    scopes: (envelope.data.scopes ?? []).filter((s): s is string => s !== undefined),
    errors: (results.errors ?? []).filter(visible).map(mapValidationMessage),
    infos: (results.infos ?? []).filter(visible).map(mapValidationMessage),
  };
  const baskets = envelope.included?.basket;
  const ref = envelope.data.basket;
  const basketData = baskets && ref && Object.hasOwn(baskets, ref) ? baskets[ref] : undefined;
  if (basketData) validation.basket = mapBasket(basketData, basketIncluded(envelope.included as Record<string, unknown>));
  return validation;
}
