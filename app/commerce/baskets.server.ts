// Baskets (basket.v1): create, read, line items, checkout choices, validation, promotion codes,
// addresses, shipping and payment, merges and attributes (of baskets and line items). Every basket id argument accepts
// 'current' (the token's newest open basket). Item calls send only sku, quantity, unit and
// warranty: never a price.
import { z } from 'zod';

import { CommerceError } from './errors';
import { TOKEN_HEADER, type Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { type AddressInput, addressBody, addressEnvelopeDataSchema, addressListDataSchema } from './models/address';
import {
  type Basket,
  basketEnvelopeDataSchema,
  type BasketRecurrence,
  basketListDataSchema,
  type BasketMessage,
  mapBasket,
  mapBasketEnvelope,
  mapMessages,
  messagesDataSchema,
} from './models/basket';
import {
  type BasketValidation,
  basketValidationDataSchema,
  type BasketValidationScope,
  mapBasketValidation,
} from './models/basket-validation';
import { type Address, mapAddress } from './models/customer';
import { type LineItem, lineItemDataSchema, mapLineItem } from './models/line-item';
import {
  mapPayment,
  mapPaymentInstrument,
  mapPaymentMethods,
  type Payment,
  paymentDataSchema,
  type PaymentInstrument,
  paymentInstrumentDataSchema,
  type PaymentMethod,
  paymentMethodDataSchema,
  paymentMethodListDataSchema,
} from './models/payment-method';
import { mapShippingMethod, type ShippingMethod, shippingMethodListDataSchema } from './models/shipping-method';

/** Everything a basket page shows (the PWA's list; an ICM that lacks one answers an info we drop). */
export const BASKET_INCLUDES = [
  'invoiceToAddress',
  'commonShipToAddress',
  'commonShippingMethod',
  'discounts',
  'lineItems',
  'lineItems_discounts',
  'lineItems_warranty',
  'payments',
  'payments_paymentMethod',
  'payments_paymentInstrument',
] as const;

/** The validated basket comes back with the same includes, prefixed `basket_`. */
const VALIDATION_INCLUDES = ['basket', ...BASKET_INCLUDES.map(name => `basket_${name}`)];

export interface NewLineItem {
  sku: string;
  quantity: number;
  /** Packing unit of the product, as ICM knows it. */
  unit?: string;
  /** SKU of a warranty offered with the product. */
  warranty?: string;
}

export interface LineItemChanges {
  /** Sent only when greater than 0 (spec §5); 0 deletes the line on ICM's side when sent via deleteItem. */
  quantity?: number;
  unit?: string;
  /** A warranty SKU, or null to remove the line's warranty. */
  warranty?: string | null;
  /** yyyy-mm-dd */
  desiredDelivery?: string;
}

export interface BasketChanges {
  messageToMerchant?: string;
  externalOrderReference?: string;
  /** Address id or urn. */
  invoiceToAddress?: string;
  /** Address id or urn. */
  commonShipToAddress?: string;
  /** Shipping method id. */
  commonShippingMethod?: string;
  /** The basket's recurrence (a recurring order when submitted); null clears it. */
  recurrence?: BasketRecurrence | null;
  /** A business basket's cost center, by number (ICM keeps it as the Order_CostCenter_ID attribute). */
  costCenter?: string;
}

export interface RedirectUrls {
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
}

export interface PaymentRedirectResult {
  /** The provider's redirect status (success, cancel, failure); sent in upper case. */
  status: string;
  parameters?: { name: string; value: string }[];
}

const DESIRED_DELIVERY = /^\d{4}-\d{2}-\d{2}$/;

/** Answers whose content the storefront does not use: accepts an empty body or any JSON. */
const anyAnswer = z.unknown();
const messagesAnswer = z.union([z.looseObject({ infos: messagesDataSchema }), z.undefined()]).catch(undefined);

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`a basket call needs ${what}`);
  return value;
}

const segment = (value: string | undefined, what: string) => encodeURIComponent(required(value, what));

