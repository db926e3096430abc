// A customer's addresses (migration 016): the fields of ICM's Address, the usage flags, the owning
// user (none: the company's) and the users an owned address is shared with. An address is named by
// its id or its urn (`urn:address:customer:{customerId}:{id}`, customer-documents.ts).
import { randomBytes } from 'node:crypto';

import type { AddressValues } from '../../basket/basket-addresses';
import type { Db } from '../../db/open-database';
import { addressUrn } from '../customer-documents';

/** The fields a customer's address has beyond a basket's. */
export interface AddressDetails {
  addressName: string | null;
  title: string | null;
  companyName1: string | null;
  companyName2: string | null;
  addressLine3: string | null;
  phoneHome: string | null;
  phoneMobile: string | null;
  phoneBusiness: string | null;
  phoneBusinessDirect: string | null;
  fax: string | null;
}

/** What the address may serve as. */
export interface AddressUsage {
  invoiceToAddress: boolean;
  shipToAddress: boolean;
  shipFromAddress: boolean;
  serviceToAddress: boolean;
  installToAddress: boolean;
}

export interface CustomerAddressValues extends AddressValues, AddressDetails, AddressUsage {}

export interface CustomerAddressRecord extends CustomerAddressValues {
  id: string;
  customerId: string;
  /** The user it belongs to; null: the company's, seen by all its users. */
  ownerUserId: string | null;
  /** Users (ids) an owned address is shared with. */
  sharedWith: string[];
}

const USAGE_COLUMNS = {
  invoiceToAddress: 'invoice_to',
  shipToAddress: 'ship_to',
  shipFromAddress: 'ship_from',
  serviceToAddress: 'service_to',
  installToAddress: 'install_to',
} as const;

const COLUMNS = `a.id, a.customer_id AS customerId, a.owner_user_id AS ownerUserId, a.address_name AS addressName, a.title,
  a.company_name1 AS companyName1, a.company_name2 AS companyName2, a.first_name AS firstName, a.last_name AS lastName,
  a.address_line1 AS addressLine1, a.address_line2 AS addressLine2, a.address_line3 AS addressLine3,
  a.postal_code AS postalCode, a.city, a.country_code AS countryCode, a.main_division_code AS mainDivisionCode,
  a.phone_home AS phoneHome, a.phone_mobile AS phoneMobile, a.phone_business AS phoneBusiness,
  a.phone_business_direct AS phoneBusinessDirect, a.fax, a.email,
  ${Object.entries(USAGE_COLUMNS).map(([field, column]) => `a.${column} AS ${field}`).join(', ')},
  (SELECT json_group_array(s.user_id) FROM customer_address_shares s WHERE s.address_id = a.id) AS sharedWith`;

type Row = Omit<CustomerAddressRecord, keyof AddressUsage | 'sharedWith'> & Record<keyof AddressUsage, number> & { sharedWith: string };

function toRecord(row: Row): CustomerAddressRecord {
  const usage = Object.fromEntries(Object.keys(USAGE_COLUMNS).map(field => [field, row[field as keyof AddressUsage] === 1]));
  return { ...row, ...(usage as unknown as AddressUsage), sharedWith: (JSON.parse(row.sharedWith) as string[]).sort() };
}

/** The row's parameters: usage flags as 0/1. */
function parameters(values: CustomerAddressValues) {
  return { ...values, ...Object.fromEntries(Object.keys(USAGE_COLUMNS).map(field => [field, values[field as keyof AddressUsage] ? 1 : 0])) };
}

