// Order test helpers: a basket ready for ordering and the order calls of its token.
import type { LightMyRequestResponse } from 'fastify';

import { openDatabase } from '../../commerce-api/db/open-database';
import { BASE, type TestApi } from './support';
import { BERLIN, type BasketClient, newBasket } from './basket-support';
import { setOpenTender } from './basket-payment-support';

export const ORDER_MEDIA_TYPE = 'application/vnd.intershop.order.v1+json';

/** A basket with the items, the Berlin address for invoice and shipping, STD_GROUND and cash on delivery. */
export async function readyBasket(
  api: TestApi,
  items = [
    { product: 'CAM-100', quantity: { value: 1 } },
    { product: 'ACC-MOUSE', quantity: { value: 2 } },
  ],
): Promise<BasketClient> {
  const client = await newBasket(api);
  await client.addItems(items);
  const address = (await client.addAddress(BERLIN)).json().data.id;
  await client.call('PATCH', `/baskets/${client.basketId}`, {
    invoiceToAddress: address,
    commonShipToAddress: address,
    commonShippingMethod: 'STD_GROUND',
  });
  await setOpenTender(client, 'ISH_CASH_ON_DELIVERY');
  return client;
}

/** `matrix`: matrix parameters of the call, such as `;loc=de_DE`. */
export function orderCall(api: TestApi, method: 'GET' | 'POST', path: string, token: string, body?: unknown, matrix = ''): Promise<LightMyRequestResponse> {
  return api.inject({
    method,
    url: `${BASE}${matrix}${path}`,
    headers: {
      accept: ORDER_MEDIA_TYPE,
      'authentication-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export const submitOrder = (api: TestApi, client: BasketClient, include = '') =>
  orderCall(api, 'POST', `/orders${include ? `?include=${include}` : ''}`, client.token, {
    basket: client.basketId,
    termsAndConditionsAccepted: true,
  });

/** A product's stock as the API's database holds it. */
export function stockOf(dbFile: string, sku: string): number {
  const db = openDatabase(dbFile);
  try {
    return db.prepare('SELECT stock FROM inventory JOIN products p ON p.id = product_id WHERE p.sku = ?').pluck().get(sku) as number;
  } finally {
    db.close();
  }
}
