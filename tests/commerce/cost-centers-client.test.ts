// The commerce client's cost centers (cost-centers.server.ts) against ICM-style answers from a stubbed
// fetch: the list's Links as the PWA's CostCenterMapper reads them, one cost center with buyers and
// booked orders (and the pending and approved order counts of both), the bodies of the writes, and ids that name no cost center.
import { describe, expect, it } from 'vitest';

import { isCommerceError } from '~/commerce/errors';
import { stubbed } from './stubbed-client';

const money = (value: number) => ({ type: 'Money', currency: 'EUR', value });

const DETAIL = {
  id: 'cc-1',
  costCenterId: '100402',
  name: 'Oil Corp Research',
  active: true,
  costCenterOwner: { login: 'jlink@test.intershop.de', firstName: 'Jack', lastName: 'Link', email: 'jlink@test.intershop.de' },
  budget: money(20000),
  budgetPeriod: 'quarterly',
  spentBudget: money(421.47),
  remainingBudget: money(19578.53),
  pendingOrders: 2,
  approvedOrders: 1,
  buyers: [
    {
      login: 'pmiller@test.intershop.de',
      firstName: 'Patricia',
      lastName: 'Miller',
      budget: money(1500),
      budgetPeriod: 'monthly',
      spentBudget: money(0),
      pendingOrders: 2,
      approvedOrders: 0,
    },
  ],
  orders: [
    {
      orderNo: '10000004',
      orderDate: [2026, 11, 27, 1, 40, 12],
      orderStatus: 'NEW',
      items: 3,
      buyer: { attributes: [{ name: 'firstName', value: 'Jack' }, { name: 'lastName', value: 'Link' }] },
      orderTotalGross: money(421.47),
      orderTotalNet: money(354.18),
    },
  ],
};

describe('costCenters.list', () => {
  it('maps the Links’ attributes and the paging info', async () => {
    const { commerce, sent } = stubbed(() => ({
      body: {
        data: [
          {
            type: 'Link',
            uri: 'inSPIRED-inTRONICS-Site/-/customers/OilCorp/costcenters/cc-1',
            title: 'Oil Corp Research',
            itemId: 'cc-1',
            attributes: [
              { name: 'costCenterId', type: 'String', value: '100402' },
              { name: 'name', type: 'String', value: 'Oil Corp Research' },
              { name: 'active', type: 'Boolean', value: false },
              { name: 'costCenterOwner', type: 'Object', value: { login: 'jlink@test.intershop.de', firstName: 'Jack', lastName: 'Link' } },
              { name: 'budget', type: 'Money', value: money(20000) },
              { name: 'budgetPeriod', type: 'String', value: 'quarterly' },
              { name: 'spentBudget', type: 'Money', value: money(421.47) },
              { name: 'remainingBudget', type: 'Money', value: money(19578.53) },
              { name: 'pendingOrders', type: 'Integer', value: 3 },
              { name: 'approvedOrders', type: 'String', value: '12' },
            ],
          },
          { type: 'Link', itemId: 'no-number', attributes: [{ name: 'name', value: 'Nameless' }] },
        ],
        info: { offset: 25, limit: 25, total: 26 },
      },
    }));
    const list = await commerce.costCenters.list('OilCorp', { offset: 25, limit: 25, nameOrId: 'research' });
    expect(sent[0].path).toBe('customers/OilCorp/costcenters');
    expect(list).toEqual({
      paging: { offset: 25, limit: 25, total: 26 },
      costCenters: [
        {
          id: 'cc-1',
          costCenterId: '100402',
          name: 'Oil Corp Research',
          active: false,
          owner: { login: 'jlink@test.intershop.de', firstName: 'Jack', lastName: 'Link', email: undefined },
          budget: { currency: 'EUR', value: 20000 },
          budgetPeriod: 'quarterly',
          spentBudget: { currency: 'EUR', value: 421.47 },
          remainingBudget: { currency: 'EUR', value: 19578.53 },
          pendingOrders: 3,
          approvedOrders: 12,
        },
      ],
    });
  });
});

