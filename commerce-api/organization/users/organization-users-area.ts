// Organization management's users, roles and budgets (commerce-api/organization/users): the stores
// the routes share and the routes themselves.
import type { FastifyInstance } from 'fastify';

import type { CustomerStore } from '../../customer/customer-store';
import type { Principals } from '../../customer/principal';
import type { Db } from '../../db/open-database';
import type { ShopSettings } from '../../reference/shop-settings';
import { createSpending } from '../spending';
import { createBudgetReader } from './budget-reader';
import { createCompanyUserDirectory } from './company-user-directory';
import { registerCompanyUserRoutes } from './company-user-routes';

export interface OrganizationUserStores {
  principals: Principals;
  customers: CustomerStore;
  settings: ShopSettings;
  now?: () => Date;
}

export function registerOrganizationUsers(app: FastifyInstance, db: Db, stores: OrganizationUserStores): void {
  const directory = createCompanyUserDirectory(db);
  const budgets = createBudgetReader(createSpending(db, stores.now));
  registerCompanyUserRoutes(app, { ...stores, directory, budgets });
}
