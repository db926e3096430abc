// Organization management's users (business-and-integration §2.1) for holders of APP_B2B_MANAGE_USERS:
// the list (pages of 25), a user's detail with its deletion after a confirmation (without JavaScript
// too: ?delete=1 asks), creating a user (profile, roles and budget in one form, as the PWA's form)
// and the profile, roles and budget edit pages. Posts follow the form pattern (app/forms).
import { data, redirect } from 'react-router';
import type { BudgetChange, CompanyUserProfile } from '~/commerce/company-users.server';
import { isCommerceError } from '~/commerce/errors';
import type { CompanyRole, CompanyUser, CompanyUserDetail } from '~/commerce/models/company-user';
import type { Money } from '~/commerce/models/money';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { NO_STORE } from '~/http/cache-policy';
import { secondary } from '~/http/commerce-boundary.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { sessionCustomer, userCall } from '~/features/account/account.server';
import { signedInUser } from '~/features/account/user-session.server';
import { CONFIRM_DELETE_PARAM, USER_BUDGET_FORM_ID, USER_CREATE_FORM_ID, USER_DELETE_FORM_ID, USER_PROFILE_FORM_ID, USER_ROLES_FORM_ID } from '../organization-form-ids';
import {
  amountValue,
  deleteUserSchema,
  type UserBudgetInput,
  type UserProfileInput,
  userBudgetSchema,
  userCreateSchema,
  userProfileSchema,
  userRolesSchema,
} from '../organization-forms';
import { isLoginTaken, refusalOf } from '../organization-refusals';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export const USERS_PAGE_SIZE = 25;
const MAX_LOGIN_LENGTH = 256;

export interface UsersPageData {
  title: string;
  users: (CompanyUser & { roleNames: string[] })[];
  page: number;
  pageCount: number;
}

export interface UserDetailData {
  title: string;
  user: CompanyUserDetail;
  /** Display names of the user's roles (their ids when the roles could not be loaded). */
  roleNames: string[];
  /** The logged-in admin themselves: no deletion offered. */
  isSelf: boolean;
  confirmDelete: boolean;
}

export interface UserFormData {
  title: string;
  user?: CompanyUserDetail;
  roles: CompanyRole[];
  currency: string;
  isSelf: boolean;
  constraint: Record<string, Constraint>;
}

const usersPath = (shop: ShopContext, login?: string, suffix = '') =>
  localizePath(`/account/organization/users${login === undefined ? '' : `/${encodeURIComponent(login)}`}${suffix}`, shop.locale);
const customerNoOf = (shop: ShopContext, request: Request) => sessionCustomer(shop, request).customerNo;
const isSelf = (shop: ShopContext, login: string) => signedInUser(shop)?.login?.toLowerCase() === login.toLowerCase();
const noStore = <T>(page: T) => data(page, { headers: { 'Cache-Control': NO_STORE } });
const fullName = (user: { firstName?: string; lastName?: string }) => [user.firstName, user.lastName].filter(Boolean).join(' ');

function loginParam(login: string | undefined): string {
  if (!login || login.length > MAX_LOGIN_LENGTH) throw data(null, { status: 404 });
  return login;
}

async function loadUser(shop: ShopContext, request: Request, login: string): Promise<CompanyUserDetail> {
  return userCall(shop, request, shop.commerce.companyUsers.get(customerNoOf(shop, request), loginParam(login)));
}

const loadRoles = (shop: ShopContext, request: Request) => shop.commerce.companyUsers.roles(customerNoOf(shop, request));
/** Role ids to display names; secondary: without them the pages show the ids. */
const roleNamesOf = async (shop: ShopContext, request: Request) =>
  new Map((await secondary(shop, 'company roles', loadRoles(shop, request), [])).map((role) => [role.id, role.displayName]));

export async function usersLoader({ request, context }: Args) {
  const shop = getShop(context);
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const [list, names] = await Promise.all([
    userCall(shop, request, shop.commerce.companyUsers.list(customerNoOf(shop, request), { offset: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE })),
    roleNamesOf(shop, request),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / USERS_PAGE_SIZE));
  if (page > pageCount) throw redirect(usersPath(shop), 303);
  const users = list.users.map((user) => ({ ...user, roleNames: user.roleIds.map((id) => names.get(id) ?? id) }));
  return noStore<UsersPageData>({ title: shop.t('organization.users.heading'), users, page, pageCount });
}

export async function userDetailLoader({ request, context, login }: Args & { login?: string }) {
  const shop = getShop(context);
  const user = await loadUser(shop, request, loginParam(login));
  const names = await roleNamesOf(shop, request);
  const self = isSelf(shop, user.login);
  return noStore<UserDetailData>({
    title: shop.t('organization.users.detail.heading', { name: fullName(user) }),
    user,
    roleNames: user.roleIds.map((id) => names.get(id) ?? id),
    isSelf: self,
    confirmDelete: !self && new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM) === '1',
  });
}

