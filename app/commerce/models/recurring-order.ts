// Recurring orders (recurringorder.v2): the schedule a submitted basket with a recurrence became, its
// state and the totals the basket had; a customer's lists add the buyer and the total, one recurring
// order its lines, addresses, shipping, payment and the orders it placed. ICM sends the schedule flat
// (interval, startDate, …) and/or as `recurrence`; the number as `documentNo` or `number`; dates as
// yyyy-mm-dd, ISO-8601 or epoch ms; addresses as a list that `invoiceToAddress` and `shippingBuckets`
// name by urn. The bundled API adds the scheduled orders waiting for approval (pendingRequisitions).
import { z } from 'zod';

import { basketTotalsDataSchema, type BasketTotals, mapBasketTotals } from './basket';
import { addressDataSchema, type Address, mapAddress } from './customer';
import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { type LineItem, lineItemDataSchema, mapLineItem } from './line-item';
import type { PriceItem } from './money';
import { mapPayment, type Payment, paymentDataSchema, paymentMethodDataSchema } from './payment-method';
import { mapShippingMethod, type ShippingMethod, shippingMethodDataSchema } from './shipping-method';

export interface RecurringOrder {
  id: string;
  /** The number the shopper sees (ICM documentNo); the id when ICM sends none. */
  number: string;
  active: boolean;
  expired: boolean;
  /** ISO-8601 period: P1D, P1W, P1M, P1Y (P{n}D/W/M/Y). */
  interval: string;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd */
  endDate?: string;
  repetitions?: number;
  /** yyyy-mm-dd; absent once the schedule has ended. */
  nextOrderDate?: string;
  /** yyyy-mm-dd */
  lastOrderDate?: string;
  orderCount: number;
  totals?: BasketTotals;
}

/** Who a customer's recurring order belongs to. */
export interface RecurringOrderUser {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  /** The user's login (ICM accountID). */
  login?: string;
}

/** An order the recurring order placed. */
export interface PlacedOrderLink {
  id: string;
  documentNo?: string;
  /** ISO-8601 */
  creationDate?: string;
}

/** A recurring order as a customer's list shows it. */
export interface RecurringOrderSummary extends RecurringOrder {
  /** ISO-8601 */
  creationDate?: string;
  customerNo?: string;
  email?: string;
  user?: RecurringOrderUser;
  itemCount?: number;
  /** The grand total the basket had. */
  total?: PriceItem;
  /** The newest orders it placed, newest first. */
  lastPlacedOrders: PlacedOrderLink[];
}

export interface ApprovalStatus {
  /** ISO-8601 */
  approvalDate?: string;
  approver?: string;
  statusCode?: string;
}

/** One recurring order with everything on it. */
export interface RecurringOrderDetail extends RecurringOrderSummary {
  /** The last scheduled order could not be placed. */
  error: boolean;
  errorCode?: string;
  statusCode?: string;
  costCenterId?: string;
  costCenterName?: string;
  invoiceToAddress?: Address;
  commonShipToAddress?: Address;
  shippingMethod?: ShippingMethod;
  payment?: Payment;
  approvalStatuses: ApprovalStatus[];
  lineItems: LineItem[];
  /** Scheduled orders that need approval and wait for it as requisitions, newest first. */
  pendingRequisitions: PendingRequisition[];
}

export interface PendingRequisition {
  id: string;
  requisitionNo?: string;
  /** yyyy-mm-dd */
  scheduledDate?: string;
}

/** Never fails: a value of the wrong shape is absent. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const recurrenceFieldsSchema = {
  interval: lenientString.optional(),
  startDate: z.unknown().optional(),
  endDate: z.unknown().optional(),
  repetitions: lenientNumber.optional(),
};

const buyerDataSchema = z.looseObject({
  accountID: lenientString.optional(),
  customerNo: lenientString.optional(),
  email: lenientString.optional(),
  firstName: lenientString.optional(),
  lastName: lenientString.optional(),
  companyName: lenientString.optional(),
});

/** The lists' totals: `{currency, amount}` (ICM) or `{currency, value}`. */
const listMoneyDataSchema = z.looseObject({ currency: lenientString.optional(), amount: lenientNumber.optional(), value: lenientNumber.optional() });

const placedOrderDataSchema = z.looseObject({
  id: idString,
  documentNumber: lenientString.optional(),
  documentNo: lenientString.optional(),
  creationDate: z.unknown().optional(),
});

const approvalStatusDataSchema = z.looseObject({
  approvalDate: z.unknown().optional(),
  approver: z.looseObject({ firstName: lenientString.optional(), lastName: lenientString.optional() }).nullish(),
  statusCode: lenientString.optional(),
});

