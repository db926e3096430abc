// OCI punchout test helpers: a new OCI punchout user of Oil Corp (made by its account admin through
// the punchout user API), logged in, and the NEW_ITEM list of an answer as a name -> value map.
import type { LightMyRequestResponse } from 'fastify';

import { BBOLDNER, call, loginDemo } from './account-support';
import { loginAs } from './customer-support';
import type { TestApi } from './support';

export const OCI_PASSWORD = 'oci-Secret-42';
export const OCI_PATH = '/customers/OilCorp/punchouts/oci5';

let users = 0;

/** A new OCI punchout user of Oil Corp: its access token. */
export async function ociUserToken(api: TestApi): Promise<string> {
  users += 1;
  const login = `oci-buyer-${users}-${Date.now()}`;
  const created = await call(api, 'POST', `${OCI_PATH}/users`, await loginDemo(api, BBOLDNER), { login, password: OCI_PASSWORD });
  if (created.statusCode !== 201) throw new Error(`creating the OCI user answered ${created.statusCode}: ${created.body}`);
  return loginAs(api, login, OCI_PASSWORD);
}

/** The {data} of an OCI answer as name -> value. */
export function ociFields(response: LightMyRequestResponse): Record<string, string> {
  const { data } = response.json() as { data: { name: string; value: string }[] };
  return Object.fromEntries(data.map(({ name, value }) => [name, value]));
}