describe('costCenters.get', () => {
  it('maps the buyers and the orders booked on it', async () => {
    const { commerce, sent } = stubbed(() => ({ body: DETAIL }));
    const costCenter = await commerce.costCenters.get('OilCorp', '100402');
    expect(sent[0].path).toBe('customers/OilCorp/costcenters/100402');
    expect([costCenter.pendingOrders, costCenter.approvedOrders]).toEqual([2, 1]);
    expect(costCenter.buyers).toEqual([
      {
        login: 'pmiller@test.intershop.de',
        firstName: 'Patricia',
        lastName: 'Miller',
        email: undefined,
        budget: { currency: 'EUR', value: 1500 },
        budgetPeriod: 'monthly',
        spentBudget: { currency: 'EUR', value: 0 },
        pendingOrders: 2,
        approvedOrders: 0,
      },
    ]);
    expect(costCenter.orders).toEqual([
      { documentNo: '10000004', creationDate: '2026-11-27T01:40:12.000Z', status: 'NEW', items: 3, buyerName: 'Jack Link', total: { currency: 'EUR', value: 421.47 } },
    ]);
  });

  it('leaves order counts that are no whole number of at least 0 unknown', async () => {
    const { commerce } = stubbed(() => ({ body: { ...DETAIL, pendingOrders: -1, approvedOrders: 'many' } }));
    const costCenter = await commerce.costCenters.get('OilCorp', '100402');
    expect([costCenter.pendingOrders, costCenter.approvedOrders]).toEqual([undefined, undefined]);
  });

  it("answers '.' and '..' as not found without a call (a URL would resolve them)", async () => {
    const { commerce, sent } = stubbed(() => ({ body: DETAIL }));
    for (const id of ['.', '..']) {
      const failure = await commerce.costCenters.get('OilCorp', id).catch((error: unknown) => error);
      expect(isCommerceError(failure, 404)).toBe(true);
    }
    expect(sent).toEqual([]);
  });
});

describe('costCenters writes', () => {
  it('creates a cost center as the PWA does, then reads it by its number', async () => {
    const { commerce, sent } = stubbed((call) => ({ status: call.method === 'POST' ? 201 : 200, body: DETAIL }));
    await commerce.costCenters.create('OilCorp', {
      costCenterId: '100402',
      name: 'Oil Corp Research',
      ownerLogin: 'jlink@test.intershop.de',
      budget: { currency: 'EUR', value: 20000 },
      budgetPeriod: 'quarterly',
      active: true,
    });
    expect(sent.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        'customers/OilCorp/costcenters',
        { costCenterId: '100402', name: 'Oil Corp Research', costCenterOwner: { login: 'jlink@test.intershop.de' }, budget: { currency: 'EUR', value: 20000 }, budgetPeriod: 'quarterly', active: true },
      ],
      ['GET', 'customers/OilCorp/costcenters/100402', undefined],
    ]);
  });

  it('sends only what changes, and the buyers below the cost center', async () => {
    const { commerce, sent } = stubbed(() => ({ body: DETAIL }));
    await commerce.costCenters.update('OilCorp', 'cc-1', { active: false });
    await commerce.costCenters.addBuyer('OilCorp', 'cc-1', { login: 'pmiller@test.intershop.de', budget: { currency: 'EUR', value: '12.345' }, budgetPeriod: 'weekly' });
    await commerce.costCenters.updateBuyer('OilCorp', 'cc-1', { login: 'pmiller@test.intershop.de', budget: { currency: 'EUR', value: 30 }, budgetPeriod: 'monthly' });
    await commerce.costCenters.removeBuyer('OilCorp', 'cc-1', 'pmiller@test.intershop.de');
    await commerce.costCenters.delete('OilCorp', 'cc-1');
    expect(sent.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', 'customers/OilCorp/costcenters/cc-1', { active: false }],
      ['POST', 'customers/OilCorp/costcenters/cc-1/buyers', { login: 'pmiller@test.intershop.de', budget: { currency: 'EUR', value: '12.345' }, budgetPeriod: 'weekly' }],
      ['PATCH', 'customers/OilCorp/costcenters/cc-1/buyers/pmiller%40test.intershop.de', { login: 'pmiller@test.intershop.de', budget: { currency: 'EUR', value: 30 }, budgetPeriod: 'monthly' }],
      ['DELETE', 'customers/OilCorp/costcenters/cc-1/buyers/pmiller%40test.intershop.de', undefined],
      ['DELETE', 'customers/OilCorp/costcenters/cc-1', undefined],
    ]);
  });
});
