// Wishlists (the PWA's wishlist.service.ts): list, create, update with one preferred list, delete,
// items, share and unshare, the shared lookup with owner and secure code, and who may reach a list:
// its owner only (another user's is 404, an anonymous call 401), the shared copy anyone holding the
// current code (a wrong or revoked code is 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BBOLDNER, JLINK, PATRICIA, call, linkPath, loginDemo, startAccountApi } from './account-support';
import type { TestApi } from './support';

let api: TestApi;
let patricia: string;
let jlink: string;
let bboldner: string;
const PRIVATE = '/privatecustomers/-/wishlists';
const BUSINESS = '/customers/-/users/-/wishlists';

beforeAll(async () => {
  api = await startAccountApi();
  [patricia, jlink, bboldner] = await Promise.all([loginDemo(api, PATRICIA), loginDemo(api, JLINK), loginDemo(api, BBOLDNER)]);
}, 30_000);
afterAll(async () => api?.close());

async function create(token: string, title: string, preferred = false, base = PRIVATE): Promise<string> {
  const response = await call(api, 'POST', base, token, { title, preferred });
  expect(response.statusCode).toBe(201);
  return response.json().title as string;
}
const attributes = (link: { attributes: { name: string; value: unknown }[] }) =>
  Object.fromEntries(link.attributes.map(attribute => [attribute.name, attribute.value]));

describe('a private customer’s wishlists', () => {
  it('creates, lists, renames and deletes, keeping one preferred list', async () => {
    const first = await create(patricia, 'Birthday', true);
    const second = await create(patricia, 'Office', true);
    const list = (await call(api, 'GET', PRIVATE, patricia)).json().elements;
    const byId = Object.fromEntries(list.map((link: any) => [link.itemId, link]));
    expect(byId[first].title).toBe('Birthday');
    expect(attributes(byId[first])).toEqual({ itemsCount: 0, preferred: false, public: false, shared: false });
    expect(attributes(byId[second]).preferred).toBe(true);
    expect((await call(api, 'GET', linkPath(byId[first].uri), patricia)).json().title).toBe('Birthday');

    const updated = await call(api, 'PUT', `${PRIVATE}/${first}`, patricia, { title: 'Birthday 2027', preferred: true });
    expect(updated.json()).toMatchObject({ title: 'Birthday 2027', preferred: true });
    expect((await call(api, 'GET', `${PRIVATE}/${second}`, patricia)).json().preferred).toBe(false);

    expect((await call(api, 'DELETE', `${PRIVATE}/${second}`, patricia)).statusCode).toBe(204);
    expect((await call(api, 'GET', `${PRIVATE}/${second}`, patricia)).statusCode).toBe(404);
    expect((await call(api, 'POST', PRIVATE, patricia, { title: '  ' })).statusCode).toBe(400);
  });

  it('adds and removes products', async () => {
    const id = await create(patricia, 'Cameras');
    const added = await call(api, 'POST', `${PRIVATE}/${id}/products/CAM-100`, patricia, { quantity: 2 });
    expect(added.statusCode).toBe(201);
    const wishlist = (await call(api, 'GET', `${PRIVATE}/${id}`, patricia)).json();
    expect(wishlist.itemsCount).toBe(1);
    expect(attributes(wishlist.items[0])).toMatchObject({ sku: 'CAM-100', desiredQuantity: { type: 'Quantity', value: 2 }, creationDate: expect.any(Number) });
    expect((await call(api, 'POST', `${PRIVATE}/${id}/products/NO-SUCH-SKU`, patricia, { quantity: 1 })).statusCode).toBe(404);
    expect((await call(api, 'DELETE', `${PRIVATE}/${id}/products/CAM-100`, patricia)).statusCode).toBe(204);
    expect((await call(api, 'DELETE', `${PRIVATE}/${id}/products/CAM-100`, patricia)).statusCode).toBe(404);
    expect((await call(api, 'GET', `${PRIVATE}/${id}`, patricia)).json().items).toEqual([]);
  });
});

