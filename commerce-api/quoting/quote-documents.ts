// The quoting documents as ICM writes them and the Intershop PWA's quoting extension reads them
// (its quoting.interface.ts): Links to requests and quotes (with the attributes `attrs` asks for),
// the QuoteRequest with its items as Links, the QuoteRequestLineItem, and the Quote with its
// QuoteLineItems. Dates are milliseconds since 1970; money is `{type: 'Money', value, currency,
// currencyMnemonic}` with the net value (quotes are business prices). A request's or quote's
// name is its number until the buyer names it. `acceptedDate` (the bundled API's addition, which
// the PWA ignores) tells when the buyer put the quote into a basket, `orderedDate` (ours too) when
// an order was placed with its lines: the quote is used then.
import type { ProductRecord } from '../catalog/products/product-store';
import type { QuoteItemRecord, QuoteRecord, QuoteRequestItemRecord, QuoteRequestRecord } from './quote-store';

export interface QuoteUriScope {
  channel: string;
  customerNo: string;
  login: string;
}

/** A request's line with its product and the catalogue's net unit price at its quantity (undefined without one). */
export interface PricedRequestItem {
  item: QuoteRequestItemRecord;
  product: ProductRecord;
  unitNetCents: number | undefined;
}

export const millis = (iso: string) => new Date(iso).getTime();

export function money(cents: number, currency: string) {
  return { type: 'Money', value: cents / 100, currency, currencyMnemonic: currency };
}

const quantity = (value: number, product: ProductRecord) => ({ type: 'Quantity', value, unit: product.packingUnit ?? '' });

const userBase = (scope: QuoteUriScope) =>
  `${scope.channel}/-/customers/${encodeURIComponent(scope.customerNo)}/users/${encodeURIComponent(scope.login)}`;

export const quoteRequestUri = (scope: QuoteUriScope, id: string) => `${userBase(scope)}/quoterequests/${encodeURIComponent(id)}`;
export const quoteRequestItemUri = (scope: QuoteUriScope, requestId: string, itemId: string) =>
  `${quoteRequestUri(scope, requestId)}/items/${encodeURIComponent(itemId)}`;
export const quoteUri = (scope: QuoteUriScope, id: string) => `${userBase(scope)}/quotes/${encodeURIComponent(id)}`;

export const link = (uri: string, title: string, attributes?: object[]) => ({ type: 'Link', uri, title, ...(attributes ? { attributes } : {}) });

type AttributeType = 'String' | 'Integer' | 'Date' | 'Boolean';
const attribute = (name: string, type: AttributeType, value: unknown) => ({ name, type, value });

/** The attributes `attrs` (a comma list) asks for that the entity has; undefined without `attrs`. */
function attributesOf(attrs: string | undefined, available: Record<string, [AttributeType, unknown]>) {
  if (attrs === undefined) return undefined;
  const names = attrs.split(',').map(name => name.trim());
  return names.flatMap(name => {
    const entry = Object.hasOwn(available, name) ? available[name] : undefined;
    return entry && entry[1] !== undefined ? [attribute(name, entry[0], entry[1])] : [];
  });
}

export function quoteRequestLink(scope: QuoteUriScope, request: QuoteRequestRecord, itemCount: number, attrs: string | undefined) {
  return link(
    quoteRequestUri(scope, request.id),
    request.id,
    attributesOf(attrs, {
      number: ['String', request.number],
      name: ['String', request.displayName ?? request.number],
      lineItems: ['Integer', itemCount],
      creationDate: ['Date', millis(request.createdAt)],
      submittedDate: ['Date', request.submittedAt === null ? undefined : millis(request.submittedAt)],
    }),
  );
}

export function quoteLink(scope: QuoteUriScope, quote: QuoteRecord, itemCount: number, attrs: string | undefined) {
  return link(
    quoteUri(scope, quote.id),
    quote.id,
    attributesOf(attrs, {
      number: ['String', quote.number],
      name: ['String', quote.displayName ?? quote.number],
      lineItems: ['Integer', itemCount],
      creationDate: ['Date', millis(quote.createdAt)],
      validFromDate: ['Date', millis(quote.validFrom)],
      validToDate: ['Date', millis(quote.validTo)],
      // always there: the PWA takes a quote link with attributes as a list entry only when it has `rejected`
      rejected: ['Boolean', quote.rejected],
      acceptedDate: ['Date', quote.acceptedAt === null ? undefined : millis(quote.acceptedAt)],
      orderedDate: ['Date', quote.orderedAt === null ? undefined : millis(quote.orderedAt)],
    }),
  );
}

const totalOf = (items: { quantity: number; unitNetCents: number | undefined }[]) =>
  items.reduce((sum, item) => sum + (item.unitNetCents ?? 0) * item.quantity, 0);

export function quoteRequestItemData(priced: PricedRequestItem, currency: string) {
  const { item, product, unitNetCents = 0 } = priced;
  return {
    type: 'QuoteRequestLineItem',
    id: item.id,
    productSKU: product.sku,
    quantity: quantity(item.quantity, product),
    singlePrice: money(unitNetCents, currency),
    totalPrice: money(unitNetCents * item.quantity, currency),
  };
}

/** The request's net total at the catalogue prices of its lines. */
export const requestTotalCents = (items: PricedRequestItem[]) =>
  totalOf(items.map(({ item, unitNetCents }) => ({ quantity: item.quantity, unitNetCents })));

export function quoteRequestData(scope: QuoteUriScope, request: QuoteRequestRecord, items: PricedRequestItem[]) {
  return {
    type: 'QuoteRequest',
    id: request.id,
    number: request.number,
    displayName: request.displayName ?? request.number,
    ...(request.description === null ? {} : { description: request.description }),
    creationDate: millis(request.createdAt),
    ...(request.submittedAt === null ? {} : { submittedDate: millis(request.submittedAt) }),
    total: money(requestTotalCents(items), request.currency),
    items: items.map(({ item }) => link(quoteRequestItemUri(scope, request.id, item.id), item.id)),
  };
}

export function quoteData(quote: QuoteRecord, items: { item: QuoteItemRecord; product: ProductRecord }[]) {
  const { currency } = quote;
  return {
    type: 'Quote',
    id: quote.id,
    number: quote.number,
    displayName: quote.displayName ?? quote.number,
    ...(quote.description === null ? {} : { description: quote.description }),
    creationDate: millis(quote.createdAt),
    validFromDate: millis(quote.validFrom),
    validToDate: millis(quote.validTo),
    sellerComment: quote.sellerComment,
    rejected: quote.rejected,
    ...(quote.acceptedAt === null ? {} : { acceptedDate: millis(quote.acceptedAt) }),
    ...(quote.orderedAt === null ? {} : { orderedDate: millis(quote.orderedAt) }),
    total: money(totalOf(items.map(({ item }) => item)), currency),
    originTotal: money(totalOf(items.map(({ item }) => ({ quantity: item.quantity, unitNetCents: item.originUnitNetCents }))), currency),
    items: items.map(({ item, product }) => ({
      type: 'QuoteLineItem',
      productSKU: product.sku,
      quantity: quantity(item.quantity, product),
      originQuantity: quantity(item.quantity, product),
      singlePrice: money(item.unitNetCents, currency),
      totalPrice: money(item.unitNetCents * item.quantity, currency),
      originSinglePrice: money(item.originUnitNetCents, currency),
      originTotalPrice: money(item.originUnitNetCents * item.quantity, currency),
    })),
  };
}
