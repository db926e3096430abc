// Punchout users under My Account (business-and-integration §2.4, §3) for holders of
// APP_B2B_MANAGE_PUNCHOUT: the users of each standard the company offers (`?format=oci`), a new user,
// and a user's page with its change (e-mail address, password, active) and its deletion after a
// confirmation (without JavaScript too: ?delete=1 asks). Posts follow the form pattern (app/forms).
import { data } from 'react-router';
import { isCommerceError } from '~/commerce/errors';
import { isPunchoutType, type PunchoutType, type PunchoutUser } from '~/commerce/models/punchout';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import type { ShopMessage } from '~/forms/form-reply';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { NO_STORE } from '~/http/cache-policy';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { absoluteUrl } from '~/http/public-origin.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { sessionCustomer, userCall, userCallFailed } from '~/features/account/account.server';
import { CONFIRM_DELETE_PARAM, PUNCHOUT_USER_CREATE_FORM_ID, PUNCHOUT_USER_DELETE_FORM_ID, PUNCHOUT_USER_EDIT_FORM_ID, TYPE_PARAM } from './punchout-admin-form-ids';
import { usersPath } from './punchout-admin-paths';
import { PUNCHOUT_ERROR, punchoutUserCreateSchema, punchoutUserDeleteSchema, punchoutUserEditSchema } from './punchout-admin-forms';

export interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface PunchoutUsersPageData {
  title: string;
  /** The standards the company offers, in the API's order. */
  types: PunchoutType[];
  /** The standard shown; none when the company offers none. */
  selected?: PunchoutType;
  users: PunchoutUser[];
  /** The storefront's OCI entry, with the parts a procurement system fills in. */
  ociEntryUrl: string;
  /** Where a cXML procurement system posts its PunchOutSetupRequest: the commerce API's, server to server. */
  cxmlSetupUrl: string;
}

export interface PunchoutUserCreateData {
  title: string;
  types: PunchoutType[];
  selected: PunchoutType;
  constraint: Record<string, Constraint>;
}

export interface PunchoutUserDetailData {
  title: string;
  user: PunchoutUser;
  confirmDelete: boolean;
  constraint: Record<string, Constraint>;
}

const MAX_LOGIN_LENGTH = 256;

export const customerNoOf = (shop: ShopContext, request: Request) => sessionCustomer(shop, request).customerNo;
export const noStore = <T>(page: T) => data(page, { headers: { 'Cache-Control': NO_STORE } });

/** The users of a standard, in the page's language. */
const usersPagePath = (shop: ShopContext, type: PunchoutType) => localizePath(usersPath(type), shop.locale);

const typeParam = (request: Request) => new URL(request.url).searchParams.get(TYPE_PARAM);

/** The standard a user's page is about: named in the address, else the page does not exist. */
function typeOfUserPage(request: Request): PunchoutType {
  const type = typeParam(request);
  if (!isPunchoutType(type)) throw data(null, { status: 404 });
  return type;
}

/** A login from the address; none, or one no API would take, is a page that does not exist. */
export function loginParam(login: string | undefined): string {
  if (!login || login.length > MAX_LOGIN_LENGTH) throw data(null, { status: 404 });
  return login;
}

/** The standards the company offers. */
export const offeredTypes = (shop: ShopContext, request: Request) => userCall(shop, request, shop.commerce.punchouts.types(customerNoOf(shop, request)));

const typeName = (shop: ShopContext, type: PunchoutType) => shop.t(`account.punchout.type.${type}`);

/** Refusals the forms can tell next to a field, by the API's error key. */
const FIELD_REFUSALS: Record<string, { field: string; key: string }> = {
  'punchout.login_already_exists.error': { field: 'login', key: PUNCHOUT_ERROR.loginTaken },
  'punchout.user.attribute.invalid.error': { field: 'login', key: PUNCHOUT_ERROR.loginInvalid },
  'punchout.password_invalid.error': { field: 'password', key: PUNCHOUT_ERROR.passwordRule },
  'customer.email.invalid.error': { field: 'email', key: PUNCHOUT_ERROR.email },
};

/**
 * Why the API refused a user form: next to its field when the form has that field, else above the
 * form. Anything but a refusal (a lost login, a user gone, a failed backend) is the page's answer.
 */
function userRefusal(shop: ShopContext, request: Request, error: unknown, fields: readonly string[]): { fieldErrors?: Record<string, string[]>; message?: ShopMessage } {
  if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
  const known = error.errorKey ? FIELD_REFUSALS[error.errorKey] : undefined;
  if (known && fields.includes(known.field)) return { fieldErrors: { [known.field]: [known.key] } };
  return { message: refusalMessage(error) };
}

const PASSWORDS = ['password', 'passwordConfirmation'];