export const recurringOrderDataSchema = z.looseObject({
  id: idString,
  documentNo: lenientString.optional(),
  documentNumber: lenientString.optional(),
  number: lenientString.optional(),
  active: lenientBoolean.optional(),
  expired: lenientBoolean.optional(),
  ...recurrenceFieldsSchema,
  recurrence: lenient(z.looseObject(recurrenceFieldsSchema).nullable()),
  nextOrderDate: z.unknown().optional(),
  lastOrderDate: z.unknown().optional(),
  orderCount: lenientNumber.optional(),
  totals: lenient(basketTotalsDataSchema.nullable()),
  // the lists' and the customer resources' fields
  creationDate: z.unknown().optional(),
  buyer: lenient(buyerDataSchema.nullable()),
  itemCount: lenientNumber.optional(),
  totalNet: lenient(listMoneyDataSchema.nullable()),
  totalGross: lenient(listMoneyDataSchema.nullable()),
  lastPlacedOrders: lenient(z.array(placedOrderDataSchema).nullable()),
  lastOrders: lenient(z.array(placedOrderDataSchema).nullable()),
  // one recurring order's fields
  error: lenientBoolean.optional(),
  errorCode: lenientString.optional(),
  statusCode: lenientString.optional(),
  costCenterID: lenientString.optional(),
  costCenterId: lenientString.optional(),
  costCenterName: lenientString.optional(),
  lineItems: lenient(z.array(lineItemDataSchema).nullable()),
  addresses: lenient(z.array(addressDataSchema).nullable()),
  invoiceToAddress: lenientString.optional(),
  shippingBuckets: lenient(z.array(z.looseObject({ shipToAddress: lenientString.optional(), shippingMethod: lenientString.optional() })).nullable()),
  shippingMethods: lenient(z.array(shippingMethodDataSchema).nullable()),
  payments: lenient(z.array(paymentDataSchema).nullable()),
  paymentMethods: lenient(z.array(paymentMethodDataSchema).nullable()),
  approvalStatuses: lenient(z.array(approvalStatusDataSchema).nullable()),
  pendingRequisitions: lenient(
    z.array(z.looseObject({ id: idString, requisitionNo: lenientString.optional(), scheduledDate: z.unknown().optional() })).nullable(),
  ),
});
export type RecurringOrderData = z.infer<typeof recurringOrderDataSchema>;

export const recurringOrderEnvelopeDataSchema = z.looseObject({ data: recurringOrderDataSchema });
export type RecurringOrderEnvelopeData = z.infer<typeof recurringOrderEnvelopeDataSchema>;

/** A customer's list: `{data: [recurring order…]}`. */
export const recurringOrderListDataSchema = z.looseObject({ data: z.array(recurringOrderDataSchema).nullish() });
export type RecurringOrderListData = z.infer<typeof recurringOrderListDataSchema>;

