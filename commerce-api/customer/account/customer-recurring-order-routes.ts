// A customer's recurring orders (recurringorder.v2), as the PWA reads them: GET
// privatecustomers/{no|-}/recurringorders and customers/{no|-}/recurringorders (the account admin,
// APP_B2B_ACCOUNT_OWNER, gets the company's, any other user their own), GET
// customers/{no|-}/users/{login|-}/recurringorders (a user's; another user's only for the account
// admin), each with /{id}: GET, PATCH `{active}` and DELETE, as recurringorders/{id} does for its
// token (checkout/recurring-order-routes.ts). A recurring order outside the path's owners is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';

import { dayOf } from '../../basket/basket-recurrence';
import { type RecurringOrderBuyer, recurringOrderData, recurringOrderListData } from '../../checkout/recurring-order-document';
import type { OrderTexts } from '../../checkout/order-texts';
import { RecurringOrderUpdateBody, setActive } from '../../checkout/recurring-order-routes';
import type { RecurringOrderStore } from '../../checkout/recurring-order-store';
import { notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { Principals } from '../principal';
import { CUSTOMER_RESOURCE_PATHS, type CustomerResource, accountCaller, isAccountOwner } from './account-access';
import type { AccountUser, AccountUsers } from './account-users';

export interface CustomerRecurringOrderRouteStores {
  principals: Principals;
  users: AccountUsers;
  recurringOrders: RecurringOrderStore;
  orderTexts: OrderTexts;
  now?: () => Date;
}

const CustomerParams = Type.Object({ customerNo: Text });
const UserParams = Type.Object({ customerNo: Text, login: Text });
/** One recurring order, below a customer (no login) or one of its users. */
const OrderParams = Type.Object({ customerNo: Text, login: Type.Optional(Text), recurringOrderId: Text });
type OrderPathParams = Static<typeof OrderParams>;

function buyerOf(user: AccountUser): RecurringOrderBuyer {
  return {
    accountID: user.login,
    ...(user.companyName ? { companyName: user.companyName } : {}),
    customerNo: user.customerNo,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userNo: user.userId,
  };
}

export function registerCustomerRecurringOrderRoutes(app: FastifyInstance, stores: CustomerRecurringOrderRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = stores.now ?? (() => new Date());
  const { recurringOrders, users } = stores;

  const self = (request: FastifyRequest, resource: CustomerResource, customerNo: string) => {
    const caller = accountCaller(request, stores.principals, resource, customerNo);
    const user = users.byOwnerKey(caller.ownerKey);
    if (!user) throw notFound('customer.user.not_found.error', 'The user was not found.');
    return user;
  };
  /** The users whose recurring orders a customer path shows: the company's for its account admin, else the caller. */
  const customerOwners = (request: FastifyRequest, resource: CustomerResource, customerNo: string): AccountUser[] => {
    const caller = self(request, resource, customerNo);
    return isAccountOwner(caller) ? users.ofCustomer(caller.customerId) : [caller];
  };
  /** The user a users/{login} path names: the caller (`-` or their login), or for the account admin any of the company's. */
  const userOwners = (request: FastifyRequest, customerNo: string, login: string): AccountUser[] => {
    const caller = self(request, 'customers', customerNo);
    if (login === '-' || login.toLowerCase() === caller.login.toLowerCase()) return [caller];
    const user = isAccountOwner(caller) ? users.byLogin(caller.customerId, login) : undefined;
    if (!user) throw notFound('customer.user.not_found.error', `The user '${login}' was not found.`);
    return [user];
  };

  const listOf = (owners: AccountUser[]) => {
    const byKey = new Map(owners.map(owner => [owner.ownerKey, owner]));
    return {
      data: recurringOrders
        .ofOwners([...byKey.keys()])
        .map(order => recurringOrderListData(order, recurringOrders.runs(order.id), buyerOf(byKey.get(order.tokenHash) as AccountUser))),
    };
  };
  const findOf = (owners: AccountUser[], id: string) => {
    const order = recurringOrders.byId(id);
    const owner = order && owners.find(candidate => candidate.ownerKey === order.tokenHash);
    if (!order || !owner) throw notFound('recurring_order.not_found.error', `The recurring order '${id}' was not found.`);
    return { order, buyer: buyerOf(owner) };
  };
  const documentOf = (id: string, buyer: RecurringOrderBuyer, locale: string) => {
    const order = recurringOrders.byId(id);
    if (!order) throw notFound('recurring_order.not_found.error', `The recurring order '${id}' was not found.`);
    return { data: recurringOrderData(order, recurringOrders.runs(id), buyer, stores.orderTexts.document(order.creationDocument, locale)) };
  };

  /** GET, PATCH and DELETE of one recurring order below a path whose owners `ownersOf` gives. */
  const registerItemRoutes = (path: string, ownersOf: (request: FastifyRequest, params: OrderPathParams) => AccountUser[]) => {
    const params = OrderParams;
    typed.get(path, { schema: { params } }, async request => {
      const { order, buyer } = findOf(ownersOf(request, request.params), request.params.recurringOrderId);
      return documentOf(order.id, buyer, request.icm.locale);
    });
    typed.patch(path, { schema: { params, body: RecurringOrderUpdateBody } }, async request => {
      const { order, buyer } = findOf(ownersOf(request, request.params), request.params.recurringOrderId);
      setActive(recurringOrders, order, request.body.active, dayOf(now()), request.icm.locale);
      return documentOf(order.id, buyer, request.icm.locale);
    });
    typed.delete(path, { schema: { params } }, async (request, reply) => {
      const { order } = findOf(ownersOf(request, request.params), request.params.recurringOrderId);
      recurringOrders.delete(order.id);
      return reply.status(204).send();
    });
  };

  for (const { resource, prefix } of CUSTOMER_RESOURCE_PATHS) {
    typed.get(`${prefix}/recurringorders`, { schema: { params: CustomerParams } }, async request =>
      listOf(customerOwners(request, resource, request.params.customerNo)),
    );
    registerItemRoutes(`${prefix}/recurringorders/:recurringOrderId`, (request, params) =>
      customerOwners(request, resource, params.customerNo),
    );
  }

  typed.get('/customers/:customerNo/users/:login/recurringorders', { schema: { params: UserParams } }, async request =>
    listOf(userOwners(request, request.params.customerNo, request.params.login)),
  );
  registerItemRoutes('/customers/:customerNo/users/:login/recurringorders/:recurringOrderId', (request, params) =>
    userOwners(request, params.customerNo, params.login ?? '-'),
  );
}
