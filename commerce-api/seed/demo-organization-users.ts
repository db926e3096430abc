// The demo's organization management data at Oil Corp: an approver (Jana Becker, APP_B2B_APPROVER)
// and the buyers' budgets, so that a buyer's usual order needs approval: Patricia Miller and Jack Link
// may order up to 500 EUR per order and 2,000 EUR a month; the account admin has no limits. Written
// once, when Oil Corp exists and its approver does not yet.
import { createCustomerStore } from '../customer/customer-store';
import { hashPasswordSync } from '../customer/passwords';
import { createUserStore } from '../customer/user-store';
import type { Db } from '../db/open-database';
import { createUserBudgets } from '../organization/user-budgets';
import { DEMO_PASSWORD } from './demo-customers';

export const DEMO_APPROVER = 'jbecker@test.intershop.de';
const BUYERS = ['pmiller@test.intershop.de', 'jlink@test.intershop.de'];
const BUYER_BUDGET = { orderSpentLimitCents: 500_00, budgetCents: 2_000_00, budgetPeriod: 'monthly', currency: 'EUR' } as const;

export function seedDemoOrganizationUsers(db: Db): void {
  const customers = createCustomerStore(db);
  const users = createUserStore(db);
  const budgets = createUserBudgets(db);
  const oilCorp = customers.findByNo('OilCorp');
  if (!oilCorp || users.findByLogin(DEMO_APPROVER)) return;
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  db.transaction(() => {
    users.create({
      email: DEMO_APPROVER,
      title: 'Ms.',
      firstName: 'Jana',
      lastName: 'Becker',
      phoneHome: null,
      phoneBusiness: '+49 3641 50 120',
      phoneMobile: null,
      fax: null,
      birthday: null,
      preferredLanguage: 'en_US',
      businessPartnerNo: null,
      department: 'Controlling',
      customerId: oilCorp.id,
      login: DEMO_APPROVER,
      passwordHash,
      roles: ['APP_B2B_APPROVER'],
    });
    for (const login of BUYERS) {
      const buyer = users.findByLogin(login);
      if (buyer?.customerId === oilCorp.id) budgets.set(buyer.id, BUYER_BUDGET);
    }
  })();
}
