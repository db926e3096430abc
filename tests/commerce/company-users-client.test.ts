// The commerce client's organization users (company-users.server.ts) against ICM-style answers from a
// stubbed fetch: the list as the PWA's B2bUserMapper reads it, the roles as its B2bRoleMapper does,
// and the bodies of the writes.
import { describe, expect, it } from 'vitest';

import { stubbed } from './stubbed-client';

const money = (value: number) => ({ type: 'MoneyRO', value: { currency: 'USD', value } });

describe('companyUsers.list', () => {
  it('maps the Links’ attributes to users with roles and budget, and asks for the page', async () => {
    const { commerce, sent } = stubbed(() => ({
      body: {
        type: 'ResourceCollection',
        total: 7,
        offset: 5,
        elements: [
          {
            type: 'Link',
            login: 'pmiller@test.intershop.de',
            attributes: [
              { name: 'roleIDs', value: ['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER'] },
              { name: 'firstName', value: 'Patricia' },
              { name: 'lastName', value: 'Miller' },
              { name: 'active', value: true },
              { name: 'budgetPeriod', type: 'String', value: 'monthly' },
              { name: 'orderSpentLimit', ...money(500) },
              { name: 'budget', ...money(10000) },
              { name: 'remainingBudget', ...money(8000) },
              { name: 'spentBudget', ...money(2000) },
            ],
          },
          { type: 'Link', attributes: [{ name: 'firstName', value: 'Nobody' }] },
        ],
      },
    }));
    const page = await commerce.companyUsers.list('OilCorp', { offset: 5, limit: 5 });
    expect(sent[0].path).toBe('customers/OilCorp/users');
    expect(page).toEqual({
      total: 7,
      offset: 5,
      users: [
        {
          login: 'pmiller@test.intershop.de',
          firstName: 'Patricia',
          lastName: 'Miller',
          // an older ICM's list has no e-mail address: the login is it
          email: 'pmiller@test.intershop.de',
          active: true,
          roleIds: ['APP_B2B_BUYER', 'APP_B2B_COSTCENTER_OWNER'],
          budget: {
            budgetPeriod: 'monthly',
            orderSpentLimit: { currency: 'USD', value: 500 },
            budget: { currency: 'USD', value: 10000 },
            remainingBudget: { currency: 'USD', value: 8000 },
            spentBudget: { currency: 'USD', value: 2000 },
          },
        },
      ],
    });
  });
});

describe('companyUsers.roles', () => {
  it('leaves out of other roles the permissions the fixed admin role holds', async () => {
    const { commerce } = stubbed(() => ({
      body: {
        userRoles: [
          { roleID: 'APP_B2B_ACCOUNT_OWNER', roleDisplayName: 'Account Admin', fixed: true, permissions: [{ permissionDisplayName: 'Manage users' }, { permissionDisplayName: 'Make purchases' }] },
          { roleID: 'APP_B2B_BUYER', roleDisplayName: 'Buyer', fixed: false, permissions: [{ permissionDisplayName: 'Make purchases' }, { permissionDisplayName: 'Create quotes' }] },
        ],
      },
    }));
    const roles = await commerce.companyUsers.roles('OilCorp');
    expect(roles.map((role) => [role.id, role.permissionDisplayNames])).toEqual([
      ['APP_B2B_ACCOUNT_OWNER', ['Manage users', 'Make purchases']],
      ['APP_B2B_BUYER', ['Create quotes']],
    ]);
  });
});

describe('companyUsers writes', () => {
  it('posts a new user as {elements:[user]} with the e-mail address as login', async () => {
    const { commerce, sent } = stubbed(() => ({ status: 201, body: {} }));
    await commerce.companyUsers.create('OilCorp', { firstName: 'Nora', lastName: 'New', email: 'nora@test.example' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'customers/OilCorp/users', body: { elements: [{ firstName: 'Nora', lastName: 'New', email: 'nora@test.example', login: 'nora@test.example' }] } });
  });

  it('sends a budget without amounts as nulls (no limit, no budget)', async () => {
    const { commerce, sent } = stubbed(() => ({ body: { budgetPeriod: 'weekly' } }));
    const budget = await commerce.companyUsers.setBudget('OilCorp', 'nora@test.example', { budget: { currency: 'EUR', value: 12.5 }, budgetPeriod: 'weekly' });
    expect(sent[0]).toMatchObject({ method: 'PUT', path: 'customers/OilCorp/users/nora%40test.example/budgets' });
    expect(sent[0].body).toEqual({ orderSpentLimit: null, budget: { currency: 'EUR', value: 12.5 }, budgetPeriod: 'weekly' });
    expect(budget).toEqual({ budgetPeriod: 'weekly' });
  });
});
