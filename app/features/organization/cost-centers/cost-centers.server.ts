// Organization management's cost centers (business-and-integration §2.1, §5, §6): the list (searched
// by name or number, a page at a time), creating one, its detail (budget, spent, remaining, owner,
// buyers and their spending, the orders booked on it; activating, deactivating, deleting after a
// confirmation page), changing it, and its buyers (added with a budget, their budget changed,
// removed). The API decides who may do what; the pages offer only what the user may do. A refused
// post keeps what was typed, with the API's refusal next to its field.
import { data, redirect } from 'react-router';
import type { BudgetAmount, CostCenterBuyerInput, CostCenterInput } from '~/commerce/cost-centers.server';
import type { CompanyUser } from '~/commerce/models/company-user';
import type { CostCenter, CostCenterSummary } from '~/commerce/models/cost-center';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { flashMessages } from '~/forms/flash.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import type { ShopMessage } from '~/forms/form-reply';
import { NO_STORE } from '~/http/cache-policy';
import { isRefusal, refusalMessage, secondary } from '~/http/commerce-boundary.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { sessionTimeout, userCall, userCallFailed } from '~/features/account/account.server';
import { signedInUser } from '~/features/account/user-session.server';
import { MANAGE_PERMISSION, managesAllCostCenters, mayEdit } from './cost-center-access';
import { buyerAddSchema, buyerBudgetSchema, buyerRemoveSchema, costCenterEditSchema, costCenterSchema, costCenterStateSchema } from './cost-center-forms';
import {
  BUYER_ADD_FORM_ID,
  BUYER_BUDGET_FORM_ID,
  CONFIRM_DELETE_PARAM,
  COST_CENTER_FORM_ID,
  COST_CENTER_STATE_FORM_ID,
  COST_CENTERS_PATH,
  costCenterPath,
  PAGE_PARAM,
  PAGE_SIZE,
  QUERY_PARAM,
} from './cost-center-ids';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

/** A user offered as owner or buyer. */
export interface PersonChoice {
  login: string;
  name: string;
}

export interface CostCentersPageData {
  title: string;
  query: string;
  page: number;
  pageCount: number;
  total: number;
  costCenters: CostCenterSummary[];
  mayCreate: boolean;
}

export interface CostCenterFormData {
  title: string;
  costCenter?: CostCenter;
  /** Choosing the owner: among these users, by typing a login (the company's users cannot be listed), or not at all (a cost center owner). */
  owners: { choose: 'list'; users: PersonChoice[] } | { choose: 'login' } | { choose: 'none' };
  currency: string;
  constraint: Record<string, Constraint>;
}

export interface CostCenterDetailData {
  title: string;
  costCenter: CostCenter;
  mayEdit: boolean;
  mayDelete: boolean;
  confirmDelete: boolean;
}

export interface CostCenterBuyersData {
  title: string;
  costCenter: CostCenter;
  /** Company users who may buy and are no buyers yet; null when the company's users cannot be listed (the login is typed). */
  candidates: PersonChoice[] | null;
  currency: string;
  constraint: Record<string, Constraint>;
}

/** ICM's ids are short; anything longer names no cost center. */
const MAX_ID_LENGTH = 256;
const OWNER_ROLES = ['APP_B2B_ACCOUNT_OWNER', 'APP_B2B_COSTCENTER_OWNER'];
const BUYER_ROLES = ['APP_B2B_BUYER', 'APP_B2B_ACCOUNT_OWNER', 'APP_B2B_APPROVER'];

const personName = (user: { firstName?: string; lastName?: string; login: string }) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;

function customerNoOf(shop: ShopContext, request: Request): string {
  const user = signedInUser(shop);
  if (!user) throw sessionTimeout(shop, request);
  return user.customerNo;
}

const noStore = <T>(page: T) => data(page, { headers: { 'Cache-Control': NO_STORE } });

const listPath = (shop: ShopContext) => localizePath(COST_CENTERS_PATH, shop.locale);

/**
 * The amount typed (a decimal comma taken as a point) in the currency; what is no amount with at most two
 * decimals goes to the API as typed, which refuses it (§5: no format rule here). As a number, "2.000" (a
 * German two thousand) would reach the API as 2 and be saved as 2.00.
 */