export async function userDetailAction({ request, context, login }: Args & { login?: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  const target = loginParam(login);
  return dispatchIntent(form, {
    async delete() {
      const submission = parseForm(form, deleteUserSchema);
      try {
        await shop.commerce.companyUsers.remove(customerNoOf(shop, request), target);
      } catch (error) {
        return refused(USER_DELETE_FORM_ID, submission, refusalOf(shop, request, error), 403);
      }
      return succeeded(request, shop, form, {
        formId: USER_DELETE_FORM_ID,
        messages: [{ type: 'success', key: 'organization.users.deleted.message' }],
        redirectTo: usersPath(shop),
      });
    },
  });
}

/** A user's budget stays in its currency; a user without one gets the session's. */
const budgetCurrencyOf = (shop: ShopContext, user: CompanyUserDetail | undefined) =>
  user?.budget?.budget?.currency ?? user?.budget?.orderSpentLimit?.currency ?? shop.commerce.currency;

async function formData(shop: ShopContext, request: Request, schema: Parameters<typeof constraintOf>[0], title: string, user?: CompanyUserDetail): Promise<UserFormData> {
  return {
    title,
    ...(user ? { user } : {}),
    roles: await userCall(shop, request, loadRoles(shop, request)),
    currency: budgetCurrencyOf(shop, user),
    isSelf: user ? isSelf(shop, user.login) : false,
    constraint: constraintOf(schema),
  };
}

export async function userCreateLoader({ request, context }: Args) {
  const shop = getShop(context);
  return noStore(await formData(shop, request, userCreateSchema, shop.t('organization.users.create.heading')));
}

export async function userEditLoader({ request, context, login, part }: Args & { login?: string; part: 'profile' | 'roles' | 'budget' }) {
  const shop = getShop(context);
  const user = await loadUser(shop, request, loginParam(login));
  const schema = { profile: userProfileSchema, roles: userRolesSchema, budget: userBudgetSchema }[part];
  return noStore(await formData(shop, request, schema, shop.t(`organization.users.${part}.heading`, { name: fullName(user) }), user));
}

const profileOf = (input: UserProfileInput, active: boolean): CompanyUserProfile => ({
  title: input.title ?? '',
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phoneHome: input.phoneHome ?? '',
  active,
});

const money = (value: number | undefined, currency: string): Money | undefined => (value === undefined ? undefined : { currency, value });
const budgetOf = (input: UserBudgetInput, currency: string): BudgetChange => ({
  orderSpentLimit: money(amountValue(input.orderSpentLimit), currency),
  budget: money(amountValue(input.budget), currency),
  budgetPeriod: input.budgetPeriod,
});

export async function userCreateAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async create() {
      const submission = parseForm(form, userCreateSchema);
      if (submission.status !== 'success') return rejected(USER_CREATE_FORM_ID, submission);
      const input = submission.value;
      const customerNo = customerNoOf(shop, request);
      const users = shop.commerce.companyUsers;
      try {
        await users.create(customerNo, profileOf(input, true));
      } catch (error) {
        if (isLoginTaken(error)) return rejected(USER_CREATE_FORM_ID, submission, { fieldErrors: { email: ['organization.users.error.email_taken'] } });
        return refused(USER_CREATE_FORM_ID, submission, refusalOf(shop, request, error));
      }
      // the user exists from here on: roles and budget follow, as the PWA's UsersService does it
      const login = input.email;
      try {
        await users.setRoles(customerNo, login, input.roleIds ?? []);
        await users.setBudget(customerNo, login, budgetOf(input, shop.commerce.currency));
      } catch (error) {
        refusalOf(shop, request, error);
        return succeeded(request, shop, form, {
          formId: USER_CREATE_FORM_ID,
          messages: [{ type: 'error', key: 'organization.users.created_incomplete.message' }],
          redirectTo: usersPath(shop, login),
        });
      }
      return succeeded(request, shop, form, {
        formId: USER_CREATE_FORM_ID,
        messages: [{ type: 'success', key: 'organization.users.created.message', values: { email: login } }],
        redirectTo: usersPath(shop, login),
      });
    },
  });
}

/** The post of an edit page: parsed with its schema, then written by `write`; back to the user's detail page. */
async function editAction(
  { request, context, login }: Args & { login?: string },
  formId: string,
  schema: typeof userProfileSchema | typeof userRolesSchema | typeof userBudgetSchema,
  write: (shop: ShopContext, customerNo: string, login: string, value: never) => Promise<string | void>,
) {
  const shop = getShop(context);
  const form = await readForm(request);
  const target = loginParam(login);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, schema);
      if (submission.status !== 'success') return rejected(formId, submission);
      let newLogin: string | void;
      try {
        newLogin = await write(shop, customerNoOf(shop, request), target, submission.value as never);
      } catch (error) {
        if (isLoginTaken(error)) return rejected(formId, submission, { fieldErrors: { email: ['organization.users.error.email_taken'] } });
        return refused(formId, submission, refusalOf(shop, request, error), isCommerceError(error, 403) ? 403 : 422);
      }
      return succeeded(request, shop, form, {
        formId,
        submission,
        messages: [{ type: 'success', key: 'organization.users.saved.message' }],
        redirectTo: usersPath(shop, newLogin || target),
      });
    },
  });
}

export function userProfileAction(args: Args & { login?: string }) {
  return editAction(args, USER_PROFILE_FORM_ID, userProfileSchema, async (shop, customerNo, login, input: UserProfileInput) => {
    const saved = await shop.commerce.companyUsers.update(customerNo, login, profileOf(input, input.active === 'on' || isSelf(shop, login)));
    return saved.login;
  });
}

export function userRolesAction(args: Args & { login?: string }) {
  return editAction(args, USER_ROLES_FORM_ID, userRolesSchema, async (shop, customerNo, login, input: { roleIds?: string[] }) => {
    await shop.commerce.companyUsers.setRoles(customerNo, login, input.roleIds ?? []);
  });
}

export function userBudgetAction(args: Args & { login?: string }) {
  return editAction(args, USER_BUDGET_FORM_ID, userBudgetSchema, async (shop, customerNo, login, input: UserBudgetInput) => {
    const user = await shop.commerce.companyUsers.get(customerNo, login);
    await shop.commerce.companyUsers.setBudget(customerNo, login, budgetOf(input, budgetCurrencyOf(shop, user)));
  });
}
