// Basket test helpers: calls below the REST base with the basket.v1 media type and a token.
import type { LightMyRequestResponse } from 'fastify';

import { BASE, type TestApi } from './support';

export const BASKET_MEDIA_TYPE = 'application/vnd.intershop.basket.v1+json';

/** A valid guest address in Germany (Berlin). */
export const BERLIN = {
  firstName: 'Patricia',
  lastName: 'Miller',
  addressLine1: 'Potsdamer Str. 20',
  postalCode: '14483',
  city: 'Berlin',
  countryCode: 'DE',
  mainDivisionCode: 'BE',
  email: 'patricia@example.com',
};

export interface BasketClient {
  token: string;
  basketId: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  addItems(items: { product: string; quantity: { value: number; unit?: string }; warranty?: string }[]): Promise<LightMyRequestResponse>;
  /** POST baskets/{id}/addresses. */
  addAddress(address: object): Promise<LightMyRequestResponse>;
}

export function basketCall(api: TestApi, method: string, path: string, options: { body?: unknown; token?: string; matrix?: string } = {}) {
  return api.inject({
    method: method as 'GET',
    url: `${BASE}${options.matrix ?? ''}${path}`,
    headers: {
      accept: BASKET_MEDIA_TYPE,
      ...(options.token ? { 'authentication-token': options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** A new anonymous token with a new basket (POST baskets without a token). */
export async function newBasket(api: TestApi, matrix = ''): Promise<BasketClient> {
  const created = await basketCall(api, 'POST', '/baskets', { matrix });
  if (created.statusCode !== 201) throw new Error(`POST baskets answered ${created.statusCode}: ${created.body}`);
  const token = String(created.headers['authentication-token']);
  const basketId = created.json().data.id as string;
  const call: BasketClient['call'] = (method, path, body, as = token) => basketCall(api, method, path, { body, token: as });
  return {
    token,
    basketId,
    call,
    addItems: items => call('POST', `/baskets/${basketId}/items`, items),
    addAddress: address => call('POST', `/baskets/${basketId}/addresses`, address),
  };
}
