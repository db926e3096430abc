// What the account recovery pages and their schemas (recovery-forms.ts) both know: form ids, field
// lengths, ICM's password rule and the query parameters of the mails' links. Free of zod, so pages
// carry it without the schemas.

export const REMINDER_FORM_ID = 'password-reminder';
export const NEW_PASSWORD_FORM_ID = 'new-password';
export const DATA_REQUEST_FORM_ID = 'data-request-confirmation';

/** Maximum lengths (the bundled API takes 256 characters a field, as ICM's columns do). */
export const RECOVERY_LIMITS = {
  email: 256,
  firstName: 256,
  lastName: 256,
  password: 256,
  /** The ids and codes of a mail's link. */
  linkValue: 256,
} as const;

/** ICM's default password rule: at least this many characters, with letters and digits, no white space. */
export const PASSWORD_MIN_LENGTH = 7;

/** The query parameters of the password reminder's link: `/forgotPassword/updatePassword?uid=…&Hash=…`. */
export const RESET_LINK_PARAMS = { userId: 'uid', secureCode: 'Hash' } as const;

/** The query parameters of a personal data request's link: `/gdpr-requests?Hash=…&PersonalDataRequestID=…`. */
export const DATA_REQUEST_LINK_PARAMS = { hash: 'Hash', requestId: 'PersonalDataRequestID' } as const;

/** One parameter of a mail's link: present, not blank and not absurdly long, else undefined. */
export function linkValue(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return value && value.length <= RECOVERY_LIMITS.linkValue ? value : undefined;
}