/** A calendar date (yyyy-mm-dd) from yyyy-mm-dd, ISO-8601 or epoch milliseconds; undefined otherwise. */
function calendarDate(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const millis = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
  if (millis === undefined) return undefined;
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** A point in time (ISO-8601) from ISO-8601 or epoch milliseconds; undefined otherwise. */
function instant(value: unknown): string | undefined {
  const millis = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? (/^\d+$/.test(value) ? Number(value) : Date.parse(value)) : NaN;
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

type ListMoneyData = z.infer<typeof listMoneyDataSchema> | null | undefined;

function listPrice(net: ListMoneyData, gross: ListMoneyData): PriceItem | undefined {
  const money = (data: ListMoneyData) => {
    const value = data?.amount ?? data?.value;
    return data?.currency && value !== undefined ? { currency: data.currency, value } : undefined;
  };
  const netMoney = money(net);
  const grossMoney = money(gross);
  return netMoney && grossMoney ? { net: netMoney, gross: grossMoney } : undefined;
}

export function mapRecurringOrder(data: RecurringOrderData): RecurringOrder {
  const recurrence = data.recurrence ?? undefined;
  const order: RecurringOrder = {
    id: data.id,
    number: data.documentNo || data.documentNumber || data.number || data.id,
    active: data.active ?? true,
    expired: data.expired ?? false,
    interval: recurrence?.interval ?? data.interval ?? '',
    startDate: calendarDate(recurrence?.startDate) ?? calendarDate(data.startDate) ?? '',
    orderCount: data.orderCount ?? 0,
  };
  const endDate = calendarDate(recurrence?.endDate) ?? calendarDate(data.endDate);
  if (endDate) order.endDate = endDate;
  const repetitions = recurrence?.repetitions ?? data.repetitions;
  if (repetitions !== undefined && repetitions > 0) order.repetitions = repetitions;
  const nextOrderDate = calendarDate(data.nextOrderDate);
  if (nextOrderDate) order.nextOrderDate = nextOrderDate;
  const lastOrderDate = calendarDate(data.lastOrderDate);
  if (lastOrderDate) order.lastOrderDate = lastOrderDate;
  if (data.totals) order.totals = mapBasketTotals(data.totals, false);
  return order;
}

export function mapRecurringOrderEnvelope(envelope: RecurringOrderEnvelopeData): RecurringOrder {
  return mapRecurringOrder(envelope.data);
}

export function mapRecurringOrderSummary(data: RecurringOrderData): RecurringOrderSummary {
  const order: RecurringOrderSummary = {
    ...mapRecurringOrder(data),
    lastPlacedOrders: (data.lastPlacedOrders ?? data.lastOrders ?? []).map((placed) => {
      const link: PlacedOrderLink = { id: placed.id };
      const documentNo = placed.documentNumber ?? placed.documentNo;
      if (documentNo) link.documentNo = documentNo;
      const creationDate = instant(placed.creationDate);
      if (creationDate) link.creationDate = creationDate;
      return link;
    }),
  };
  const creationDate = instant(data.creationDate);
  if (creationDate) order.creationDate = creationDate;
  const buyer = data.buyer ?? undefined;
  if (buyer?.customerNo) order.customerNo = buyer.customerNo;
  if (buyer?.email) order.email = buyer.email;
  if (buyer) {
    const user: RecurringOrderUser = {};
    if (buyer.firstName) user.firstName = buyer.firstName;
    if (buyer.lastName) user.lastName = buyer.lastName;
    if (buyer.companyName) user.companyName = buyer.companyName;
    if (buyer.accountID) user.login = buyer.accountID;
    order.user = user;
  }
  if (data.itemCount !== undefined) order.itemCount = data.itemCount;
  const total = order.totals?.total ?? listPrice(data.totalNet, data.totalGross);
  if (total) order.total = total;
  return order;
}

export function mapRecurringOrderList(list: RecurringOrderListData): RecurringOrderSummary[] {
  return (list.data ?? []).map(mapRecurringOrderSummary);
}

export function mapRecurringOrderDetail(envelope: RecurringOrderEnvelopeData): RecurringOrderDetail {
  const { data } = envelope;
  const addressBy = (urn: string | undefined) => {
    const found = urn ? data.addresses?.find((address) => address.urn === urn || address.id === urn) : undefined;
    return found && mapAddress(found);
  };
  const bucket = data.shippingBuckets?.[0];
  const method = data.shippingMethods?.find((candidate) => candidate.id === bucket?.shippingMethod) ?? data.shippingMethods?.[0];
  const payment = data.payments?.[0];
  const order: RecurringOrderDetail = {
    ...mapRecurringOrderSummary(data),
    error: data.error ?? false,
    approvalStatuses: (data.approvalStatuses ?? []).map((status) => {
      const approval: ApprovalStatus = {};
      const date = instant(status.approvalDate);
      if (date) approval.approvalDate = date;
      const approver = [status.approver?.firstName, status.approver?.lastName].filter(Boolean).join(' ');
      if (approver) approval.approver = approver;
      if (status.statusCode) approval.statusCode = status.statusCode;
      return approval;
    }),
    lineItems: (data.lineItems ?? []).map((line) => mapLineItem(line)),
    pendingRequisitions: (data.pendingRequisitions ?? []).map((pending) => {
      const requisition: PendingRequisition = { id: pending.id };
      if (pending.requisitionNo) requisition.requisitionNo = pending.requisitionNo;
      const scheduledDate = calendarDate(pending.scheduledDate);
      if (scheduledDate) requisition.scheduledDate = scheduledDate;
      return requisition;
    }),
  };
  if (data.errorCode) order.errorCode = data.errorCode;
  if (data.statusCode) order.statusCode = data.statusCode;
  const costCenterId = data.costCenterID ?? data.costCenterId;
  if (costCenterId) order.costCenterId = costCenterId;
  if (data.costCenterName) order.costCenterName = data.costCenterName;
  const invoiceToAddress = addressBy(data.invoiceToAddress);
  if (invoiceToAddress) order.invoiceToAddress = invoiceToAddress;
  const commonShipToAddress = addressBy(bucket?.shipToAddress);
  if (commonShipToAddress) order.commonShipToAddress = commonShipToAddress;
  if (method) order.shippingMethod = mapShippingMethod(method);
  if (payment) {
    order.payment = mapPayment(payment, { paymentMethod: data.paymentMethods?.find((candidate) => candidate.id === payment.paymentMethod) });
  }
  return order;
}
