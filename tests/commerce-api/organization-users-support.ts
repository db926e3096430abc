// Organization users test helpers: the API with the demo accounts, the admin's and a buyer's tokens,
// and the attributes of a user list entry by name.
import { BBOLDNER, JLINK, call, loginDemo, startAccountApi } from './account-support';
import type { TestApi } from './support';

export interface OrganizationApi {
  api: TestApi;
  admin: string;
  buyer: string;
}

export async function startOrganizationApi(options: Parameters<typeof startAccountApi>[1] = {}): Promise<OrganizationApi> {
  const api = await startAccountApi(undefined, options);
  return { api, admin: await loginDemo(api, BBOLDNER), buyer: await loginDemo(api, JLINK) };
}

/** A list entry's attributes as name → value. */
export const attributesOf = (entry: { attributes: { name: string; value: unknown }[] }) =>
  Object.fromEntries(entry.attributes.map(attribute => [attribute.name, attribute.value]));

export const listUsers = (api: TestApi, token: string, query = '') => call(api, 'GET', `/customers/OilCorp/users${query}`, token);
