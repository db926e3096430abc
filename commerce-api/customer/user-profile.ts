// A user's profile and a company's data as sent (registration, profile updates), checked and turned
// into stored values: texts trimmed, empty optional texts cleared, e-mail address, birthday and
// preferred language checked (400 with `error-invalid-attributes`, as ICM names the field).
import { InvalidAttributeError } from '../http/icm-errors';
import type { CompanyData } from './customer-store';
import type { UserProfile } from './user-store';

export interface UserFieldsInput {
  title?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneHome?: string | null;
  phoneBusiness?: string | null;
  phoneMobile?: string | null;
  fax?: string | null;
  birthday?: string | null;
  preferredLanguage?: string;
  businessPartnerNo?: string | null;
  department?: string | null;
}

export interface CompanyFieldsInput {
  companyName: string;
  companyName2?: string | null;
  taxationID?: string | null;
  industry?: string | null;
  description?: string | null;
}

/** The PWA's simplified e-mail rule (SpecialValidators.email), also ICM's rule for logins. */
const EMAIL = /^([\w\-~+]+\.)*[\w\-~+]+@(([\w][\w-]*)?[\w]\.)+[a-zA-Z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

const optional = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The stored profile, or an InvalidAttributeError. `fallbackLanguage` is used when none is sent. */
export function userProfileOf(input: UserFieldsInput, locales: readonly string[], fallbackLanguage: string): UserProfile {
  const email = input.email.trim();
  if (!isEmailAddress(email)) {
    throw new InvalidAttributeError('email', 'customer.email.invalid.error', 'The e-mail address is not valid.');
  }
  const birthday = optional(input.birthday);
  if (birthday !== null && !isCalendarDay(birthday)) {
    throw new InvalidAttributeError('birthday', 'customer.birthday.invalid.error', 'The birthday is not a valid date (yyyy-mm-dd).');
  }
  const preferredLanguage = input.preferredLanguage?.trim() || fallbackLanguage;
  if (!locales.includes(preferredLanguage)) {
    throw new InvalidAttributeError(
      'preferredLanguage',
      'customer.preferred_language.invalid.error',
      `The language '${preferredLanguage}' is not one of the shop's languages.`,
    );
  }
  return {
    email,
    title: optional(input.title),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneHome: optional(input.phoneHome),
    phoneBusiness: optional(input.phoneBusiness),
    phoneMobile: optional(input.phoneMobile),
    fax: optional(input.fax),
    birthday,
    preferredLanguage,
    businessPartnerNo: optional(input.businessPartnerNo),
    department: optional(input.department),
  };
}

export function companyDataOf(input: CompanyFieldsInput): CompanyData {
  return {
    companyName: input.companyName.trim(),
    companyName2: optional(input.companyName2),
    taxationId: optional(input.taxationID),
    industry: optional(input.industry),
    description: optional(input.description),
  };
}
