// A customer's address book (business-and-integration §7.4): list, read, create, change, delete and
// share the addresses the user sees. ICM lists them as Links; each is read with its own GET, all at
// once. Paths name the customer as ICM's customer resource does (`privatecustomers/{no}` for a private
// customer, `customers/{no}` for a business one), as the PWA's AddressService does.
import { z } from 'zod';

import type { Transport } from './icm-transport.server';
import { type AddressInput, addressBody } from './models/address';
import { type Address, addressDataSchema, type Customer, mapAddress } from './models/customer';
import { lenientBoolean, lenientString } from './models/lenient-scalars';
import { linkCollectionDataSchema, linkDataSchema } from './models/link';

/** An address of the customer's address book, with who may use and change it (shopping-core §3). */
export interface CustomerAddress extends Address {
  /** The user may change and delete it (a buyer may not change the company's addresses). */
  editable: boolean;
  /** The login of the user it belongs to; none: the company's (every user's). */
  owner?: string;
  /** Logins of the colleagues it is shared with. */
  sharedFor: string[];
}

/** What names the customer in the path. */
export type CustomerRef = Pick<Customer, 'customerNo' | 'isBusinessCustomer'>;

export const customerAddressDataSchema = addressDataSchema.extend({
  editable: lenientBoolean.optional(),
  owner: lenientString.optional(),
  sharedFor: z.array(lenientString).nullish(),
});
type CustomerAddressData = z.infer<typeof customerAddressDataSchema>;

export function mapCustomerAddress(data: CustomerAddressData): CustomerAddress {
  const address: CustomerAddress = {
    ...mapAddress(data),
    // An ICM that does not say lets the user try; it refuses what the user may not change.
    editable: data.editable ?? true,
    sharedFor: (data.sharedFor ?? []).filter((login): login is string => !!login),
  };
  if (data.owner) address.owner = data.owner;
  return address;
}

/** The last path segment of a Link's uri: the id of what it links to. */
export function linkedId(uri: string | undefined): string | undefined {
  const last = uri?.split('?')[0].split('/').filter(Boolean).at(-1)?.split(';')[0];
  if (!last) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return undefined;
  }
}

/** Fields a PUT carries over from the stored address unless the change names them (a PUT clears what it leaves out). */
const STORED_FIELDS = [
  'addressName', 'title', 'companyName1', 'companyName2', 'firstName', 'lastName', 'addressLine1', 'addressLine2', 'addressLine3',
  'postalCode', 'city', 'countryCode', 'mainDivisionCode', 'phoneHome', 'phoneMobile', 'phoneBusiness', 'email',
] as const satisfies readonly (keyof Address)[];

/** The body of a POST or PUT: the region also as `mainDivision`, as the PWA sends it. */
function writtenAddress(address: Partial<AddressInput>, stored?: Address): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of STORED_FIELDS) {
    const value = stored?.[field];
    if (value && !Object.hasOwn(address, field)) body[field] = value;
  }
  Object.assign(body, addressBody(address));
  if (body.mainDivisionCode) body.mainDivision = body.mainDivisionCode;
  return body;
}

const anyAnswer = z.unknown();

export function createAddressesResource(t: Transport) {
  const customerPath = (customer: CustomerRef) =>
    `${customer.isBusinessCustomer ? 'customers' : 'privatecustomers'}/${encodeURIComponent(customer.customerNo)}`;
  const addressPath = (customer: CustomerRef, addressId: string) => {
    if (!addressId) throw new Error('an address call needs an address id');
    return `${customerPath(customer)}/addresses/${encodeURIComponent(addressId)}`;
  };

  const get = async (customer: CustomerRef, addressId: string): Promise<CustomerAddress> =>
    mapCustomerAddress(await t.request(addressPath(customer, addressId), { schema: customerAddressDataSchema }));

  return {
    /** `GET …/addresses` (Links), then every address at once. */
    async list(customer: CustomerRef): Promise<CustomerAddress[]> {
      const links = await t.request(`${customerPath(customer)}/addresses`, { schema: linkCollectionDataSchema });
      const ids = (links.elements ?? []).map((link) => linkedId(link.uri)).filter((id): id is string => !!id);
      return Promise.all(ids.map((id) => get(customer, id)));
    },

    /** `GET …/addresses/{id}`; another customer's, or one the user may not see, is a 404. */
    get,

    /** `POST …/addresses` (201 with the new address's Link), then the new address. */
    async create(customer: CustomerRef, address: AddressInput): Promise<CustomerAddress> {
      const link = await t.request(`${customerPath(customer)}/addresses`, { method: 'POST', body: writtenAddress(address), schema: linkDataSchema });
      const id = linkedId(link.uri);
      if (!id) throw new Error('ICM answered a new address without its link');
      return get(customer, id);
    },

    /**
     * `PUT …/addresses/{id}`: the stored address with the changes over it (a field named in `changes`
     * without a value is cleared; one not named keeps its value).
     */
    async update(customer: CustomerRef, stored: CustomerAddress, changes: Partial<AddressInput>): Promise<CustomerAddress> {
      const data = await t.request(addressPath(customer, stored.id), { method: 'PUT', body: writtenAddress(changes, stored), schema: customerAddressDataSchema });
      return mapCustomerAddress(data);
    },

    /** `DELETE …/addresses/{id}`; ICM drops the users' preferences for it. */
    async delete(customer: CustomerRef, addressId: string): Promise<void> {
      await t.request(addressPath(customer, addressId), { method: 'DELETE', schema: anyAnswer });
    },

    /** `PUT customers/{no}/addresses/{id}/shared`: the colleagues (logins) a user's own address is shared with. */
    async share(customer: CustomerRef, addressId: string, logins: string[]): Promise<CustomerAddress> {
      if (!customer.isBusinessCustomer) throw new Error('only a business customer shares addresses');
      const data = await t.request(`${addressPath(customer, addressId)}/shared`, { method: 'PUT', body: { sharedFor: logins }, schema: customerAddressDataSchema });
      return mapCustomerAddress(data);
    },
  };
}

export type AddressesResource = ReturnType<typeof createAddressesResource>;
