// A basket's recurrence (basket.v1 `recurrence`): PATCH baskets/{id} with `{interval, startDate,
// endDate?, repetitions?}` asks for a recurring order instead of one order now, `null` clears it.
// The interval is an ISO-8601 period P{n}D|W|M|Y (n 1-99), dates are UTC days written yyyy-mm-dd;
// the start is today or later, an end date is after the start, and end date and repetitions
// (1-999) exclude each other. Every problem is a cause of one 422 basket.update.failed naming the
// field, in the request's locale. The schedule's dates are counted from the start date, so months clamp to the end of a
// shorter month without drifting (Jan 31, Feb 28, Mar 31, Apr 30).
import type { Db } from '../db/open-database';
import { IcmError, type IcmErrorCause } from '../http/icm-errors';
import { type FeedbackTextKey, dayText, feedbackText } from './feedback-texts';

export interface Recurrence {
  interval: string;
  startDate: string;
  endDate?: string;
  repetitions?: number;
}

/** As the basket document shows it: as sent, plus the computed repetitions when an end date is given. */
export interface RecurrenceData extends Recurrence {}

const INTERVAL = /^P([1-9]\d?)([DWMY])$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_REPETITIONS = 999;
/** Enough for a daily schedule over many years; the loop below never runs longer. */
const MAX_COUNTED_OCCURRENCES = 100_000;

export function parseInterval(interval: string): { count: number; unit: 'D' | 'W' | 'M' | 'Y' } | undefined {
  const match = INTERVAL.exec(interval);
  return match ? { count: Number(match[1]), unit: match[2] as 'D' | 'W' | 'M' | 'Y' } : undefined;
}

/** The UTC day of a moment, yyyy-mm-dd. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A real calendar date written yyyy-mm-dd, else undefined. */
function parseDay(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE.exec(value);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dayOf(date) === value ? date : undefined;
}

function addMonthsClamped(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
}

/** The date of the schedule's occurrence `index` (0 = the start date). */
export function occurrenceDate(startDate: string, interval: string, index: number): string {
  const start = parseDay(startDate);
  const period = parseInterval(interval);
  if (!start || !period) throw new Error(`Invalid recurrence ${interval} from ${startDate}`);
  const steps = period.count * index;
  switch (period.unit) {
    case 'D':
      return dayOf(new Date(start.getTime() + steps * 86_400_000));
    case 'W':
      return dayOf(new Date(start.getTime() + steps * 7 * 86_400_000));
    case 'M':
      return dayOf(addMonthsClamped(start, steps));
    case 'Y':
      return dayOf(addMonthsClamped(start, steps * 12));
  }
}

/** How many scheduled dates fall on or before the end date. */
export function repetitionsUntil(startDate: string, interval: string, endDate: string): number {
  let count = 0;
  while (count < MAX_COUNTED_OCCURRENCES && occurrenceDate(startDate, interval, count) <= endDate) count += 1;
  return count;
}

/** The recurrence with its computed repetitions (when it ends at a date). */
export function recurrenceData(recurrence: Recurrence): RecurrenceData {
  return recurrence.endDate === undefined
    ? recurrence
    : { ...recurrence, repetitions: repetitionsUntil(recurrence.startDate, recurrence.interval, recurrence.endDate) };
}

/** The causes that make `value` no valid recurrence today (none when it is valid), in the locale. */
export function recurrenceCauses(value: Record<string, unknown>, today: string, locale: string): IcmErrorCause[] {
  const causes: IcmErrorCause[] = [];
  const cause = (code: FeedbackTextKey, fields: string[], values: Record<string, string | number> = {}) =>
    causes.push({ code, message: feedbackText(locale, code, values), paths: fields.map(field => `/recurrence/${field}`) });
  const { interval, startDate, endDate, repetitions } = value;
  if (typeof interval !== 'string' || !parseInterval(interval)) cause('basket.recurrence.interval.invalid.error', ['interval']);
  const start = parseDay(startDate);
  if (!start) {
    cause('basket.recurrence.start_date.invalid.error', ['startDate']);
  } else if ((startDate as string) < today) {
    cause('basket.recurrence.start_date.in_past.error', ['startDate'], { today: dayText(locale, today) });
  }
  if (endDate !== undefined && endDate !== null) {
    if (!parseDay(endDate)) {
      cause('basket.recurrence.end_date.invalid.error', ['endDate']);
    } else if (start && (endDate as string) <= (startDate as string)) {
      cause('basket.recurrence.end_date.before_start.error', ['endDate']);
    }
  }
  if (repetitions !== undefined && repetitions !== null) {
    if (typeof repetitions !== 'number' || !Number.isInteger(repetitions) || repetitions < 1 || repetitions > MAX_REPETITIONS) {
      cause('basket.recurrence.repetitions.invalid.error', ['repetitions'], { max: MAX_REPETITIONS });
    }
  }
  if (endDate !== undefined && endDate !== null && repetitions !== undefined && repetitions !== null) {
    cause('basket.recurrence.end.ambiguous.error', ['endDate', 'repetitions']);
  }
  return causes;
}

/** The recurrence a PATCH sets (null clears it), or 422 basket.update.failed with every cause. */
export function planRecurrence(value: Record<string, unknown> | null, today: string, locale: string): Recurrence | null {
  if (value === null) return null;
  const causes = recurrenceCauses(value, today, locale);
  if (causes.length > 0) throw new IcmError(422, 'basket.update.failed', feedbackText(locale, 'basket.update.failed'), causes);
  return {
    interval: value.interval as string,
    startDate: value.startDate as string,
    ...(typeof value.endDate === 'string' ? { endDate: value.endDate } : {}),
    ...(typeof value.repetitions === 'number' ? { repetitions: value.repetitions } : {}),
  };
}

interface RecurrenceRow {
  interval: string;
  startDate: string;
  endDate: string | null;
  repetitions: number | null;
}

export function createBasketRecurrences(db: Db) {
  const select = db.prepare(`SELECT recurrence_interval AS interval, start_date AS startDate, end_date AS endDate, repetitions
    FROM basket_recurrences WHERE basket_id = ?`);
  const upsert = db.prepare(`INSERT INTO basket_recurrences (basket_id, recurrence_interval, start_date, end_date, repetitions)
    VALUES (@basketId, @interval, @startDate, @endDate, @repetitions)
    ON CONFLICT (basket_id) DO UPDATE SET recurrence_interval = excluded.recurrence_interval,
      start_date = excluded.start_date, end_date = excluded.end_date, repetitions = excluded.repetitions`);
  const remove = db.prepare('DELETE FROM basket_recurrences WHERE basket_id = ?');

  return {
    /** The basket's recurrence as sent, if it has one. */
    of(basketId: string): Recurrence | undefined {
      const row = select.get(basketId) as RecurrenceRow | undefined;
      if (!row) return undefined;
      return {
        interval: row.interval,
        startDate: row.startDate,
        ...(row.endDate === null ? {} : { endDate: row.endDate }),
        ...(row.repetitions === null ? {} : { repetitions: row.repetitions }),
      };
    },
    /** Sets or (null) clears the basket's recurrence. */
    set(basketId: string, recurrence: Recurrence | null): void {
      if (recurrence === null) {
        remove.run(basketId);
        return;
      }
      upsert.run({ basketId, interval: recurrence.interval, startDate: recurrence.startDate, endDate: recurrence.endDate ?? null, repetitions: recurrence.repetitions ?? null });
    },
  };
}

export type BasketRecurrences = ReturnType<typeof createBasketRecurrences>;
