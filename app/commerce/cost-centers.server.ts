// A business customer's cost centers (costcenter.v2, the PWA's CostCentersService): a page of them
// (offset, limit, nameOrId), one with its buyers, spending and orders, creating (then read by its
// number, as the PWA does), changing (also `active`) and deleting one, and adding, changing and
// removing its buyers. ICM checks who may do what; its refusals come back as CommerceErrors.
import { z } from 'zod';

import { CommerceError } from './errors';
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { type CostCenter, costCenterDataSchema, type CostCenterList, costCenterListDataSchema, mapCostCenter, mapCostCenterList } from './models/cost-center';

export interface CostCenterQuery {
  offset: number;
  limit: number;
  /** A part of the name or the number; empty: all. */
  nameOrId: string;
}

/** A budget as sent: the value a number, or the text as typed for ICM to judge (it refuses what is no amount). */
export interface BudgetAmount {
  currency: string;
  value: number | string;
}

/** What the create and edit forms send (CostCenterBase without its id). */
export interface CostCenterInput {
  costCenterId: string;
  name: string;
  ownerLogin: string;
  budget: BudgetAmount;
  budgetPeriod: string;
  active?: boolean;
}

export interface CostCenterBuyerInput {
  login: string;
  budget: BudgetAmount;
  budgetPeriod: string;
}

const anyAnswer = z.unknown();

/**
 * A path segment. `.` and `..` name nothing: a URL resolves them (encoded too) and would reach another
 * resource, so they are not found without a call.
 */
function segment(value: string, what: string): string {
  if (!value) throw new Error(`a cost center call needs the ${what}`);
  if (value === '.' || value === '..') throw new CommerceError({ status: 404, errorKey: 'costcenter.not_found.error', message: `No ${what} '${value}'.` });
  return encodeURIComponent(value);
}

const baseOf = (input: Partial<CostCenterInput>) => ({
  ...(input.costCenterId === undefined ? {} : { costCenterId: input.costCenterId }),
  ...(input.name === undefined ? {} : { name: input.name }),
  ...(input.ownerLogin === undefined ? {} : { costCenterOwner: { login: input.ownerLogin } }),
  ...(input.budget === undefined ? {} : { budget: input.budget }),
  ...(input.budgetPeriod === undefined ? {} : { budgetPeriod: input.budgetPeriod }),
  ...(input.active === undefined ? {} : { active: input.active }),
});

export function createCostCentersResource(t: Transport) {
  const collection = (customerNo: string) => `customers/${segment(customerNo, 'customer number')}/costcenters`;
  const item = (customerNo: string, id: string) => `${collection(customerNo)}/${segment(id, 'cost center id')}`;
  const read = async (path: string) => mapCostCenter(await t.request(path, { mediaType: MEDIA_TYPES.costCenter, schema: costCenterDataSchema }));
  const write = (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
    t.request(path, { method, body, mediaType: MEDIA_TYPES.costCenter, schema: anyAnswer });

  return {
    async list(customerNo: string, query: CostCenterQuery): Promise<CostCenterList> {
      const answer = await t.request(collection(customerNo), {
        query: { offset: String(query.offset), limit: String(query.limit), nameOrId: query.nameOrId },
        mediaType: MEDIA_TYPES.costCenter,
        schema: costCenterListDataSchema,
      });
      return mapCostCenterList(answer);
    },

    /** One cost center by its id (or number); one the user may not see is 404. */
    async get(customerNo: string, id: string): Promise<CostCenter> {
      return read(item(customerNo, id));
    },

    async create(customerNo: string, input: CostCenterInput): Promise<CostCenter> {
      await write(collection(customerNo), 'POST', baseOf(input));
      return read(item(customerNo, input.costCenterId));
    },

    async update(customerNo: string, id: string, changes: Partial<CostCenterInput>): Promise<CostCenter> {
      await write(item(customerNo, id), 'PATCH', baseOf(changes));
      return read(item(customerNo, id));
    },

    async delete(customerNo: string, id: string): Promise<void> {
      await write(item(customerNo, id), 'DELETE');
    },

    async addBuyer(customerNo: string, id: string, buyer: CostCenterBuyerInput): Promise<CostCenter> {
      await write(`${item(customerNo, id)}/buyers`, 'POST', buyer);
      return read(item(customerNo, id));
    },

    async updateBuyer(customerNo: string, id: string, buyer: CostCenterBuyerInput): Promise<CostCenter> {
      await write(`${item(customerNo, id)}/buyers/${segment(buyer.login, 'login')}`, 'PATCH', buyer);
      return read(item(customerNo, id));
    },

    async removeBuyer(customerNo: string, id: string, login: string): Promise<CostCenter> {
      await write(`${item(customerNo, id)}/buyers/${segment(login, 'login')}`, 'DELETE');
      return read(item(customerNo, id));
    },
  };
}

export type CostCentersResource = ReturnType<typeof createCostCentersResource>;
