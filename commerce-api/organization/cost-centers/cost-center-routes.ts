// Reading cost centers (costcenter.v2): GET costcenters (`{data}`: the caller's cost centers, all of
// the company's for those who manage them; empty without APP_B2B_VIEW_COSTCENTER, shopping-core §6),
// GET customers/{no}/costcenters?offset=&limit=&nameOrId= (a page of Links with paging info and the
// query; 403 without the permission), GET customers/{no}/costcenters/{id} (one, by id or number,
// with spending, its pending and approved orders and the orders booked on it; 403 without the permission) and
// GET customers/{no}/users/{login|-}/costcenters (the active cost centers the user may order on,
// as UserCostCenters). Another customer's or a hidden cost center is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { isAccountOwner } from '../../customer/account/account-access';
import type { AccountUsers } from '../../customer/account/account-users';
import type { CustomerPrincipal, Principals } from '../../customer/principal';
import { IcmError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import { accountCaller } from '../../customer/account/account-access';
import type { Spending } from '../spending';
import { canView, isVisible, managesAllCostCenters } from './cost-center-access';
import { costCenterData, costCenterLink, costCenterUri, type People, userCostCenterData } from './cost-center-documents';
import type { CostCenterOrderCountsReader } from './cost-center-order-counts';
import type { CostCenterRecord, CostCenterStore } from './cost-center-store';

export interface CostCenterRouteStores {
  principals: Principals;
  users: AccountUsers;
  costCenters: CostCenterStore;
  spending: Spending;
  orderCounts: CostCenterOrderCountsReader;
}

export const CostCenterParams = Type.Object({ customerNo: Text, costCenterId: Text });
const CustomerParams = Type.Object({ customerNo: Text });
const UserParams = Type.Object({ customerNo: Text, login: Text });
const ListQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  nameOrId: Type.Optional(Type.String({ maxLength: 256 })),
});

const DEFAULT_LIMIT = 25;

export const costCenterNotFound = (reference: string) => notFound('costcenter.not_found.error', `The cost center '${reference}' was not found.`);

export const peopleOf = (users: AccountUsers, customerId: string): People => new Map(users.ofCustomer(customerId).map(user => [user.userId, user]));

/** The business caller of customers/{no}/costcenters… who may read cost centers; 403 without the permission. */
export function costCenterReader(request: FastifyRequest, principals: Principals, customerNo: string, reference = ''): CustomerPrincipal {
  const caller = accountCaller(request, principals, 'customers', customerNo);
  if (caller.customerType !== 'SMBCustomer') throw costCenterNotFound(reference);
  if (!canView(caller)) {
    throw new IcmError(403, 'costcenter.permission.missing.error', 'Reading cost centers needs the permission APP_B2B_VIEW_COSTCENTER.');
  }
  return caller;
}

/** The cost center the caller sees (by id or number); another customer's or a hidden one is 404. */
export function visibleCostCenter(stores: CostCenterRouteStores, caller: CustomerPrincipal, reference: string): CostCenterRecord {
  const costCenter = stores.costCenters.find(caller.customerId, reference);
  if (!costCenter || !isVisible(caller, costCenter)) throw costCenterNotFound(reference);
  return costCenter;
}

/** The detail document: spending, order counts and the orders booked on the cost center. */
export function costCenterDetail(stores: CostCenterRouteStores, costCenter: CostCenterRecord) {
  const people = peopleOf(stores.users, costCenter.customerId);
  return costCenterData(costCenter, people, stores.spending, stores.orderCounts.of([costCenter]), stores.costCenters.orders(costCenter.id));
}

export function registerCostCenterRoutes(app: FastifyInstance, stores: CostCenterRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/costcenters', async request => {
    const caller = stores.principals.of(request);
    if (!canView(caller)) return { data: [] };
    const people = peopleOf(stores.users, caller.customerId);
    const visible = stores.costCenters.list(caller.customerId).filter(costCenter => isVisible(caller, costCenter));
    const counts = stores.orderCounts.of(visible);
    return { data: visible.map(costCenter => costCenterData(costCenter, people, stores.spending, counts)) };
  });

  typed.get('/customers/:customerNo/costcenters', { schema: { params: CustomerParams, querystring: ListQuery } }, async request => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo);
    const { offset = 0, limit = DEFAULT_LIMIT, nameOrId = '' } = request.query;
    const query = { offset, limit, nameOrId: nameOrId.trim() };
    const page = stores.costCenters.page(caller.customerId, { ...query, ...(managesAllCostCenters(caller) ? {} : { visibleTo: caller.userId }) });
    const people = peopleOf(stores.users, caller.customerId);
    const counts = stores.orderCounts.of(page.records);
    return {
      data: page.records.map(costCenter =>
        costCenterLink(costCenter, people, stores.spending, counts, costCenterUri(request.icm.channel, caller.customerNo, costCenter.id)),
      ),
      info: { limit: query.limit, offset: query.offset, total: page.total, nameOrId: query.nameOrId },
    };
  });

  typed.get('/customers/:customerNo/costcenters/:costCenterId', { schema: { params: CostCenterParams } }, async request => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo, request.params.costCenterId);
    return costCenterDetail(stores, visibleCostCenter(stores, caller, request.params.costCenterId));
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
