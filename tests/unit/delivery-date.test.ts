import { describe, expect, it } from 'vitest';
import {
  addDays,
  DELIVERY_DATE_ERRORS,
  deliveryDateProblem,
  deliveryWindow,
  isCalendarDate,
  parseWeekdays,
  todayIso,
  weekdayOf,
} from '~/features/basket/delivery-date';

const weekends = { minDays: 2, maxDays: 60, excludedWeekdays: [6, 0] };
// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

describe('calendar dates', () => {
  it.each(['2024-02-29', '2025-12-31', '2000-02-29'])('takes the real date %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2025-13-01', '2025-04-31', '2025-00-10', '2025-6-2', '02.06.2025', '', '2025-06-02T00:00', ' 2025-06-02', 'yyyy-mm-dd'])(
    'refuses %j',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it('counts days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('knows the weekday and today in UTC', () => {
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf('2025-06-07')).toBe(6);
    expect(weekdayOf('2025-06-08')).toBe(0);
    expect(todayIso(new Date('2025-06-02T23:59:59Z'))).toBe(MONDAY);
  });
});

describe('the desired delivery date', () => {
  it('takes a weekday inside the window', () => {
    expect(deliveryDateProblem('2025-06-04', weekends, MONDAY)).toBeUndefined();
    expect(deliveryDateProblem(addDays(MONDAY, 2), weekends, MONDAY)).toBeUndefined();
  });

  it('refuses Saturdays and Sundays when they are excluded', () => {
    expect(deliveryDateProblem('2025-06-07', weekends, MONDAY)).toBe(DELIVERY_DATE_ERRORS.weekday);
    expect(deliveryDateProblem('2025-06-08', weekends, MONDAY)).toBe(DELIVERY_DATE_ERRORS.weekday);
  });

  it('takes a Saturday when only Sundays are excluded, and any day when none are', () => {
    expect(deliveryDateProblem('2025-06-07', { ...weekends, excludedWeekdays: [0] }, MONDAY)).toBeUndefined();
    expect(deliveryDateProblem('2025-06-08', { ...weekends, excludedWeekdays: [0] }, MONDAY)).toBe(DELIVERY_DATE_ERRORS.weekday);
    expect(deliveryDateProblem('2025-06-08', { ...weekends, excludedWeekdays: [] }, MONDAY)).toBeUndefined();
  });

  it('refuses a date before the minimum days and after the maximum', () => {
    expect(deliveryDateProblem(MONDAY, weekends, MONDAY)).toBe(DELIVERY_DATE_ERRORS.tooEarly);
    expect(deliveryDateProblem(addDays(MONDAY, 1), weekends, MONDAY)).toBe(DELIVERY_DATE_ERRORS.tooEarly);
    expect(deliveryDateProblem('2025-05-30', weekends, MONDAY)).toBe(DELIVERY_DATE_ERRORS.tooEarly);
    expect(deliveryDateProblem(addDays(MONDAY, 59), weekends, MONDAY)).toBeUndefined(); // a Thursday
    expect(deliveryDateProblem(addDays(MONDAY, 61), weekends, MONDAY)).toBe(DELIVERY_DATE_ERRORS.tooLate);
  });

  it('refuses invalid strings and impossible dates', () => {
    for (const value of ['', 'tomorrow', '2025-6-4', '2025-06-31', '2026-02-29']) {
      expect(deliveryDateProblem(value, { ...weekends, maxDays: 400 }, MONDAY)).toBe(DELIVERY_DATE_ERRORS.format);
    }
  });

  it('takes the leap day of a leap year', () => {
    expect(deliveryDateProblem('2028-02-29', { ...weekends, maxDays: 30 }, '2028-02-20')).toBeUndefined(); // a Tuesday
  });

  it('moves the window off excluded weekdays', () => {
    // Monday + 5 is a Saturday: the earliest delivery is the Monday after.
    expect(deliveryWindow({ minDays: 5, maxDays: 13, excludedWeekdays: [6, 0] }, MONDAY)).toEqual({ min: '2025-06-09', max: '2025-06-13' });
    expect(deliveryWindow(weekends, MONDAY)).toEqual({ min: '2025-06-04', max: '2025-08-01' });
  });
});

describe('the excluded weekdays setting', () => {
  it('reads weekday numbers and leaves out anything else', () => {
    expect(parseWeekdays('6,0')).toEqual([6, 0]);
    expect(parseWeekdays(' 6 , 0 ,6')).toEqual([6, 0]);
    expect(parseWeekdays('')).toEqual([]);
    expect(parseWeekdays('7,sat,-1,1.5,3')).toEqual([3]);
  });
});
