// Organization management's users (the PWA's B2bUser, B2bRole and UserBudget): the company users
// list (`customers/{no}/users`, Links with attributes), one user with roles and budget, the roles a
// company hands out, and a budget with what was spent in its current period.
import { z } from 'zod';

import { lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { type Money, mapMoney, moneyDataSchema } from './money';
import { mapUser, type User, userDataSchema } from './user';

export const BUDGET_PERIODS = ['weekly', 'monthly', 'quarterly'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

export interface UserBudget {
  budgetPeriod: BudgetPeriod;
  orderSpentLimit?: Money;
  budget?: Money;
  spentBudget?: Money;
  remainingBudget?: Money;
  /** Whether the amounts count gross or net prices (the company's setting). */
  budgetPriceType?: 'gross' | 'net';
}

export interface CompanyUser {
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  roleIds: string[];
  budget: UserBudget;
}

export interface CompanyUserPage {
  users: CompanyUser[];
  total: number;
  offset: number;
}

/** One user with the whole profile (`customers/{no}/users/{login}`). */
export interface CompanyUserDetail extends User {
  login: string;
  active: boolean;
  roleIds: string[];
  budget?: UserBudget;
}

export interface CompanyRole {
  id: string;
  displayName: string;
  /** The account admin role: its holder's permissions are every other role's too. */
  fixed: boolean;
  permissionDisplayNames: string[];
}

const periodOf = (value: string | undefined): BudgetPeriod => (BUDGET_PERIODS as readonly string[]).includes(value ?? '') ? (value as BudgetPeriod) : 'monthly';

export const userBudgetDataSchema = z.looseObject({
  budgetPeriod: lenientString.optional(),
  budgetPriceType: lenientString.optional(),
  orderSpentLimit: moneyDataSchema.nullish(),
  budget: moneyDataSchema.nullish(),
  spentBudget: moneyDataSchema.nullish(),
  remainingBudget: moneyDataSchema.nullish(),
});

export function mapUserBudget(data: z.infer<typeof userBudgetDataSchema>): UserBudget {
  const budget: UserBudget = { budgetPeriod: periodOf(data.budgetPeriod) };
  for (const field of ['orderSpentLimit', 'budget', 'spentBudget', 'remainingBudget'] as const) {
    const money = mapMoney(data[field]);
    if (money) budget[field] = money;
  }
  if (data.budgetPriceType === 'gross' || data.budgetPriceType === 'net') budget.budgetPriceType = data.budgetPriceType;
  return budget;
}

const attributeSchema = z.looseObject({ name: lenientString.optional(), value: z.unknown() });

export const companyUserListDataSchema = z.looseObject({
  elements: z.array(z.looseObject({ login: lenientString.optional(), attributes: z.array(attributeSchema).nullish() })).nullish(),
  total: lenientNumber.optional(),
  offset: lenientNumber.optional(),
});

function mapListEntry(entry: { login?: string; attributes?: z.infer<typeof attributeSchema>[] | null }): CompanyUser | undefined {
  if (!entry.login) return undefined;
  const values = new Map((entry.attributes ?? []).map(attribute => [attribute.name, attribute.value]));
  const text = (name: string) => lenientString.parse(values.get(name)) ?? '';
  const money = (name: string) => mapMoney(moneyDataSchema.nullish().catch(undefined).parse(values.get(name)));
  const roles = z.array(z.string()).catch([]).parse(values.get('roleIDs') ?? []);
  const budget = mapUserBudget({ budgetPeriod: text('budgetPeriod') });
  for (const field of ['orderSpentLimit', 'budget', 'spentBudget', 'remainingBudget'] as const) {
    const amount = money(field);
    if (amount) budget[field] = amount;
  }
  return {
    login: entry.login,
    firstName: text('firstName'),
    lastName: text('lastName'),
    // the list of older ICMs carries no e-mail address: the login is the e-mail address there
    email: text('email') || entry.login,
    active: lenientBoolean.parse(values.get('active')) ?? true,
    roleIds: roles,
    budget,
  };
}

export function mapCompanyUserList(data: z.infer<typeof companyUserListDataSchema>, offset: number): CompanyUserPage {
  const users = (data.elements ?? []).map(mapListEntry).filter((user): user is CompanyUser => user !== undefined);
  return { users, total: data.total ?? users.length, offset: data.offset ?? offset };
}

export const companyUserDataSchema = userDataSchema.extend({
  active: lenientBoolean.optional(),
  roleIDs: z.array(z.string()).nullish().catch(undefined),
  userBudget: userBudgetDataSchema.nullish().catch(undefined),
});

export function mapCompanyUserDetail(data: z.infer<typeof companyUserDataSchema>, login: string): CompanyUserDetail {
  const user = mapUser(data);
  return {
    ...user,
    login: user.login || login,
    active: data.active ?? true,
    roleIds: data.roleIDs ?? [],
    ...(data.userBudget ? { budget: mapUserBudget(data.userBudget) } : {}),
  };
}

export const companyRolesDataSchema = z.looseObject({
  userRoles: z
    .array(
      z.looseObject({
        roleID: lenientString.optional(),
        roleDisplayName: lenientString.optional(),
        fixed: lenientBoolean.optional(),
        permissions: z.array(z.looseObject({ permissionDisplayName: lenientString.optional() })).nullish(),
      }),
    )
    .nullish(),
});

/** As the PWA's B2bRoleMapper: other roles do not repeat the permissions of the fixed (admin) role. */
export function mapCompanyRoles(data: z.infer<typeof companyRolesDataSchema>): CompanyRole[] {
  const roles = (data.userRoles ?? []).flatMap(role =>
    role.roleID
      ? [
          {
            id: role.roleID,
            displayName: role.roleDisplayName || role.roleID,
            fixed: role.fixed ?? false,
            permissionDisplayNames: (role.permissions ?? []).map(p => p.permissionDisplayName).filter((name): name is string => !!name),
          },
        ]
      : [],
  );
  const fixedPermissions = new Set(roles.filter(role => role.fixed).flatMap(role => role.permissionDisplayNames));
  return roles.map(role => (role.fixed ? role : { ...role, permissionDisplayNames: role.permissionDisplayNames.filter(name => !fixedPermissions.has(name)) }));
}
