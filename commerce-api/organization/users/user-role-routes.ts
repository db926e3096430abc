// Roles in organization management: GET customers/{no}/roles (the roles a company hands out, as
// UserRoles with display names and permissions in the request's language; punchout roles are the
// punchout users') and PUT customers/{no}/users/{login}/roles (`{userRoles: [ids]}`, answering the
// user's UserRoles). An account admin cannot take the admin role from themselves.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { ACCOUNT_OWNER_ROLE } from '../../customer/account/account-access';
import type { Principals } from '../../customer/principal';
import { ROLES, isPunchoutRole, userRolesDocument } from '../../customer/roles';
import type { UserStore } from '../../customer/user-store';
import { IcmError } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { CompanyUserDirectory } from './company-user-directory';
import { roleIdsOf } from './company-user-input';
import { companyUser, userManager } from './user-management-access';

export interface UserRoleRouteStores {
  principals: Principals;
  users: UserStore;
  directory: CompanyUserDirectory;
}

const CustomerParams = Type.Object({ customerNo: Text });
const UserParams = Type.Object({ customerNo: Text, login: Text });
const COMPANY_ROLE_IDS = Object.keys(ROLES).filter(id => !isPunchoutRole(id));

export function registerUserRoleRoutes(app: FastifyInstance, stores: UserRoleRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/customers/:customerNo/roles', { schema: { params: CustomerParams } }, async request => {
    userManager(request, stores.principals, request.params.customerNo);
    return userRolesDocument(COMPANY_ROLE_IDS, request.icm.locale);
  });

  typed.put('/customers/:customerNo/users/:login/roles', { schema: { params: UserParams, body: Type.Unknown() } }, async request => {
    const caller = userManager(request, stores.principals, request.params.customerNo);
    const user = companyUser(stores.users, caller, request.params.login);
    const roles = roleIdsOf(request.body);
    if (user.id === caller.userId && user.roles.includes(ACCOUNT_OWNER_ROLE) && !roles.includes(ACCOUNT_OWNER_ROLE)) {
      throw new IcmError(403, 'customer.user.self_change.error', 'An account admin cannot take the admin role from themselves.');
    }
    stores.directory.setRoles(user.id, roles);
    return userRolesDocument(roles, request.icm.locale);
  });
}
