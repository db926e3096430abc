// Cost centers of a business customer, read-only: GET costcenters (costcenter.v2 `{data}`: the
// caller's cost centers, all of the company's for those who manage them; empty without the
// permission APP_B2B_VIEW_COSTCENTER, as spec §6 has it), GET customers/{no}/costcenters/{id} (one,
// by id or number; 403 without the permission) and GET customers/{no}/users/{login|-}/costcenters
// (the active cost centers the user may order on, as UserCostCenters). Another customer's or a
// hidden cost center is 404.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { CustomerPrincipal, Principals } from '../principal';
import { hasPermission } from '../roles';
import { accountCaller, isAccountOwner } from './account-access';
import type { AccountUsers } from './account-users';
import { costCenterData, userCostCenterData } from './cost-center-documents';
import type { CostCenterRecord, CostCenterStore } from './cost-center-store';

export interface CostCenterRouteStores {
  principals: Principals;
  users: AccountUsers;
  costCenters: CostCenterStore;
}

const CostCenterParams = Type.Object({ customerNo: Text, costCenterId: Text });
const UserParams = Type.Object({ customerNo: Text, login: Text });

const canView = (caller: CustomerPrincipal) => caller.customerType === 'SMBCustomer' && hasPermission(caller.roles, 'APP_B2B_VIEW_COSTCENTER');

/** Managers see all of the company's cost centers, others those they own or buy for. */
function isVisible(caller: CustomerPrincipal, costCenter: CostCenterRecord): boolean {
  return (
    hasPermission(caller.roles, 'APP_B2B_MANAGE_COSTCENTER') ||
    costCenter.ownerUserId === caller.userId ||
    costCenter.buyers.some(buyer => buyer.userId === caller.userId)
  );
}

export function registerCostCenterRoutes(app: FastifyInstance, stores: CostCenterRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const peopleOf = (customerId: string) => new Map(stores.users.ofCustomer(customerId).map(user => [user.userId, user]));

  typed.get('/costcenters', async request => {
    const caller = stores.principals.of(request);
    if (!canView(caller)) return { data: [] };
    const people = peopleOf(caller.customerId);
    return {
      data: stores.costCenters
        .list(caller.customerId)
        .filter(costCenter => isVisible(caller, costCenter))
        .map(costCenter => costCenterData(costCenter, people)),
    };
  });

  typed.get('/customers/:customerNo/costcenters/:costCenterId', { schema: { params: CostCenterParams } }, async request => {
    const caller = accountCaller(request, stores.principals, 'customers', request.params.customerNo);
    const unknown = notFound('costcenter.not_found.error', `The cost center '${request.params.costCenterId}' was not found.`);
    if (caller.customerType !== 'SMBCustomer') throw unknown;
    if (!canView(caller)) {
      throw new IcmError(403, 'costcenter.permission.missing.error', 'Reading cost centers needs the permission APP_B2B_VIEW_COSTCENTER.');
    }
    const costCenter = stores.costCenters.find(caller.customerId, request.params.costCenterId);
    if (!costCenter || !isVisible(caller, costCenter)) throw unknown;
    return costCenterData(costCenter, peopleOf(caller.customerId));
  });

  // A user's own list; the account owner may read any of the company's users'.
  typed.get('/customers/:customerNo/users/:login/costcenters', { schema: { params: UserParams } }, async request => {
    const caller = accountCaller(request, stores.principals, 'customers', request.params.customerNo);
    const { login } = request.params;
    const own = login === '-' || login.toLowerCase() === caller.login.toLowerCase();
    const user = own ? caller : isAccountOwner(caller) ? stores.users.byLogin(caller.customerId, login) : undefined;
    if (!user) throw notFound('customer.user.not_found.error', `The user '${login}' was not found.`);
    const eligible = stores.costCenters
      .list(caller.customerId)
      .filter(costCenter => costCenter.active && (costCenter.ownerUserId === user.userId || costCenter.buyers.some(buyer => buyer.userId === user.userId)));
    return {
      type: 'ResourceCollection',
      name: 'costcenters',
      total: eligible.length,
      elements: eligible.map(costCenter => userCostCenterData(costCenter, user.userId)),
    };
  });
}
