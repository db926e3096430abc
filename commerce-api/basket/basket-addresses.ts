// A basket's addresses (the anonymous shopper's), each known by its id and its urn.
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';

export interface AddressValues {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  countryCode: string;
  mainDivisionCode: string | null;
  email: string;
}

export interface AddressRecord extends AddressValues {
  id: string;
  basketId: string;
}

export function addressUrn(address: AddressRecord): string {
  return `urn:address:basket:${address.basketId}:${address.id}`;
}

const COLUMNS = `id, basket_id AS basketId, first_name AS firstName, last_name AS lastName,
  address_line1 AS addressLine1, address_line2 AS addressLine2, postal_code AS postalCode, city,
  country_code AS countryCode, main_division_code AS mainDivisionCode, email`;

export function createBasketAddresses(db: Db) {
  const insert = db.prepare(`INSERT INTO basket_addresses (id, basket_id, first_name, last_name, address_line1,
      address_line2, postal_code, city, country_code, main_division_code, email, position)
    VALUES (@id, @basketId, @firstName, @lastName, @addressLine1, @addressLine2, @postalCode, @city, @countryCode,
      @mainDivisionCode, @email, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_addresses WHERE basket_id = @basketId))`);
  const ofBasket = db.prepare(`SELECT ${COLUMNS} FROM basket_addresses WHERE basket_id = ? ORDER BY position`);
  const update = db.prepare(`UPDATE basket_addresses SET first_name = @firstName, last_name = @lastName,
      address_line1 = @addressLine1, address_line2 = @addressLine2, postal_code = @postalCode, city = @city,
      country_code = @countryCode, main_division_code = @mainDivisionCode, email = @email
    WHERE basket_id = @basketId AND id = @id`);

  return {
    create(basketId: string, values: AddressValues): AddressRecord {
      const address = { id: randomBytes(18).toString('base64url'), basketId, ...values };
      insert.run(address);
      return address;
    },
    list: (basketId: string) => ofBasket.all(basketId) as AddressRecord[],
    /** Replaces the values of one of the basket's addresses (id and urn stay). */
    update(address: AddressRecord, values: AddressValues): AddressRecord {
      const updated = { ...values, id: address.id, basketId: address.basketId };
      update.run(updated);
      return updated;
    },
    /** The basket's address named by its id or urn; another basket's is unknown. */
    find(basketId: string, reference: string): AddressRecord | undefined {
      return this.list(basketId).find(address => address.id === reference || addressUrn(address) === reference);
    },
  };
}

export type BasketAddresses = ReturnType<typeof createBasketAddresses>;
