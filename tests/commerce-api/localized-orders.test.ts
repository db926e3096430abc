// Orders and recurring orders answer their display texts (status, countries and regions, shipping
// and payment method) in the locale of the request that reads them, whatever the locale of the submission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setOpenTender } from './basket-payment-support';
import { type BasketClient, newBasket } from './basket-support';
import { ORDER_MEDIA_TYPE } from './order-support';
import { BASE, type TestApi, startTestApi } from './support';

const MUNICH = {
  firstName: 'Patricia',
  lastName: 'Miller',
  addressLine1: 'Marienplatz 1',
  postalCode: '80331',
  city: 'München',
  countryCode: 'DE',
  mainDivisionCode: 'BY',
  email: 'patricia@example.com',
};
const INCLUDE = 'invoiceToAddress,commonShipToAddress,commonShippingMethod,payments';
const LOCALES = { en_US: ';loc=en_US', de_DE: ';loc=de_DE' };

const ENGLISH = { status: 'New', country: 'Germany', mainDivision: 'Bavaria', shippingMethod: 'Standard Ground', payment: 'Invoice' };
const GERMAN = { status: 'Neu', country: 'Deutschland', mainDivision: 'Bayern', shippingMethod: 'Standardversand', payment: 'Rechnung' };

/** A basket with a camera, the Munich address, STD_GROUND and invoice, its calls made in `matrix`'s locale. */
async function readyBasket(api: TestApi, matrix: string): Promise<BasketClient> {
  const client = await newBasket(api, matrix);
  await client.addItems([{ product: 'CAM-100', quantity: { value: 1 } }]);
  const address = (await client.addAddress(MUNICH)).json().data.id;
  await client.call('PATCH', `/baskets/${client.basketId}`, { invoiceToAddress: address, commonShipToAddress: address, commonShippingMethod: 'STD_GROUND' });
  await setOpenTender(client, 'ISH_INVOICE');
  return client;
}

function call(api: TestApi, method: 'GET' | 'POST', path: string, token: string, matrix: string, body?: unknown) {
  return api.inject({
    method,
    url: `${BASE}${matrix}${path}`,
    headers: { accept: ORDER_MEDIA_TYPE, 'authentication-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function submit(api: TestApi, client: BasketClient, matrix: string) {
  const submitted = await call(api, 'POST', '/orders', client.token, matrix, { basket: client.basketId, termsAndConditionsAccepted: true });
  if (submitted.statusCode !== 201) throw new Error(`POST orders answered ${submitted.statusCode}: ${submitted.body}`);
  return submitted.json().data;
}

type Entries = Record<string, Record<string, unknown>>;

/** The texts an order answer shows. */
function orderTexts(body: { data: Record<string, unknown>; included: Record<string, Entries> }) {
  const [address] = Object.values(body.included.invoiceToAddress);
  const [shipTo] = Object.values(body.included.commonShipToAddress);
  expect(shipTo.country).toBe(address.country);
  return {
    status: body.data.status,
    country: address.country,
    mainDivision: address.mainDivision,
    shippingMethod: Object.values(body.included.commonShippingMethod)[0].name,
    payment: body.included.payments['open-tender'].displayName,
  };
}

describe('localized orders', () => {
  let api: TestApi;
  let englishOrder: { id: string; token: string };
  let germanOrder: { id: string; token: string };
  beforeAll(async () => {
    api = await startTestApi();
    const english = await readyBasket(api, LOCALES.en_US);
    englishOrder = { id: (await submit(api, english, LOCALES.en_US)).id, token: english.token };
    const german = await readyBasket(api, LOCALES.de_DE);
    germanOrder = { id: (await submit(api, german, LOCALES.de_DE)).id, token: german.token };
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers an order submitted in English with German texts when read in de_DE', async () => {
    const read = await call(api, 'GET', `/orders/${englishOrder.id}?include=${INCLUDE}`, englishOrder.token, LOCALES.de_DE);
    expect(read.statusCode).toBe(200);
    expect(orderTexts(read.json())).toEqual(GERMAN);
    expect(read.json().data.statusCode).toBe('NEW');
  });

  it('answers an order submitted in German with English texts when read in en_US', async () => {
    const read = await call(api, 'GET', `/orders/${germanOrder.id}?include=${INCLUDE}`, germanOrder.token, LOCALES.en_US);
    expect(orderTexts(read.json())).toEqual(ENGLISH);
  });

  it('shows the status of the listed orders in the locale of the list request', async () => {
    const german = await call(api, 'GET', '/orders', englishOrder.token, LOCALES.de_DE);
    const english = await call(api, 'GET', '/orders', germanOrder.token, LOCALES.en_US);
    expect(german.json().data.map((order: { status: string }) => order.status)).toEqual(['Neu']);
    expect(english.json().data.map((order: { status: string }) => order.status)).toEqual(['New']);
  });

  it('answers a recurring order with the texts of the locale it is read in', async () => {
    const client = await readyBasket(api, LOCALES.en_US);
    await client.call('PATCH', `/baskets/${client.basketId}`, { recurrence: { interval: 'P1M', startDate: '2099-01-15' } });
    const { recurringOrderID } = await submit(api, client, LOCALES.en_US);
    const read = async (matrix: string) => {
      const answer = await api.inject({
        method: 'GET',
        url: `${BASE}${matrix}/recurringorders/${recurringOrderID}`,
        headers: { accept: 'application/vnd.intershop.recurringorder.v2+json', 'authentication-token': client.token },
      });
      const { data } = answer.json();
      return {
        countries: data.addresses.map((address: { country: string }) => address.country),
        mainDivisions: data.addresses.map((address: { mainDivision: string }) => address.mainDivision),
        shippingMethods: data.shippingMethods.map((method: { name: string }) => method.name),
        payments: data.payments.map((payment: { displayName: string }) => payment.displayName),
        paymentMethods: data.paymentMethods.map((method: { displayName: string }) => method.displayName),
      };
    };
    expect(await read(LOCALES.de_DE)).toEqual({
      countries: ['Deutschland'],
      mainDivisions: ['Bayern'],
      shippingMethods: ['Standardversand'],
      payments: ['Rechnung'],
      paymentMethods: ['Rechnung'],
    });
    expect(await read(LOCALES.en_US)).toEqual({
      countries: ['Germany'],
      mainDivisions: ['Bavaria'],
      shippingMethods: ['Standard Ground'],
      payments: ['Invoice'],
      paymentMethods: ['Invoice'],
    });
  });
});
