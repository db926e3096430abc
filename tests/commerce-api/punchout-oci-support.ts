// OCI punchout test helpers: an OCI punchout user of Oil Corp, logged in, and the NEW_ITEM list of
// an answer as a name -> value map.
import type { LightMyRequestResponse } from 'fastify';

import { hashPasswordSync } from '../../commerce-api/customer/passwords';
import { createUserStore } from '../../commerce-api/customer/user-store';
import { loginAs } from './customer-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

export const OCI_PASSWORD = 'oci-Secret-42';
export const OCI_PATH = '/customers/OilCorp/punchouts/oci5';

let users = 0;

/** A new OCI punchout user of Oil Corp (the punchout user role only): its access token. */
export async function ociUserToken(api: TestApi): Promise<string> {
  users += 1;
  const login = `oci-buyer-${users}-${Date.now()}`;
  withDatabase(api, db => {
    const customerId = db.prepare("SELECT id FROM customers WHERE customer_no = 'OilCorp'").pluck().get() as string;
    createUserStore(db).create({
      customerId,
      login,
      email: `${login}@punchout.example`,
      title: null,
      firstName: 'OCI',
      lastName: 'Punchout',
      phoneHome: null,
      phoneBusiness: null,
      phoneMobile: null,
      fax: null,
      birthday: null,
      preferredLanguage: 'en_US',
      businessPartnerNo: null,
      department: null,
      passwordHash: hashPasswordSync(OCI_PASSWORD),
      roles: ['APP_B2B_OCI_USER'],
    });
  });
  return loginAs(api, login, OCI_PASSWORD);
}

/** The {data} of an OCI answer as name -> value. */
export function ociFields(response: LightMyRequestResponse): Record<string, string> {
  const { data } = response.json() as { data: { name: string; value: string }[] };
  return Object.fromEntries(data.map(({ name, value }) => [name, value]));
}
