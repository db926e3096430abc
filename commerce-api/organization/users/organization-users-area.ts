// Organization management's users, roles and budgets (commerce-api/organization/users): the stores
// the routes share and the routes themselves.
import type { FastifyInstance } from 'fastify';

import type { CustomerStore } from '../../customer/customer-store';
import type { Principals } from '../../customer/principal';
import type { PasswordReminders } from '../../customer/requests/password-reminders';
import type { UserStore } from '../../customer/user-store';
import type { Db } from '../../db/open-database';
import type { Outbox } from '../../mail/outbox';
import type { ShopSettings } from '../../reference/shop-settings';
import type { BudgetReader } from './budget-reader';
import { createCompanyUserDirectory } from './company-user-directory';
import { registerCompanyUserRoutes } from './company-user-routes';
import { registerUserBudgetRoutes } from './user-budget-routes';
import { registerUserRoleRoutes } from './user-role-routes';

export interface OrganizationUserStores {
  principals: Principals;
  customers: CustomerStore;
  users: UserStore;
  budgets: BudgetReader;
  reminders: PasswordReminders;
  outbox: Outbox;
  settings: ShopSettings;
  storefrontUrl: string;
}

export function registerOrganizationUsers(app: FastifyInstance, db: Db, stores: OrganizationUserStores): void {
  const directory = createCompanyUserDirectory(db);
  registerCompanyUserRoutes(app, db, { ...stores, directory });
  registerUserRoleRoutes(app, { ...stores, directory });
  registerUserBudgetRoutes(app, stores);
}
