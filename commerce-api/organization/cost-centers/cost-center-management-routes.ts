// Managing cost centers (costcenter.v2, the PWA's CostCentersService): POST customers/{no}/costcenters,
// PATCH and DELETE …/costcenters/{id}, and the buyers: POST …/{id}/buyers, PATCH and DELETE
// …/{id}/buyers/{login}. Spec §5/§6: the account owner role creates, changes and deletes any of the
// company's; a cost center owner (APP_B2B_MANAGE_COSTCENTER) changes their own (not who owns it) and its buyers. Owners hold
// the account owner or cost center owner role, buyers the Buyer role; a duplicate number is 409; a
// refused request changes nothing.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { AccountUser } from '../../customer/account/account-users';
import type { CustomerPrincipal } from '../../customer/principal';
import { IcmError, InvalidAttributeError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import { canEdit, managesAllCostCenters, mayBuy, mayOwn } from './cost-center-access';
import { costCenterUri } from './cost-center-documents';
import { activeOf, budgetOf, type BuyerBody, type CostCenterBody, ownerLoginOf, periodOf, textOf } from './cost-center-input';
import {
  costCenterDetail,
  CostCenterParams,
  costCenterReader,
  type CostCenterRouteStores,
  visibleCostCenter,
} from './cost-center-routes';
import type { CostCenterBuyerRecord, CostCenterRecord, CostCenterValues } from './cost-center-store';

export interface CostCenterManagementStores extends CostCenterRouteStores {
  /** The shop's currencies, for budgets. */
  currencies: () => readonly string[];
}

const CustomerParams = Type.Object({ customerNo: Text });
const BuyerParams = Type.Object({ customerNo: Text, costCenterId: Text, login: Text });
const Body = Type.Record(Type.String(), Type.Unknown());

const forbidden = (message: string) => new IcmError(403, 'costcenter.permission.missing.error', message);
const duplicate = (number: string) => new IcmError(409, 'costcenter.id.already_exists.error', `A cost center with the number '${number}' exists already.`);

export function registerCostCenterManagementRoutes(app: FastifyInstance, stores: CostCenterManagementStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  /** A company user by login who may own cost centers; otherwise the owner attribute is invalid. */
  function ownerOf(caller: CustomerPrincipal, value: unknown): AccountUser {
    const login = ownerLoginOf(value);
    const user = stores.users.byLogin(caller.customerId, login);
    if (!user || !mayOwn(user)) {
      throw new InvalidAttributeError('costCenterOwner', 'costcenter.costCenterOwner.invalid.error', `The user '${login}' cannot own cost centers.`);
    }
    return user;
  }

  /** The cost center the caller sees and may change: 404 when unseen, 403 when only seen. */
  function editable(caller: CustomerPrincipal, reference: string): CostCenterRecord {
    const costCenter = visibleCostCenter(stores, caller, reference);
    if (!canEdit(caller, costCenter)) throw forbidden('Only an account admin or the owner of the cost center may change it.');
    return costCenter;
  }

  const numberTaken = (caller: CustomerPrincipal, number: string, except?: string) => {
    const found = stores.costCenters.find(caller.customerId, number);
    return !!found && found.costCenterId.toLowerCase() === number.toLowerCase() && found.id !== except;
  };

  typed.post('/customers/:customerNo/costcenters', { schema: { params: CustomerParams, body: Body } }, async (request, reply) => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo);
    if (!managesAllCostCenters(caller)) throw forbidden('Creating cost centers needs the account owner role APP_B2B_ACCOUNT_OWNER.');
    const body = request.body as CostCenterBody;
    const costCenterId = textOf(body.costCenterId, 'costCenterId');
    const name = textOf(body.name, 'name');
    const owner = ownerOf(caller, body.costCenterOwner);
    const budget = budgetOf(body.budget, stores.currencies());
    const values: CostCenterValues = {
      costCenterId,
      name,
      ownerUserId: owner.userId,
      currency: budget?.currency ?? request.icm.currency,
      budgetCents: budget?.cents ?? null,
      budgetPeriod: body.budgetPeriod === undefined ? 'monthly' : periodOf(body.budgetPeriod),
      active: body.active === undefined ? true : activeOf(body.active),
    };
    if (numberTaken(caller, costCenterId)) throw duplicate(costCenterId);
    const created = stores.costCenters.create(caller.customerId, values, []);
    return reply
      .status(201)
      .header('location', costCenterUri(request.icm.channel, caller.customerNo, created.id))
      .send(costCenterDetail(stores, created));
  });

  typed.patch('/customers/:customerNo/costcenters/:costCenterId', { schema: { params: CostCenterParams, body: Body } }, async request => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo, request.params.costCenterId);
    const current = editable(caller, request.params.costCenterId);
    const body = request.body as CostCenterBody;
    const values: CostCenterValues = { ...current };
    if (body.costCenterId !== undefined) values.costCenterId = textOf(body.costCenterId, 'costCenterId');
    if (body.name !== undefined) values.name = textOf(body.name, 'name');
    if (body.active !== undefined) values.active = activeOf(body.active);
    if (body.budgetPeriod !== undefined) values.budgetPeriod = periodOf(body.budgetPeriod);
    if (body.budget !== undefined) {
      const budget = budgetOf(body.budget, stores.currencies());
      values.budgetCents = budget?.cents ?? null;
      if (budget && budget.currency !== current.currency) {
        if (current.buyers.some(buyer => buyer.budgetCents !== null)) {
          throw new InvalidAttributeError('budget', 'customer.budget.invalid.error', `The budget must be in ${current.currency}, the currency of its buyers' budgets.`);
        }
        values.currency = budget.currency;
      }
    }
    if (body.costCenterOwner !== undefined) {
      const owner = ownerOf(caller, body.costCenterOwner);
      if (owner.userId !== current.ownerUserId && !managesAllCostCenters(caller)) throw forbidden('Only an account admin may choose another owner.');
      values.ownerUserId = owner.userId;
    }
    if (numberTaken(caller, values.costCenterId, current.id)) throw duplicate(values.costCenterId);
    stores.costCenters.update(current.id, values);
    return costCenterDetail(stores, stores.costCenters.find(caller.customerId, current.id)!);
  });

  typed.delete('/customers/:customerNo/costcenters/:costCenterId', { schema: { params: CostCenterParams } }, async (request, reply) => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo, request.params.costCenterId);
    const costCenter = visibleCostCenter(stores, caller, request.params.costCenterId);
    if (!managesAllCostCenters(caller)) throw forbidden('Deleting cost centers needs the account owner role APP_B2B_ACCOUNT_OWNER.');
    stores.costCenters.remove(costCenter.id);
    return reply.status(204).send();
  });

  /** A buyer's budget from the body, in the cost center's currency. */
  function buyerBudget(costCenter: CostCenterRecord, body: BuyerBody, current?: CostCenterBuyerRecord): Omit<CostCenterBuyerRecord, 'userId'> {
    const budget = body.budget === undefined ? undefined : budgetOf(body.budget, stores.currencies());
    if (budget && budget.currency !== costCenter.currency) {
      throw new InvalidAttributeError('budget', 'customer.budget.invalid.error', `The budget must be in ${costCenter.currency}, the cost center's currency.`);
    }
    return {
      budgetCents: budget === undefined ? (current?.budgetCents ?? null) : (budget?.cents ?? null),
      budgetPeriod: body.budgetPeriod === undefined ? (current?.budgetPeriod ?? 'monthly') : periodOf(body.budgetPeriod),
    };
  }

  typed.post('/customers/:customerNo/costcenters/:costCenterId/buyers', { schema: { params: CostCenterParams, body: Body } }, async (request, reply) => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo, request.params.costCenterId);
    const costCenter = editable(caller, request.params.costCenterId);
    const body = request.body as BuyerBody;
    const login = textOf(body.login, 'login');
    const user = stores.users.byLogin(caller.customerId, login);
    if (!user || !mayBuy(user)) throw new InvalidAttributeError('login', 'costcenter.buyer.invalid.error', `The user '${login}' is no buyer of the company.`);
    const budget = buyerBudget(costCenter, body);
    if (costCenter.buyers.some(buyer => buyer.userId === user.userId)) {
      throw new IcmError(409, 'costcenter.buyer.already_assigned.error', `The user '${login}' is a buyer of the cost center already.`);
    }
    stores.costCenters.addBuyer(costCenter.id, { userId: user.userId, ...budget });
    return reply.status(201).send(costCenterDetail(stores, stores.costCenters.find(caller.customerId, costCenter.id)!));
  });

  /** The cost center the caller may change and one of its buyers by login; an unassigned login is 404. */
  function assignedBuyer(caller: CustomerPrincipal, reference: string, login: string) {
    const costCenter = editable(caller, reference);
    const user = stores.users.byLogin(caller.customerId, login);
    const buyer = user && costCenter.buyers.find(candidate => candidate.userId === user.userId);
    if (!buyer) throw notFound('costcenter.buyer.not_found.error', `The user '${login}' is no buyer of the cost center.`);
    return { costCenter, buyer };
  }

  typed.patch('/customers/:customerNo/costcenters/:costCenterId/buyers/:login', { schema: { params: BuyerParams, body: Body } }, async request => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo, request.params.costCenterId);
    const { costCenter, buyer } = assignedBuyer(caller, request.params.costCenterId, request.params.login);
    stores.costCenters.updateBuyer(costCenter.id, { userId: buyer.userId, ...buyerBudget(costCenter, request.body as BuyerBody, buyer) });
    return costCenterDetail(stores, stores.costCenters.find(caller.customerId, costCenter.id)!);
  });

  typed.delete('/customers/:customerNo/costcenters/:costCenterId/buyers/:login', { schema: { params: BuyerParams } }, async (request, reply) => {
    const caller = costCenterReader(request, stores.principals, request.params.customerNo, request.params.costCenterId);
    const { costCenter, buyer } = assignedBuyer(caller, request.params.costCenterId, request.params.login);
    stores.costCenters.removeBuyer(costCenter.id, buyer.userId);
    return reply.status(204).send();
  });
}
