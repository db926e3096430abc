// Baskets (basket.v1): the JSON:API-like envelope `{data, included, infos}` where the basket's
// references (line item ids, address urns, shipping method id, payment ids, discount ids) name
// entries of `included`, and the mapper to the Basket view model. Messages (`infos`) are mapped
// here too; the codes the storefront never shows (spec §8) are dropped.
import { z } from 'zod';

import { addressDataSchema, type Address, mapAddress } from './customer';
import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import {
  type BasketDiscount,
  basketDiscountDataSchema,
  type Keyed,
  type LineItem,
  lineItemDataSchema,
  lineItemWarrantyDataSchema,
  mapBasketDiscount,
  mapLineItem,
  mapNameValues,
  type NameValue,
  nameValueDataSchema,
  resolve,
} from './line-item';
import { type Money, mapMoney, mapPriceItem, moneyDataSchema, type PriceItem, priceItemDataSchema } from './money';
import { mapPayment, type Payment, paymentDataSchema, paymentInstrumentDataSchema, paymentMethodDataSchema } from './payment-method';
import { mapShippingMethod, type ShippingMethod, shippingMethodDataSchema } from './shipping-method';

// ---------------------------------------------------------------------------------------------
// Messages

/** Info codes the storefront hides, and the include error it drops (spec §8). */
export const HIDDEN_INFO_CODES: readonly string[] = [
  'basket.line_item.deletion.info',
  'basket.line_item.add_item_added_to_existing_line_item.info',
  'include.not_resolved.error',
];

export interface BasketMessageCause {
  code: string;
  message: string;
  paths?: string[];
}

export interface BasketMessage {
  code: string;
  message: string;
  causes?: BasketMessageCause[];
  /** `parameters` of ICM's basket feedback (lineItemId, productSku, scopes, …) as text. */
  parameters?: Record<string, string>;
}

