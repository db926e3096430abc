// cXML 1.2 punchout: a test procurement system sends a PunchOutSetupRequest, the storefront starts
// the StartPage's session, the punchout user shops, and the transfer answers a PunchOutOrderMessage
// that validates against the cXML DTD and matches the basket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { START_TOKEN_LIFETIME_MS } from '../../commerce-api/punchout/cxml/cxml-sessions';
import { BBOLDNER, call, loginDemo, JLINK } from './account-support';
import {
  CXML_LOGIN,
  RETURN_URL,
  createCxmlUser,
  dtdProblems,
  parseCxml,
  postSetupRequest,
  punchIn,
  setupRequestXml,
  startPageOf,
  startSession,
  statusOf,
  transfer,
} from './punchout-cxml-support';
import { STOREFRONT, type TestClock, testClock, withDatabase } from './requests-support';
import { type TestApi, startTestApi } from './support';

let api: TestApi;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock();
  api = await startTestApi(undefined, { storefrontUrl: STOREFRONT, now: clock.now });
  createCxmlUser(api);
});

afterAll(async () => {
  await api?.close();
});

const addItems = (token: string, basketId: string, items: { product: string; quantity: { value: number }; warranty?: string }[]) =>
  call(api, 'POST', `/baskets/${basketId}/items`, token, items);

describe('the setup request', () => {
  it('answers a create request with status 200 and a StartPage to the storefront with sid and access-token', async () => {
    const response = await postSetupRequest(api, setupRequestXml());

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(statusOf(response)).toEqual(['200', 'OK']);
    const { url, sid, startToken } = startPageOf(response);
    expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT}/punchout`);
    expect(sid).toMatch(/^[\w-]{32}$/);
    expect(startToken).toMatch(/^[\w-]{43}$/);
  });

  it('answers a document that validates against the cXML DTD', async () => {
    const response = await postSetupRequest(api, setupRequestXml());

    expect(dtdProblems(response.body)).toBe('');
  });

  it('opens a session with the request operation, BuyerCookie and BrowserFormPost URL and a new empty basket', async () => {
    const { session, token } = await punchIn(api, { buyerCookie: 'cookie-1' });

    expect(session).toEqual({
      operation: 'create',
      basketId: expect.any(String),
      returnURL: RETURN_URL,
      creationDate: clock.now().toISOString(),
      buyerCookie: 'cookie-1',
      transferFormField: 'cXML-urlencoded',
    });
    const basket = (await call(api, 'GET', `/baskets/${session.basketId}`, token)).json();
    expect(basket.data.lineItems).toEqual([]);
  });

  it('lets a second session start after the first, each with its own basket', async () => {
    const first = await punchIn(api, { buyerCookie: 'first' });
    const second = await punchIn(api, { buyerCookie: 'second' });

    expect(second.basketId).not.toBe(first.basketId);
    expect(second.session.buyerCookie).toBe('second');
    expect((await call(api, 'GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${first.sid}`, first.token)).json().buyerCookie).toBe('first');
  });

  it('brings the earlier basket back on edit: the ItemOut lines with a warranty read by its parentLineNumber', async () => {
    const items = [
      { sku: 'CAM-100', quantity: 2, lineNumber: 1 },
      { sku: 'WAR-2Y', quantity: 2, lineNumber: 2, parentLineNumber: 1 },
      { sku: 'ACC-MOUSE', quantity: 4, lineNumber: 3 },
    ];
    const { session, token } = await punchIn(api, { operation: 'edit', items });

    expect(session.operation).toBe('edit');
    const basket = (await call(api, 'GET', `/baskets/${session.basketId}?include=lineItems`, token)).json();
    const lines = Object.values(basket.included.lineItems) as { product: string; quantity: { value: number }; warranty?: string }[];
    expect(lines.map(line => [line.product, line.quantity.value, line.warranty !== undefined])).toEqual([
      ['CAM-100', 2, true],
      ['ACC-MOUSE', 4, false],
    ]);
  });

  it('brings the earlier basket back on inspect', async () => {
    const { session, token } = await punchIn(api, { operation: 'inspect', items: [{ sku: 'CAM-200', quantity: 1 }] });

    expect(session.operation).toBe('inspect');
    expect((await call(api, 'GET', `/baskets/${session.basketId}`, token)).json().data.totalProductQuantity).toBe(1);
  });

  it('leaves out earlier lines whose product can no longer be ordered', async () => {
    const { session, token } = await punchIn(api, { operation: 'edit', items: [{ sku: 'GONE-1', quantity: 1 }, { sku: 'CAM-200', quantity: 3 }] });

    expect((await call(api, 'GET', `/baskets/${session.basketId}`, token)).json().data.totalProductQuantity).toBe(3);
  });

  it('refuses the operation source with status 450', async () => {
    const response = await postSetupRequest(api, setupRequestXml({ operation: 'source' }));

    expect(response.statusCode).toBe(200);
    expect(statusOf(response)).toEqual(['450', 'Not Implemented']);
  });
});

