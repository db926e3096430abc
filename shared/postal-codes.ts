// The postal code formats of the shop's countries: one table for the bundled commerce API, which
// refuses an address whose postal code does not fit its country, and for the storefront's address
// forms, which say so next to the field before the backend is asked. It lives outside both because
// both import it (the API's bundle and the storefront's build each take a copy); it imports nothing.
// A country without an entry (a real ICM may know more countries than the demo seeds) takes any code.

interface PostalCodeFormat {
  pattern: RegExp;
  /** A real code of the country, shown in the message as the format to follow. */
  example: string;
}

const digits = (count: number, example: string): PostalCodeFormat => ({ pattern: new RegExp(`^\\d{${count}}$`), example });

/** By ISO 3166 alpha-2 code; patterns take the trimmed code, letters in either case. */
const POSTAL_CODE_FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  AT: digits(4, '1010'),
  AU: digits(4, '2000'),
  BE: digits(4, '1000'),
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
  CH: digits(4, '8001'),
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  DE: digits(5, '10115'),
  DK: digits(4, '1050'),
  // The first two digits are the province, 01 to 52.
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  FI: digits(5, '00100'),
  FR: digits(5, '75001'),
  // Outward code (area, district) and inward code (sector, unit); GIR 0AA is the one exception.
  GB: { pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1A 1AA' },
  // Eircode: routing key and unique identifier.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/i, example: 'D02 X285' },
  IT: digits(5, '00184'),
  LU: { pattern: /^(?:L-?)?\d{4}$/i, example: 'L-1009' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, example: '1012 AB' },
  NO: digits(4, '0150'),
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: '10001' },
};

/** The countries whose postal codes are checked. */
export const COUNTRIES_WITH_POSTAL_CODE_FORMAT: readonly string[] = Object.keys(POSTAL_CODE_FORMATS);

/** Own entries only: a posted country such as `constructor` must not find Object's members. */
function formatOf(countryCode: string): PostalCodeFormat | undefined {
  const code = countryCode.trim().toUpperCase();
  return Object.hasOwn(POSTAL_CODE_FORMATS, code) ? POSTAL_CODE_FORMATS[code] : undefined;
}

/** Whether the postal code is written as the country writes them (any code for a country without a known format). */
export function fitsPostalCodeFormat(countryCode: string, postalCode: string): boolean {
  const format = formatOf(countryCode);
  return !format || format.pattern.test(postalCode.trim());
}

/** A postal code of the country, to show the format it wants; undefined for a country without a known format. */
export function postalCodeExample(countryCode: string): string | undefined {
  return formatOf(countryCode)?.example;
}