describe('a business user’s wishlists', () => {
  it('answers below customers/-/users/- and customers/-, and not below privatecustomers', async () => {
    const id = await create(jlink, 'Team', false, BUSINESS);
    expect((await call(api, 'GET', `/customers/-/wishlists/${id}`, jlink)).json().title).toBe('Team');
    expect((await call(api, 'GET', `${PRIVATE}/${id}`, jlink)).statusCode).toBe(404);
    expect((await call(api, 'GET', `/customers/-/users/someone-else/wishlists/${id}`, jlink)).statusCode).toBe(404);
  });
});

describe('who may reach a wishlist', () => {
  it('is 404 for another user, even of the same company, and 401 without a token', async () => {
    const own = await create(jlink, 'Mine', false, BUSINESS);
    await call(api, 'POST', `${BUSINESS}/${own}/products/CAM-100`, jlink, { quantity: 1 });
    for (const [method, path] of [
      ['GET', `${BUSINESS}/${own}`],
      ['PUT', `${BUSINESS}/${own}`],
      ['DELETE', `${BUSINESS}/${own}`],
      ['POST', `${BUSINESS}/${own}/products/CAM-100`],
      ['DELETE', `${BUSINESS}/${own}/products/CAM-100`],
      ['POST', `${BUSINESS}/${own}/share`],
      ['DELETE', `${BUSINESS}/${own}/share`],
    ] as const) {
      const body = method === 'PUT' ? { title: 'Taken' } : method === 'POST' ? {} : undefined;
      expect((await call(api, method, path, bboldner, body)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(api, method, path, undefined, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await call(api, 'GET', `${PRIVATE}/${own}`, patricia)).statusCode).toBe(404);
    expect((await call(api, 'GET', BUSINESS, bboldner)).json().elements.map((link: any) => link.itemId)).not.toContain(own);
    expect((await call(api, 'GET', `${BUSINESS}/${own}`, jlink)).json()).toMatchObject({ title: 'Mine', itemsCount: 1 });
  });
});

describe('sharing', () => {
  it('opens for anyone with id, owner and current code, and for nobody else', async () => {
    const id = await create(patricia, 'Wedding');
    await call(api, 'POST', `${PRIVATE}/${id}/products/CAM-100`, patricia, { quantity: 1 });
    const shared = (await call(api, 'POST', `${PRIVATE}/${id}/share`, patricia, { recipients: '', message: '' })).json();
    expect(shared).toEqual({ wishlistId: id, owner: expect.any(String), secureCode: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await call(api, 'POST', `${PRIVATE}/${id}/share`, patricia, {})).json().secureCode).toBe(shared.secureCode);
    expect((await call(api, 'GET', `${PRIVATE}/${id}`, patricia)).json().shared).toBe(true);

    const lookup = (code: string, owner = shared.owner, token?: string) =>
      call(api, 'GET', `/wishlists/${id};owner=${encodeURIComponent(owner)};secureCode=${encodeURIComponent(code)}`, token);
    const anonymous = await lookup(shared.secureCode);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ title: 'Wedding', itemsCount: 1, preferred: false });
    expect((await lookup(shared.secureCode, shared.owner, jlink)).statusCode).toBe(200);
    // one character changed (to another: a code may end in either letter)
    const wrong = `${shared.secureCode.slice(0, -1)}${shared.secureCode.endsWith('A') ? 'B' : 'A'}`;
    expect((await lookup(wrong)).statusCode).toBe(404);
    expect((await lookup(shared.secureCode, 'someone')).statusCode).toBe(404);
    expect((await call(api, 'GET', `/wishlists/${id}`, undefined)).statusCode).toBe(404);

    expect((await call(api, 'DELETE', `${PRIVATE}/${id}/share`, patricia)).statusCode).toBe(204);
    expect((await lookup(shared.secureCode)).statusCode).toBe(404);
    const again = (await call(api, 'POST', `${PRIVATE}/${id}/share`, patricia, {})).json();
    expect(again.secureCode).not.toBe(shared.secureCode);
  });
});