export async function punchoutUsersLoader({ request, context }: Args) {
  const shop = getShop(context);
  const types = await offeredTypes(shop, request);
  const asked = typeParam(request);
  const selected = types.find((type) => type === asked) ?? types[0];
  const users = selected ? await userCall(shop, request, shop.commerce.punchouts.users(customerNoOf(shop, request), selected)) : [];
  return noStore<PunchoutUsersPageData>({
    title: shop.t('account.punchout.heading'),
    types,
    ...(selected ? { selected } : {}),
    users,
    ociEntryUrl: `${absoluteUrl(request, '/punchout')}?USERNAME=<USERNAME>&PASSWORD=<PASSWORD>&HOOK_URL=<HOOK_URL>`,
    cxmlSetupUrl: shop.commerce.url(`customers/${encodeURIComponent(customerNoOf(shop, request))}/punchouts/cxml1.2/setuprequest`, { sendLocale: false, sendCurrency: false }),
  });
}

export async function punchoutUserCreateLoader({ request, context }: Args) {
  const shop = getShop(context);
  const types = await offeredTypes(shop, request);
  if (types.length === 0) throw data(null, { status: 404 });
  const asked = typeParam(request);
  const selected = types.find((type) => type === asked) ?? types[0];
  return noStore<PunchoutUserCreateData>({
    title: shop.t('account.punchout.create.heading'),
    types,
    selected,
    constraint: constraintOf(punchoutUserCreateSchema),
  });
}

export async function punchoutUserCreateAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async create() {
      const submission = parseForm(form, punchoutUserCreateSchema);
      if (submission.status !== 'success') return rejected(PUNCHOUT_USER_CREATE_FORM_ID, submission, { hideFields: PASSWORDS });
      const input = submission.value;
      const customerNo = customerNoOf(shop, request);
      if (!(await offeredTypes(shop, request)).includes(input.punchoutType)) {
        return rejected(PUNCHOUT_USER_CREATE_FORM_ID, submission, { fieldErrors: { punchoutType: [PUNCHOUT_ERROR.required] }, hideFields: PASSWORDS });
      }
      try {
        await shop.commerce.punchouts.createUser(customerNo, input.punchoutType, input.login, {
          email: input.email ?? '',
          password: input.password,
          active: input.active === 'on',
        });
      } catch (error) {
        const refusal = userRefusal(shop, request, error, ['login', 'email', 'password']);
        if (refusal.message) return refused(PUNCHOUT_USER_CREATE_FORM_ID, submission, refusal.message, isCommerceError(error, 403) ? 403 : 422, PASSWORDS);
        return rejected(PUNCHOUT_USER_CREATE_FORM_ID, submission, { fieldErrors: refusal.fieldErrors, hideFields: PASSWORDS });
      }
      return succeeded(request, shop, form, {
        formId: PUNCHOUT_USER_CREATE_FORM_ID,
        messages: [{ type: 'success', key: 'account.punchout.user.created.message', values: { login: input.login } }],
        redirectTo: usersPagePath(shop, input.punchoutType),
      });
    },
  });
}

export async function punchoutUserLoader({ request, context, login }: Args & { login?: string }) {
  const shop = getShop(context);
  const type = typeOfUserPage(request);
  const user = await userCall(shop, request, shop.commerce.punchouts.user(customerNoOf(shop, request), type, loginParam(login)));
  return noStore<PunchoutUserDetailData>({
    title: shop.t('account.punchout.user.details.heading', { login: user.login, type: typeName(shop, type) }),
    user,
    confirmDelete: new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM) === '1',
    constraint: constraintOf(punchoutUserEditSchema),
  });
}

export async function punchoutUserAction({ request, context, login }: Args & { login?: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  const type = typeOfUserPage(request);
  const target = loginParam(login);
  const customerNo = () => customerNoOf(shop, request);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, punchoutUserEditSchema);
      if (submission.status !== 'success') return rejected(PUNCHOUT_USER_EDIT_FORM_ID, submission, { hideFields: PASSWORDS });
      const input = submission.value;
      try {
        await shop.commerce.punchouts.updateUser(customerNo(), type, target, {
          email: input.email ?? '',
          active: input.active === 'on',
          ...(input.password ? { password: input.password } : {}),
        });
      } catch (error) {
        const refusal = userRefusal(shop, request, error, ['email', 'password']);
        if (refusal.message) return refused(PUNCHOUT_USER_EDIT_FORM_ID, submission, refusal.message, isCommerceError(error, 403) ? 403 : 422, PASSWORDS);
        return rejected(PUNCHOUT_USER_EDIT_FORM_ID, submission, { fieldErrors: refusal.fieldErrors, hideFields: PASSWORDS });
      }
      return succeeded(request, shop, form, {
        formId: PUNCHOUT_USER_EDIT_FORM_ID,
        messages: [{ type: 'success', key: 'account.punchout.user.updated.message', values: { login: target } }],
        redirectTo: usersPagePath(shop, type),
      });
    },
    async delete() {
      const submission = parseForm(form, punchoutUserDeleteSchema);
      try {
        await shop.commerce.punchouts.deleteUser(customerNo(), type, target);
      } catch (error) {
        const refusal = userRefusal(shop, request, error, []);
        return refused(PUNCHOUT_USER_DELETE_FORM_ID, submission, refusal.message!, isCommerceError(error, 403) ? 403 : 422);
      }
      return succeeded(request, shop, form, {
        formId: PUNCHOUT_USER_DELETE_FORM_ID,
        messages: [{ type: 'success', key: 'account.punchout.user.deleted.message', values: { login: target } }],
        redirectTo: usersPagePath(shop, type),
      });
    },
  });
}
