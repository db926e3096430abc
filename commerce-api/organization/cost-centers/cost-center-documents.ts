// ICM documents of cost centers (costcenter.v2), in the shapes the PWA's CostCenterMapper reads: the
// CostCenter (owner and buyers by login and name, budgets as money per period, what was spent in
// the current period and what remains, pending and approved orders, the orders booked on it), the
// list's Links with the same values as attributes and paging info, and a user's eligible cost
// centers (UserCostCenter).
import { moneyValue } from '../../basket/money';
import type { AccountUser } from '../../customer/account/account-users';
import { remainingCents, type Spending } from '../spending';
import { NO_ORDERS, type OrderCountsLookup } from './cost-center-order-counts';
import type { CostCenterOrderRecord, CostCenterRecord } from './cost-center-store';

export type People = Map<string, AccountUser>;

function person(user: AccountUser | undefined) {
  return user ? { login: user.login, firstName: user.firstName, lastName: user.lastName, email: user.email } : undefined;
}

const money = (cents: number, currency: string) => ({ type: 'Money', ...moneyValue(cents, currency) });

/** The cost center's values without its buyers and orders: the list's attributes and the detail's fields. */
function summary(costCenter: CostCenterRecord, people: People, spending: Spending, counts: OrderCountsLookup) {
  const owner = costCenter.ownerUserId === null ? undefined : person(people.get(costCenter.ownerUserId));
  const spentCents = spending.spentOnCostCenter(costCenter.id, costCenter.currency, costCenter.budgetPeriod);
  const counted = counts.get(costCenter.id);
  return {
    costCenterId: costCenter.costCenterId,
    name: costCenter.name,
    active: costCenter.active,
    ...(owner ? { costCenterOwner: owner } : {}),
    ...(costCenter.budgetCents === null ? {} : { budget: money(costCenter.budgetCents, costCenter.currency) }),
    budgetPeriod: costCenter.budgetPeriod,
    spentBudget: money(spentCents, costCenter.currency),
    ...(costCenter.budgetCents === null ? {} : { remainingBudget: money(remainingCents(costCenter.budgetCents, spentCents), costCenter.currency) }),
    pendingOrders: counted?.pendingOrders ?? 0,
    approvedOrders: counted?.approvedOrders ?? 0,
  };
}

function orderData(order: CostCenterOrderRecord, people: People) {
  const buyer = people.get(order.buyerUserId);
  const date = new Date(order.creationDate);
  return {
    orderNo: order.documentNumber,
    orderDate: [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()],
    orderStatus: order.statusCode,
    items: order.items,
    buyer: {
      attributes: buyer
        ? [
            { name: 'firstName', type: 'String', value: buyer.firstName },
            { name: 'lastName', type: 'String', value: buyer.lastName },
            { name: 'login', type: 'String', value: buyer.login },
          ]
        : [],
    },
    orderTotalGross: money(order.grossCents, order.currency),
    orderTotalNet: money(order.netCents, order.currency),
  };
}

/** The CostCenter document; with `orders`, those booked on it (the detail's). */
export function costCenterData(
  costCenter: CostCenterRecord,
  people: People,
  spending: Spending,
  counts: OrderCountsLookup,
  orders?: CostCenterOrderRecord[],
) {
  const buyerCounts = counts.get(costCenter.id)?.byUser;
  return {
    id: costCenter.id,
    ...summary(costCenter, people, spending, counts),
    buyers: costCenter.buyers.flatMap(buyer => {
      const user = person(people.get(buyer.userId));
      if (!user) return [];
      const spentCents = spending.spentByBuyerOnCostCenter(costCenter.id, buyer.userId, costCenter.currency, buyer.budgetPeriod);
      return [
        {
          ...user,
          ...(buyer.budgetCents === null ? {} : { budget: money(buyer.budgetCents, costCenter.currency) }),
          budgetPeriod: buyer.budgetPeriod,
          spentBudget: money(spentCents, costCenter.currency),
          ...(buyerCounts?.get(buyer.userId) ?? NO_ORDERS),
        },
      ];
    }),
    ...(orders ? { orders: orders.map(order => orderData(order, people)) } : {}),
  };
}

export function costCenterUri(channel: string, customerNo: string, id: string): string {
  return `${channel}/-/customers/${encodeURIComponent(customerNo)}/costcenters/${encodeURIComponent(id)}`;
}

/** The ICM attribute type of a list attribute's value. */
function attributeType(value: string | number | boolean | object): string {
  if (typeof value === 'object') return 'type' in value ? 'Money' : 'Object';
  if (typeof value === 'number') return 'Integer';
  return typeof value === 'boolean' ? 'Boolean' : 'String';
}

/** One entry of the list: a Link whose attributes carry the cost center's values (fromListData). */
export function costCenterLink(costCenter: CostCenterRecord, people: People, spending: Spending, counts: OrderCountsLookup, uri: string) {
  const values = summary(costCenter, people, spending, counts);
  return {
    type: 'Link',
    uri,
    title: costCenter.name,
    itemId: costCenter.id,
    attributes: Object.entries(values).map(([name, value]) => ({
      name,
      type: attributeType(value),
      value,
    })),
  };
}

/** The user's roles at a cost center: Owner and/or Buyer. */
export function userCostCenterData(costCenter: CostCenterRecord, userId: string) {
  const roles = [
    ...(costCenter.ownerUserId === userId ? ['Owner'] : []),
    ...(costCenter.buyers.some(buyer => buyer.userId === userId) ? ['Buyer'] : []),
  ];
  return { type: 'UserCostCenter', id: costCenter.costCenterId, name: costCenter.name, roles };
}
