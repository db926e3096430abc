// The demo's customers, as in ICM's inSPIRED demo: private customer Patricia Miller and business
// customer Oil Corp with a buyer and cost center owner, an account admin and a buyer; all approved,
// every password !InterShop00!. Written once, into a database without customers.
import { createCustomerStore } from '../customer/customer-store';
import { hashPasswordSync } from '../customer/passwords';
import type { RoleId } from '../customer/roles';
import { type UserProfile, createUserStore } from '../customer/user-store';
import type { Db } from '../db/open-database';

export const DEMO_PASSWORD = '!InterShop00!';

const NO_COMPANY = { companyName: null, companyName2: null, taxationId: null, industry: null, description: null };

function profile(firstName: string, lastName: string, email: string, title: string): UserProfile {
  return {
    email,
    title,
    firstName,
    lastName,
    phoneHome: null,
    phoneBusiness: null,
    phoneMobile: null,
    fax: null,
    birthday: null,
    preferredLanguage: 'en_US',
    businessPartnerNo: null,
    department: null,
  };
}

const OIL_CORP_USERS: { profile: UserProfile; roles: RoleId[] }[] = [
  {
    profile: { ...profile('Jack', 'Link', 'jlink@test.intershop.de', 'Mr.'), department: 'Purchasing', phoneBusiness: '+49 3641 50 100' },
    roles: ['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER'],
  },
  {
    profile: { ...profile('Bernhard', 'Boldner', 'bboldner@test.intershop.de', 'Mr.'), department: 'Management', phoneBusiness: '+49 3641 50 200' },
    roles: ['APP_B2B_ACCOUNT_OWNER'],
  },
  {
    profile: { ...profile('Patricia', 'Miller', 'pmiller@test.intershop.de', 'Ms.'), department: 'Purchasing' },
    roles: ['APP_B2B_BUYER'],
  },
];

/** Writes the demo customers in one transaction, unless the database has customers already. */
export function seedDemoCustomers(db: Db): void {
  const customers = createCustomerStore(db);
  const users = createUserStore(db);
  if (!customers.isEmpty()) return;
  // one hash for the one demo password keeps seeding (and every test database) fast
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  db.transaction(() => {
    const patricia = customers.create({ ...NO_COMPANY, customerNo: 'Patricia', type: 'PrivateCustomer', approvalStatus: 'APPROVED' });
    users.create({
      ...profile('Patricia', 'Miller', 'patricia@test.intershop.de', 'Ms.'),
      customerId: patricia.id,
      login: 'patricia@test.intershop.de',
      passwordHash,
      roles: [],
    });
    const oilCorp = customers.create({
      customerNo: 'OilCorp',
      type: 'SMBCustomer',
      companyName: 'Oil Corp Ltd.',
      companyName2: null,
      taxationId: 'DE 123 456 789',
      industry: 'Oil & Gas',
      description: null,
      approvalStatus: 'APPROVED',
    });
    for (const user of OIL_CORP_USERS) {
      users.create({ ...user.profile, customerId: oilCorp.id, login: user.profile.email, passwordHash, roles: user.roles });
    }
  })();
}
