import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAnonymousTokens, TOKEN_LIFETIME_MS } from '../../commerce-api/basket/anonymous-tokens';
import { openDatabase } from '../../commerce-api/db/open-database';
import { BASKET_MEDIA_TYPE, basketCall, newBasket } from './basket-support';
import { startTestApi, type TestApi, errorCode } from './support';

describe('anonymous tokens and baskets', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('creates a token, answered in the authentication-token header, and an empty basket', async () => {
    const response = await basketCall(api, 'POST', '/baskets');
    expect(response.statusCode).toBe(201);
    expect(response.headers['authentication-token']).toMatch(/^[\w-]{43}$/);
    expect(response.headers['content-type']).toBe(`${BASKET_MEDIA_TYPE}; charset=utf-8`);
    expect(response.json().data).toMatchObject({ purchaseCurrency: 'EUR', lineItems: [], totalProductQuantity: 0 });
  });

  it('gives every new token a different value', async () => {
    const [a, b] = await Promise.all([newBasket(api), newBasket(api)]);
    expect(a.token).not.toBe(b.token);
    expect(a.basketId).not.toBe(b.basketId);
  });

  it('stores tokens only as hashes', async () => {
    const client = await newBasket(api);
    const db = openDatabase(api.dbFile);
    // users own their baskets under `user:{id}` keys; tokens are kept as hashes only
    const stored = db.prepare("SELECT token_hash FROM basket_tokens WHERE token_hash NOT LIKE 'user:%'").pluck().all() as string[];
    db.close();
    expect(stored).not.toContain(client.token);
    expect(stored.every(hash => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('creates a further basket for the token sent, without a new token', async () => {
    const client = await newBasket(api);
    const second = await basketCall(api, 'POST', '/baskets', { token: client.token });
    expect(second.statusCode).toBe(201);
    expect(second.headers['authentication-token']).toBeUndefined();
    const list = (await client.call('GET', '/baskets')).json();
    expect(list.data.map((basket: { id: string }) => basket.id)).toEqual([second.json().data.id, client.basketId]);
  });

  it('answers the newest basket of the token as current and as -', async () => {
    const client = await newBasket(api);
    for (const alias of ['current', '-']) {
      const response = await client.call('GET', `/baskets/${alias}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(client.basketId);
    }
  });

  it('answers 404 basket.not_found.error for another token\'s basket', async () => {
    const [owner, stranger] = await Promise.all([newBasket(api), newBasket(api)]);
    const response = await stranger.call('GET', `/baskets/${owner.basketId}`);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('basket.not_found.error');
  });

  it('refuses changes to another token\'s basket as not found', async () => {
    const [owner, stranger] = await Promise.all([newBasket(api), newBasket(api)]);
    const response = await stranger.call('POST', `/baskets/${owner.basketId}/items`, [{ product: 'CAM-400', quantity: { value: 1 } }]);
    expect(response.statusCode).toBe(404);
    expect((await owner.call('GET', '/baskets/current')).json().data.lineItems).toEqual([]);
  });

  it('answers an unknown token in ICM’s legacy form: a text naming the AuthenticationToken, the key in error-key', async () => {
    const response = await basketCall(api, 'GET', '/baskets/current', { token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['error-key']).toBe('rest.authentication.token.invalid.error');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    // a string body naming the token is what makes an ICM client drop its token and retry without one
    expect(response.body).toBe('Unauthorized (The AuthenticationToken is invalid or has expired.)');
  });

  it('answers a request without a token in the same legacy form', async () => {
    const response = await basketCall(api, 'GET', '/baskets/current');
    expect(response.statusCode).toBe(401);
    expect(response.headers['error-key']).toBe('rest.authentication.token.missing.error');
    expect(response.body).toBe('Unauthorized (This resource needs an AuthenticationToken.)');
  });

  it('answers 401 to a basket creation with an unknown token instead of creating one', async () => {
    const response = await basketCall(api, 'POST', '/baskets', { token: 'expired-or-forged' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['authentication-token']).toBeUndefined();
  });

  it('answers 401 for basket reads without a token', async () => {
    const response = await basketCall(api, 'GET', '/baskets');
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('rest.authentication.token.missing.error');
  });

  it('keeps the request currency as the basket currency', async () => {
    const client = await newBasket(api, ';cur=USD');
    expect((await client.call('GET', '/baskets/current')).json().data.purchaseCurrency).toBe('USD');
  });

  it('changes the message to the merchant and the external order reference', async () => {
    const client = await newBasket(api);
    const response = await client.call('PATCH', `/baskets/${client.basketId}`, {
      messageToMerchant: 'Please gift wrap',
      externalOrderReference: 'PO-4711',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ messageToMerchant: 'Please gift wrap', externalOrderReference: 'PO-4711' });
  });

  it('clears the message to the merchant with an empty text and keeps the reference', async () => {
    const client = await newBasket(api);
    await client.call('PATCH', '/baskets/current', { messageToMerchant: 'hello', externalOrderReference: 'PO-1' });
    const data = (await client.call('PATCH', '/baskets/current', { messageToMerchant: '' })).json().data;
    expect(data.messageToMerchant).toBeUndefined();
    expect(data.externalOrderReference).toBe('PO-1');
  });
});

describe('anonymous token store', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('no longer resolves a token after its lifetime', () => {
    const db = openDatabase(api.dbFile);
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createAnonymousTokens(db, () => now);
    const { token, hash } = tokens.create();
    now = new Date(now.getTime() + TOKEN_LIFETIME_MS - 1);
    expect(tokens.resolve(token)).toBe(hash);
    now = new Date(now.getTime() + 1);
    expect(tokens.resolve(token)).toBeUndefined();
    db.close();
  });

  it('purges expired tokens and their baskets when a new token is created', () => {
    const db = openDatabase(api.dbFile);
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createAnonymousTokens(db, () => now);
    const { hash } = tokens.create();
    db.prepare("INSERT INTO baskets (id, token_hash, currency, sequence) VALUES ('old-basket', ?, 'EUR', 1)").run(hash);
    now = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    tokens.create();
    expect(db.prepare("SELECT COUNT(*) FROM baskets WHERE id = 'old-basket'").pluck().get()).toBe(0);
    db.close();
  });
});
