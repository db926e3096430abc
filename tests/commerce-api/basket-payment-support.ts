// Payment test helpers: a valid credit card and the instrument calls of a basket.
import { type BasketClient, newBasket } from './basket-support';
import type { TestApi } from './support';

export const CARD_NUMBER = '4111111111111111';

export const VALID_CARD = [
  { name: 'holder', value: 'Patricia Miller' },
  { name: 'creditCardNumber', value: CARD_NUMBER },
  { name: 'expiryDate', value: '09/29' },
];

export const addInstrument = (client: BasketClient, paymentMethod: string, parameters: object[] = []) =>
  client.call('POST', `/baskets/${client.basketId}/payment-instruments`, { paymentMethod, parameters });

export const setOpenTender = (client: BasketClient, paymentInstrument: string) =>
  client.call('PUT', `/baskets/${client.basketId}/payments/open-tender`, { paymentInstrument });

export const eligiblePaymentMethods = async (client: BasketClient) =>
  (await client.call('GET', `/baskets/${client.basketId}/eligible-payment-methods?include=paymentInstruments`)).json();

/** A new basket holding `count` of CAM-100 (236.81 gross each). */
export async function basketWithCameras(api: TestApi, count: number): Promise<BasketClient> {
  const client = await newBasket(api);
  await client.addItems([{ product: 'CAM-100', quantity: { value: count } }]);
  return client;
}