const causeDataSchema = z.looseObject({
  code: lenientString.optional(),
  message: lenientString.optional(),
  paths: z.array(lenientString).nullish(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
});

export const messageDataSchema = z.looseObject({
  code: lenientString.optional(),
  message: lenientString.optional(),
  causes: z.array(causeDataSchema).nullish(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
});
export type MessageData = z.infer<typeof messageDataSchema>;

export const messagesDataSchema = z.array(messageDataSchema).nullish();

function textParameters(parameters: Record<string, unknown> | null | undefined): Record<string, string> | undefined {
  if (!parameters) return undefined;
  const entries = Object.entries(parameters).flatMap(([key, value]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [[key, String(value)]]
      : Array.isArray(value)
        ? [[key, value.map(String).join(',')]]
        : []
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export function mapMessage(data: MessageData): BasketMessage {
  const message: BasketMessage = { code: data.code ?? '', message: data.message ?? data.code ?? '' };
  const causes = (data.causes ?? [])
    .filter(c => !c.code || !HIDDEN_INFO_CODES.includes(c.code))
    .map(c => {
      const cause: BasketMessageCause = { code: c.code ?? '', message: c.message ?? '' };
      const paths = (c.paths ?? []).filter((p): p is string => !!p);
      if (paths.length) cause.paths = paths;
      return cause;
    });
  if (causes.length) message.causes = causes;
  const parameters = textParameters(data.parameters);
  if (parameters) message.parameters = parameters;
  return message;
}

/** Messages without the hidden codes. */
export function mapMessages(list: readonly MessageData[] | null | undefined): BasketMessage[] {
  return (list ?? []).filter(m => !m.code || !HIDDEN_INFO_CODES.includes(m.code)).map(mapMessage);
}

// ---------------------------------------------------------------------------------------------
// Totals

export interface BasketTotals {
  itemTotal?: PriceItem;
  undiscountedItemTotal?: PriceItem;
  shippingTotal?: PriceItem;
  undiscountedShippingTotal?: PriceItem;
  paymentCostsTotal?: PriceItem;
  dutiesAndSurchargesTotal?: PriceItem;
  itemRebatesTotal?: PriceItem;
  valueRebatesTotal?: PriceItem;
  shippingRebatesTotal?: PriceItem;
  taxTotal?: Money;
  /** The grand total. */
  total?: PriceItem;
  /** True while the invoice address, ship-to address or shipping method is missing (taxes and costs may change). */
  isEstimated: boolean;
  /** True while no shipping method is chosen: shippingTotal is not yet what shipping will cost. */
  shippingUnknown?: boolean;
}

export const basketTotalsDataSchema = z.looseObject({
  itemTotal: priceItemDataSchema.nullish(),
  undiscountedItemTotal: priceItemDataSchema.nullish(),
  itemRebatesTotal: priceItemDataSchema.nullish(),
  itemValueRebatesTotal: priceItemDataSchema.nullish(),
  valueRebatesTotal: priceItemDataSchema.nullish(),
  shippingRebatesTotal: priceItemDataSchema.nullish(),
  // ICM's own names of the discount totals
  itemValueDiscountsTotal: priceItemDataSchema.nullish(),
  basketValueDiscountsTotal: priceItemDataSchema.nullish(),
  basketShippingDiscountsTotal: priceItemDataSchema.nullish(),
  shippingTotal: priceItemDataSchema.nullish(),
  undiscountedShippingTotal: priceItemDataSchema.nullish(),
  paymentCostsTotal: priceItemDataSchema.nullish(),
  dutiesAndSurchargesTotal: priceItemDataSchema.nullish(),
  grandTotal: priceItemDataSchema.extend({ tax: moneyDataSchema.nullish() }).nullish(),
  isEstimated: lenientBoolean.optional(),
});
export type BasketTotalsData = z.infer<typeof basketTotalsDataSchema>;

export function mapBasketTotals(data: BasketTotalsData | null | undefined, estimated: boolean): BasketTotals {
  const totals: BasketTotals = { isEstimated: data?.isEstimated ?? estimated };
  if (!data) return totals;
  const items: [keyof BasketTotals, PriceItem | undefined][] = [
    ['itemTotal', mapPriceItem(data.itemTotal)],
    ['undiscountedItemTotal', mapPriceItem(data.undiscountedItemTotal)],
    ['shippingTotal', mapPriceItem(data.shippingTotal)],
    ['undiscountedShippingTotal', mapPriceItem(data.undiscountedShippingTotal)],
    ['paymentCostsTotal', mapPriceItem(data.paymentCostsTotal)],
    ['dutiesAndSurchargesTotal', mapPriceItem(data.dutiesAndSurchargesTotal)],
    ['itemRebatesTotal', mapPriceItem(data.itemValueDiscountsTotal) ?? mapPriceItem(data.itemValueRebatesTotal) ?? mapPriceItem(data.itemRebatesTotal)],
    ['valueRebatesTotal', mapPriceItem(data.basketValueDiscountsTotal) ?? mapPriceItem(data.valueRebatesTotal)],
    ['shippingRebatesTotal', mapPriceItem(data.basketShippingDiscountsTotal) ?? mapPriceItem(data.shippingRebatesTotal)],
    ['total', mapPriceItem(data.grandTotal)],
  ];
  for (const [key, value] of items) if (value) (totals as unknown as Record<string, PriceItem>)[key] = value;
  const tax = mapMoney(data.grandTotal?.tax);
  if (tax) totals.taxTotal = tax;
  return totals;
}

// ---------------------------------------------------------------------------------------------
// Basket

/** A basket's recurrence: it becomes a recurring order when submitted. */
export interface BasketRecurrence {
  /** ISO-8601 period: P1D, P1W, P1M, P1Y (P{n}D/W/M/Y). */
  interval: string;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd */
  endDate?: string;
  repetitions?: number;
}

export interface Basket {
  id: string;
  purchaseCurrency?: string;
  lineItems: LineItem[];
  /** Number of lines (also when ICM did not include them). */
  itemCount: number;
  /** Sum of the lines' quantities. */
  totalProductQuantity: number;
  totals: BasketTotals;
  invoiceToAddress?: Address;
  commonShipToAddress?: Address;
  commonShippingMethod?: ShippingMethod;
  payment?: Payment;
  /** Value-based discounts of the basket, then shipping-based ones. */
  discounts: BasketDiscount[];
  promotionCodes: string[];
  messageToMerchant?: string;
  externalOrderReference?: string;
  costCenter?: string;
  attributes: NameValue[];
  /** The basket attribute `desiredDeliveryDate` (yyyy-mm-dd). */
  desiredDeliveryDate?: string;
  approvalRequired?: boolean;
  /** Why the basket needs approval and who approves it; present when ICM says approval is required. */
  approval?: BasketApproval;
  recurrence?: BasketRecurrence;
  /** False while ICM has not calculated the basket. */
  calculated: boolean;
}

/** Someone who may approve the basket. */
export interface BasketApprover {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** A cost center whose owner must approve the basket (its budget): the cost center and who approves. */
export interface CostCenterApproval {
  costCenterId?: string;
  costCenterName?: string;
  approvers: BasketApprover[];
}

/**
 * A basket's approval (basket.v1 `approval`): the approvers of the company and of the cost centers,
 * and the reasons approval is needed (codes such as `order_spend_limit`, `budget`, `cost_center_budget`).
 */
export interface BasketApproval {
  reasons: string[];
  /** A user approver must approve (order spend limit or budget of the buyer). */
  customerApproval: boolean;
  customerApprovers: BasketApprover[];
  /**
   * Every cost center over its budget (`costCenterApprovals`, when lines go on several cost centers),
   * else ICM's single `costCenterApproval`; empty when no cost center owner must approve.
   */
  costCenterApprovals: CostCenterApproval[];
}

const approverDataSchema = z.looseObject({ firstName: lenientString.optional(), lastName: lenientString.optional(), email: lenientString.optional() });
const approversDataSchema = z.looseObject({ approvers: z.array(approverDataSchema).nullish() }).nullish().catch(undefined);
const costCenterApprovalDataSchema = z.looseObject({
  approvers: z.array(approverDataSchema).nullish(),
  costCenterID: lenientString.optional(),
  costCenterName: lenientString.optional(),
});
const approvalDataSchema = z.looseObject({
  approvalRequired: lenientBoolean.optional(),
  reasons: z.array(z.union([lenientString, z.looseObject({ code: lenientString.optional() }).transform((r) => r.code)])).nullish().catch(undefined),
  customerApproval: approversDataSchema,
  costCenterApproval: costCenterApprovalDataSchema.nullish().catch(undefined),
  costCenterApprovals: z.array(costCenterApprovalDataSchema).nullish().catch(undefined),
});

/** The cost center approvals of an approval document: all of them (`costCenterApprovals`), else ICM's single one. */
export function costCenterApprovalsOf<T>(data: { costCenterApproval?: T | null; costCenterApprovals?: T[] | null }): T[] {
  return data.costCenterApprovals ?? (data.costCenterApproval ? [data.costCenterApproval] : []);
}

const approvers = (list: z.infer<typeof approverDataSchema>[] | null | undefined) =>
  (list ?? []).map((a) => Object.fromEntries(Object.entries(a).filter(([key, value]) => ['firstName', 'lastName', 'email'].includes(key) && value)) as BasketApprover);

/** A cost center as the approval names it: "100402 Oil Corp Research", or whichever of number and name it has. */
export function costCenterLabel(approval: Pick<CostCenterApproval, 'costCenterId' | 'costCenterName'>): string {
  const { costCenterId, costCenterName } = approval;
  return costCenterId && costCenterName && costCenterId !== costCenterName ? `${costCenterId} ${costCenterName}` : (costCenterName ?? costCenterId ?? '');
}

export function mapCostCenterApproval(data: z.infer<typeof costCenterApprovalDataSchema>): CostCenterApproval {
  const approval: CostCenterApproval = { approvers: approvers(data.approvers) };
  if (data.costCenterID) approval.costCenterId = data.costCenterID;
  if (data.costCenterName) approval.costCenterName = data.costCenterName;
  return approval;
}

export function mapBasketApproval(data: z.infer<typeof approvalDataSchema>): BasketApproval {
  return {
    reasons: (data.reasons ?? []).filter((reason): reason is string => !!reason),
    customerApproval: !!data.customerApproval,
    customerApprovers: approvers(data.customerApproval?.approvers),
    costCenterApprovals: costCenterApprovalsOf(data).map(mapCostCenterApproval),
  };
}

const refs = z.array(idString).nullish();
const keyed = <T extends z.ZodType>(schema: T) => z.record(z.string(), schema).nullish();

export const basketDataSchema = z.looseObject({
  id: idString,
  purchaseCurrency: lenientString.optional(),
  calculated: lenientBoolean.optional(),
  lineItems: refs,
  totalProductQuantity: lenientNumber.optional(),
  invoiceToAddress: lenientString.optional(),
  commonShipToAddress: lenientString.optional(),
  commonShippingMethod: lenientString.optional(),
  payments: refs,
  discounts: z.looseObject({ valueBasedDiscounts: refs, shippingBasedDiscounts: refs }).nullish(),
  promotionCodes: z.array(lenientString).nullish(),
  approval: approvalDataSchema.nullish(),
  totals: basketTotalsDataSchema.nullish(),
  messageToMerchant: lenientString.optional(),
  externalOrderReference: lenientString.optional(),
  costCenter: lenientString.optional(),
  attributes: z.array(nameValueDataSchema).nullish(),
  recurrence: z
    .looseObject({
      interval: lenientString.optional(),
      startDate: lenientString.optional(),
      endDate: lenientString.optional(),
      repetitions: lenientNumber.optional(),
    })
    .nullish()
    .catch(undefined),
});
export type BasketData = z.infer<typeof basketDataSchema>;

/** `included` of a basket (or of an order: the same keys). Entries we do not map are ignored. */
export const basketIncludedDataSchema = z.looseObject({
  lineItems: keyed(lineItemDataSchema),
  lineItems_discounts: keyed(basketDiscountDataSchema),
  lineItems_warranty: keyed(lineItemWarrantyDataSchema),
  invoiceToAddress: keyed(addressDataSchema),
  commonShipToAddress: keyed(addressDataSchema),
  commonShippingMethod: keyed(shippingMethodDataSchema),
  discounts: keyed(basketDiscountDataSchema),
  payments: keyed(paymentDataSchema),
  payments_paymentMethod: keyed(paymentMethodDataSchema),
  payments_paymentInstrument: keyed(paymentInstrumentDataSchema),
});
export type BasketIncludedData = z.infer<typeof basketIncludedDataSchema>;

/** ICM's `{data, included, infos}` answer for a basket or an order (`data`), with the basket's includes. */
export const envelopeDataSchema = <Data extends z.ZodType>(data: Data) =>
  z.looseObject({ data, included: basketIncludedDataSchema.nullish(), infos: messagesDataSchema });

export const basketEnvelopeDataSchema = envelopeDataSchema(basketDataSchema);
export type BasketEnvelopeData = z.infer<typeof basketEnvelopeDataSchema>;

export const basketListDataSchema = z.looseObject({
  data: z.array(basketDataSchema).nullish(),
});

function entry<T>(entries: Keyed<T> | null | undefined, ref: string | undefined): T | undefined {
  return ref && entries && Object.hasOwn(entries, ref) ? entries[ref] : undefined;
}

/** What a basket, an order and a requisition share (mapBasketContent). */
export interface BasketContent {
  lineItems: LineItem[];
  itemCount: number;
  totalProductQuantity: number;
  totals: BasketTotals;
  discounts: BasketDiscount[];
  attributes: NameValue[];
  purchaseCurrency?: string;
  invoiceToAddress?: Address;
  commonShipToAddress?: Address;
  commonShippingMethod?: ShippingMethod;
  payment?: Payment;
  messageToMerchant?: string;
  externalOrderReference?: string;
  costCenter?: string;
  desiredDeliveryDate?: string;
}

/** Fields a basket and an order share; the order mapper adds its own. */
export function mapBasketContent(data: BasketData, included: BasketIncludedData = {}) {
  const inc = included ?? {};
  const lineItems = resolve(data.lineItems, inc.lineItems).map(([, line]) => mapLineItem(line, inc));
  const invoice = entry(inc.invoiceToAddress, data.invoiceToAddress);
  const shipTo = entry(inc.commonShipToAddress, data.commonShipToAddress);
  const method = entry(inc.commonShippingMethod, data.commonShippingMethod);
  const paymentRef = data.payments?.[0];
  const paymentData = entry(inc.payments, paymentRef);
  const discounts = [
    ...resolve(data.discounts?.valueBasedDiscounts, inc.discounts).map(([id, d]) => ({ ...mapBasketDiscount(id, d), basis: 'value' as const })),
    ...resolve(data.discounts?.shippingBasedDiscounts, inc.discounts).map(([id, d]) => ({ ...mapBasketDiscount(id, d), basis: 'shipping' as const })),
  ];
  const attributes = mapNameValues(data.attributes);
  const desired = attributes.find(a => a.name === 'desiredDeliveryDate')?.value;

  const content = {
    lineItems,
    itemCount: data.lineItems?.length ?? lineItems.length,
    totalProductQuantity: data.totalProductQuantity ?? lineItems.reduce((sum, line) => sum + line.quantity, 0),
    totals: mapBasketTotals(data.totals, !data.invoiceToAddress || !data.commonShipToAddress || !data.commonShippingMethod),
    discounts,
    attributes,
  } as BasketContent;
  if (data.purchaseCurrency) content.purchaseCurrency = data.purchaseCurrency;
  if (invoice) content.invoiceToAddress = mapAddress(invoice);
  if (shipTo) content.commonShipToAddress = mapAddress(shipTo);
  if (method) content.commonShippingMethod = mapShippingMethod(method);
  if (paymentData) {
    content.payment = mapPayment(paymentData, {
      paymentMethod: entry(inc.payments_paymentMethod, paymentData.paymentMethod),
      paymentInstrument: entry(inc.payments_paymentInstrument, paymentData.paymentInstrument),
    });
  }
  if (data.messageToMerchant) content.messageToMerchant = data.messageToMerchant;
  if (data.externalOrderReference) content.externalOrderReference = data.externalOrderReference;
  if (data.costCenter) content.costCenter = data.costCenter;
  if (typeof desired === 'string' && desired) content.desiredDeliveryDate = desired;
  return content;
}

/** A recurrence without its interval or start date is none. */
export function mapRecurrence(data: BasketData['recurrence']): BasketRecurrence | undefined {
  if (!data?.interval || !data.startDate) return undefined;
  const recurrence: BasketRecurrence = { interval: data.interval, startDate: data.startDate.slice(0, 10) };
  if (data.endDate) recurrence.endDate = data.endDate.slice(0, 10);
  if (data.repetitions !== undefined && data.repetitions > 0) recurrence.repetitions = data.repetitions;
  return recurrence;
}

export function mapBasket(data: BasketData, included?: BasketIncludedData | null): Basket {
  const basket: Basket = {
    id: data.id,
    ...mapBasketContent(data, included ?? {}),
    promotionCodes: (data.promotionCodes ?? []).filter((c): c is string => !!c),
    calculated: data.calculated ?? true,
  };
  if (data.approval?.approvalRequired !== undefined) basket.approvalRequired = data.approval.approvalRequired;
  if (data.approval?.approvalRequired) basket.approval = mapBasketApproval(data.approval);
  if (!data.commonShippingMethod) basket.totals.shippingUnknown = true;
  const recurrence = mapRecurrence(data.recurrence);
  if (recurrence) basket.recurrence = recurrence;
  return basket;
}

export function mapBasketEnvelope(envelope: BasketEnvelopeData): { basket: Basket; infos: BasketMessage[] } {
  return { basket: mapBasket(envelope.data, envelope.included), infos: mapMessages(envelope.infos) };
}
