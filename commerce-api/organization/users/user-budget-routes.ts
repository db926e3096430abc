// Budgets in organization management: PUT customers/{no}/users/{login}/budgets (an account admin
// sets another user's order limit, budget and period; nobody sets their own) and GET
// customers/{no}/users/-/budgets (the logged-in business user's own budget with what was spent in
// the current period and what remains).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { accountCaller } from '../../customer/account/account-access';
import type { CustomerStore } from '../../customer/customer-store';
import type { Principals } from '../../customer/principal';
import type { UserStore } from '../../customer/user-store';
import { IcmError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { ShopSettings } from '../../reference/shop-settings';
import type { BudgetReader } from './budget-reader';
import { budgetOf } from './company-user-input';
import { companyUser, userManager } from './user-management-access';

export interface UserBudgetRouteStores {
  principals: Principals;
  customers: CustomerStore;
  users: UserStore;
  budgets: BudgetReader;
  settings: ShopSettings;
}

const CustomerParams = Type.Object({ customerNo: Text });
const UserParams = Type.Object({ customerNo: Text, login: Text });

export function registerUserBudgetRoutes(app: FastifyInstance, stores: UserBudgetRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { budgets } = stores;

  typed.get('/customers/:customerNo/users/-/budgets', { schema: { params: CustomerParams } }, async request => {
    const caller = accountCaller(request, stores.principals, 'customers', request.params.customerNo);
    if (caller.customerType !== 'SMBCustomer') throw notFound('customer.user.not_found.error', 'A private customer has no budget.');
    return budgets.ofUser(caller.userId, stores.customers.findById(caller.customerId)!, request.icm.currency);
  });

  typed.put('/customers/:customerNo/users/:login/budgets', { schema: { params: UserParams, body: Type.Unknown() } }, async request => {
    const caller = userManager(request, stores.principals, request.params.customerNo);
    const user = companyUser(stores.users, caller, request.params.login);
    const input = budgetOf(request.body, stores.settings.currencies());
    // "a user cannot raise their own budget": the account admin's own budget is another admin's to set
    if (user.id === caller.userId) throw new IcmError(403, 'customer.user.budget.own.error', 'Nobody sets their own budget.');
    const current = budgets.userBudgets.of(user.id)!;
    budgets.userBudgets.set(user.id, {
      orderSpentLimitCents: input.orderSpentLimit?.cents ?? null,
      budgetCents: input.budget?.cents ?? null,
      budgetPeriod: input.budgetPeriod ?? current.budgetPeriod,
      currency: input.orderSpentLimit?.currency ?? input.budget?.currency ?? null,
    });
    return budgets.ofUser(user.id, stores.customers.findById(caller.customerId)!, request.icm.currency);
  });
}
