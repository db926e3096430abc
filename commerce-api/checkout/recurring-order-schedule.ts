// A recurring order's schedule: the scheduled dates are counted from the start date (occurrence 0)
// by the interval (basket-recurrence.ts: months clamp to a shorter month's last day), up to the
// repetitions (given, or computed from the end date). The catch-up rule: a run places at most one
// order per recurring order, for the latest scheduled date on or before today; earlier dates it
// missed (the shop was down) are skipped and counted as `missed`, never placed later.
import { occurrenceDate } from '../basket/basket-recurrence';
import type { RecurringOrderRecord } from './recurring-order-store';

type Schedule = Pick<RecurringOrderRecord, 'interval' | 'startDate' | 'repetitions'>;

export interface DueOccurrence {
  occurrence: number;
  scheduledDate: string;
  /** Earlier scheduled dates skipped by this run. */
  missed: number;
}

export interface ScheduleState {
  nextOccurrence: number;
  nextOrderDate: string | null;
  expired: boolean;
}

const inSchedule = (order: Schedule, occurrence: number) => order.repetitions === null || occurrence < order.repetitions;

export const dateOf = (order: Schedule, occurrence: number) => occurrenceDate(order.startDate, order.interval, occurrence);

/** The occurrence a run today places (the latest due one), if the order is due. */
export function dueOccurrence(order: RecurringOrderRecord, today: string): DueOccurrence | undefined {
  if (!order.active || order.nextOrderDate === null || order.nextOrderDate > today) return undefined;
  let occurrence = order.nextOccurrence;
  while (inSchedule(order, occurrence + 1) && dateOf(order, occurrence + 1) <= today) occurrence += 1;
  return { occurrence, scheduledDate: dateOf(order, occurrence), missed: occurrence - order.nextOccurrence };
}

/** The schedule from an occurrence on: its date, or expired once it is past the last one. */
export function stateAt(order: Schedule, occurrence: number): ScheduleState {
  return inSchedule(order, occurrence)
    ? { nextOccurrence: occurrence, nextOrderDate: dateOf(order, occurrence), expired: false }
    : { nextOccurrence: occurrence, nextOrderDate: null, expired: true };
}

/** Resuming a deactivated order: the dates it missed while inactive are skipped. */
export function resumedState(order: RecurringOrderRecord, today: string): ScheduleState {
  let occurrence = order.nextOccurrence;
  while (inSchedule(order, occurrence) && dateOf(order, occurrence) < today) occurrence += 1;
  return stateAt(order, occurrence);
}
