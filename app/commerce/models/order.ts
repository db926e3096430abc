// Orders (order.v1): the basket's document plus the order's id, documentNumber, creationDate, status
// and orderCreation (`STOPPED` with a stopAction for payment redirects and recurring orders).
import { z } from 'zod';

import type { Address } from './customer';
import {
  basketDataSchema,
  basketIncludedDataSchema,
  envelopeDataSchema,
  type BasketIncludedData,
  type BasketMessage,
  type BasketTotals,
  mapBasketContent,
  mapMessages,
} from './basket';
import { lenientNumber, lenientString } from './lenient-scalars';
import type { BasketDiscount, LineItem, NameValue } from './line-item';
import type { Payment } from './payment-method';
import type { ShippingMethod } from './shipping-method';

export interface OrderStopAction {
  /** `Redirect` (to a payment provider) or `Workflow`. */
  type: string;
  redirectUrl?: string;
  /** `redirect_urls_required`, `recurring.order`, … */
  exitReason?: string;
}

export interface OrderCreation {
  /** `COMPLETED`, `STOPPED`, `ROLLED_BACK`, `CONTINUE`. */
  status: string;
  stopAction?: OrderStopAction;
}

/** Who placed a business customer's order (ICM's `buyer`); `login` where the API names it. */
export interface OrderBuyer {
  login?: string;
  firstName?: string;
  lastName?: string;
}

export interface Order {
  id: string;
  documentNo: string;
  /** ISO-8601. */
  creationDate?: string;
  status?: string;
  statusCode?: string;
  orderCreation: OrderCreation;
  basketId?: string;
  requisitionNo?: string;
  recurringOrderId?: string;
  purchaseCurrency?: string;
  lineItems: LineItem[];
  itemCount: number;
  totalProductQuantity: number;
  totals: BasketTotals;
  invoiceToAddress?: Address;
  commonShipToAddress?: Address;
  shippingMethod?: ShippingMethod;
  payment?: Payment;
  discounts: BasketDiscount[];
  messageToMerchant?: string;
  externalOrderReference?: string;
  costCenter?: string;
  desiredDeliveryDate?: string;
  email?: string;
  buyer?: OrderBuyer;
  attributes: NameValue[];
  infos: BasketMessage[];
}

export const orderDataSchema = basketDataSchema.extend({
  documentNumber: lenientString.optional(),
  documentNo: lenientString.optional(),
  creationDate: z.unknown().optional(),
  status: lenientString.optional(),
  statusCode: lenientString.optional(),
  basket: lenientString.optional(),
  requisitionDocumentNo: lenientString.optional(),
  recurringOrder: lenientString.optional(),
  recurringOrderID: lenientString.optional(),
  email: lenientString.optional(),
  user: z.looseObject({ email: lenientString.optional() }).nullish(),
  buyer: z.looseObject({ login: lenientString.optional(), firstName: lenientString.optional(), lastName: lenientString.optional() }).nullish(),
  orderCreation: z
    .looseObject({
      status: lenientString.optional(),
      stopAction: z
        .looseObject({ type: lenientString.optional(), redirectUrl: lenientString.optional(), exitReason: lenientString.optional() })
        .nullish(),
    })
    .nullish(),
});
export type OrderData = z.infer<typeof orderDataSchema>;

export const orderEnvelopeDataSchema = envelopeDataSchema(orderDataSchema);
export type OrderEnvelopeData = z.infer<typeof orderEnvelopeDataSchema>;

export const orderListDataSchema = z.looseObject({
  data: z.array(orderDataSchema).nullish(),
  included: basketIncludedDataSchema.nullish(),
  info: z.looseObject({ total: lenientNumber.optional(), limit: lenientNumber.optional(), offset: lenientNumber.optional() }).nullish(),
});
export type OrderListData = z.infer<typeof orderListDataSchema>;

/** ICM sends epoch milliseconds or an ISO-8601 text. */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'number' && (typeof value !== 'string' || value === '')) return undefined;
  const date = new Date(typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? (typeof value === 'string' ? value : undefined) : date.toISOString();
}

export function mapOrder(data: OrderData, included?: BasketIncludedData | null, infos: BasketMessage[] = []): Order {
  const { commonShippingMethod, ...content } = mapBasketContent(data, included ?? {});
  const creation = data.orderCreation;
  const order: Order = {
    id: data.id,
    documentNo: data.documentNumber ?? data.documentNo ?? '',
    orderCreation: { status: creation?.status ?? 'COMPLETED' },
    ...content,
    infos,
  };
  if (commonShippingMethod) order.shippingMethod = commonShippingMethod;
  if (creation?.stopAction?.type) {
    const stop: OrderStopAction = { type: creation.stopAction.type };
    if (creation.stopAction.redirectUrl) stop.redirectUrl = creation.stopAction.redirectUrl;
    if (creation.stopAction.exitReason) stop.exitReason = creation.stopAction.exitReason;
    order.orderCreation.stopAction = stop;
  }
  const creationDate = isoDate(data.creationDate);
  if (creationDate) order.creationDate = creationDate;
  if (data.status) order.status = data.status;
  if (data.statusCode) order.statusCode = data.statusCode;
  if (data.basket) order.basketId = data.basket;
  if (data.requisitionDocumentNo) order.requisitionNo = data.requisitionDocumentNo;
  const recurring = data.recurringOrder ?? data.recurringOrderID;
  if (recurring) order.recurringOrderId = recurring;
  const email = data.email ?? data.user?.email ?? order.invoiceToAddress?.email;
  if (email) order.email = email;
  const buyer = data.buyer;
  if (buyer && (buyer.firstName || buyer.lastName || buyer.login)) {
    order.buyer = {
      ...(buyer.login ? { login: buyer.login } : {}),
      ...(buyer.firstName ? { firstName: buyer.firstName } : {}),
      ...(buyer.lastName ? { lastName: buyer.lastName } : {}),
    };
  }
  return order;
}

export function mapOrderEnvelope(envelope: OrderEnvelopeData): Order {
  return mapOrder(envelope.data, envelope.included, mapMessages(envelope.infos));
}
