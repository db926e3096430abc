// Customer test helpers: register private and business customers as the PWA does, log in with the
// password grant, and call customer resources with a token.
import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';

import { createCustomerStore } from '../../commerce-api/customer/customer-store';
import { openDatabase } from '../../commerce-api/db/open-database';
import { BASE, type TestApi } from './support';

export { DEMO_PASSWORD } from '../../commerce-api/seed/demo-customers';

export interface RegisteredCustomer {
  login: string;
  password: string;
  customerNo: string;
}

const ADDRESS = {
  firstName: 'Patricia',
  lastName: 'Miller',
  addressLine1: 'Potsdamer Str. 20',
  postalCode: '14483',
  city: 'Berlin',
  countryCode: 'DE',
};

/** A fresh login (e-mail address) for each registration. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;
}

export function customerCall(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; matrix?: string } = {},
): Promise<LightMyRequestResponse> {
  return api.inject({
    method,
    url: `${BASE}${options.matrix ?? ''}${path}`,
    headers: {
      ...(options.token ? { 'authentication-token': options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** POST token with a form body, as angular-oauth2-oidc sends it. */
export function tokenCall(api: TestApi, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return api.inject({
    method: 'POST',
    url: `${BASE}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The body of POST privatecustomers as the PWA's createUser builds it. */
export function privateRegistration(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('private');
  return {
    type: 'PrivateCustomer',
    customerNo: randomUUID(),
    isBusinessCustomer: false,
    firstName: 'Patricia',
    lastName: 'Miller',
    email,
    preferredLanguage: 'en_US',
    address: ADDRESS,
    credentials: { login: email, password: 'secret123' },
    ...overrides,
  };
}

/** The body of POST customers (SMBCustomer) as the PWA's createUser builds it. */
export function businessRegistration(overrides: Record<string, unknown> = {}) {
  const email = ((overrides.user as { email?: string } | undefined)?.email) ?? uniqueEmail('business');
  return {
    type: 'SMBCustomer',
    customerNo: randomUUID(),
    isBusinessCustomer: true,
    companyName: 'Test Corp',
    taxationID: 'DE123456789',
    user: { firstName: 'Bernd', lastName: 'Builder', email, preferredLanguage: 'en_US' },
    address: ADDRESS,
    credentials: { login: email, password: 'secret123' },
    ...overrides,
  };
}

async function register(api: TestApi, path: string, body: { customerNo: string; credentials: { login: string; password: string } }) {
  const response = await customerCall(api, 'POST', path, { body });
  if (response.statusCode !== 201) throw new Error(`POST ${path} answered ${response.statusCode}: ${response.body}`);
  return { login: body.credentials.login, password: body.credentials.password, customerNo: body.customerNo };
}

/** Approves a customer as the back office does (directly in the API's database). */
export function approveCustomer(api: TestApi, customerNo: string): void {
  const db = openDatabase(api.dbFile);
  try {
    const customers = createCustomerStore(db);
    const customer = customers.findByNo(customerNo);
    if (!customer) throw new Error(`No customer ${customerNo}`);
    customers.approveCustomer(customer.id);
  } finally {
    db.close();
  }
}

/** A private customer (approved unless the API's approval types include PRIVATE). */
export function registerPrivateCustomer(api: TestApi, overrides: Record<string, unknown> = {}): Promise<RegisteredCustomer> {
  return register(api, '/privatecustomers', privateRegistration(overrides));
}

/**
 * A business customer with its account admin as the user, approved (business customers need
 * approval by default), so the user can log in at once.
 */
export async function registerBusinessCustomer(api: TestApi, overrides: Record<string, unknown> = {}): Promise<RegisteredCustomer> {
  const registered = await register(api, '/customers', businessRegistration(overrides));
  approveCustomer(api, registered.customerNo);
  return registered;
}

/** The access token of a password grant. */
export async function loginAs(api: TestApi, login: string, password: string): Promise<string> {
  const response = await tokenCall(api, { grant_type: 'password', username: login, password });
  if (response.statusCode !== 200) throw new Error(`POST token answered ${response.statusCode}: ${response.body}`);
  return response.json().access_token as string;
}
