// Recurring orders (recurringorder.v2): the schedule a submitted basket with a recurrence became, its
// state and the totals the basket had. ICM sends the schedule flat (interval, startDate, …) and/or as
// `recurrence`; the number as `documentNo` or `number`; dates as yyyy-mm-dd, ISO-8601 or epoch ms.
import { z } from 'zod';

import { basketTotalsDataSchema, type BasketTotals, mapBasketTotals } from './basket';
import { idString, lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';

export interface RecurringOrder {
  id: string;
  /** The number the shopper sees (ICM documentNo); the id when ICM sends none. */
  number: string;
  active: boolean;
  expired: boolean;
  /** ISO-8601 period: P1D, P1W, P1M, P1Y (P{n}D/W/M/Y). */
  interval: string;
  /** yyyy-mm-dd */
  startDate: string;
  /** yyyy-mm-dd */
  endDate?: string;
  repetitions?: number;
  /** yyyy-mm-dd; absent once the schedule has ended. */
  nextOrderDate?: string;
  /** yyyy-mm-dd */
  lastOrderDate?: string;
  orderCount: number;
  totals?: BasketTotals;
}

/** Never fails: a value of the wrong shape is absent. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const recurrenceFieldsSchema = {
  interval: lenientString.optional(),
  startDate: z.unknown().optional(),
  endDate: z.unknown().optional(),
  repetitions: lenientNumber.optional(),
};

export const recurringOrderDataSchema = z.looseObject({
  id: idString,
  documentNo: lenientString.optional(),
  documentNumber: lenientString.optional(),
  number: lenientString.optional(),
  active: lenientBoolean.optional(),
  expired: lenientBoolean.optional(),
  ...recurrenceFieldsSchema,
  recurrence: lenient(z.looseObject(recurrenceFieldsSchema).nullable()),
  nextOrderDate: z.unknown().optional(),
  lastOrderDate: z.unknown().optional(),
  orderCount: lenientNumber.optional(),
  totals: lenient(basketTotalsDataSchema.nullable()),
});
export type RecurringOrderData = z.infer<typeof recurringOrderDataSchema>;

export const recurringOrderEnvelopeDataSchema = z.looseObject({ data: recurringOrderDataSchema });
export type RecurringOrderEnvelopeData = z.infer<typeof recurringOrderEnvelopeDataSchema>;

/** A calendar date (yyyy-mm-dd) from yyyy-mm-dd, ISO-8601 or epoch milliseconds; undefined otherwise. */
function calendarDate(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const millis = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
  if (millis === undefined) return undefined;
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

export function mapRecurringOrder(data: RecurringOrderData): RecurringOrder {
  const recurrence = data.recurrence ?? undefined;
  const order: RecurringOrder = {
    id: data.id,
    number: data.documentNo || data.documentNumber || data.number || data.id,
    active: data.active ?? true,
    expired: data.expired ?? false,
    interval: recurrence?.interval ?? data.interval ?? '',
    startDate: calendarDate(recurrence?.startDate) ?? calendarDate(data.startDate) ?? '',
    orderCount: data.orderCount ?? 0,
  };
  const endDate = calendarDate(recurrence?.endDate) ?? calendarDate(data.endDate);
  if (endDate) order.endDate = endDate;
  const repetitions = recurrence?.repetitions ?? data.repetitions;
  if (repetitions !== undefined && repetitions > 0) order.repetitions = repetitions;
  const nextOrderDate = calendarDate(data.nextOrderDate);
  if (nextOrderDate) order.nextOrderDate = nextOrderDate;
  const lastOrderDate = calendarDate(data.lastOrderDate);
  if (lastOrderDate) order.lastOrderDate = lastOrderDate;
  if (data.totals) order.totals = mapBasketTotals(data.totals, false);
  return order;
}

export function mapRecurringOrderEnvelope(envelope: RecurringOrderEnvelopeData): RecurringOrder {
  return mapRecurringOrder(envelope.data);
}
