import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../commerce-api/seed/reference-data';
import { COUNTRIES_WITH_POSTAL_CODE_FORMAT, fitsPostalCodeFormat, postalCodeExample } from '../../shared/postal-codes';

describe('postal code formats', () => {
  it('knows the format of every country the demo shop seeds', () => {
    expect(COUNTRIES.map((country) => country.code).filter((code) => !COUNTRIES_WITH_POSTAL_CODE_FORMAT.includes(code))).toEqual([]);
  });

  it.each(COUNTRIES_WITH_POSTAL_CODE_FORMAT)("takes the example it shows for %s", (code) => {
    expect(fitsPostalCodeFormat(code, postalCodeExample(code) ?? '')).toBe(true);
  });

  it.each([
    ['DE', 'ABC'],
    ['DE', '1'],
    ['DE', '101155'],
    ['GB', '10115'],
    ['AT', '10115'],
    ['CH', 'CH-8001'],
    ['US', '1234'],
    ['FR', '7500'],
    ['NL', '0123 AB'],
  ])("refuses %s '%s'", (code, postalCode) => {
    expect(fitsPostalCodeFormat(code, postalCode)).toBe(false);
  });

  it('takes any code for a country without a known format, and does not find Object members as formats', () => {
    expect(fitsPostalCodeFormat('JP', 'anything')).toBe(true);
    expect(fitsPostalCodeFormat('constructor', 'x')).toBe(true);
    expect(postalCodeExample('__proto__')).toBeUndefined();
  });
});
