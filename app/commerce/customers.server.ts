// Customers, their users and tokens: log in (password and refresh grants) and out, register a private or
// business customer, read and change the profile and the password, and the personalization group.
import { z } from 'zod';

import { newCustomerNo } from './customer-numbers.server';
import type { RequestOptions, Transport } from './icm-transport.server';
import { type AddressInput, addressBody } from './models/address';
import { type Authorization, mapAuthorization, userRolesDataSchema } from './models/authorization';
import { type Customer, customerDataSchema, mapCustomer, mapPrivateCustomerUser } from './models/customer';
import { type ApiTokens, mapUser, tokenDataSchema, type User, userDataSchema } from './models/user';

export interface Registration {
  type: 'PrivateCustomer' | 'SMBCustomer';
  credentials: { login: string; password: string };
  user: Pick<User, 'title' | 'firstName' | 'lastName' | 'email' | 'phoneHome' | 'preferredLanguage'>;
  /** Business customers only. */
  company?: { companyName: string; companyName2?: string; taxationID?: string; industry?: string };
  address: AddressInput;
}

/** The user's preferences: an address urn or a payment instrument id; null clears one. */
export interface PreferenceChanges {
  preferredInvoiceToAddressUrn?: string | null;
  preferredShipToAddressUrn?: string | null;
  preferredPaymentInstrumentId?: string | null;
}

export type ProfileChanges = Pick<User, 'title' | 'firstName' | 'lastName' | 'email' | 'phoneHome' | 'phoneBusiness' | 'phoneMobile' | 'birthday' | 'preferredLanguage'> &
  PreferenceChanges;

/** What the company settings change. */
export type CompanyChanges = Partial<
  Pick<Customer, 'companyName' | 'companyName2' | 'taxationID' | 'industry' | 'description' | 'budgetPriceType' | 'isCostCenterOptional' | 'isCostCenterPerPosition'>
>;

/** Who is logged in: the customer and the user, as the PWA reads them after a login. */
export interface CustomerUser {
  customer: Customer;
  user: User;
}

const anyAnswer = z.unknown();
const personalizationSchema = z.looseObject({ pgid: z.string().optional() });
const salesRepresentativeSchema = z.looseObject({ id: z.string(), firstName: z.string().optional(), lastName: z.string().optional() });
const privateCustomerDataSchema = userDataSchema.extend(customerDataSchema.shape);

/** The address as ICM's registration takes it: the region goes as `mainDivision`. */
function registrationAddress(address: AddressInput) {
  const body: Record<string, string> = addressBody(address);
  if (body.mainDivisionCode) body.mainDivision = body.mainDivisionCode;
  return body;
}

