// Test support: customers for storefront tests, registered straight at the bundled API (the
// registration page has tests of its own), logged in through the storefront's /login, and the
// checkout's address post as a browser without JavaScript sends it.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { restBasePath } from '../../commerce-api/app';
import type { BuiltStorefront } from './built-storefront';
import { shopper, type Shopper } from './shopper';

export const CHANNEL = 'inSPIRED-inTRONICS-Site';
export const DEMO_PASSWORD = '!InterShop00!';

/** The REST base of the storefront's bundled API. */
export const restApi = (shop: BuiltStorefront) => `${shop.apiOrigin}${restBasePath(CHANNEL)}`;

/** A new private customer, Erika Mustermann of Berlin (at `street`), with a fresh e-mail address as login. */
export async function registeredCustomer(shop: BuiltStorefront, prefix = 'customer', password = 'secret123', street = 'Hauptstr. 1') {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;
  const response = await fetch(`${restApi(shop)}/privatecustomers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'PrivateCustomer',
      customerNo: randomUUID(),
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      address: { firstName: 'Erika', lastName: 'Mustermann', addressLine1: street, postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
      credentials: { login: email, password },
    }),
  });
  expect(response.status).toBe(201);
  return { email, password };
}

/** A browser logged in to the storefront. */
export async function loggedIn(shop: BuiltStorefront, login: string, password: string): Promise<Shopper> {
  const customer = shopper(shop.origin);
  const response = await customer.post('/login', { login, password });
  expect(response.status).toBe(303);
  return customer;
}

/** An API token of the user's own (a password grant at the API), to check what the API holds. */
export async function apiToken(shop: BuiltStorefront, login: string, password: string): Promise<string> {
  const response = await fetch(`${restApi(shop)}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: login, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The checkout's address step as a guest fills it in: Erika's invoice address, shipped there too. */
export const CHECKOUT_ADDRESS = {
  intent: 'save',
  email: 'erika@example.com',
  'invoice.firstName': 'Erika',
  'invoice.lastName': 'Mustermann',
  'invoice.addressLine1': 'Hauptstr. 1',
  'invoice.postalCode': '10115',
  'invoice.city': 'Berlin',
  'invoice.countryCode': 'DE',
  shipToInvoice: 'on',
} as const;