describe('the start of a session', () => {
  it('works once: the same start token again is refused', async () => {
    const { sid, startToken } = startPageOf(await postSetupRequest(api, setupRequestXml()));
    await startSession(api, sid, startToken);

    const again = await call(api, 'POST', `/customers/-/punchouts/cxml1.2/sessions/${sid}/start`, undefined, { accessToken: startToken });

    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].code).toBe('punchout.cxml.start_token.invalid.error');
  });

  it('is refused five minutes after the setup request', async () => {
    const { sid, startToken } = startPageOf(await postSetupRequest(api, setupRequestXml()));
    clock.advance(START_TOKEN_LIFETIME_MS);

    const late = await call(api, 'POST', `/customers/-/punchouts/cxml1.2/sessions/${sid}/start`, undefined, { accessToken: startToken });

    expect(late.statusCode).toBe(401);
  });

  it("is refused with another session's sid", async () => {
    const first = startPageOf(await postSetupRequest(api, setupRequestXml()));
    const second = startPageOf(await postSetupRequest(api, setupRequestXml()));

    const crossed = await call(api, 'POST', `/customers/-/punchouts/cxml1.2/sessions/${second.sid}/start`, undefined, { accessToken: first.startToken });

    expect(crossed.statusCode).toBe(401);
  });

  it('is refused with 403 when the punchout user was deactivated after the setup request', async () => {
    createCxmlUser(api, 'soon-inactive-cxml', 'Soon-In4ctive');
    const { sid, startToken } = startPageOf(await postSetupRequest(api, setupRequestXml({ identity: 'soon-inactive-cxml', secret: 'Soon-In4ctive' })));
    withDatabase(api, db => db.prepare("UPDATE users SET active = 0 WHERE login = 'soon-inactive-cxml'").run());

    const response = await call(api, 'POST', `/customers/-/punchouts/cxml1.2/sessions/${sid}/start`, undefined, { accessToken: startToken });

    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('customer.user.disabled.error');
  });

  it('answers the punchout user login tokens', async () => {
    const { sid, startToken } = startPageOf(await postSetupRequest(api, setupRequestXml()));
    const token = await startSession(api, sid, startToken);

    const user = (await call(api, 'GET', '/customers/-/users/-', token)).json();

    expect(user.login).toBe(CXML_LOGIN);
  });
});

