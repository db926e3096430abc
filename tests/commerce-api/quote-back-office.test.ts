// The seller's answer in the demo back office: its quote requests page behind the back office's login,
// listing the submitted requests the demo's rule left waiting; an offer with prices per line and a
// validity date, or a rejection, each reaching the buyer as a quote; refusals of bad input, of
// requests already answered and of posts from elsewhere.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JLINK, call } from './account-support';
import { JLINK_PATH, type QuoteTestApi, quoteOf, requestWith, startQuoteApi, submitRequest } from './quote-support';
import { BACK_OFFICE_LOGIN, BACK_OFFICE_POST, lastMailTo, storefrontLinkIn } from './requests-support';
import { errorCode } from './support';

let t: QuoteTestApi;

beforeAll(async () => {
  t = await startQuoteApi();
}, 30_000);
afterAll(async () => t?.api.close());

const page = (headers: Record<string, string> = BACK_OFFICE_LOGIN) => t.api.inject({ method: 'GET', url: '/INTERSHOP/demo/quote-requests', headers });
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = BACK_OFFICE_POST) =>
  t.api.inject({
    method: 'POST',
    url: `/INTERSHOP/demo/quote-requests/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

/** A submitted request over the demo's limit (three cameras, 597.00 net): its id, number and line id. */
async function waitingRequest() {
  const id = await requestWith(t.api, t.token, [['CAM-100', 3]]);
  await call(t.api, 'PUT', `${JLINK_PATH}/quoterequests/${id}`, t.token, { description: 'Three for <the> team' });
  await submitRequest(t.api, t.token, id);
  const detail = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).json();
  return { id, number: detail.number as string, itemId: detail.items[0].title as string };
}

const section = (response: LightMyRequestResponse, number: string) => response.body.includes(`aria-label="Quote request ${number}"`);

describe('the quote requests page', () => {
  it('needs the back office login, and takes posts only from itself', async () => {
    const { id, itemId } = await waitingRequest();
    expect((await page({})).statusCode).toBe(401);
    expect((await post(`${id}/quote`, { validTo: '2026-04-01', [`price-${itemId}`]: '150' }, BACK_OFFICE_LOGIN)).statusCode).toBe(403);
    expect((await post(`${id}/rejection`, {}, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
  });

  it('lists a waiting request with its lines, catalogue prices and the comment escaped; not a New one', async () => {
    const { number } = await waitingRequest();
    const unsent = await requestWith(t.api, t.token, [['CAM-200', 2]]);
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(section(response, number)).toBe(true);
    expect(response.body).toContain('Three for &#60;the&#62; team');
    expect(response.body).toContain('aria-label="Offered net unit price of CAM-100" value="199.00"');
    expect(response.body).toContain('name="validTo" value="2026-04-01"');
    expect(response.body).not.toContain(unsent);
  });

  it('sends an offer that reaches the buyer as a quote with the prices, validity and comment', async () => {
    const { id, number, itemId } = await waitingRequest();
    const sent = await post(`${id}/quote`, { [`price-${itemId}`]: '150.5', validTo: '2026-03-20', sellerComment: 'Special price' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/INTERSHOP/demo/quote-requests');

    const quoteId = (await quoteOf(t.api, t.token, id))!;
    const mail = lastMailTo(t.api, JLINK)!;
    expect([mail.subject, storefrontLinkIn(mail).pathname]).toEqual([`inSPIRED: answer to your quote request ${number}`, `/quote-list/${quoteId}`]);
    const quote = (await call(t.api, 'GET', `${JLINK_PATH}/quotes/${quoteId}`, t.token)).json();
    expect(quote).toMatchObject({
      number,
      description: 'Three for <the> team',
      sellerComment: 'Special price',
      rejected: false,
      validFromDate: new Date('2026-03-02T10:00:00Z').getTime(),
      validToDate: new Date('2026-03-20T23:59:59.999Z').getTime(),
      total: { value: 451.5 },
      originTotal: { value: 597 },
      items: [{ productSKU: 'CAM-100', singlePrice: { value: 150.5 }, originSinglePrice: { value: 199 } }],
    });
    expect(section(await page(), number)).toBe(false);
    expect((await post(`${id}/quote`, { [`price-${itemId}`]: '140', validTo: '2026-03-20' })).statusCode).toBe(409);

    const basketId = (await call(t.api, 'POST', '/baskets', t.token)).json().data.id;
    const accepted = await call(t.api, 'POST', `/baskets/${basketId}/quotes`, t.token, { id: quoteId, calculated: true });
    expect(accepted.json().data[0].pricing.singleBasePrice.net.value).toBe(150.5);
  });

  it('rejects a request: the buyer gets a rejected quote that cannot be accepted', async () => {
    const { id, number } = await waitingRequest();
    expect((await post(`${id}/rejection`, { sellerComment: 'Not at this quantity' })).statusCode).toBe(303);
    const quoteId = (await quoteOf(t.api, t.token, id))!;
    expect((await call(t.api, 'GET', `${JLINK_PATH}/quotes/${quoteId}`, t.token)).json()).toMatchObject({ number, rejected: true, sellerComment: 'Not at this quantity' });
    expect(storefrontLinkIn(lastMailTo(t.api, JLINK)!).pathname).toMatch(new RegExp(`/quote-list/${quoteId}$`));
    const basketId = (await call(t.api, 'POST', '/baskets', t.token)).json().data.id;
    const refused = await call(t.api, 'POST', `/baskets/${basketId}/quotes`, t.token, { id: quoteId, calculated: true });
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'quote.error.is_rejected']);
  });

  it('refuses prices that are no amounts, a validity date in the past, and unknown requests', async () => {
    const { id, itemId } = await waitingRequest();
    for (const price of ['', '-1', '1.234', 'abc']) {
      expect((await post(`${id}/quote`, { [`price-${itemId}`]: price, validTo: '2026-03-20' })).statusCode).toBe(400);
    }
    expect((await post(`${id}/quote`, { [`price-${itemId}`]: '150', validTo: '2026-03-01' })).statusCode).toBe(400);
    expect((await post(`${id}/quote`, { [`price-${itemId}`]: '150', validTo: 'tomorrow' })).statusCode).toBe(400);
    expect(await quoteOf(t.api, t.token, id)).toBeUndefined();
    expect((await post('no-such-request/quote', { validTo: '2026-03-20' })).statusCode).toBe(404);
    const unsent = await requestWith(t.api, t.token, [['CAM-200', 3]]);
    expect((await post(`${unsent}/rejection`, {})).statusCode).toBe(404);
  });
});
