// Cost centers (costcenter.v2), as the PWA's CostCenterMapper reads them: the list's Links carry a
// cost center's values as attributes (number, name, state, owner, budget and period, spent and
// remaining, pending and approved orders) with ICM's paging info; one cost center adds its buyers
// (each with a budget, period, what they spent and their pending and approved orders) and the orders
// booked on it (orderDate as [y, m, d, h, min, s]).
import { z } from 'zod';

import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { mapMoney, type Money, moneyDataSchema, moneyFromUnknown } from './money';

export interface CostCenterPerson {
  login: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Pending: waiting for approval; approved: placed in the current budget period. Absent when ICM sends none. */
export interface CostCenterOrderCounts {
  pendingOrders?: number;
  approvedOrders?: number;
}

export interface CostCenterBuyer extends CostCenterPerson, CostCenterOrderCounts {
  budget?: Money;
  budgetPeriod?: string;
  spentBudget?: Money;
}

export interface CostCenterOrder {
  documentNo: string;
  /** ISO-8601 (UTC) when ICM gives the date parts, else as sent. */
  creationDate?: string;
  status?: string;
  items?: number;
  buyerName?: string;
  total?: Money;
}

export interface CostCenterSummary extends CostCenterOrderCounts {
  id: string;
  costCenterId: string;
  name: string;
  active: boolean;
  owner?: CostCenterPerson;
  budget?: Money;
  budgetPeriod?: string;
  spentBudget?: Money;
  remainingBudget?: Money;
}

export interface CostCenter extends CostCenterSummary {
  buyers: CostCenterBuyer[];
  orders: CostCenterOrder[];
}

export interface CostCenterPaging {
  offset: number;
  limit: number;
  total: number;
}

export interface CostCenterList {
  costCenters: CostCenterSummary[];
  paging: CostCenterPaging;
}

const personDataSchema = z.looseObject({
  login: lenientString,
  firstName: lenientString.optional(),
  lastName: lenientString.optional(),
  email: lenientString.optional(),
});

const attributeSchema = z.looseObject({ name: z.string(), value: z.unknown() });

const attributeValueDataSchema = z.looseObject({ attributes: z.array(attributeSchema).nullish() });

export const costCenterListDataSchema = z.looseObject({
  data: z
    .array(z.looseObject({ itemId: idString.optional(), uri: lenientString.optional(), title: lenientString.optional(), attributes: z.array(attributeSchema).nullish() }))
    .nullish(),
  info: z.looseObject({ offset: lenientNumber.optional(), limit: lenientNumber.optional(), total: lenientNumber.optional() }).nullish(),
});

export const costCenterDataSchema = z.looseObject({
  id: idString,
  costCenterId: idString,
  name: lenientString,
  active: lenientBoolean.optional(),
  costCenterOwner: personDataSchema.nullish(),
  budget: moneyDataSchema.nullish(),
  budgetPeriod: lenientString.optional(),
  spentBudget: moneyDataSchema.nullish(),
  remainingBudget: moneyDataSchema.nullish(),
  pendingOrders: lenientNumber.optional(),
  approvedOrders: lenientNumber.optional(),
  buyers: z
    .array(
      personDataSchema.extend({
        budget: moneyDataSchema.nullish(),
        budgetPeriod: lenientString.optional(),
        spentBudget: moneyDataSchema.nullish(),
        pendingOrders: lenientNumber.optional(),
        approvedOrders: lenientNumber.optional(),
      }),
    )
    .nullish(),
  orders: z
    .array(
      z.looseObject({
        orderNo: idString,
        orderDate: z.union([z.array(z.number()), z.string(), z.number()]).nullish(),
        orderStatus: lenientString.optional(),
        items: lenientNumber.optional(),
        buyer: attributeValueDataSchema.nullish(),
        orderTotalGross: moneyDataSchema.nullish(),
      }),
    )
    .nullish(),
});

type PersonData = z.infer<typeof personDataSchema>;

const textOf = (value: string | undefined) => (value ? value : undefined);

function mapPerson(data: PersonData | null | undefined): CostCenterPerson | undefined {
  if (!data?.login) return undefined;
  return { login: data.login, firstName: textOf(data.firstName), lastName: textOf(data.lastName), email: textOf(data.email) };
}

function personFromUnknown(value: unknown): CostCenterPerson | undefined {
  const parsed = personDataSchema.safeParse(value);
  return parsed.success ? mapPerson(parsed.data) : undefined;
}

/** [y, m, d, h, min, s] (UTC) as ISO-8601; a string or epoch as it is. */
function orderDateOf(value: number[] | string | number | null | undefined): string | undefined {
  if (Array.isArray(value)) {
    const [year, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = value;
    const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (typeof value === 'number') return new Date(value).toISOString();
  return value ?? undefined;
}

/** A count of orders: a whole number of at least 0 (or such a string); anything else is unknown. */
function countOf(value: unknown): number | undefined {
  const count = lenientNumber.parse(value);
  return count !== undefined && Number.isInteger(count) && count >= 0 ? count : undefined;
}

export function mapCostCenterList(data: z.infer<typeof costCenterListDataSchema>): CostCenterList {
  const costCenters = (data.data ?? []).flatMap((link): CostCenterSummary[] => {
    const attributes = new Map((link.attributes ?? []).map((attribute) => [attribute.name, attribute.value]));
    const id = link.itemId ?? link.uri?.split('/').pop();
    const text = (name: string) => (typeof attributes.get(name) === 'string' ? (attributes.get(name) as string) : undefined);
    const costCenterId = text('costCenterId');
    if (!id || !costCenterId) return [];
    return [
      {
        id,
        costCenterId,
        name: text('name') ?? link.title ?? costCenterId,
        active: attributes.get('active') !== false && attributes.get('active') !== 'false',
        owner: personFromUnknown(attributes.get('costCenterOwner')),
        budget: moneyFromUnknown(attributes.get('budget')),
        budgetPeriod: text('budgetPeriod'),
        spentBudget: moneyFromUnknown(attributes.get('spentBudget')),
        remainingBudget: moneyFromUnknown(attributes.get('remainingBudget')),
        pendingOrders: countOf(attributes.get('pendingOrders')),
        approvedOrders: countOf(attributes.get('approvedOrders')),
      },
    ];
  });
  const info = data.info;
  return { costCenters, paging: { offset: info?.offset ?? 0, limit: info?.limit ?? costCenters.length, total: info?.total ?? costCenters.length } };
}

export function mapCostCenter(data: z.infer<typeof costCenterDataSchema>): CostCenter {
  return {
    id: data.id,
    costCenterId: data.costCenterId,
    name: data.name ?? data.costCenterId,
    active: data.active ?? true,
    owner: mapPerson(data.costCenterOwner),
    budget: mapMoney(data.budget),
    budgetPeriod: textOf(data.budgetPeriod),
    spentBudget: mapMoney(data.spentBudget),
    remainingBudget: mapMoney(data.remainingBudget),
    pendingOrders: countOf(data.pendingOrders),
    approvedOrders: countOf(data.approvedOrders),
    buyers: (data.buyers ?? []).flatMap((buyer) => {
      const person = mapPerson(buyer);
      if (!person) return [];
      return [
        {
          ...person,
          budget: mapMoney(buyer.budget),
          budgetPeriod: textOf(buyer.budgetPeriod),
          spentBudget: mapMoney(buyer.spentBudget),
          pendingOrders: countOf(buyer.pendingOrders),
          approvedOrders: countOf(buyer.approvedOrders),
        },
      ];
    }),
    orders: (data.orders ?? []).map((order) => {
      const attributes = new Map((order.buyer?.attributes ?? []).map((attribute) => [attribute.name, attribute.value]));
      const buyerName = [attributes.get('firstName'), attributes.get('lastName')].filter((part) => typeof part === 'string' && part).join(' ');
      return {
        documentNo: order.orderNo,
        creationDate: orderDateOf(order.orderDate),
        status: textOf(order.orderStatus),
        items: order.items,
        buyerName: buyerName || undefined,
        total: mapMoney(order.orderTotalGross),
      };
    }),
  };
}
