// Oil Corp's requisitions, so the requisition pages have content after `npm start`: Patricia Miller
// (pmiller@) has an order limit of 500.00 EUR (seedDemoBudgets, written once), and three baskets of
// hers over it on cost center 100400 are submitted for approval through the API (placeDemoRequisitions,
// once): one stays pending, Bernhard Boldner (bboldner@, the account admin) approves one (its order
// is placed) and rejects one.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { restBasePath } from '../app';
import type { Db } from '../db/open-database';
import { createUserBudgets } from '../organization/user-budgets';
import { DEMO_PASSWORD } from './demo-customers';

const BUYER = 'pmiller@test.intershop.de';
const APPROVER = 'bboldner@test.intershop.de';
const COST_CENTER = '100400';

/** The buyer's limits: her demo order (about 140 EUR) stays below, the requisitions go over. */
export const DEMO_BUYER_BUDGET = { orderSpentLimitCents: 50_000, budgetCents: 500_000, budgetPeriod: 'monthly', currency: 'EUR' } as const;

interface DemoRequisition {
  items: { sku: string; quantity: number }[];
  decision?: { statusCode: 'APPROVED' | 'REJECTED'; approvalComment: string };
}

export const DEMO_REQUISITIONS: DemoRequisition[] = [
  { items: [{ sku: '201807171', quantity: 4 }] },
  { items: [{ sku: '201807197', quantity: 3 }], decision: { statusCode: 'APPROVED', approvalComment: 'Approved for the new meeting rooms.' } },
  { items: [{ sku: '201807171', quantity: 5 }], decision: { statusCode: 'REJECTED', approvalComment: 'Please order fewer speakers.' } },
];

/** Gives the demo buyer her order limit and budget, unless she has a budget already. */
export function seedDemoBudgets(db: Db): void {
  const userId = db.prepare('SELECT id FROM users WHERE login = ?').pluck().get(BUYER) as string | undefined;
  if (!userId) return;
  const budgets = createUserBudgets(db);
  const current = budgets.of(userId);
  if (current && current.orderSpentLimitCents === null && current.budgetCents === null) budgets.set(userId, { ...DEMO_BUYER_BUDGET });
}

/**
 * Submits the demo requisitions through the API and decides two of them, unless the buyer has
 * requisitions already: a restart places nothing twice. Answers how many it submitted.
 */
export async function placeDemoRequisitions(app: FastifyInstance, options: { channel: string; requisitions?: DemoRequisition[] }): Promise<number> {
  const base = restBasePath(options.channel);
  const plans = options.requisitions ?? DEMO_REQUISITIONS;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, token: string | undefined, body?: unknown, expected?: number) => {
    const response: LightMyRequestResponse = await app.inject({
      method,
      url: `${base}${path}`,
      headers: {
        ...(token ? { 'authentication-token': token } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    if (expected === undefined ? response.statusCode >= 400 : response.statusCode !== expected) {
      throw new Error(`demo requisitions: ${method} ${path} answered ${response.statusCode} ${response.body}`);
    }
    return response;
  };
  const login = async (username: string) =>
    (await call('POST', '/token', undefined, new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }).toString())).json()
      .access_token as string;

  const buyer = await login(BUYER);
  if ((await call('GET', '/customers/-/users/-/requisitions?view=buyer&limit=1', buyer)).json().info.total > 0) return 0;
  const approver = await login(APPROVER);
  for (const plan of plans) {
    // a new basket of the buyer starts with her preferred invoice and ship-to addresses
    const basketId = (await call('POST', '/baskets', buyer)).json().data.id as string;
    await call('POST', `/baskets/${basketId}/items`, buyer, plan.items.map(item => ({ product: item.sku, quantity: { value: item.quantity } })));
    await call('PATCH', `/baskets/${basketId}`, buyer, { commonShippingMethod: 'STD_GROUND' });
    await call('POST', `/baskets/${basketId}/attributes`, buyer, { name: 'Order_CostCenter_ID', type: 'String', value: COST_CENTER });
    await call('PUT', `/baskets/${basketId}/payments/open-tender`, buyer, { paymentInstrument: 'ISH_INVOICE' });
    // over the order limit: submitted for approval (ICM's 422), the requisition's id is the basket's
    await call('POST', '/orders', buyer, { basket: basketId, termsAndConditionsAccepted: true }, 422);
    if (plan.decision) await call('PATCH', `/customers/-/users/-/requisitions/${basketId}`, approver, { type: 'ApprovalStatusChange', ...plan.decision });
  }
  return plans.length;
}
