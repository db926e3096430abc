// Requisition test helpers: the API with Oil Corp's accounts, a business user's basket ready to order
// on a cost center, budgets set directly (organization/user-budgets.ts), and the requisition calls.
import type { LightMyRequestResponse } from 'fastify';

import { createUserBudgets, type UserBudgetValues } from '../../commerce-api/organization/user-budgets';
import { call } from './account-support';
import { ORDER_MEDIA_TYPE } from './order-support';
import { withDatabase } from './requests-support';
import type { TestApi } from './support';

export interface BusinessBasket {
  token: string;
  basketId: string;
  /** The basket's grand total, gross and net, in cents. */
  grossCents: number;
  netCents: number;
}

const cents = (value: number) => Math.round(value * 100);

/** A basket of the logged-in user with the items, their preferred addresses, ground shipping, invoice and the cost center. */
export async function businessBasket(
  api: TestApi,
  token: string,
  options: { items?: { product: string; quantity: { value: number } }[]; costCenter?: string } = {},
): Promise<BusinessBasket> {
  const basketId = (await call(api, 'POST', '/baskets', token)).json().data.id as string;
  const items = options.items ?? [{ product: 'CAM-100', quantity: { value: 1 } }];
  await call(api, 'POST', `/baskets/${basketId}/items`, token, items);
  await call(api, 'PATCH', `/baskets/${basketId}`, token, { commonShippingMethod: 'STD_GROUND' });
  if (options.costCenter !== undefined) {
    await call(api, 'POST', `/baskets/${basketId}/attributes`, token, { name: 'Order_CostCenter_ID', type: 'String', value: options.costCenter });
  }
  await call(api, 'PUT', `/baskets/${basketId}/payments/open-tender`, token, { paymentInstrument: 'ISH_INVOICE' });
  const { totals } = (await call(api, 'GET', `/baskets/${basketId}`, token)).json().data;
  return { token, basketId, grossCents: cents(totals.grandTotal.gross.value), netCents: cents(totals.grandTotal.net.value) };
}

export const basketData = async (api: TestApi, basket: BusinessBasket) =>
  (await call(api, 'GET', `/baskets/${basket.basketId}`, basket.token)).json().data;

export const submit = (api: TestApi, basket: BusinessBasket) =>
  call(api, 'POST', '/orders', basket.token, { basket: basket.basketId, termsAndConditionsAccepted: true }, { accept: ORDER_MEDIA_TYPE });

const REQUISITIONS = '/customers/-/users/-/requisitions';

export const listRequisitions = (api: TestApi, token: string, query = '') => call(api, 'GET', `${REQUISITIONS}${query}`, token);

export const readRequisition = (api: TestApi, token: string, id: string, include = '') =>
  call(api, 'GET', `${REQUISITIONS}/${encodeURIComponent(id)}${include ? `?include=${include}` : ''}`, token);

export const decideRequisition = (
  api: TestApi,
  token: string,
  id: string,
  statusCode: string,
  approvalComment?: string,
): Promise<LightMyRequestResponse> =>
  call(api, 'PATCH', `${REQUISITIONS}/${encodeURIComponent(id)}`, token, { name: 'string', type: 'ApprovalStatusChange', statusCode, approvalComment });

export const userIdOf = (api: TestApi, login: string) =>
  withDatabase(api, db => db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(login) as string);

/** Sets the user's budget (no limit and no budget by default) in EUR. */
export function setBudget(api: TestApi, login: string, values: Partial<UserBudgetValues>): void {
  const userId = userIdOf(api, login);
  withDatabase(api, db =>
    createUserBudgets(db).set(userId, { orderSpentLimitCents: null, budgetCents: null, budgetPeriod: 'monthly', currency: 'EUR', ...values }),
  );
}

/** Sets a cost center's budget (cents, EUR) and one buyer's budget at it. */
export function setCostCenterBudget(api: TestApi, number: string, budgetCents: number | null, buyer?: { login: string; budgetCents: number | null }): void {
  withDatabase(api, db => {
    db.prepare('UPDATE cost_centers SET budget_cents = ? WHERE cost_center_id = ?').run(budgetCents, number);
    if (buyer) {
      db.prepare(`UPDATE cost_center_buyers SET budget_cents = ? WHERE user_id = (SELECT id FROM users WHERE login = ?)
        AND cost_center_id = (SELECT id FROM cost_centers WHERE cost_center_id = ?)`).run(buyer.budgetCents, buyer.login, number);
    }
  });
}

/** Books spending as if an order had been placed at `bookedAt`. */
export function bookSpending(api: TestApi, login: string, amountCents: number, bookedAt: string, costCenterNumber?: string, currency = 'EUR'): void {
  withDatabase(api, db =>
    db
      .prepare(`INSERT INTO spendings (order_id, share, customer_id, user_id, cost_center_id, currency, amount_cents, booked_at)
        SELECT ?, 0, u.customer_id, u.id, (SELECT id FROM cost_centers WHERE cost_center_id = ?), ?, ?, ? FROM users u WHERE u.login = ?`)
      .run(`booked-${Math.random()}`, costCenterNumber ?? null, currency, amountCents, bookedAt, login),
  );
}

export const countOf = (api: TestApi, sql: string, ...parameters: unknown[]) => withDatabase(api, db => db.prepare(sql).pluck().get(...parameters) as number);
