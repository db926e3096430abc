// The person who logs in: a business customer's user (`customers/-/users/-`) or the person behind a
// private customer (`privatecustomers/-` carries both), and the tokens ICM hands out for them.
import { z } from 'zod';

import { lenientNumber, lenientString } from './lenient-scalars';

export interface User {
  login?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  preferredLanguage?: string;
  phoneHome?: string;
  phoneBusiness?: string;
  phoneMobile?: string;
  fax?: string;
  birthday?: string;
  businessPartnerNo?: string;
  department?: string;
  preferredInvoiceToAddressUrn?: string;
  preferredShipToAddressUrn?: string;
  preferredPaymentInstrumentId?: string;
}

const USER_TEXT_FIELDS = [
  'login', 'title', 'firstName', 'lastName', 'email', 'preferredLanguage', 'phoneHome', 'phoneBusiness', 'phoneMobile',
  'fax', 'birthday', 'businessPartnerNo', 'department',
] as const satisfies readonly (keyof User)[];

const reference = z.looseObject({ urn: lenientString.optional(), id: lenientString.optional() }).nullish().catch(undefined);

export const userDataSchema = z.looseObject({
  ...Object.fromEntries(USER_TEXT_FIELDS.map(field => [field, lenientString.optional()])),
  preferredInvoiceToAddress: reference,
  preferredShipToAddress: reference,
  preferredPaymentInstrument: reference,
  preferredInvoiceToAddressUrn: lenientString.optional(),
  preferredShipToAddressUrn: lenientString.optional(),
  preferredPaymentInstrumentId: lenientString.optional(),
});
type UserData = z.infer<typeof userDataSchema> & Partial<Record<(typeof USER_TEXT_FIELDS)[number], string>>;

export function mapUser(data: UserData): User {
  const user: User = {};
  for (const field of USER_TEXT_FIELDS) {
    const value = data[field];
    if (value) user[field] = value;
  }
  const invoice = data.preferredInvoiceToAddress?.urn || data.preferredInvoiceToAddressUrn;
  const shipTo = data.preferredShipToAddress?.urn || data.preferredShipToAddressUrn;
  const instrument = data.preferredPaymentInstrument?.id || data.preferredPaymentInstrumentId;
  if (invoice) user.preferredInvoiceToAddressUrn = invoice;
  if (shipTo) user.preferredShipToAddressUrn = shipTo;
  if (instrument) user.preferredPaymentInstrumentId = instrument;
  return user;
}

/** `POST token`; the `id_token` of a single sign-on answer is dropped (business-and-integration §7.2). */
export const tokenDataSchema = z
  .looseObject({
    access_token: z.string().min(1),
    token_type: lenientString.optional(),
    expires_in: lenientNumber.optional(),
    refresh_token: lenientString.optional(),
  })
  .transform(({ access_token, token_type, expires_in, refresh_token }) => ({
    accessToken: access_token,
    tokenType: token_type,
    expiresInSeconds: expires_in,
    refreshToken: refresh_token || undefined,
  }));
export type ApiTokens = z.infer<typeof tokenDataSchema>;
