// A new basket address checked against the spec's rules: first and last name, address line 1,
// postal code written as the country writes them (shared/postal-codes.ts), city, a known country, a
// main division only of that country's ones, and the guest's e-mail address. Every problem is a
// cause pointing at its field, in the request's locale.
import { fitsPostalCodeFormat, postalCodeExample } from '../../shared/postal-codes';
import type { IcmErrorCause } from '../http/icm-errors';
import type { CountryStore } from '../reference/countries';
import type { AddressValues } from './basket-addresses';
import { feedbackText } from './feedback-texts';

export interface AddressInput {
  firstName?: string;
  lastName?: string;
  addressLine1?: string;
  addressLine2?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  mainDivisionCode?: string;
  email?: string;
}

const REQUIRED = ['firstName', 'lastName', 'addressLine1', 'postalCode', 'city', 'countryCode', 'email'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const cause = (field: string, code: string, message: string): IcmErrorCause => ({ code, message, paths: [`/${field}`] });

/** The stored values, or the causes that refuse the address. */
export function validateAddress(
  input: AddressInput,
  countries: CountryStore,
  locale: string,
): { values: AddressValues } | { causes: IcmErrorCause[] } {
  const text = (field: keyof AddressInput) => input[field]?.trim() ?? '';
  const causes = REQUIRED.filter(field => text(field) === '').map(field => {
    const code = `address.${field}.missing.error` as const;
    return cause(field, code, feedbackText(locale, code));
  });
  const countryCode = text('countryCode').toUpperCase();
  const mainDivisionCode = text('mainDivisionCode').toUpperCase();
  if (countryCode !== '' && !countries.exists(countryCode)) {
    const code = 'address.countryCode.invalid.error';
    causes.push(cause('countryCode', code, feedbackText(locale, code, { country: countryCode })));
  } else if (
    mainDivisionCode !== '' &&
    !countries.mainDivisions(countryCode, locale).some(division => division.id === mainDivisionCode)
  ) {
    const code = 'address.mainDivisionCode.invalid.error';
    causes.push(cause('mainDivisionCode', code, feedbackText(locale, code, { region: mainDivisionCode, country: countryCode })));
  }
  if (text('postalCode') !== '' && countries.exists(countryCode) && !fitsPostalCodeFormat(countryCode, text('postalCode'))) {
    const code = 'address.postalCode.invalid.error';
    const values = { postalCode: text('postalCode'), country: countries.name(countryCode, locale) ?? countryCode, example: postalCodeExample(countryCode) ?? '' };
    causes.push(cause('postalCode', code, feedbackText(locale, code, values)));
  }
  if (text('email') !== '' && !EMAIL.test(text('email'))) {
    causes.push(cause('email', 'address.email.invalid.error', feedbackText(locale, 'address.email.invalid.error')));
  }
  if (causes.length > 0) return { causes };
  return {
    values: {
      firstName: text('firstName'),
      lastName: text('lastName'),
      addressLine1: text('addressLine1'),
      addressLine2: text('addressLine2') || null,
      postalCode: text('postalCode'),
      city: text('city'),
      countryCode,
      mainDivisionCode: mainDivisionCode || null,
      email: text('email'),
    },
  };
}