export function amountOf(text: string, currency: string): BudgetAmount {
  const typed = text.trim();
  const normalized = /^\d+,\d{1,2}$/.test(typed) ? typed.replace(',', '.') : typed;
  return { currency, value: /^\d+(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : normalized };
}

async function loadCostCenter(shop: ShopContext, request: Request, id: string): Promise<CostCenter> {
  if (id.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  return userCall(shop, request, shop.commerce.costCenters.get(customerNoOf(shop, request), id));
}

/** The cost center the user may change; otherwise the missing-permission error page. */
async function editableCostCenter(shop: ShopContext, request: Request, id: string): Promise<CostCenter> {
  const costCenter = await loadCostCenter(shop, request, id);
  if (!mayEdit(signedInUser(shop), costCenter.owner)) {
    throw redirect(localizePath(`/error?${new URLSearchParams({ error: 'missing-permission', permission: MANAGE_PERMISSION })}`, shop.locale), 303);
  }
  return costCenter;
}

/** The company's users (for owners and buyers); null when they cannot be listed (no permission, an older ICM). */
async function companyUsers(shop: ShopContext, request: Request): Promise<CompanyUser[] | null> {
  return secondary(shop, 'company users', shop.commerce.companyUsers.list(customerNoOf(shop, request)).then((page) => page.users), null);
}

const choicesOf = (users: CompanyUser[], roles: string[]) =>
  users.filter((user) => user.active && user.roleIds.some((role) => roles.includes(role))).map((user) => ({ login: user.login, name: personName(user) }));

async function ownerChoice(shop: ShopContext, request: Request): Promise<CostCenterFormData['owners']> {
  const users = await companyUsers(shop, request);
  return users ? { choose: 'list', users: choicesOf(users, OWNER_ROLES) } : { choose: 'login' };
}

export async function costCentersLoader({ request, context }: Args) {
  const shop = getShop(context);
  const url = new URL(request.url);
  const query = (url.searchParams.get(QUERY_PARAM) ?? '').trim().slice(0, MAX_ID_LENGTH);
  const requested = Number(url.searchParams.get(PAGE_PARAM) ?? '1');
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const list = await userCall(shop, request, shop.commerce.costCenters.list(customerNoOf(shop, request), { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, nameOrId: query }));
  return noStore<CostCentersPageData>({
    title: shop.t('account.costcenter.list.heading'),
    query,
    page,
    pageCount: Math.max(1, Math.ceil(list.paging.total / PAGE_SIZE)),
    total: list.paging.total,
    costCenters: list.costCenters,
    mayCreate: managesAllCostCenters(signedInUser(shop)),
  });
}

export async function costCenterCreateLoader({ request, context }: Args) {
  const shop = getShop(context);
  return noStore<CostCenterFormData>({
    title: shop.t('account.costcenter.create.heading'),
    owners: await ownerChoice(shop, request),
    currency: shop.currency,
    constraint: constraintOf(costCenterSchema),
  });
}

export async function costCenterDetailLoader({ request, context, id }: Args & { id: string }) {
  const shop = getShop(context);
  const costCenter = await loadCostCenter(shop, request, id);
  const user = signedInUser(shop);
  return noStore<CostCenterDetailData>({
    title: costCenter.name,
    costCenter,
    mayEdit: mayEdit(user, costCenter.owner),
    mayDelete: managesAllCostCenters(user),
    confirmDelete: new URL(request.url).searchParams.has(CONFIRM_DELETE_PARAM) && managesAllCostCenters(user),
  });
}

export async function costCenterEditLoader({ request, context, id }: Args & { id: string }) {
  const shop = getShop(context);
  // the owner choice (the company's users) is loaded beside the cost center, not after it
  const [costCenter, owners] = await Promise.all([
    editableCostCenter(shop, request, id),
    managesAllCostCenters(signedInUser(shop)) ? ownerChoice(shop, request) : ({ choose: 'none' } as const),
  ]);
  return noStore<CostCenterFormData>({
    title: costCenter.name,
    costCenter,
    owners,
    currency: costCenter.budget?.currency ?? shop.currency,
    constraint: constraintOf(costCenterEditSchema),
  });
}

export async function costCenterBuyersLoader({ request, context, id }: Args & { id: string }) {
  const shop = getShop(context);
  const [costCenter, users] = await Promise.all([editableCostCenter(shop, request, id), companyUsers(shop, request)]);
  const assigned = new Set(costCenter.buyers.map((buyer) => buyer.login.toLowerCase()));
  return noStore<CostCenterBuyersData>({
    title: costCenter.name,
    costCenter,
    candidates: users ? choicesOf(users, BUYER_ROLES).filter((user) => !assigned.has(user.login.toLowerCase())) : null,
    currency: costCenter.budget?.currency ?? shop.currency,
    constraint: constraintOf(buyerAddSchema),
  });
}

/** The field an API refusal is about (its error code), for the message next to it. */
const FIELD_OF_ERROR: Record<string, [field: string, key: string]> = {
  'costcenter.costCenterId.invalid.error': ['costCenterId', 'account.costcenter.error.invalid'],
  'costcenter.id.already_exists.error': ['costCenterId', 'account.costcenter.error.number_taken'],
  'costcenter.name.invalid.error': ['name', 'account.costcenter.error.invalid'],
  'costcenter.costCenterOwner.invalid.error': ['owner', 'account.costcenter.error.owner_invalid'],
  'customer.budget.invalid.error': ['budget', 'account.costcenter.error.budget_invalid'],
  'costcenter.budgetPeriod.invalid.error': ['budgetPeriod', 'account.costcenter.error.invalid'],
  'costcenter.login.invalid.error': ['login', 'account.costcenter.error.buyer_invalid'],
  'costcenter.buyer.invalid.error': ['login', 'account.costcenter.error.buyer_invalid'],
  'costcenter.buyer.already_assigned.error': ['login', 'account.costcenter.error.buyer_assigned'],
};

type Submission = ReturnType<typeof parseForm>;

/**
 * Writes and answers: success goes to `redirectTo` with the message (a page-leaving save also with JavaScript); the API's refusal stays on the
 * form with what was typed (next to its field when the API names it); a lost login goes to the login page.
 */
async function written(shop: ShopContext, request: Request, form: FormData, formId: string, submission: Submission, write: () => Promise<unknown>, success: { message: ShopMessage; redirectTo: () => string; leavesPage?: boolean }) {
  try {
    await write();
  } catch (error) {
    if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
    const field = error.errorKey ? FIELD_OF_ERROR[error.errorKey] : undefined;
    const status = error.status === 403 ? 403 : error.status === 409 ? 409 : 422;
    if (field) return rejected(formId, submission, { status, fieldErrors: { [field[0]]: [field[1]] } });
    return refused(formId, submission, error.status === 403 ? { type: 'error', key: 'account.costcenter.error.not_allowed' } : refusalMessage(error), status);
  }
  if (success.leavesPage) {
    // With or without JavaScript to the page that shows what was saved.
    flashMessages(shop.session, [success.message]);
    return redirect(success.redirectTo(), 303);
  }
  return succeeded(request, shop, form, { formId, submission, messages: [success.message], redirectTo: success.redirectTo() });
}

export async function costCenterCreateAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async create() {
      const submission = parseForm(form, costCenterSchema);
      if (submission.status !== 'success') return rejected(COST_CENTER_FORM_ID, submission);
      const fields = submission.value;
      const input: CostCenterInput = {
        costCenterId: fields.costCenterId,
        name: fields.name,
        ownerLogin: fields.owner,
        budget: amountOf(fields.budget, shop.currency),
        budgetPeriod: fields.budgetPeriod,
        active: true,
      };
      let id = '';
      return written(
        shop,
        request,
        form,
        COST_CENTER_FORM_ID,
        submission,
        async () => {
          id = (await shop.commerce.costCenters.create(customerNoOf(shop, request), input)).id;
        },
        {
          message: { type: 'success', key: 'account.costcenter.created.message', values: { name: fields.name } },
          redirectTo: () => localizePath(costCenterPath(id), shop.locale),
          leavesPage: true,
        },
      );
    },
  });
}

