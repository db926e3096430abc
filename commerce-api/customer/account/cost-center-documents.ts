// ICM documents of cost centers, in the shapes of the PWA's cost center model: the CostCenter (owner
// and buyers by login and name, budgets as money per period) and a user's eligible cost centers
// (UserCostCenter: the number, the name and the user's roles there).
import { moneyValue } from '../../basket/money';
import type { AccountUser } from './account-users';
import type { CostCenterRecord } from './cost-center-store';

type People = Map<string, AccountUser>;

function person(user: AccountUser | undefined) {
  return user ? { login: user.login, firstName: user.firstName, lastName: user.lastName, email: user.email } : undefined;
}

const budget = (cents: number | null, currency: string) => (cents === null ? undefined : { type: 'Money', ...moneyValue(cents, currency) });

export function costCenterData(costCenter: CostCenterRecord, people: People) {
  const owner = costCenter.ownerUserId === null ? undefined : person(people.get(costCenter.ownerUserId));
  return {
    id: costCenter.id,
    costCenterId: costCenter.costCenterId,
    name: costCenter.name,
    active: costCenter.active,
    ...(owner ? { costCenterOwner: owner } : {}),
    ...(costCenter.budgetCents === null ? {} : { budget: budget(costCenter.budgetCents, costCenter.currency) }),
    budgetPeriod: costCenter.budgetPeriod,
    buyers: costCenter.buyers.flatMap(buyer => {
      const user = person(people.get(buyer.userId));
      return user
        ? [{ ...user, ...(buyer.budgetCents === null ? {} : { budget: budget(buyer.budgetCents, costCenter.currency) }), budgetPeriod: buyer.budgetPeriod }]
        : [];
    }),
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
