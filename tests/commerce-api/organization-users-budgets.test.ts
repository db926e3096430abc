// Budgets of company users: an account admin sets another user's order limit, budget and period
// (exact cents; refusals name the attribute and change nothing; nobody sets their own), and a
// business user reads their own budget with what was spent in the current period and what remains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSpending } from '../../commerce-api/organization/spending';
import { BBOLDNER, JLINK, PATRICIA, PMILLER, call, loginDemo } from './account-support';
import { testClock, withDatabase } from './requests-support';
import { type OrganizationApi, startOrganizationApi } from './organization-users-support';

// a Wednesday in the middle of May 2026 (the week began on Monday the 18th, the quarter on 1 April)
const clock = testClock(new Date('2026-05-20T12:00:00Z'));
let org: OrganizationApi;

beforeAll(async () => {
  org = await startOrganizationApi({ now: clock.now });
});
afterAll(() => org.api.close());

const budgetPath = (login: string) => `/customers/OilCorp/users/${encodeURIComponent(login)}/budgets`;
const eur = (value: unknown) => ({ currency: 'EUR', value });
const storedBudget = (login: string) =>
  withDatabase(org.api, db =>
    db.prepare('SELECT order_spent_limit_cents AS limitCents, budget_cents AS budgetCents, budget_period AS period FROM users WHERE login = ?').get(login),
  );

/** Books an order's spending for the user at the time. */
function book(login: string, orderId: string, amountCents: number, bookedAt: string) {
  withDatabase(org.api, db => {
    const user = db.prepare('SELECT id, customer_id AS customerId FROM users WHERE login = ?').get(login) as { id: string; customerId: string };
    createSpending(db).book({ orderId, share: 0, customerId: user.customerId, userId: user.id, costCenterId: null, currency: 'EUR', amountCents, bookedAt });
  });
}

describe('setting a user’s budget', () => {
  it('keeps the amounts to the cent and answers the UserBudget', async () => {
    const response = await call(org.api, 'PUT', budgetPath(JLINK), org.admin, { orderSpentLimit: eur(1234.56), budget: eur('5000.1'), budgetPeriod: 'quarterly' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderSpentLimit: eur(1234.56), budget: eur(5000.1), budgetPeriod: 'quarterly', budgetPriceType: 'gross' });
    expect(storedBudget(JLINK)).toEqual({ limitCents: 123456, budgetCents: 500010, period: 'quarterly' });
  });

  it('clears the limits with null amounts', async () => {
    const body = (await call(org.api, 'PUT', budgetPath(JLINK), org.admin, { orderSpentLimit: null, budget: null, budgetPeriod: 'weekly' })).json();
    expect(body.orderSpentLimit).toBeUndefined();
    expect(body.budget).toBeUndefined();
    expect(storedBudget(JLINK)).toEqual({ limitCents: null, budgetCents: null, period: 'weekly' });
  });

  it.each([
    ['a negative budget', { budget: eur(-1), budgetPeriod: 'monthly' }, 'budget'],
    ['three decimals', { orderSpentLimit: eur(10.005), budgetPeriod: 'monthly' }, 'orderSpentLimit'],
    ['an unknown currency', { budget: { currency: 'XXX', value: 10 }, budgetPeriod: 'monthly' }, 'budget'],
    ['an unknown period', { budget: eur(100), budgetPeriod: 'yearly' }, 'budgetPeriod'],
    ['a 100,000-character period', { budget: eur(100), budgetPeriod: 'm'.repeat(100_000) }, 'budgetPeriod'],
  ])('refuses %s with 400 naming the attribute, and keeps the budget', async (_what, body, attribute) => {
    const before = storedBudget(PMILLER);
    const response = await call(org.api, 'PUT', budgetPath(PMILLER), org.admin, body);
    expect([response.statusCode, response.headers['error-invalid-attributes']]).toEqual([400, attribute]);
    expect(storedBudget(PMILLER)).toEqual(before);
  });

  it('refuses the admin setting their own budget with 403', async () => {
    const response = await call(org.api, 'PUT', budgetPath(BBOLDNER), org.admin, { budget: eur(1_000_000), budgetPeriod: 'monthly' });
    expect(response.statusCode).toBe(403);
    expect(storedBudget(BBOLDNER)).toEqual({ limitCents: null, budgetCents: null, period: 'monthly' });
  });

  it('refuses a buyer setting a budget, their own or another’s, with 403', async () => {
    for (const login of [JLINK, PMILLER]) {
      expect((await call(org.api, 'PUT', budgetPath(login), org.buyer, { budget: eur(99_999), budgetPeriod: 'monthly' })).statusCode).toBe(403);
    }
  });
});

describe('the own budget', () => {
  it('answers budget, limit, spent and remaining amounts of the current month', async () => {
    book(PMILLER, 'order-april', 300_00, '2026-04-30T23:59:59.000Z');
    book(PMILLER, 'order-may-1', 450_25, '2026-05-02T08:00:00.000Z');
    book(PMILLER, 'order-may-2', 99_99, '2026-05-19T08:00:00.000Z');
    const token = await loginDemo(org.api, PMILLER);
    const budget = (await call(org.api, 'GET', '/customers/-/users/-/budgets', token)).json();
    expect(budget).toEqual({
      type: 'UserBudget',
      budgetPeriod: 'monthly',
      budgetPriceType: 'gross',
      orderSpentLimit: { type: 'Money', ...eur(500) },
      budget: { type: 'Money', ...eur(2000) },
      spentBudget: { type: 'Money', ...eur(550.24) },
      remainingBudget: { type: 'Money', ...eur(1449.76) },
    });
  });

  it('counts the current week for a weekly budget', async () => {
    await call(org.api, 'PUT', budgetPath(PMILLER), org.admin, { orderSpentLimit: eur(500), budget: eur(100), budgetPeriod: 'weekly' });
    const token = await loginDemo(org.api, PMILLER);
    const budget = (await call(org.api, 'GET', '/customers/-/users/-/budgets', token)).json();
    expect([budget.spentBudget.value, budget.remainingBudget.value]).toEqual([99.99, 0.01]);
  });

  it('answers the admin’s budget without limits', async () => {
    const budget = (await call(org.api, 'GET', '/customers/OilCorp/users/-/budgets', org.admin)).json();
    expect(budget).toMatchObject({ budgetPeriod: 'monthly', spentBudget: eur(0) });
    expect(budget.budget).toBeUndefined();
  });

  it('is 404 for a private customer', async () => {
    const patricia = await loginDemo(org.api, PATRICIA);
    expect((await call(org.api, 'GET', '/customers/-/users/-/budgets', patricia)).statusCode).toBe(404);
  });
});

describe('the budget price type', () => {
  it('is changed with the company data by the admin and shown in budgets', async () => {
    const company = (await call(org.api, 'GET', '/customers/-', org.admin)).json();
    const response = await call(org.api, 'PUT', '/customers/-', org.admin, { ...company, budgetPriceType: 'net' });
    expect(response.json().budgetPriceType).toBe('net');
    const token = await loginDemo(org.api, PMILLER);
    expect((await call(org.api, 'GET', '/customers/-/users/-/budgets', token)).json().budgetPriceType).toBe('net');
  });

  it('refuses an unknown price type with 400 naming it', async () => {
    const company = (await call(org.api, 'GET', '/customers/-', org.admin)).json();
    const response = await call(org.api, 'PUT', '/customers/-', org.admin, { ...company, budgetPriceType: 'cheap' });
    expect([response.statusCode, response.headers['error-invalid-attributes']]).toEqual([400, 'budgetPriceType']);
  });
});
