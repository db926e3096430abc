// Quoting of the logged-in business user (`customers/-/users/-/quoterequests` and `…/quotes`), the
// calls of the Intershop PWA's quoting service: list both, read one, create a request (empty or from
// a basket), add, change and remove its items, name and comment it, submit it (`POST quotes`), reject
// a quote. Putting a quote into the basket is a basket call (`baskets.addQuote`). The free-text quote
// request (`POST quotecontact`) goes with the form's captcha.
import type { RequestOptions, Transport } from './icm-transport.server';
import {
  linkedItemIds,
  mapQuote,
  mapQuoteSummary,
  type QuoteDetail,
  type QuoteKind,
  type QuoteSummary,
  quoteDataSchema,
  quoteLineItemDataSchema,
  quoteLinkDataSchema,
  quoteListDataSchema,
} from './models/quote';
import { z } from 'zod';

const BASE = 'customers/-/users/-';
const anyAnswer = z.unknown();

const LIST_ATTRIBUTES: Record<QuoteKind, string> = {
  QuoteRequest: 'number,name,lineItems,creationDate,submittedDate',
  Quote: 'number,name,lineItems,creationDate,validFromDate,validToDate,rejected,acceptedDate,orderedDate',
};

const collection = (kind: QuoteKind) => `${BASE}/${kind === 'Quote' ? 'quotes' : 'quoterequests'}`;

function segment(value: string, what: string): string {
  if (!value) throw new Error(`a quoting call needs ${what}`);
  return encodeURIComponent(value);
}

const requestPath = (id: string) => `${collection('QuoteRequest')}/${segment(id, 'a quote request id')}`;

/** The free-text quote request's fields (business-and-integration §3, §7.4). */
export interface QuoteContactRequest {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  comment: string;
}

export function createQuotesResource(t: Transport) {
  const createdId = (answer: z.infer<typeof quoteLinkDataSchema>) => {
    const id = answer.title ?? answer.id;
    if (!id) throw new Error('the created quote request has no id');
    return id;
  };

  return {
    /** Both lists, requests and quotes, as the list's rows (newest first). */
    async list(): Promise<QuoteSummary[]> {
      const load = async (kind: QuoteKind) =>
        (await t.request(collection(kind), { schema: quoteListDataSchema, query: { attrs: LIST_ATTRIBUTES[kind] } })).flatMap(
          (link) => mapQuoteSummary(link, kind) ?? [],
        );
      const [requests, quotes] = await Promise.all([load('QuoteRequest'), load('Quote')]);
      return [...requests, ...quotes].sort((a, b) => (b.creationDate ?? 0) - (a.creationDate ?? 0));
    },

    /** One request (its linked items loaded) or quote. */
    async get(kind: QuoteKind, id: string): Promise<QuoteDetail> {
      const data = await t.request(`${collection(kind)}/${segment(id, 'a quote id')}`, { schema: quoteDataSchema });
      const linked = kind === 'QuoteRequest' ? linkedItemIds(data) : [];
      const lines = await Promise.all(linked.map((itemId) => t.request(`${requestPath(id)}/items/${segment(itemId, 'an item id')}`, { schema: quoteLineItemDataSchema })));
      return mapQuote(data, kind, lines);
    },

    /** `POST quoterequests` (optionally `?basketID=`): a new request, empty or with the basket's lines; its id. */
    async createRequest(options: { basketId?: string } = {}): Promise<string> {
      return createdId(await t.request(collection('QuoteRequest'), { method: 'POST', query: { basketID: options.basketId }, schema: quoteLinkDataSchema }));
    },

    /** `PUT quoterequests/{id}`: its name and the buyer's comment. */
    async updateRequest(id: string, changes: { displayName?: string; description?: string }): Promise<void> {
      await t.request(requestPath(id), { method: 'PUT', body: changes, schema: anyAnswer });
    },

    /** `POST quoterequests/{id}/items`. */
    async addItem(id: string, sku: string, quantity: number): Promise<void> {
      await t.request(`${requestPath(id)}/items`, { method: 'POST', body: { productSKU: sku, quantity: { value: quantity } }, schema: anyAnswer });
    },

    /** `PUT quoterequests/{id}/items/{itemId}`: a new quantity. */
    async updateItem(id: string, itemId: string, quantity: number): Promise<void> {
      await t.request(`${requestPath(id)}/items/${segment(itemId, 'an item id')}`, { method: 'PUT', body: { quantity: { value: quantity } }, schema: anyAnswer });
    },

    /** `DELETE quoterequests/{id}/items/{itemId}`. */
    async removeItem(id: string, itemId: string): Promise<void> {
      await t.request(`${requestPath(id)}/items/${segment(itemId, 'an item id')}`, { method: 'DELETE', schema: anyAnswer });
    },

    /** `POST quotes` with the request's id: submits it to the seller. */
    async submitRequest(id: string): Promise<void> {
      if (!id) throw new Error('a quoting call needs a quote request id');
      await t.request(collection('Quote'), { method: 'POST', body: { quoteRequestID: id }, schema: anyAnswer });
    },

    /** `PUT quotes/{id}` with `rejected: true`. */
    async rejectQuote(id: string): Promise<void> {
      await t.request(`${collection('Quote')}/${segment(id, 'a quote id')}`, { method: 'PUT', body: { rejected: true }, schema: anyAnswer });
    },

    /** `POST quotecontact`: the free-text request, with the form's captcha when ICM wants one. */
    async contact(request: QuoteContactRequest, options: { captcha?: RequestOptions<unknown>['captcha']; clientAddress?: string } = {}): Promise<void> {
      // the API limits the messages per client address: it must see the shopper's, not ours
      const headers = options.clientAddress ? { 'X-Forwarded-For': options.clientAddress } : undefined;
      await t.request('quotecontact', { method: 'POST', body: request, captcha: options.captcha, headers, schema: anyAnswer });
    },
  };
}

export type QuotesResource = ReturnType<typeof createQuotesResource>;
