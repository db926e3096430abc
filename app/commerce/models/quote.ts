// Quote requests and quotes of a business user, in the wire format of ICM's quoting REST API as the
// Intershop PWA's quoting extension reads it: lists of links whose attributes carry the list columns,
// a quote request with its items (inline or as links), a quote with the seller's prices and validity.
// The state is derived as the PWA derives it: a request is new until submitted; a quote is rejected,
// expired (past its validToDate) or responded. Ordered is a quote the backend says was ordered
// (`orderedDate`, the bundled API's); accepted is one whose lines the session's basket holds. A quote
// accepted into another basket (`acceptedDate`) is neither: this cart does not hold it.
import { z } from 'zod';

import { rawAttributeValue } from './attribute';
import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { linkDataSchema, type LinkData } from './link';
import { mapMoney, type Money, moneyDataSchema } from './money';

export type QuoteKind = 'QuoteRequest' | 'Quote';

export const QUOTE_STATES = ['new', 'submitted', 'responded', 'rejected', 'expired', 'accepted', 'ordered'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** One row of /quote-list: a request or a quote, from the list's link attributes. */
export interface QuoteSummary {
  kind: QuoteKind;
  id: string;
  number?: string;
  displayName?: string;
  itemCount?: number;
  /** Epoch milliseconds, as ICM sends them. */
  creationDate?: number;
  submittedDate?: number;
  validFromDate?: number;
  validToDate?: number;
  rejected?: boolean;
  /** When the buyer put the quote into a basket (the bundled API's addition; ICM does not say). */
  acceptedDate?: number;
  /** When an order took the quote's lines (the bundled API's addition); used up then. */
  orderedDate?: number;
}

export interface QuoteLine {
  /** Request items have ids; quote items have none. */
  id?: string;
  sku: string;
  quantity: number;
  singlePrice?: Money;
  total?: Money;
  /** What the buyer asked for (quote items only). */
  originQuantity?: number;
  originSinglePrice?: Money;
  originTotal?: Money;
}

export interface QuoteDetail extends QuoteSummary {
  description?: string;
  sellerComment?: string;
  total?: Money;
  originTotal?: Money;
  lines: QuoteLine[];
}

const quantitySchema = z.union([z.looseObject({ value: lenientNumber.optional() }), lenientNumber]).nullish();
const quantityOf = (data: z.infer<typeof quantitySchema>) => (typeof data === 'object' && data !== null ? data.value : data ?? undefined);

const quoteLineDataSchema = z.looseObject({
  type: lenientString.optional(),
  id: idString.optional(),
  productSKU: idString.optional(),
  quantity: quantitySchema,
  singlePrice: moneyDataSchema.nullish(),
  totalPrice: moneyDataSchema.nullish(),
  originQuantity: quantitySchema,
  originSinglePrice: moneyDataSchema.nullish(),
  originTotalPrice: moneyDataSchema.nullish(),
});
export type QuoteLineData = z.infer<typeof quoteLineDataSchema>;

export const quoteDataSchema = z.looseObject({
  type: lenientString.optional(),
  id: idString,
  number: lenientString.optional(),
  displayName: lenientString.optional(),
  description: lenientString.optional(),
  creationDate: lenientNumber.optional(),
  submittedDate: lenientNumber.optional(),
  validFromDate: lenientNumber.optional(),
  validToDate: lenientNumber.optional(),
  rejected: lenientBoolean.optional(),
  acceptedDate: lenientNumber.optional(),
  orderedDate: lenientNumber.optional(),
  sellerComment: lenientString.optional(),
  total: moneyDataSchema.nullish(),
  originTotal: moneyDataSchema.nullish(),
  // A request's items come as links (to resolve) or inline; a link has a title and a uri, an item a SKU.
  items: z.array(z.union([quoteLineDataSchema.extend({ productSKU: idString }), linkDataSchema])).nullish(),
});
export type QuoteData = z.infer<typeof quoteDataSchema>;

export const quoteLineItemDataSchema = quoteLineDataSchema;

/** `{elements: [Link…]}` or a bare array of links, as list resources answer. */
export const quoteListDataSchema = z.union([
  z.looseObject({ elements: z.array(linkDataSchema).nullish() }).transform((data) => data.elements ?? []),
  z.array(linkDataSchema),
]);

/** A created request: a Link whose title is its id (or the request itself). */
export const quoteLinkDataSchema = z.looseObject({ title: lenientString.optional(), id: idString.optional() });

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const numberAttribute = (link: LinkData, name: string) => lenientNumber.parse(rawAttributeValue(link.attributes, name));

export function mapQuoteSummary(link: LinkData, kind: QuoteKind): QuoteSummary | undefined {
  if (!link.title) return undefined;
  const name = rawAttributeValue(link.attributes, 'name');
  const number = rawAttributeValue(link.attributes, 'number');
  return withoutUndefined<QuoteSummary>({
    kind,
    id: link.title,
    number: lenientString.parse(number),
    displayName: lenientString.parse(name),
    itemCount: numberAttribute(link, 'lineItems'),
    creationDate: numberAttribute(link, 'creationDate'),
    submittedDate: numberAttribute(link, 'submittedDate'),
    validFromDate: numberAttribute(link, 'validFromDate'),
    validToDate: numberAttribute(link, 'validToDate'),
    rejected: lenientBoolean.parse(rawAttributeValue(link.attributes, 'rejected')),
    acceptedDate: numberAttribute(link, 'acceptedDate'),
    orderedDate: numberAttribute(link, 'orderedDate'),
  });
}

export function mapQuoteLine(data: QuoteLineData): QuoteLine | undefined {
  if (!data.productSKU) return undefined;
  return withoutUndefined<QuoteLine>({
    id: data.id,
    sku: data.productSKU,
    quantity: quantityOf(data.quantity) ?? 0,
    singlePrice: mapMoney(data.singlePrice),
    total: mapMoney(data.totalPrice),
    originQuantity: quantityOf(data.originQuantity),
    originSinglePrice: mapMoney(data.originSinglePrice),
    originTotal: mapMoney(data.originTotalPrice),
  });
}

type QuoteItemData = NonNullable<QuoteData['items']>[number];
const isInlineLine = (item: QuoteItemData): item is QuoteLineData & { productSKU: string } => 'productSKU' in item && !!item.productSKU;

/** The ids of a request's items that came as links, for the resource to load. */
export function linkedItemIds(data: QuoteData): string[] {
  return (data.items ?? []).flatMap((item) => (isInlineLine(item) || !(item as LinkData).title ? [] : [String((item as LinkData).title)]));
}

export function mapQuote(data: QuoteData, kind: QuoteKind, resolvedLines: QuoteLineData[] = []): QuoteDetail {
  const inline = (data.items ?? []).filter(isInlineLine);
  return {
    ...withoutUndefined<QuoteSummary>({
      kind,
      id: data.id,
      number: data.number,
      displayName: data.displayName,
      creationDate: data.creationDate,
      submittedDate: data.submittedDate,
      validFromDate: data.validFromDate,
      validToDate: data.validToDate,
      rejected: data.rejected,
      acceptedDate: data.acceptedDate,
      orderedDate: data.orderedDate,
      itemCount: data.items?.length,
    }),
    ...withoutUndefined({
      description: data.description,
      sellerComment: data.sellerComment,
      total: mapMoney(data.total),
      originTotal: mapMoney(data.originTotal),
    }),
    lines: [...inline, ...resolvedLines].flatMap((line) => mapQuoteLine(line) ?? []),
  };
}

/** The state of a request or quote at `now`; `inBasket` marks a quote whose lines the basket holds. */
export function quoteState(quote: QuoteSummary, now: number, inBasket = false): QuoteState {
  if (quote.kind === 'QuoteRequest') return quote.submittedDate ? 'submitted' : 'new';
  if (quote.rejected) return 'rejected';
  if (quote.orderedDate !== undefined) return 'ordered';
  if (inBasket) return 'accepted';
  if (quote.validToDate !== undefined && quote.validToDate < now) return 'expired';
  return 'responded';
}