export async function costCenterEditAction({ request, context, id }: Args & { id: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async save() {
      const costCenter = await editableCostCenter(shop, request, id);
      const submission = parseForm(form, costCenterEditSchema);
      if (submission.status !== 'success') return rejected(COST_CENTER_FORM_ID, submission);
      const fields = submission.value;
      const chooses = managesAllCostCenters(signedInUser(shop));
      const changes: Partial<CostCenterInput> = {
        costCenterId: fields.costCenterId,
        name: fields.name,
        budget: amountOf(fields.budget, costCenter.budget?.currency ?? shop.currency),
        budgetPeriod: fields.budgetPeriod,
        ...(chooses && fields.owner ? { ownerLogin: fields.owner } : {}),
      };
      return written(shop, request, form, COST_CENTER_FORM_ID, submission, () => shop.commerce.costCenters.update(customerNoOf(shop, request), costCenter.id, changes), {
        message: { type: 'success', key: 'account.costcenter.updated.message', values: { name: fields.name } },
        redirectTo: () => localizePath(costCenterPath(costCenter.id), shop.locale),
        leavesPage: true,
      });
    },
  });
}

/** The detail's posts: activate, deactivate and the confirmed delete. */
export async function costCenterDetailAction({ request, context, id }: Args & { id: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  const customerNo = customerNoOf(shop, request);
  const submission = parseForm(form, costCenterStateSchema);
  const setActive = async (active: boolean) => {
    const costCenter = await editableCostCenter(shop, request, id);
    return written(shop, request, form, COST_CENTER_STATE_FORM_ID, submission, () => shop.commerce.costCenters.update(customerNo, costCenter.id, { active }), {
      message: { type: 'success', key: active ? 'account.costcenter.activated.message' : 'account.costcenter.deactivated.message', values: { name: costCenter.name } },
      redirectTo: () => localizePath(costCenterPath(costCenter.id), shop.locale),
    });
  };
  return dispatchIntent(form, {
    activate: () => setActive(true),
    deactivate: () => setActive(false),
    async delete() {
      const costCenter = await loadCostCenter(shop, request, id);
      try {
        await shop.commerce.costCenters.delete(customerNo, costCenter.id);
      } catch (error) {
        if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
        return refused(COST_CENTER_STATE_FORM_ID, submission, error.status === 403 ? { type: 'error', key: 'account.costcenter.error.not_allowed' } : refusalMessage(error), error.status === 403 ? 403 : 409);
      }
      // With or without JavaScript to the list: the page it was deleted on is gone.
      flashMessages(shop.session, [{ type: 'success', key: 'account.costcenter.deleted.message', values: { name: costCenter.name } }]);
      return redirect(listPath(shop), 303);
    },
  });
}

/** The buyers page's posts: add a buyer, change a buyer's budget, remove a buyer. */
export async function costCenterBuyersAction({ request, context, id }: Args & { id: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  const customerNo = customerNoOf(shop, request);
  const costCenter = await editableCostCenter(shop, request, id);
  const currency = costCenter.budget?.currency ?? shop.currency;
  const here = localizePath(costCenterPath(costCenter.id, 'buyers'), shop.locale);
  const buyerInput = (fields: { login: string; budget: string; budgetPeriod: string }): CostCenterBuyerInput => ({
    login: fields.login,
    budget: amountOf(fields.budget, currency),
    budgetPeriod: fields.budgetPeriod,
  });
  return dispatchIntent(form, {
    async add() {
      const submission = parseForm(form, buyerAddSchema);
      if (submission.status !== 'success') return rejected(BUYER_ADD_FORM_ID, submission);
      return written(shop, request, form, BUYER_ADD_FORM_ID, submission, () => shop.commerce.costCenters.addBuyer(customerNo, costCenter.id, buyerInput(submission.value)), {
        message: { type: 'success', key: 'account.costcenter.buyer.added.message' },
        redirectTo: () => here,
      });
    },
    async budget() {
      const submission = parseForm(form, buyerBudgetSchema);
      const formId = `${BUYER_BUDGET_FORM_ID}-${String(form.get('login') ?? '')}`;
      if (submission.status !== 'success') return rejected(formId, submission);
      return written(shop, request, form, formId, submission, () => shop.commerce.costCenters.updateBuyer(customerNo, costCenter.id, buyerInput(submission.value)), {
        message: { type: 'success', key: 'account.costcenter.buyer.updated.message' },
        redirectTo: () => here,
      });
    },
    async remove() {
      const submission = parseForm(form, buyerRemoveSchema);
      if (submission.status !== 'success') throw data(null, { status: 400 });
      return written(shop, request, form, BUYER_ADD_FORM_ID, submission, () => shop.commerce.costCenters.removeBuyer(customerNo, costCenter.id, submission.value.login), {
        message: { type: 'success', key: 'account.costcenter.buyer.removed.message' },
        redirectTo: () => here,
      });
    },
  });
}
