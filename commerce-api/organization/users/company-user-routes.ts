// Organization management's users (the PWA's UsersService): GET customers/{no}/users, the company's
// users but punchout users, by name, pageable with `offset` and `limit` (ICM's ResourceCollection of
// Links whose attributes carry name, roles and budget).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { CustomerStore } from '../../customer/customer-store';
import type { Principals } from '../../customer/principal';
import { Text, WholeNumber } from '../../http/schemas';
import type { BudgetReader } from './budget-reader';
import type { CompanyUserDirectory } from './company-user-directory';
import { companyUserLink } from './company-user-documents';
import { userManager } from './user-management-access';

export interface CompanyUserRouteStores {
  principals: Principals;
  customers: CustomerStore;
  directory: CompanyUserDirectory;
  budgets: BudgetReader;
}

const CustomerParams = Type.Object({ customerNo: Text });
const ListQuery = Type.Object({ offset: Type.Optional(WholeNumber(0)), limit: Type.Optional(WholeNumber(1, 1000)) });

export function registerCompanyUserRoutes(app: FastifyInstance, stores: CompanyUserRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/customers/:customerNo/users', { schema: { params: CustomerParams, querystring: ListQuery } }, async request => {
    const caller = userManager(request, stores.principals, request.params.customerNo);
    const customer = stores.customers.findById(caller.customerId)!;
    const offset = request.query.offset ?? 0;
    const { total, users } = stores.directory.page(customer.id, offset, request.query.limit);
    return {
      type: 'ResourceCollection',
      name: 'users',
      offset,
      ...(request.query.limit === undefined ? {} : { limit: request.query.limit }),
      total,
      elements: users.map(user =>
        companyUserLink(request.icm.channel, customer.customerNo, user, stores.budgets.of(user, customer, request.icm.currency)),
      ),
    };
  });
}
