// Cache safety of what the API keeps per locale (formatters): made once per locale, bounded however many
// locales callers invent, and the same answer whichever locale asked before.
import { describe, expect, it } from 'vitest';

import { amountText, dayText } from '../../commerce-api/basket/feedback-texts';
import { MAX_KEPT_LOCALES, perLocale } from '../../commerce-api/reference/per-locale';

describe('perLocale', () => {
  it('makes a value once per locale and keeps it', () => {
    const made: string[] = [];
    const valueIn = perLocale((locale) => {
      made.push(locale);
      return { locale };
    });
    expect(valueIn('de_DE')).toBe(valueIn('de_DE'));
    expect(valueIn('en_US').locale).toBe('en_US');
    expect(made).toEqual(['de_DE', 'en_US']);
  });

  it('keeps at most MAX_KEPT_LOCALES locales, however many callers send', () => {
    const made: string[] = [];
    const valueIn = perLocale((locale) => made.push(locale));
    for (let index = 0; index < 10 * MAX_KEPT_LOCALES; index++) valueIn(`x${index}_XX`);
    made.length = 0;
    // Only the last round's locales can still be kept.
    for (let index = 0; index < 10 * MAX_KEPT_LOCALES; index++) valueIn(`x${index}_XX`);
    expect(made.length).toBeGreaterThanOrEqual(9 * MAX_KEPT_LOCALES);
  });

  it('formats amounts and days in the locale asked for, whichever came before', () => {
    for (let round = 0; round < 2; round++) {
      expect(amountText('en_US', 123456)).toBe('1,234.56');
      expect(amountText('de_DE', 123456)).toBe('1.234,56');
      expect(dayText('de_DE', '2025-03-14')).toBe('14.03.2025');
      expect(dayText('en_US', '2025-03-14')).toBe('Mar 14, 2025');
    }
  });

  it('refuses a malformed locale every time, keeping nothing for it', () => {
    expect(() => amountText('not a locale!', 100)).toThrow(RangeError);
    expect(() => amountText('not a locale!', 100)).toThrow(RangeError);
  });
});
