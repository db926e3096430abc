// Quote requests as the Intershop PWA's quoting extension calls them: create, add product lines,
// name and comment, change and remove lines, submit; the wire format of the Links and documents;
// what a submitted request refuses; another company's request is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PATRICIA, call, causesOf, linkPath, loginDemo } from './account-support';
import { loginAs, registerBusinessCustomer } from './customer-support';
import { JLINK_PATH, LIST_ATTRS, type QuoteTestApi, createdId, requestWith, startQuoteApi, submitRequest } from './quote-support';
import { withDatabase } from './requests-support';
import { errorCode } from './support';

let t: QuoteTestApi;

beforeAll(async () => {
  t = await startQuoteApi();
}, 30_000);
afterAll(async () => t?.api.close());

describe('quote requests', () => {
  it('creates a New request, adds lines, names and comments it, and lists it with the attributes asked for', async () => {
    const created = await call(t.api, 'POST', `${JLINK_PATH}/quoterequests`, t.token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'Link', uri: expect.stringContaining('/customers/OilCorp/users/jlink%40test.intershop.de/quoterequests/') });
    const id = created.json().title as string;

    const item = await call(t.api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, t.token, { productSKU: 'CAM-100', quantity: { value: 2 } });
    expect(item.statusCode).toBe(201);
    // a second add of the product adds to its line
    await call(t.api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, t.token, { productSKU: 'CAM-100', quantity: { value: 1 } });
    const renamed = await call(t.api, 'PUT', `${JLINK_PATH}/quoterequests/${id}`, t.token, { displayName: 'Cameras', description: 'For the new office' });
    expect(renamed.statusCode).toBe(200);

    const detail = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).json();
    expect(detail).toMatchObject({
      type: 'QuoteRequest',
      id,
      number: expect.stringMatching(/^\d{7}$/),
      displayName: 'Cameras',
      description: 'For the new office',
      creationDate: new Date('2026-03-02T10:00:00Z').getTime(),
      total: { type: 'Money', value: 597, currency: 'EUR', currencyMnemonic: 'EUR' },
      items: [{ type: 'Link', title: item.json().title }],
    });
    expect(detail.submittedDate).toBeUndefined();
    const line = (await call(t.api, 'GET', linkPath(detail.items[0].uri), t.token)).json();
    expect(line).toEqual({
      type: 'QuoteRequestLineItem',
      id: item.json().title,
      productSKU: 'CAM-100',
      quantity: { type: 'Quantity', value: 3, unit: expect.any(String) },
      singlePrice: { type: 'Money', value: 199, currency: 'EUR', currencyMnemonic: 'EUR' },
      totalPrice: { type: 'Money', value: 597, currency: 'EUR', currencyMnemonic: 'EUR' },
    });

    const list = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests?attrs=${LIST_ATTRS}`, t.token)).json();
    const entry = list.elements.find((element: { title: string }) => element.title === id);
    expect(entry.attributes).toEqual([
      { name: 'number', type: 'String', value: detail.number },
      { name: 'name', type: 'String', value: 'Cameras' },
      { name: 'lineItems', type: 'Integer', value: 1 },
      { name: 'creationDate', type: 'Date', value: detail.creationDate },
    ]);
  });

  it('changes and removes lines while New, and deletes the request', async () => {
    const id = await requestWith(t.api, t.token, [['CAM-100', 1], ['ACC-MOUSE', 2]]);
    const [camera, mouse] = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).json().items.map((link: { title: string }) => link.title);
    const changed = await call(t.api, 'PUT', `${JLINK_PATH}/quoterequests/${id}/items/${camera}`, t.token, { quantity: { value: 4 } });
    expect(changed.json().quantity.value).toBe(4);
    expect((await call(t.api, 'DELETE', `${JLINK_PATH}/quoterequests/${id}/items/${mouse}`, t.token)).statusCode).toBe(204);
    expect((await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).json().items).toHaveLength(1);
    expect((await call(t.api, 'DELETE', `${JLINK_PATH}/quoterequests/${id}`, t.token)).statusCode).toBe(204);
    expect((await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).statusCode).toBe(404);
  });

  it('creates a request from the basket', async () => {
    const basketId = (await call(t.api, 'POST', '/baskets', t.token)).json().data.id;
    const added = await call(t.api, 'POST', `/baskets/${basketId}/items`, t.token, [{ product: 'CAM-100', quantity: { value: 2 } }, { product: 'ACC-MOUSE', quantity: { value: 2 } }]);
    expect(added.statusCode, added.body).toBe(201);
    const id = createdId(await call(t.api, 'POST', `${JLINK_PATH}/quoterequests?basketID=${basketId}`, t.token));
    const detail = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).json();
    expect(detail.items).toHaveLength(2);
    expect(detail.total.value).toBe(437.98);
  });

  it('submits a request, which then refuses changes; an empty one is not submitted', async () => {
    const empty = createdId(await call(t.api, 'POST', `${JLINK_PATH}/quoterequests`, t.token));
    const refused = await submitRequest(t.api, t.token, empty);
    expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'quote.error.invalid_items']);

    const id = await requestWith(t.api, t.token, [['CAM-100', 5]]);
    expect((await submitRequest(t.api, t.token, id)).statusCode).toBe(201);
    const detail = (await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, t.token)).json();
    expect(detail.submittedDate).toBe(new Date('2026-03-02T10:00:00Z').getTime());

    for (const response of [
      await submitRequest(t.api, t.token, id),
      await call(t.api, 'PUT', `${JLINK_PATH}/quoterequests/${id}`, t.token, { description: 'later' }),
      await call(t.api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, t.token, { productSKU: 'ACC-MOUSE', quantity: { value: 1 } }),
    ]) {
      expect([response.statusCode, errorCode(response)]).toEqual([409, 'quoterequest.not_editable.error']);
    }
  });

  it('refuses products that cannot be quoted, and quantities breaking the quantity rules', async () => {
    const id = createdId(await call(t.api, 'POST', `${JLINK_PATH}/quoterequests`, t.token));
    for (const sku of ['NO-SUCH-SKU', 'NB-MASTER']) {
      const response = await call(t.api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, t.token, { productSKU: sku, quantity: { value: 1 } });
      expect([response.statusCode, errorCode(response)]).toEqual([422, 'quote.error.invalid_items']);
    }
    // the mouse comes in pairs (minimum 2, step 2)
    const odd = await call(t.api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, t.token, { productSKU: 'ACC-MOUSE', quantity: { value: 1 } });
    expect(causesOf(odd).map(([code]) => code)).toEqual(['basket.line_item.quantity.below_minimum.error', 'basket.line_item.quantity.step.error']);
    const itemId = createdId(await call(t.api, 'POST', `${JLINK_PATH}/quoterequests/${id}/items`, t.token, { productSKU: 'ACC-MOUSE', quantity: { value: 2 } }));
    const changed = await call(t.api, 'PUT', `${JLINK_PATH}/quoterequests/${id}/items/${itemId}`, t.token, { quantity: { value: 3 } });
    expect([changed.statusCode, errorCode(changed)]).toEqual([422, 'quote.error.invalid_items']);
  });

  it('is for business users who may quote: 403 without APP_B2B_MANAGE_OWN_QUOTES, 404 for a private customer', async () => {
    const manager = await registerBusinessCustomer(t.api);
    withDatabase(t.api, db => db.prepare(`UPDATE users SET roles = '["APP_B2B_ORDER_MANAGER"]' WHERE login = ?`).run(manager.login));
    const managerToken = await loginAs(t.api, manager.login, manager.password);
    const refused = await call(t.api, 'POST', '/customers/-/users/-/quoterequests', managerToken);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'rest.authorization.permission.missing.error']);
    const patricia = await loginDemo(t.api, PATRICIA);
    expect((await call(t.api, 'GET', '/customers/-/users/-/quoterequests', patricia)).statusCode).toBe(404);
  });

  it("answers another company's request, and another user's path, as unknown", async () => {
    const id = await requestWith(t.api, t.token, [['CAM-100', 1]]);
    const other = await registerBusinessCustomer(t.api);
    const otherToken = await loginAs(t.api, other.login, other.password);
    const otherPath = `/customers/-/users/-`;
    expect((await call(t.api, 'GET', `${otherPath}/quoterequests/${id}`, otherToken)).statusCode).toBe(404);
    expect((await call(t.api, 'DELETE', `${otherPath}/quoterequests/${id}`, otherToken)).statusCode).toBe(404);
    expect((await call(t.api, 'GET', `${JLINK_PATH}/quoterequests/${id}`, otherToken)).statusCode).toBe(404);
    expect((await call(t.api, 'GET', `${otherPath}/quoterequests`, otherToken)).json().elements).toEqual([]);
    expect((await call(t.api, 'GET', `${JLINK_PATH}/quoterequests`, undefined)).statusCode).toBe(401);
  });
});
