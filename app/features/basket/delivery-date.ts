// The desired delivery date (shopping-core §3, §5): a calendar date written yyyy-mm-dd, from today +
// the minimum days to today + the maximum days, never on an excluded weekday (Saturday and Sunday by
// default). Pure functions on calendar dates (UTC days), shared by the basket page and its action.

export interface DeliveryRules {
  /** Days from today to the earliest delivery date. */
  minDays: number;
  /** Days from today to the latest delivery date. */
  maxDays: number;
  /** Weekdays without delivery: 0 Sunday … 6 Saturday. */
  excludedWeekdays: readonly number[];
}

export const DELIVERY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** A real calendar date written yyyy-mm-dd (no 2023-02-29, no 2024-13-01). */
export function isCalendarDate(value: string): boolean {
  if (!DELIVERY_DATE_PATTERN.test(value)) return false;
  const date = toUtc(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as a calendar date (UTC, as the backend counts days). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtc(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  return toUtc(isoDate).getUTCDay();
}

/** The earliest and latest allowed dates, moved inwards off excluded weekdays. */
export function deliveryWindow(rules: DeliveryRules, today: string): { min: string; max: string } {
  const excluded = new Set(rules.excludedWeekdays);
  const allDaysExcluded = [0, 1, 2, 3, 4, 5, 6].every((day) => excluded.has(day));
  let min = addDays(today, rules.minDays);
  let max = addDays(today, rules.maxDays);
  if (!allDaysExcluded) {
    while (excluded.has(weekdayOf(min)) && min < max) min = addDays(min, 1);
    while (excluded.has(weekdayOf(max)) && max > min) max = addDays(max, -1);
  }
  return { min, max };
}

export const DELIVERY_DATE_ERRORS = {
  format: 'checkout.desired_delivery_date.error.format',
  tooEarly: 'checkout.desired_delivery_date.error.too_early',
  tooLate: 'checkout.desired_delivery_date.error.too_late',
  weekday: 'checkout.desired_delivery_date.error.weekday',
} as const;

/** What is wrong with a desired delivery date (a translation key), or undefined when it is allowed. */
export function deliveryDateProblem(value: string, rules: DeliveryRules, today: string): string | undefined {
  if (!isCalendarDate(value)) return DELIVERY_DATE_ERRORS.format;
  // The plain bounds: a weekend day just inside them is refused for its weekday, not as too early.
  const min = addDays(today, rules.minDays);
  const max = addDays(today, rules.maxDays);
  if (value < min) return DELIVERY_DATE_ERRORS.tooEarly;
  if (value > max) return DELIVERY_DATE_ERRORS.tooLate;
  if (rules.excludedWeekdays.includes(weekdayOf(value))) return DELIVERY_DATE_ERRORS.weekday;
  return undefined;
}

/** `6,0` as weekdays; anything that is not a weekday number is left out. */
export function parseWeekdays(text: string): number[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^[0-6]$/.test(part))
        .map(Number),
    ),
  ];
}
