// My Account's recurring orders (shopping-core §2, §4, §6, §7): the user's list (a business customer's
// also the company's, in the ADMIN context), one recurring order with everything on it, and the posts
// that activate, deactivate (a PATCH only when the state changes) and delete one.
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isCommerceError } from '~/commerce/errors';
import type { RecurringOrderDetail, RecurringOrderSummary } from '~/commerce/models';
import type { RecurringOrderContext, RecurringOrderOwner } from '~/commerce/recurring-orders.server';
import { type BasketLineView, lineViews } from '~/features/basket/basket-page.server';
import { flashMessages } from '~/forms/flash.server';
import { dispatchIntent, parseForm, readForm, refused, succeeded } from '~/forms/form-action.server';
import { NO_STORE } from '~/http/cache-policy';
import { commerceErrorResponse } from '~/http/commerce-boundary.server';
import { localizePath } from '~/i18n/locales';
import type { ShopContext } from '~/http/shop-context.server';
import { isLoginLost, sessionTimeout, userCall } from '../account.server';
import { signedInUser } from '../user-session.server';
import { CONFIRM_DELETE_PARAM, CONTEXT_PARAM, RECURRING_ORDERS_FORM_ID, recurringOrdersPath } from './recurring-order-params';

export interface RecurringOrdersPageData {
  title: string;
  orders: RecurringOrderSummary[];
  context: RecurringOrderContext;
  /** The company's administrator chooses between their own recurring orders and the company's. */
  administrator: boolean;
  /** The recurring order whose deletion the user is asked to confirm. */
  confirmDelete?: Pick<RecurringOrderSummary, 'id' | 'number'>;
}

export interface RecurringOrderPageData {
  title: string;
  order: RecurringOrderDetail;
  lines: BasketLineView[];
  context: RecurringOrderContext;
  administrator: boolean;
  confirmDelete: boolean;
}

/** ICM's ids are short; anything longer names no recurring order. */
const MAX_ID_LENGTH = 100;

const actionSchema = z.object({ recurringOrderId: z.string().trim().min(1).max(MAX_ID_LENGTH) });

/** Whose recurring orders: the logged-in user of the session (the account route let only such in). */
function ownerOf(shop: ShopContext, request: Request): RecurringOrderOwner {
  const user = signedInUser(shop);
  if (!user) throw sessionTimeout(shop, request);
  return { customerNo: user.customerNo, businessCustomer: user.businessCustomer, login: user.login };
}

/** Spec §6: the company's administrator (the account owner role) sees every recurring order of the company. */
const ADMIN_ROLE = 'APP_B2B_ACCOUNT_OWNER';

function isAdmin(shop: ShopContext): boolean {
  const user = signedInUser(shop);
  return !!user?.businessCustomer && !!user.roleIds?.includes(ADMIN_ROLE);
}

/** The ADMIN context for the company's administrator who asks for it; everyone else sees their own. */
function contextOf(shop: ShopContext, request: Request): RecurringOrderContext {
  return isAdmin(shop) && new URL(request.url).searchParams.get(CONTEXT_PARAM) === 'ADMIN' ? 'ADMIN' : 'MY';
}


export async function loadRecurringOrders(shop: ShopContext, request: Request) {
  const owner = ownerOf(shop, request);
  const context = contextOf(shop, request);
  const orders = await userCall(shop, request, shop.commerce.recurringOrders.list(owner, context));
  const confirmId = new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM);
  const confirming = confirmId ? orders.find((order) => order.id === confirmId) : undefined;
  const page: RecurringOrdersPageData = {
    title: shop.t('account.recurring_orders.heading'),
    orders,
    context,
    administrator: isAdmin(shop),
    ...(confirming ? { confirmDelete: { id: confirming.id, number: confirming.number } } : {}),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

export async function loadRecurringOrder(shop: ShopContext, request: Request, id: string) {
  if (id.length > MAX_ID_LENGTH) throw data(null, { status: 404 });
  const owner = ownerOf(shop, request);
  const context = contextOf(shop, request);
  const order = await userCall(shop, request, shop.commerce.recurringOrders.detail(owner, id, context));
  const page: RecurringOrderPageData = {
    title: shop.t('account.recurring_order.heading', { number: order.number }),
    order,
    lines: await lineViews(shop, order.lineItems),
    context,
    administrator: isAdmin(shop),
    confirmDelete: new URL(request.url).searchParams.has(CONFIRM_DELETE_PARAM),
  };
  return data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** The posts of both pages: `activate`, `deactivate` and `delete` (the confirmed one) by the form's `recurringOrderId`. */
export async function recurringOrderAction(shop: ShopContext, request: Request) {
  const owner = ownerOf(shop, request);
  const context = contextOf(shop, request);
  const form = await readForm(request);
  const { recurringOrders } = shop.commerce;

  const parsed = () => {
    const submission = parseForm(form, actionSchema);
    // Only a forged post lacks the id the page put in: nothing to show it to.
    if (submission.status !== 'success') throw data(null, { status: 400 });
    return { submission, id: submission.value.recurringOrderId };
  };

  /** A refusal ICM gives for what was asked (an expired one cannot be activated): a message above the page, not the error page. */
  const refusedOr = (submission: ReturnType<typeof parsed>['submission'], error: unknown) => {
    if (isCommerceError(error) && error.status >= 400 && error.status < 500 && error.status !== 404 && !isLoginLost(shop, error)) {
      return refused(RECURRING_ORDERS_FORM_ID, submission, { type: 'error', key: 'account.recurring_orders.update.error' });
    }
    if (isLoginLost(shop, error)) throw sessionTimeout(shop, request);
    throw commerceErrorResponse(error);
  };

  const setActive = async (active: boolean) => {
    const { submission, id } = parsed();
    let number: string;
    try {
      number = (await recurringOrders.setActive(owner, id, active, context)).order.number;
    } catch (error) {
      return refusedOr(submission, error);
    }
    return succeeded(request, shop, form, {
      formId: RECURRING_ORDERS_FORM_ID,
      submission,
      messages: [{ type: 'success', key: active ? 'account.recurring_orders.activated.message' : 'account.recurring_orders.deactivated.message', values: { number } }],
    });
  };

  return dispatchIntent(form, {
    activate: () => setActive(true),
    deactivate: () => setActive(false),
    async delete() {
      const { submission, id } = parsed();
      try {
        await recurringOrders.delete(owner, id, context);
      } catch (error) {
        return refusedOr(submission, error);
      }
      // With or without JavaScript to the list: the page it was deleted on (its details) is gone.
      flashMessages(shop.session, [{ type: 'success', key: 'account.recurring_order.delete.confirmation' }]);
      return redirect(localizePath(recurringOrdersPath(context), shop.locale), 303);
    },
  });
}
