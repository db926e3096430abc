import { describe, expect, it } from 'vitest';
import { formatInterval, intervalText, parseInterval, RECURRENCE_ERRORS, recurrenceProblems } from '~/features/basket/recurrence';

const TODAY = '2025-06-02';

describe('recurrence intervals', () => {
  it.each([
    ['P1D', { count: 1, unit: 'day' }],
    ['P3D', { count: 3, unit: 'day' }],
    ['P1W', { count: 1, unit: 'week' }],
    ['P7D', { count: 1, unit: 'week' }],
    ['P14D', { count: 2, unit: 'week' }],
    ['P1M', { count: 1, unit: 'month' }],
    ['P2Y', { count: 2, unit: 'year' }],
  ])('reads %s', (text, interval) => {
    expect(parseInterval(text)).toEqual(interval);
  });

  it.each(['', 'P0D', 'P1H', '1W', 'PT1H', 'P1.5D', 'P-1D', undefined])('refuses %j', (text) => {
    expect(parseInterval(text)).toBeUndefined();
  });

  it('writes an interval back', () => {
    expect(formatInterval({ count: 1, unit: 'week' })).toBe('P1W');
    expect(formatInterval(parseInterval('P21D')!)).toBe('P3W');
  });

  it('names it for display: days divisible by 7 as weeks', () => {
    expect(intervalText('P14D')).toEqual({ key: 'shopping_cart.recurrence.every.week', count: 2 });
    expect(intervalText('P1M')).toEqual({ key: 'shopping_cart.recurrence.every.month', count: 1 });
    expect(intervalText('P10D')).toEqual({ key: 'shopping_cart.recurrence.every.day', count: 10 });
    expect(intervalText('nonsense')).toBeUndefined();
  });
});

describe('recurrence problems', () => {
  it('takes an interval with a start today or later and an optional end', () => {
    expect(recurrenceProblems({ interval: 'P1W', startDate: TODAY }, TODAY)).toEqual({});
    expect(recurrenceProblems({ interval: 'P1M', startDate: '2025-07-01', endDate: '2025-12-31' }, TODAY)).toEqual({});
    expect(recurrenceProblems({ interval: 'P1Y', startDate: '2025-07-01', repetitions: 999 }, TODAY)).toEqual({});
  });

  it('refuses an interval the page does not offer', () => {
    expect(recurrenceProblems({ interval: 'P2W', startDate: TODAY }, TODAY)).toEqual({ interval: [RECURRENCE_ERRORS.interval] });
    expect(recurrenceProblems({ startDate: TODAY }, TODAY).interval).toEqual([RECURRENCE_ERRORS.interval]);
  });

  it('refuses a missing, invalid or past start', () => {
    expect(recurrenceProblems({ interval: 'P1D' }, TODAY).startDate).toEqual([RECURRENCE_ERRORS.startRequired]);
    expect(recurrenceProblems({ interval: 'P1D', startDate: '2025-02-30' }, TODAY).startDate).toEqual([RECURRENCE_ERRORS.startInvalid]);
    expect(recurrenceProblems({ interval: 'P1D', startDate: '2025-06-01' }, TODAY).startDate).toEqual([RECURRENCE_ERRORS.startPast]);
  });

  it('refuses an end on or before the start', () => {
    expect(recurrenceProblems({ interval: 'P1D', startDate: '2025-07-01', endDate: '2025-07-01' }, TODAY).endDate).toEqual([RECURRENCE_ERRORS.endBeforeStart]);
    expect(recurrenceProblems({ interval: 'P1D', startDate: '2025-07-01', endDate: '2025-06-30' }, TODAY).endDate).toEqual([RECURRENCE_ERRORS.endBeforeStart]);
    expect(recurrenceProblems({ interval: 'P1D', startDate: '2025-07-01', endDate: '2025-07-32' }, TODAY).endDate).toEqual([RECURRENCE_ERRORS.endInvalid]);
  });

  it('refuses repetitions outside 1–999 and an end date together with repetitions', () => {
    for (const repetitions of [0, 1000, 1.5, -1]) {
      expect(recurrenceProblems({ interval: 'P1D', startDate: TODAY, repetitions }, TODAY).repetitions).toEqual([RECURRENCE_ERRORS.repetitions]);
    }
    expect(recurrenceProblems({ interval: 'P1D', startDate: TODAY, endDate: '2025-07-01', repetitions: 3 }, TODAY).repetitions).toEqual([RECURRENCE_ERRORS.ambiguous]);
  });
});