describe('the session resource', () => {
  it('goes with its punchout user when the account admin deletes the user', async () => {
    createCxmlUser(api, 'deleted-cxml', 'Deleted-S3cret');
    const { sid } = await punchIn(api, { identity: 'deleted-cxml', secret: 'Deleted-S3cret' });

    const deleted = await call(api, 'DELETE', '/customers/OilCorp/punchouts/cxml1.2/users/deleted-cxml', await loginDemo(api, BBOLDNER));

    expect(deleted.statusCode).toBe(204);
    expect(withDatabase(api, db => db.prepare('SELECT COUNT(*) FROM cxml_punchout_sessions WHERE id = ?').pluck().get(sid))).toBe(0);
  });

  it('is not found for another cXML punchout user of the company', async () => {
    const { sid } = await punchIn(api);
    createCxmlUser(api, 'other-cxml@oilcorp.example', 'Other-S3cret!');
    const other = await punchIn(api, { identity: 'other-cxml@oilcorp.example', secret: 'Other-S3cret!' });

    const response = await call(api, 'GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${sid}`, other.token);

    expect(response.statusCode).toBe(404);
  });

  it('refuses a buyer, who is no cXML punchout user', async () => {
    const { sid } = await punchIn(api);

    const response = await call(api, 'GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${sid}`, await loginDemo(api, JLINK));

    expect(response.statusCode).toBe(403);
  });
});

describe('the transfer', () => {
  it('answers a PunchOutOrderMessage that validates against the cXML DTD', async () => {
    const { sid, token, basketId } = await punchIn(api, { buyerCookie: 'c0ffee &amp; milk' });
    await addItems(token, basketId, [{ product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' }, { product: 'ACC-MOUSE', quantity: { value: 4 } }]);

    const response = await transfer(api, token, sid);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(dtdProblems(response.body)).toBe('');
  });

  it('echoes the BuyerCookie verbatim, markup included', async () => {
    const { sid, token, basketId } = await punchIn(api, { buyerCookie: 'c0ffee &amp; <b>milk</b>' });
    await addItems(token, basketId, [{ product: 'CAM-200', quantity: { value: 1 } }]);

    const response = await transfer(api, token, sid);

    expect(response.body).toContain('<BuyerCookie>c0ffee &amp; <b>milk</b></BuyerCookie>');
  });

  it("turns the setup request's header around: From is the shop as the buyer named it, To the buyer", async () => {
    const { sid, token, basketId } = await punchIn(api);
    await addItems(token, basketId, [{ product: 'CAM-200', quantity: { value: 1 } }]);

    const header = parseCxml((await transfer(api, token, sid)).body).Header;

    expect([header.From.Credential['@domain'], header.From.Credential.Identity]).toEqual(['DUNS', '313131313']);
    expect([header.To.Credential['@domain'], header.To.Credential.Identity]).toEqual(['NetworkID', 'AN01000000001']);
  });

  it("has the basket's net item total as Total, its shipping cost as Shipping and its tax as Tax", async () => {
    const { sid, token, basketId } = await punchIn(api);
    await addItems(token, basketId, [{ product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' }, { product: 'ACC-MOUSE', quantity: { value: 4 } }]);
    const totals = (await call(api, 'GET', `/baskets/${basketId}`, token)).json().data.totals;

    const header = parseCxml((await transfer(api, token, sid)).body).Message.PunchOutOrderMessage.PunchOutOrderMessageHeader;

    expect(header['@operationAllowed']).toBe('edit');
    expect(header.Total.Money).toEqual({ '#text': totals.itemTotal.net.value.toFixed(2), '@currency': 'EUR' });
    expect(header.Shipping.Money['#text']).toBe(totals.shippingTotal.net.value.toFixed(2));
    expect(header.Tax.Money['#text']).toBe(totals.grandTotal.tax.value.toFixed(2));
  });

  it('has an ItemIn per line, and one for its warranty naming the line as parent', async () => {
    const { sid, token, basketId } = await punchIn(api);
    const lines = (
      await addItems(token, basketId, [{ product: 'CAM-100', quantity: { value: 2 }, warranty: 'WAR-2Y' }, { product: 'ACC-MOUSE', quantity: { value: 4 } }])
    ).json().data as { id: string; pricing: { singleBasePrice: { net: { value: number } } } }[];

    const items = parseCxml((await transfer(api, token, sid)).body).Message.PunchOutOrderMessage.ItemIn as Record<string, any>[];

    expect(
      items.map(item => [
        item['@quantity'],
        item['@lineNumber'],
        item['@parentLineNumber'],
        item.ItemID.SupplierPartID,
        item.ItemID.SupplierPartAuxiliaryID,
        item.ItemDetail.UnitOfMeasure,
        item.ItemDetail.Classification['@domain'],
      ]),
    ).toEqual([
      ['2', '1', undefined, 'CAM-100', lines[0].id, 'PCE', 'UNSPSC'],
      ['2', '2', '1', 'WAR-2Y', lines[0].id, 'PCE', 'UNSPSC'],
      ['4', '3', undefined, 'ACC-MOUSE', lines[1].id, 'PCE', 'UNSPSC'],
    ]);
    expect(items[0].ItemDetail.UnitPrice.Money['#text']).toBe(lines[0].pricing.singleBasePrice.net.value.toFixed(2));
    expect(items[0].ItemDetail.Description).toEqual({ '#text': 'Compact camera with optical zoom', ShortName: 'Lumix Zoom Camera', '@xml:lang': 'en-US' });
  });

  it('ends the session: the session and a second transfer are not found', async () => {
    const { sid, token, basketId } = await punchIn(api);
    await addItems(token, basketId, [{ product: 'CAM-200', quantity: { value: 1 } }]);
    expect((await transfer(api, token, sid)).statusCode).toBe(200);

    expect((await transfer(api, token, sid)).statusCode).toBe(404);
    expect((await call(api, 'GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${sid}`, token)).statusCode).toBe(404);
  });

  it('refuses an empty basket with 422 and keeps the session', async () => {
    const { sid, token } = await punchIn(api);

    const response = await transfer(api, token, sid);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('punchout.transfer.basket_empty.error');
    expect((await call(api, 'GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${sid}`, token)).statusCode).toBe(200);
  });

  it('needs the sid', async () => {
    const { token } = await punchIn(api);

    const response = await call(api, 'POST', '/customers/OilCorp/punchouts/cxml1.2/transfer', token);

    expect(response.statusCode).toBe(400);
  });
});
