// ICM documents of organization management's users: an entry of GET customers/{no}/users (a Link
// whose attributes the PWA's B2bUserMapper.fromListData reads) and the UserBudget of a user (order
// limit, budget per period, what was spent in the current period and what remains, as money values).
import { moneyValue } from '../../basket/money';
import type { BudgetPriceType } from '../../customer/customer-store';
import type { UserBudgetValues } from '../user-budgets';
import { remainingCents } from '../spending';
import type { CompanyUserEntry } from './company-user-directory';

const money = (cents: number, currency: string) => ({ type: 'Money', ...moneyValue(cents, currency) });

/** The UserBudget document; amounts that are not set (no limit, no budget) are left out. */
export function userBudgetDocument(values: UserBudgetValues, spentCents: number, budgetPriceType: BudgetPriceType, fallbackCurrency: string) {
  const currency = values.currency ?? fallbackCurrency;
  return {
    type: 'UserBudget',
    budgetPeriod: values.budgetPeriod,
    budgetPriceType,
    ...(values.orderSpentLimitCents === null ? {} : { orderSpentLimit: money(values.orderSpentLimitCents, currency) }),
    ...(values.budgetCents === null
      ? {}
      : { budget: money(values.budgetCents, currency), remainingBudget: money(remainingCents(values.budgetCents, spentCents), currency) }),
    spentBudget: money(spentCents, currency),
  };
}

type UserBudgetDocument = ReturnType<typeof userBudgetDocument>;

/** One user of the list: a Link to the user with the attributes the list shows. */
export function companyUserLink(channel: string, customerNo: string, user: CompanyUserEntry, budget: UserBudgetDocument) {
  const attribute = (name: string, type: string, value: unknown) => ({ name, type, value });
  const budgetAttributes = (['orderSpentLimit', 'budget', 'remainingBudget', 'spentBudget'] as const).flatMap(name =>
    budget[name as keyof UserBudgetDocument] === undefined ? [] : [attribute(name, 'MoneyRO', budget[name as keyof UserBudgetDocument])],
  );
  return {
    type: 'Link',
    uri: `${channel}/-/customers/${encodeURIComponent(customerNo)}/users/${encodeURIComponent(user.login)}`,
    title: `${user.firstName} ${user.lastName}`,
    login: user.login,
    attributes: [
      attribute('firstName', 'String', user.firstName),
      attribute('lastName', 'String', user.lastName),
      attribute('email', 'String', user.email),
      ...(user.businessPartnerNo ? [attribute('businessPartnerNo', 'String', user.businessPartnerNo)] : []),
      attribute('active', 'Boolean', user.active),
      attribute('roleIDs', 'String[]', user.roles),
      attribute('budgetPeriod', 'String', budget.budgetPeriod),
      ...budgetAttributes,
    ],
  };
}