const withoutEmpty = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export function createCustomersResource(t: Transport) {
  const tokenCall = (grant: Record<string, string>, clientAddress?: string) =>
    t.request('token', {
      method: 'POST',
      body: new URLSearchParams(grant),
      schema: tokenDataSchema,
      sendToken: false,
      // The API throttles failed logins per client address too: it must see the shopper's, not ours.
      headers: clientAddress ? { 'X-Forwarded-For': clientAddress } : undefined,
    });

  /** The private customer resource and the business user resource differ (spec §6). */
  const userPath = (customer: Customer) => (customer.isBusinessCustomer ? 'customers/-/users/-' : 'privatecustomers/-');

  return {
    /** `POST token` with the password grant; 401 wrong credentials, 403 not approved, 429 throttled. */
    logIn(login: string, password: string, clientAddress?: string): Promise<ApiTokens> {
      return tokenCall({ grant_type: 'password', username: login, password }, clientAddress);
    },

    /** `POST token` with the refresh_token grant (spec §4: tokens are refreshed at expiry). */
    refresh(refreshToken: string): Promise<ApiTokens> {
      return tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /** `PUT token/logout`: ICM revokes the client's token. */
    async logOut(): Promise<void> {
      await t.request('token/logout', { method: 'PUT', schema: anyAnswer });
    },

    /**
     * `GET customers/-` and the user: `privatecustomers/-` for a private customer, `customers/-/users/-` else.
     * `expectBusiness` (what the session knows of the customer) lets both calls go at once; without it, or
     * when the customer turns out to be of the other kind, the user is asked for after the customer.
     */
    async current(expectBusiness?: boolean): Promise<CustomerUser> {
      const userCall = (business: boolean) =>
        business
          ? t.request('customers/-/users/-', { schema: userDataSchema }).then(user => ({ user, privateData: undefined }))
          : t.request('privatecustomers/-', { schema: privateCustomerDataSchema }).then(privateData => ({ user: undefined, privateData }));
      const early = expectBusiness === undefined ? undefined : userCall(expectBusiness);
      // A guess that turns out wrong is not waited for: its failure is nobody's.
      early?.catch(() => undefined);
      const customer = mapCustomer(await t.request('customers/-', { schema: customerDataSchema }));
      const { user, privateData } = await (early && expectBusiness === customer.isBusinessCustomer ? early : userCall(customer.isBusinessCustomer));
      if (user) return { customer, user: mapUser(user) };
      return { customer: mapCustomer(privateData!), user: { ...mapUser(privateData!), ...mapPrivateCustomerUser(privateData!) } };
    },

    /** `GET customers/{no}/users/{login}/roles`: a business user's roles and permissions (loaded after login). */
    async authorization(customerNo: string, login: string): Promise<Authorization> {
      const path = `customers/${encodeURIComponent(customerNo)}/users/${encodeURIComponent(login)}/roles`;
      return mapAuthorization(await t.request(path, { schema: userRolesDataSchema }));
    },

    /**
     * `GET salesrepresentatives/{id}` with a customer's token: the sales representative a co-browse link
     * names. The bundled API has it; a backend that does not answers 404 without its error key.
     */
    async salesRepresentative(id: string): Promise<{ id: string; firstName?: string; lastName?: string }> {
      return t.request(`salesrepresentatives/${encodeURIComponent(id)}`, { schema: salesRepresentativeSchema });
    },

    /** `GET personalization`: the group whose catalogue answers the user shares with others. */
    async personalization(): Promise<string | undefined> {
      return (await t.request('personalization', { schema: personalizationSchema })).pgid || undefined;
    },

    /**
     * `POST privatecustomers` or `POST customers`. `captcha`: the token of the form's reCAPTCHA, when
     * ICM protects registration (a missing or refused one answers 401); `clientAddress`: the
     * shopper's, which ICM's captcha check hands on to Google.
     */
    async register(registration: Registration, options: { captcha?: RequestOptions<unknown>['captcha']; clientAddress?: string } = {}): Promise<void> {
      const address = registrationAddress(registration.address);
      const user = withoutEmpty(registration.user);
      const customerNo = newCustomerNo();
      const body =
        registration.type === 'SMBCustomer'
          ? { type: 'SMBCustomer', customerNo, ...withoutEmpty(registration.company ?? { companyName: '' }), user, address, credentials: registration.credentials }
          : { type: 'PrivateCustomer', customerNo, ...user, address, credentials: registration.credentials };
      await t.request(registration.type === 'SMBCustomer' ? 'customers' : 'privatecustomers', {
        method: 'POST',
        body,
        schema: anyAnswer,
        sendToken: false,
        captcha: options.captcha,
        headers: options.clientAddress ? { 'X-Forwarded-For': options.clientAddress } : undefined,
      });
    },

    /**
     * `PUT customers/-/users/-` or `PUT privatecustomers/-`: the changed fields (and preferences) over the current ones.
     * A change of e-mail address needs the user's password, sent as the PWA does (`Authorization: BASIC`).
     */
    async updateProfile(current: CustomerUser, changes: ProfileChanges, credentials?: { login: string; password: string }): Promise<User> {
      const { customer, user } = current;
      const changed = { ...user, ...changes };
      // null clears a preference; left out, ICM keeps it
      const reference = (key: 'urn' | 'id', value: string | null | undefined) => (value === null ? null : value ? { [key]: value } : undefined);
      const body = {
        type: customer.type,
        ...(customer.isBusinessCustomer ? {} : { customerNo: customer.customerNo }),
        ...changed,
        preferredInvoiceToAddress: reference('urn', changed.preferredInvoiceToAddressUrn),
        preferredShipToAddress: reference('urn', changed.preferredShipToAddressUrn),
        preferredPaymentInstrument: reference('id', changed.preferredPaymentInstrumentId),
        preferredInvoiceToAddressUrn: undefined,
        preferredShipToAddressUrn: undefined,
        preferredPaymentInstrumentId: undefined,
      };
      const headers = credentials
        ? { Authorization: `BASIC ${Buffer.from(`${credentials.login}:${credentials.password}`).toString('base64')}` }
        : undefined;
      return mapUser(await t.request(userPath(customer), { method: 'PUT', body, headers, schema: userDataSchema }));
    },

    /**
     * `PUT customers/-`: a business customer's company data and budget price type over the current
     * ones (the PWA's organization settings send the whole customer); needs APP_B2B_MANAGE_USERS.
     */
    async updateCompany(customer: Customer, changes: CompanyChanges): Promise<Customer> {
      const { preferredInvoiceToAddress: _invoice, preferredShipToAddress: _shipTo, isBusinessCustomer: _business, ...company } = customer;
      return mapCustomer(await t.request('customers/-', { method: 'PUT', body: { ...company, ...changes }, schema: customerDataSchema }));
    },

    /** `PUT …/credentials/password`; a wrong current password is a 4xx the caller maps (spec §8). */
    async changePassword(customer: Customer, password: string, currentPassword: string): Promise<void> {
      await t.request(`${userPath(customer)}/credentials/password`, { method: 'PUT', body: { password, currentPassword }, schema: anyAnswer });
    },
  };
}
