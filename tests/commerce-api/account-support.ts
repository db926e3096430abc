// Account test helpers: the API with the demo customers' addresses and cost centers
// (seedDemoAccounts), logins of the demo users, and calls below the REST base with a token.
import type { LightMyRequestResponse } from 'fastify';

import type { SeedCatalog } from '../../commerce-api/catalog/catalog-types';
import { openDatabase } from '../../commerce-api/db/open-database';
import { seedDemoAccounts } from '../../commerce-api/seed/demo-orders';
import { DEMO_PASSWORD, loginAs } from './customer-support';
import { BASE, type TestApi, startTestApi } from './support';

export const PATRICIA = 'patricia@test.intershop.de';
export const JLINK = 'jlink@test.intershop.de';
export const BBOLDNER = 'bboldner@test.intershop.de';
export const PMILLER = 'pmiller@test.intershop.de';

/** A valid customer address in Germany (Munich), as the PWA posts it (the region as `mainDivision`). */
export const MUNICH = {
  addressName: 'Office',
  companyName1: 'Test GmbH',
  firstName: 'Max',
  lastName: 'Mustermann',
  addressLine1: 'Marienplatz 1',
  postalCode: '80331',
  city: 'München',
  countryCode: 'DE',
  mainDivision: 'BY',
  phoneHome: '+49 89 1234',
};

export async function startAccountApi(catalog?: SeedCatalog, options: Parameters<typeof startTestApi>[1] = {}): Promise<TestApi> {
  const api = await startTestApi(catalog, options);
  const db = openDatabase(api.dbFile);
  try {
    seedDemoAccounts(db);
  } finally {
    db.close();
  }
  return api;
}

/** A demo user's access token. */
export const loginDemo = (api: TestApi, login: string) => loginAs(api, login, DEMO_PASSWORD);

export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return api.inject({
    method,
    url: `${BASE}${path}`,
    headers: {
      ...(token ? { 'authentication-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The path of a Link's uri below the REST base (`{channel}/-/customers/…` → `/customers/…`). */
export const linkPath = (uri: string) => uri.slice(uri.indexOf('/-/') + 2);

/** The documents behind an `elements` list of Links, read one by one as the PWA does. */
export async function resolveLinks(api: TestApi, token: string, list: LightMyRequestResponse) {
  const links = list.json().elements as { type: string; uri: string }[];
  return Promise.all(links.map(async link => (await call(api, 'GET', linkPath(link.uri), token)).json()));
}

/** [code, paths] of each cause of an error answer. */
export const causesOf = (response: LightMyRequestResponse) =>
  (response.json().errors[0].causes as { code: string; paths?: string[] }[]).map(cause => [cause.code, cause.paths]);
