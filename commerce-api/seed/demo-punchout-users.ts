// The demo's punchout users at Oil Corp, one per standard, so that a procurement system can punch
// in right after `npm start` (the entry links and the cXML setup request are in README.md): an OCI
// user, a cXML user (its password is the shared secret of the setup request) and an IDS user, all
// with the demo password. Written once, when Oil Corp exists and none of them does yet.
import { createCustomerStore } from '../customer/customer-store';
import { hashPasswordSync } from '../customer/passwords';
import { createUserStore } from '../customer/user-store';
import type { Db } from '../db/open-database';
import { CXML, IDS, OCI } from '../punchout/punchout-types';
import { createPunchoutUserStore } from '../punchout/users/punchout-user-store';
import { DEMO_PASSWORD } from './demo-customers';

export const DEMO_PUNCHOUT_USERS = [
  { type: OCI, login: 'oci_oilcorp', email: 'oci@oilcorp.example' },
  { type: CXML, login: 'cxml_oilcorp', email: 'cxml@oilcorp.example' },
  { type: IDS, login: 'ids_oilcorp', email: 'ids@oilcorp.example' },
] as const;

export function seedDemoPunchoutUsers(db: Db): void {
  const oilCorp = createCustomerStore(db).findByNo('OilCorp');
  const users = createUserStore(db);
  if (!oilCorp || DEMO_PUNCHOUT_USERS.some(({ login }) => users.findByLogin(login))) return;
  const punchoutUsers = createPunchoutUserStore(db);
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  db.transaction(() => {
    for (const { type, login, email } of DEMO_PUNCHOUT_USERS) punchoutUsers.create(oilCorp.id, type, { login, email, passwordHash, active: true });
  })();
}
