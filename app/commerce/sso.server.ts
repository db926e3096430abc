// Single sign-on calls (docs/decisions/014): POST users/processtoken, which answers a user who
// completed the registration with an ICM user token (the `authentication-token` answer header) and
// a new one with the id to register; and that registration, posted as the PWA posts it: the
// customer with `userId` instead of credentials, authenticated by the provider's id_token.
import { z } from 'zod';

import { newCustomerNo } from './customer-numbers.server';
import { TOKEN_HEADER, type Transport } from './icm-transport.server';
import { type AddressInput, addressBody } from './models/address';
import { userDataSchema } from './models/user';

/** A user of the shop (an ICM token), or one the registration has yet to create (its id and names from the provider). */
export type ProcessedToken =
  | { status: 'user'; token: string }
  | { status: 'new'; userId: string; firstName?: string; lastName?: string };

export interface SsoRegistration {
  type: 'PrivateCustomer' | 'SMBCustomer';
  /** The id processtoken answered for the new user. */
  userId: string;
  user: { title?: string; firstName: string; lastName: string; phoneHome?: string; preferredLanguage: string };
  /** Business customers only. */
  company?: { companyName: string; companyName2?: string; taxationID?: string; industry?: string };
  address: AddressInput;
}

const anyAnswer = z.unknown();

const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export function createSsoResource(t: Transport) {
  return {
    /** `POST users/processtoken` with CREATE_USER, as the PWA always asks. */
    async processToken(idToken: string): Promise<ProcessedToken> {
      let token: string | null = null;
      const user = await t.request('users/processtoken', {
        method: 'POST',
        body: { id_token: idToken, options: ['CREATE_USER'] },
        schema: userDataSchema,
        sendToken: false,
        onResponseHeaders: headers => (token = headers.get(TOKEN_HEADER)),
      });
      if (token) return { status: 'user', token };
      const userId = typeof user.businessPartnerNo === 'string' ? user.businessPartnerNo : '';
      if (!userId) throw new Error('users/processtoken answered neither a token nor a user id');
      return { status: 'new', userId, ...present({ firstName: user.firstName as string | undefined, lastName: user.lastName as string | undefined }) };
    },

    /** `POST privatecustomers` or `POST customers` for the new user, with `Authorization: Bearer {id_token}`. */
    async register(idToken: string, registration: SsoRegistration): Promise<void> {
      const address: Record<string, string> = addressBody(registration.address);
      // ICM's registration takes the region as `mainDivision`
      if (address.mainDivisionCode) address.mainDivision = address.mainDivisionCode;
      const user = present(registration.user);
      const customerNo = newCustomerNo();
      const body =
        registration.type === 'SMBCustomer'
          ? { type: 'SMBCustomer', customerNo, ...present(registration.company ?? { companyName: '' }), userId: registration.userId, user, address }
          : { type: 'PrivateCustomer', customerNo, userId: registration.userId, ...user, address };
      await t.request(registration.type === 'SMBCustomer' ? 'customers' : 'privatecustomers', {
        method: 'POST',
        body,
        schema: anyAnswer,
        sendToken: false,
        headers: { Authorization: `Bearer ${idToken}` },
      });
    },
  };
}
