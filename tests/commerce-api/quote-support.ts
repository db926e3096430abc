// Quoting test helpers: the API with the demo accounts, the demo back office and a clock tests move
// on; Jack Link's (jlink@, a buyer of Oil Corp) calls below his user path, and the steps of a quote.
import type { LightMyRequestResponse } from 'fastify';

import type { CommerceApiOptions } from '../../commerce-api/app';
import { JLINK, call, loginDemo, startAccountApi } from './account-support';
import { BACK_OFFICE_PASSWORD, STOREFRONT, type TestClock, testClock } from './requests-support';
import type { TestApi } from './support';

export const JLINK_PATH = `/customers/OilCorp/users/${encodeURIComponent(JLINK)}`;
export const LIST_ATTRS = 'number,name,lineItems,creationDate,submittedDate';
export const QUOTE_ATTRS = 'number,name,lineItems,creationDate,validFromDate,validToDate,rejected';

export interface QuoteTestApi {
  api: TestApi;
  clock: TestClock;
  token: string;
}

/** The API at a test clock, with the back office; Jack Link logged in. */
export async function startQuoteApi(options: Omit<CommerceApiOptions, 'dbFile' | 'channel'> = {}): Promise<QuoteTestApi> {
  const clock = testClock(new Date('2026-03-02T10:00:00Z'));
  const api = await startAccountApi(undefined, { now: clock.now, storefrontUrl: STOREFRONT, backOfficePassword: BACK_OFFICE_PASSWORD, ...options });
  return { api, clock, token: await loginDemo(api, JLINK) };
}

/** The title (id) of a created Link, failing on anything but 201. */
export function createdId(response: LightMyRequestResponse): string {
  if (response.statusCode !== 201) throw new Error(`expected 201, got ${response.statusCode}: ${response.body}`);
  return response.json().title as string;
}

/** A new request of Jack Link's holding the lines (SKU, quantity); answers its id. */
export async function requestWith(api: TestApi, token: string, lines: [string, number][]): Promise<string> {
  const id = createdId(await call(api, 'POST', `${JLINK_PATH}/quoterequests`, token));
  for (const [sku, quantity] of lines) createdId(await call(api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, token, { productSKU: sku, quantity: { value: quantity } }));
  return id;
}

export const submitRequest = (api: TestApi, token: string, id: string) => call(api, 'POST', `${JLINK_PATH}/quotes`, token, { quoteRequestID: id });

/** The id of the quote answering the request (its Link among Jack Link's quotes, by number). */
export async function quoteOf(api: TestApi, token: string, requestId: string): Promise<string | undefined> {
  const request = (await call(api, 'GET', `${JLINK_PATH}/quoterequests/${requestId}`, token)).json();
  const quotes = (await call(api, 'GET', `${JLINK_PATH}/quotes?attrs=number`, token)).json().elements as { title: string; attributes: { name: string; value: unknown }[] }[];
  return quotes.find(quote => quote.attributes.some(attribute => attribute.name === 'number' && attribute.value === request.number))?.title;
}
