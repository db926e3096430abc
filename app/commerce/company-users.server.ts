// Organization management's users (the PWA's UsersService): the company's users page by page, one
// user, creating (the new user sets their password from a mail), changing and deleting users, the
// roles a company hands out and a user's roles, a user's budget, and the logged-in user's own budget.
// Every call but the own budget needs the permission APP_B2B_MANAGE_USERS.
import { z } from 'zod';

import type { Transport } from './icm-transport.server';
import type { Money } from './models/money';
import {
  type BudgetPeriod,
  type CompanyRole,
  type CompanyUserDetail,
  type CompanyUserPage,
  companyRolesDataSchema,
  companyUserDataSchema,
  companyUserListDataSchema,
  mapCompanyRoles,
  mapCompanyUserDetail,
  mapCompanyUserList,
  mapUserBudget,
  type UserBudget,
  userBudgetDataSchema,
} from './models/company-user';
import type { User } from './models/user';

/** The profile fields organization management edits. */
export type CompanyUserProfile = Pick<User, 'title' | 'firstName' | 'lastName' | 'email' | 'phoneHome' | 'preferredLanguage'> & {
  active?: boolean;
};

/** A budget to set: no amount means no limit, no budget. */
export interface BudgetChange {
  orderSpentLimit?: Money;
  budget?: Money;
  budgetPeriod: BudgetPeriod;
}

const anyAnswer = z.unknown();
const customerPath = (customerNo: string) => `customers/${encodeURIComponent(customerNo)}`;
const userPath = (customerNo: string, login: string) => `${customerPath(customerNo)}/users/${encodeURIComponent(login)}`;
const moneyBody = (money: Money | undefined) => (money ? { currency: money.currency, value: money.value } : null);

export function createCompanyUsersResource(t: Transport) {
  return {
    /** `GET customers/{no}/users`: the company's users (punchout users left out), by name; without `limit` all from `offset`. */
    async list(customerNo: string, page: { offset?: number; limit?: number } = {}): Promise<CompanyUserPage> {
      const data = await t.request(`${customerPath(customerNo)}/users`, {
        schema: companyUserListDataSchema,
        query: { offset: page.offset, limit: page.limit },
      });
      return mapCompanyUserList(data, page.offset ?? 0);
    },

    /** `GET customers/{no}/users/{login}`: 404 for a login that is not the company's. */
    async get(customerNo: string, login: string): Promise<CompanyUserDetail> {
      return mapCompanyUserDetail(await t.request(userPath(customerNo, login), { schema: companyUserDataSchema }), login);
    },

    /** `POST customers/{no}/users` (`{elements: [user]}`, as the PWA): the login is the e-mail address. */
    async create(customerNo: string, profile: CompanyUserProfile): Promise<void> {
      await t.request(`${customerPath(customerNo)}/users`, {
        method: 'POST',
        body: { elements: [{ ...profile, login: profile.email }] },
        schema: anyAnswer,
      });
    },

    /** `PUT customers/{no}/users/{login}`: the profile (and whether the user is active). */
    async update(customerNo: string, login: string, profile: CompanyUserProfile): Promise<CompanyUserDetail> {
      return mapCompanyUserDetail(
        await t.request(userPath(customerNo, login), { method: 'PUT', body: { ...profile, login }, schema: companyUserDataSchema }),
        login,
      );
    },

    /** `DELETE customers/{no}/users/{login}`. */
    async remove(customerNo: string, login: string): Promise<void> {
      await t.request(userPath(customerNo, login), { method: 'DELETE', schema: anyAnswer });
    },

    /** `GET customers/{no}/roles`: the roles the company hands out, with display names in the request's language. */
    async roles(customerNo: string): Promise<CompanyRole[]> {
      return mapCompanyRoles(await t.request(`${customerPath(customerNo)}/roles`, { schema: companyRolesDataSchema }));
    },

    /** `PUT customers/{no}/users/{login}/roles`: answers the user's role ids. */
    async setRoles(customerNo: string, login: string, roleIds: readonly string[]): Promise<string[]> {
      const data = await t.request(`${userPath(customerNo, login)}/roles`, {
        method: 'PUT',
        body: { userRoles: roleIds },
        schema: companyRolesDataSchema,
      });
      return (data.userRoles ?? []).map(role => role.roleID).filter((id): id is string => !!id);
    },

    /** `PUT customers/{no}/users/{login}/budgets`. */
    async setBudget(customerNo: string, login: string, change: BudgetChange): Promise<UserBudget> {
      const body = { orderSpentLimit: moneyBody(change.orderSpentLimit), budget: moneyBody(change.budget), budgetPeriod: change.budgetPeriod };
      return mapUserBudget(await t.request(`${userPath(customerNo, login)}/budgets`, { method: 'PUT', body, schema: userBudgetDataSchema }));
    },

    /** `GET customers/-/users/-/budgets`: the logged-in business user's own budget, with spent and remaining amounts. */
    async ownBudget(): Promise<UserBudget> {
      return mapUserBudget(await t.request('customers/-/users/-/budgets', { schema: userBudgetDataSchema }));
    },
  };
}

export type CompanyUsersResource = ReturnType<typeof createCompanyUsersResource>;