export function createCustomerAddressStore(db: Db, now: () => Date = () => new Date()) {
  const ofCustomer = db.prepare(`SELECT ${COLUMNS} FROM customer_addresses a WHERE a.customer_id = ? ORDER BY a.position`);
  const insert = db.prepare(`INSERT INTO customer_addresses (id, customer_id, owner_user_id, address_name, title, company_name1,
      company_name2, first_name, last_name, address_line1, address_line2, address_line3, postal_code, city, country_code,
      main_division_code, phone_home, phone_mobile, phone_business, phone_business_direct, fax, email,
      ${Object.values(USAGE_COLUMNS).join(', ')}, position, created_at)
    VALUES (@id, @customerId, @ownerUserId, @addressName, @title, @companyName1, @companyName2, @firstName, @lastName,
      @addressLine1, @addressLine2, @addressLine3, @postalCode, @city, @countryCode, @mainDivisionCode, @phoneHome,
      @phoneMobile, @phoneBusiness, @phoneBusinessDirect, @fax, @email,
      ${Object.keys(USAGE_COLUMNS).map(field => `@${field}`).join(', ')},
      (SELECT COALESCE(MAX(position), 0) + 1 FROM customer_addresses WHERE customer_id = @customerId), @createdAt)`);
  const update = db.prepare(`UPDATE customer_addresses SET address_name = @addressName, title = @title,
      company_name1 = @companyName1, company_name2 = @companyName2, first_name = @firstName, last_name = @lastName,
      address_line1 = @addressLine1, address_line2 = @addressLine2, address_line3 = @addressLine3,
      postal_code = @postalCode, city = @city, country_code = @countryCode, main_division_code = @mainDivisionCode,
      phone_home = @phoneHome, phone_mobile = @phoneMobile, phone_business = @phoneBusiness,
      phone_business_direct = @phoneBusinessDirect, fax = @fax, email = @email,
      ${Object.entries(USAGE_COLUMNS).map(([field, column]) => `${column} = @${field}`).join(', ')}
    WHERE id = @id`);
  const remove = db.prepare('DELETE FROM customer_addresses WHERE id = ?');
  // preferences naming a deleted address would name nothing
  const forgetPreferences = db.prepare(`UPDATE users SET
      preferred_invoice_address_id = NULLIF(preferred_invoice_address_id, @id),
      preferred_ship_to_address_id = NULLIF(preferred_ship_to_address_id, @id)
    WHERE preferred_invoice_address_id = @id OR preferred_ship_to_address_id = @id`);
  const unshare = db.prepare('DELETE FROM customer_address_shares WHERE address_id = ?');
  const share = db.prepare('INSERT INTO customer_address_shares (address_id, user_id) VALUES (?, ?)');
  const copyOf = db.prepare('SELECT urn FROM basket_customer_addresses WHERE basket_address_id = ?').pluck();

  const list = (customerId: string) => (ofCustomer.all(customerId) as Row[]).map(toRecord);

  return {
    /** The customer's addresses in creation order. */
    list,
    /**
     * The customer's address named by its id, its urn or the id of a basket's copy of it (as a
     * basket lists it); another customer's is unknown.
     */
    find(customerId: string, reference: string) {
      const urns = [reference, copyOf.get(reference) as string | undefined];
      return list(customerId).find(address => address.id === reference || urns.includes(addressUrn(customerId, address.id)));
    },
    create(customerId: string, ownerUserId: string | null, values: CustomerAddressValues): CustomerAddressRecord {
      const id = randomBytes(18).toString('base64url');
      insert.run({ ...parameters(values), id, customerId, ownerUserId, createdAt: now().toISOString() });
      return { ...values, id, customerId, ownerUserId, sharedWith: [] };
    },
    /** Replaces the values (id, urn, owner and shares stay). */
    update(address: CustomerAddressRecord, values: CustomerAddressValues): CustomerAddressRecord {
      update.run({ ...parameters(values), id: address.id });
      return { ...address, ...values };
    },
    /** Deletes it; users who preferred it prefer none. */
    delete: db.transaction((id: string) => {
      forgetPreferences.run({ id });
      remove.run(id);
    }),
    /** Replaces the users the address is shared with. */
    shareWith: db.transaction((id: string, userIds: string[]) => {
      unshare.run(id);
      for (const userId of new Set(userIds)) share.run(id, userId);
    }),
  };
}

export type CustomerAddressStore = ReturnType<typeof createCustomerAddressStore>;