export function createBasketsResource(t: Transport) {
  const base = (id: string) => `baskets/${segment(id, 'a basket id')}`;
  const include = BASKET_INCLUDES.join(',');

  const basketCall = async (path: string, o: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {}) =>
    mapBasketEnvelope(
      await t.request(path, { method: o.method, body: o.body, query: { include }, mediaType: MEDIA_TYPES.basket, schema: basketEnvelopeDataSchema })
    ).basket;

  /**
   * `GET baskets/{id}` with the includes a page needs. A basket in another currency than this client's
   * (the shopper came from another site) is recalculated in this one (`PATCH {calculated: true}`, as the
   * Intershop PWA does after a currency switch); one the backend refuses to convert (it holds a quote's
   * lines, at the quoted prices) stays in its own currency.
   */
  const get = async (id: string, includes: readonly string[] = BASKET_INCLUDES): Promise<Basket> => {
    const basket = mapBasketEnvelope(
      await t.request(base(id), { query: { include: includes.join(',') || undefined }, mediaType: MEDIA_TYPES.basket, schema: basketEnvelopeDataSchema })
    ).basket;
    if (!basket.purchaseCurrency || basket.purchaseCurrency === t.currency) return basket;
    try {
      return await basketCall(base(id), { method: 'PATCH', body: { calculated: true } });
    } catch (error) {
      if (error instanceof CommerceError && error.status >= 400 && error.status < 500) return basket;
      throw error;
    }
  };

  return {
    /**
     * `POST baskets`. Without a token ICM creates an anonymous one and answers it in the
     * `authentication-token` header: it is returned (for the session to keep) and this client sends
     * it on its later calls.
     */
    async create(): Promise<{ basket: Basket; token?: string }> {
      let issued: string | undefined;
      const envelope = await t.request('baskets', {
        method: 'POST',
        query: { include },
        mediaType: MEDIA_TYPES.basket,
        schema: basketEnvelopeDataSchema,
        onResponseHeaders: headers => {
          issued = headers.get(TOKEN_HEADER) ?? undefined;
        },
      });
      const { basket } = mapBasketEnvelope(envelope);
      if (issued && issued !== t.token) {
        t.setToken(issued);
        return { basket, token: issued };
      }
      return { basket };
    },

    get,

    /** `GET baskets`: the token's baskets, without their includes. */
    async list(): Promise<Basket[]> {
      const data = await t.request('baskets', { mediaType: MEDIA_TYPES.basket, schema: basketListDataSchema });
      return (data.data ?? []).map(b => mapBasket(b));
    },

    /** `PATCH baskets/{id}`: texts and checkout choices. */
    update(id: string, changes: BasketChanges): Promise<Basket> {
      const body = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(body).length === 0) throw new Error('a basket update needs at least one change');
      return basketCall(base(id), { method: 'PATCH', body });
    },

    // ---- line items -------------------------------------------------------------------------

    /** `POST baskets/{id}/items`. Infos (e.g. a quantity adjusted) come back without the hidden ones. */
    async addItems(id: string, items: readonly NewLineItem[]): Promise<{ lineItems: LineItem[]; infos: BasketMessage[]; errors: BasketMessage[] }> {
      if (!items.length) throw new Error('a basket call needs at least one item');
      const body = items.map(item => ({
        product: required(item.sku, 'a sku'),
        quantity: { value: item.quantity, ...(item.unit ? { unit: item.unit } : {}) },
        ...(item.warranty ? { warranty: item.warranty } : {}),
      }));
      const answer = await t.request(`${base(id)}/items`, {
        method: 'POST',
        body,
        schema: z.looseObject({ data: z.array(lineItemDataSchema).nullish(), infos: messagesDataSchema, errors: messagesDataSchema }),
      });
      return {
        lineItems: (answer.data ?? []).map(line => mapLineItem(line)),
        infos: mapMessages(answer.infos),
        errors: mapMessages(answer.errors),
      };
    },

    /**
     * `PATCH baskets/{id}/items/{itemId}`. Quantity is sent only if greater than 0, warranty as a SKU
     * or null. The line is absent from the answer when ICM deleted it.
     */
    async updateItem(id: string, itemId: string, changes: LineItemChanges): Promise<{ lineItem?: LineItem; infos: BasketMessage[] }> {
      if (changes.desiredDelivery !== undefined && !DESIRED_DELIVERY.test(changes.desiredDelivery)) {
        throw new Error('desiredDelivery must be yyyy-mm-dd');
      }
      const body: Record<string, unknown> = {};
      if (changes.quantity !== undefined && changes.quantity > 0) {
        body.quantity = { value: changes.quantity, ...(changes.unit ? { unit: changes.unit } : {}) };
      }
      if (changes.warranty !== undefined) body.warranty = changes.warranty || null;
      if (changes.desiredDelivery !== undefined) body.desiredDelivery = changes.desiredDelivery;
      if (Object.keys(body).length === 0) throw new Error('a line item update needs at least one change');
      const answer = await t.request(`${base(id)}/items/${segment(itemId, 'a line item id')}`, {
        method: 'PATCH',
        body,
        schema: z.union([z.looseObject({ data: lineItemDataSchema.nullish(), infos: messagesDataSchema }), z.undefined()]),
      });
      return {
        ...(answer?.data ? { lineItem: mapLineItem(answer.data) } : {}),
        infos: mapMessages(answer?.infos),
      };
    },

    /** `DELETE baskets/{id}/items/{itemId}`. */
    async deleteItem(id: string, itemId: string): Promise<{ infos: BasketMessage[] }> {
      const answer = await t.request(`${base(id)}/items/${segment(itemId, 'a line item id')}`, { method: 'DELETE', schema: messagesAnswer });
      return { infos: mapMessages(answer?.infos) };
    },

    /** `POST baskets/{id}/quotes` with `{id, calculated}`: the quote's lines at the quoted prices. */
    async addQuote(id: string, quoteId: string): Promise<{ infos: BasketMessage[] }> {
      const answer = await t.request(`${base(id)}/quotes`, { method: 'POST', body: { id: required(quoteId, 'a quote id'), calculated: true }, schema: messagesAnswer });
      return { infos: mapMessages(answer?.infos) };
    },

    /** `DELETE baskets/{id}/quotes/{quoteId}`: the quote's lines leave the basket. */
    async removeQuote(id: string, quoteId: string): Promise<void> {
      await t.request(`${base(id)}/quotes/${segment(quoteId, 'a quote id')}`, { method: 'DELETE', schema: anyAnswer });
    },

    /** `DELETE baskets/{id}/items`. */
    async deleteAllItems(id: string): Promise<void> {
      await t.request(`${base(id)}/items`, { method: 'DELETE', schema: anyAnswer });
    },

    // ---- validation and promotions ------------------------------------------------------------

    /** `POST baskets/{id}/validations` with the validated basket included. */
    async validate(id: string, scopes: readonly (BasketValidationScope | (string & {}))[], adjustmentsAllowed = false): Promise<BasketValidation> {
      const answer = await t.request(`${base(id)}/validations`, {
        method: 'POST',
        // The validated basket only when it may have been adjusted: pages read the basket on their own,
        // and parsing it twice is most of a validation's cost in the storefront.
        query: adjustmentsAllowed ? { include: VALIDATION_INCLUDES.join(',') } : undefined,
        body: { adjustmentsAllowed, scopes },
        schema: basketValidationDataSchema,
      });
      return mapBasketValidation(answer);
    },

    /** `POST baskets/{id}/promotioncodes`. */
    async addPromotionCode(id: string, code: string): Promise<{ infos: BasketMessage[] }> {
      const answer = await t.request(`${base(id)}/promotioncodes`, { method: 'POST', body: { code: required(code.trim(), 'a promotion code') }, schema: messagesAnswer });
      return { infos: mapMessages(answer?.infos) };
    },

    /** `DELETE baskets/{id}/promotioncodes/{code}`. */
    async removePromotionCode(id: string, code: string): Promise<void> {
      await t.request(`${base(id)}/promotioncodes/${segment(code, 'a promotion code')}`, { method: 'DELETE', schema: anyAnswer });
    },

    // ---- addresses and shipping ------------------------------------------------------------------

    /** `GET baskets/{id}/eligible-addresses`. */
    async eligibleAddresses(id: string): Promise<Address[]> {
      const data = await t.request(`${base(id)}/eligible-addresses`, { schema: addressListDataSchema });
      return (data.data ?? []).map(mapAddress);
    },

    /** `POST baskets/{id}/addresses`: a basket-scoped address (guest checkout). */
    async createAddress(id: string, address: AddressInput): Promise<Address> {
      const data = await t.request(`${base(id)}/addresses`, { method: 'POST', body: addressBody(address), schema: addressEnvelopeDataSchema });
      return mapAddress(data.data);
    },

    /** `PATCH baskets/{id}/addresses/{addressId}`. */
    async updateAddress(id: string, addressId: string, address: Partial<AddressInput>): Promise<Address> {
      const data = await t.request(`${base(id)}/addresses/${segment(addressId, 'an address id')}`, {
        method: 'PATCH',
        body: addressBody(address),
        schema: addressEnvelopeDataSchema,
      });
      return mapAddress(data.data);
    },

    /** `GET baskets/{id}/eligible-shipping-methods`. */
    async eligibleShippingMethods(id: string): Promise<ShippingMethod[]> {
      const data = await t.request(`${base(id)}/eligible-shipping-methods`, { schema: shippingMethodListDataSchema });
      return (data.data ?? []).map(mapShippingMethod);
    },

    // ---- payment ------------------------------------------------------------------------------

    /** `GET baskets/{id}/eligible-payment-methods?include=paymentInstruments`; LimitedTender methods are dropped. */
    async eligiblePaymentMethods(id: string): Promise<PaymentMethod[]> {
      const data = await t.request(`${base(id)}/eligible-payment-methods`, {
        query: { include: 'paymentInstruments' },
        schema: paymentMethodListDataSchema,
      });
      return mapPaymentMethods(data);
    },

    /** `POST baskets/{id}/payment-instruments`. */
    async createPaymentInstrument(
      id: string,
      instrument: { paymentMethod: string; parameters?: { name: string; value: string }[] }
    ): Promise<PaymentInstrument> {
      const data = await t.request(`${base(id)}/payment-instruments`, {
        method: 'POST',
        body: { paymentMethod: required(instrument.paymentMethod, 'a payment method id'), parameters: instrument.parameters ?? [] },
        schema: z.looseObject({ data: paymentInstrumentDataSchema }),
      });
      return mapPaymentInstrument(data.data);
    },

    /** `DELETE baskets/{id}/payment-instruments/{instrumentId}`. */
    async deletePaymentInstrument(id: string, instrumentId: string): Promise<void> {
      await t.request(`${base(id)}/payment-instruments/${segment(instrumentId, 'a payment instrument id')}`, { method: 'DELETE', schema: anyAnswer });
    },

    /**
     * `PUT baskets/{id}/payments/open-tender?include=paymentMethod`: pays the basket with the
     * instrument; `redirect` gives the provider its return URLs (RedirectBeforeCheckout).
     */
    async setPayment(id: string, instrumentId: string, redirect?: RedirectUrls): Promise<Payment> {
      const data = await t.request(`${base(id)}/payments/open-tender`, {
        method: 'PUT',
        query: { include: 'paymentMethod' },
        body: { paymentInstrument: required(instrumentId, 'a payment instrument'), ...(redirect ? { redirect } : {}) },
        schema: z.looseObject({
          data: paymentDataSchema,
          included: z.looseObject({ paymentMethod: z.record(z.string(), paymentMethodDataSchema).nullish() }).nullish(),
        }),
      });
      const methods = data.included?.paymentMethod ?? {};
      const methodId = data.data.paymentMethod;
      return mapPayment(data.data, { paymentMethod: methodId && Object.hasOwn(methods, methodId) ? methods[methodId] : undefined });
    },

    /** `PATCH baskets/{id}/payments/open-tender` with the provider's redirect result. */
    async updatePayment(id: string, result: PaymentRedirectResult): Promise<Payment | undefined> {
      const data = await t.request(`${base(id)}/payments/open-tender`, {
        method: 'PATCH',
        body: { redirect: { status: required(result.status, 'a redirect status').toUpperCase(), parameters: result.parameters ?? [] } },
        schema: z.union([z.looseObject({ data: paymentDataSchema.nullish() }), z.undefined()]),
      });
      return data?.data ? mapPayment(data.data) : undefined;
    },

    /** `DELETE baskets/{id}/payments/{paymentId}` (the open tender by default). */
    async deletePayment(id: string, paymentId = 'open-tender'): Promise<void> {
      await t.request(`${base(id)}/payments/${segment(paymentId, 'a payment id')}`, { method: 'DELETE', schema: anyAnswer });
    },

    // ---- merges and attributes -----------------------------------------------------------------

    /**
     * `POST baskets/{target}/merges`: moves the source basket (of another token) into the target; the
     * infos say what happened to the lines (shown to the shopper, spec §8).
     */
    async merge(targetId: string, sourceId: string, sourceToken: string): Promise<{ basket: Basket; infos: BasketMessage[] }> {
      required(targetId, 'a target basket id');
      required(sourceId, 'a source basket id');
      required(sourceToken, 'the source basket token');
      if (targetId === sourceId) throw new Error('a basket cannot be merged into itself');
      return mapBasketEnvelope(
        await t.request(`${base(targetId)}/merges`, {
          method: 'POST',
          body: { sourceBasket: sourceId, sourceAuthenticationToken: sourceToken },
          query: { include },
          mediaType: MEDIA_TYPES.basket,
          schema: basketEnvelopeDataSchema,
        }),
      );
    },

    /**
     * Sets a basket attribute: `PATCH baskets/{id}/attributes/{name}` when the basket has it, else
     * `POST baskets/{id}/attributes`. Pass `exists` when the caller knows; otherwise the basket is read.
     */
    async setAttribute(id: string, name: string, value: string | number | boolean, options: { type?: string; exists?: boolean } = {}): Promise<void> {
      required(name, 'an attribute name');
      const exists = options.exists ?? (await get(id, [])).attributes.some(a => a.name === name);
      const body = { name, value, type: options.type ?? 'String' };
      if (exists) await t.request(`${base(id)}/attributes/${segment(name, 'an attribute name')}`, { method: 'PATCH', body, schema: anyAnswer });
      else await t.request(`${base(id)}/attributes`, { method: 'POST', body, schema: anyAnswer });
    },

    /** `DELETE baskets/{id}/attributes/{name}`. */
    async deleteAttribute(id: string, name: string): Promise<void> {
      await t.request(`${base(id)}/attributes/${segment(name, 'an attribute name')}`, { method: 'DELETE', schema: anyAnswer });
    },

    /**
     * Sets a line item attribute: `PATCH baskets/{id}/items/{itemId}/attributes/{name}` when the line
     * has it (`exists`: the caller has read the line), else `POST baskets/{id}/items/{itemId}/attributes`.
     */
    async setItemAttribute(id: string, itemId: string, name: string, value: string | number | boolean, options: { type?: string; exists: boolean }): Promise<void> {
      const item = `${base(id)}/items/${segment(itemId, 'a line item id')}/attributes`;
      const body = { name: required(name, 'an attribute name'), value, type: options.type ?? 'String' };
      if (options.exists) await t.request(`${item}/${segment(name, 'an attribute name')}`, { method: 'PATCH', body, schema: anyAnswer });
      else await t.request(item, { method: 'POST', body, schema: anyAnswer });
    },

    /** `DELETE baskets/{id}/items/{itemId}/attributes/{name}`. */
    async deleteItemAttribute(id: string, itemId: string, name: string): Promise<void> {
      await t.request(`${base(id)}/items/${segment(itemId, 'a line item id')}/attributes/${segment(name, 'an attribute name')}`, { method: 'DELETE', schema: anyAnswer });
    },
  };
}

export type BasketsResource = ReturnType<typeof createBasketsResource>;
