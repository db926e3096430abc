// A basket's recurrence (shopping-core §3, §9): an ISO-8601 interval (P1D, P1W, P1M, P1Y; the
// backend takes P{n}D/W/M/Y), a start date and either an end date or a number of repetitions.
// Pure helpers shared by the basket page, its action, the review page and My Account's recurring orders.
import { isCalendarDate } from './delivery-date';

/** The intervals the basket page offers. */
export const RECURRENCE_INTERVALS = ['P1D', 'P1W', 'P1M', 'P1Y'] as const;
export type OfferedInterval = (typeof RECURRENCE_INTERVALS)[number];

export type IntervalUnit = 'day' | 'week' | 'month' | 'year';

export interface Interval {
  count: number;
  unit: IntervalUnit;
}

export interface RecurrenceInput {
  interval: string;
  startDate: string;
  endDate?: string;
  repetitions?: number;
}

const UNITS: Record<string, IntervalUnit> = { D: 'day', W: 'week', M: 'month', Y: 'year' };
const LETTERS: Record<IntervalUnit, string> = { day: 'D', week: 'W', month: 'M', year: 'Y' };

/** `P14D` as every 2 weeks: a number of days divisible by 7 is weeks (§9). Undefined when it is not an interval. */
export function parseInterval(text: string | undefined): Interval | undefined {
  const match = /^P(\d{1,4})([DWMY])$/.exec(text?.trim().toUpperCase() ?? '');
  if (!match) return undefined;
  const count = Number(match[1]);
  if (count < 1) return undefined;
  const unit = UNITS[match[2]];
  if (unit === 'day' && count % 7 === 0) return { count: count / 7, unit: 'week' };
  return { count, unit };
}

export function formatInterval(interval: Interval): string {
  return `P${interval.count}${LETTERS[interval.unit]}`;
}

/** The translation key and count of "every 2 weeks" (plural keys `…_one` / `…_other`). */
export function intervalText(text: string | undefined): { key: string; count: number } | undefined {
  const interval = parseInterval(text);
  return interval && { key: `shopping_cart.recurrence.every.${interval.unit}`, count: interval.count };
}

/** Translates a key with values in the page's language (the pages' `useT()`, a loader's `shop.t`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "every 2 weeks" in the page's language; an interval it cannot read as it came. */
export function frequencyText(interval: string, t: Translate): string {
  const every = intervalText(interval);
  return every ? t(every.key, { count: every.count }) : interval;
}

/**
 * The whole schedule as one sentence (the basket, the review, the receipt and the recurring orders
 * of My Account): "every 2 weeks from 1 July 2025 until 31 December 2025", or "…, 4 times", or open.
 */
export function scheduleText(recurrence: RecurrenceInput, t: Translate, formatDate: (isoDate: string) => string): string {
  const interval = frequencyText(recurrence.interval, t);
  const start = formatDate(recurrence.startDate);
  if (recurrence.endDate) return t('shopping_cart.recurrence.schedule.until', { interval, start, end: formatDate(recurrence.endDate) });
  if (recurrence.repetitions) return t('shopping_cart.recurrence.schedule.times', { interval, start, count: recurrence.repetitions });
  return t('shopping_cart.recurrence.schedule.open', { interval, start });
}

export const RECURRENCE_ERRORS = {
  interval: 'shopping_cart.recurrence.error.interval',
  startRequired: 'shopping_cart.recurrence.error.start_date.required',
  startInvalid: 'shopping_cart.recurrence.error.start_date.invalid',
  startPast: 'shopping_cart.recurrence.error.start_date.past',
  endInvalid: 'shopping_cart.recurrence.error.end_date.invalid',
  endBeforeStart: 'shopping_cart.recurrence.error.end_date.before_start',
  repetitions: 'shopping_cart.recurrence.error.repetitions',
  ambiguous: 'shopping_cart.recurrence.error.ambiguous',
} as const;

export const MAX_REPETITIONS = 999;

/** What is wrong with a recurrence, by field (translation keys); empty when it can be saved. */
export function recurrenceProblems(input: Partial<RecurrenceInput>, today: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: keyof RecurrenceInput, key: string) => (problems[field] ??= []).push(key);
  if (!input.interval || !(RECURRENCE_INTERVALS as readonly string[]).includes(input.interval)) add('interval', RECURRENCE_ERRORS.interval);
  if (!input.startDate) add('startDate', RECURRENCE_ERRORS.startRequired);
  else if (!isCalendarDate(input.startDate)) add('startDate', RECURRENCE_ERRORS.startInvalid);
  else if (input.startDate < today) add('startDate', RECURRENCE_ERRORS.startPast);
  if (input.endDate !== undefined) {
    if (!isCalendarDate(input.endDate)) add('endDate', RECURRENCE_ERRORS.endInvalid);
    else if (input.startDate && isCalendarDate(input.startDate) && input.endDate <= input.startDate) add('endDate', RECURRENCE_ERRORS.endBeforeStart);
  }
  if (input.repetitions !== undefined) {
    if (!Number.isInteger(input.repetitions) || input.repetitions < 1 || input.repetitions > MAX_REPETITIONS) add('repetitions', RECURRENCE_ERRORS.repetitions);
    else if (input.endDate !== undefined) add('repetitions', RECURRENCE_ERRORS.ambiguous);
  }
  return problems;
}
