// A basket's addresses, each known by its id and its urn: its own (the anonymous shopper's, a
// guest checkout's) and, for a logged-in user's basket, the customer addresses the user may use
// (customer/account), which keep their urns. The basket references a customer address it chooses
// through a copy of its own (its foreign keys name basket addresses), listed under the copy's id
// with the original's current values.
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';
import type { TokenHash } from './anonymous-tokens';

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
  /** The basket it belongs to, or the basket a customer address is offered to. */
  basketId: string;
  /** A customer address: its own urn (urn:address:customer:…); a basket's own address has none. */
  urn?: string;
  /** A customer address's usage flags (a basket's own address serves as both). */
  invoiceToAddress?: boolean;
  shipToAddress?: boolean;
}

/** A customer address a basket may use: its own id and urn. */
export interface OwnerAddress extends AddressValues {
  id: string;
  urn: string;
  /** What the customer address may be used for (shopping-core §3 Address usage flags). */
  invoiceToAddress: boolean;
  shipToAddress: boolean;
}

/** The addresses a basket's owner brings along: a logged-in user's customer addresses. */
export interface OwnerAddresses {
  /** The owner's addresses a basket of theirs may use (none for an anonymous token). */
  of(ownerKey: TokenHash): OwnerAddress[];
  /** The ids of the owner's addresses a new basket of theirs starts with. */
  preferred(ownerKey: TokenHash): { invoiceToAddressId?: string; shipToAddressId?: string };
}

export function addressUrn(address: AddressRecord): string {
  return address.urn ?? `urn:address:basket:${address.basketId}:${address.id}`;
}

const COLUMNS = `a.id, a.basket_id AS basketId, a.first_name AS firstName, a.last_name AS lastName,
  a.address_line1 AS addressLine1, a.address_line2 AS addressLine2, a.postal_code AS postalCode, a.city,
  a.country_code AS countryCode, a.main_division_code AS mainDivisionCode, a.email`;

const valuesOf = (address: AddressValues): AddressValues => ({
  firstName: address.firstName,
  lastName: address.lastName,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  postalCode: address.postalCode,
  city: address.city,
  countryCode: address.countryCode,
  mainDivisionCode: address.mainDivisionCode,
  email: address.email,
});

export function createBasketAddresses(db: Db, owners?: OwnerAddresses) {
  const insert = db.prepare(`INSERT INTO basket_addresses (id, basket_id, first_name, last_name, address_line1,
      address_line2, postal_code, city, country_code, main_division_code, email, position)
    VALUES (@id, @basketId, @firstName, @lastName, @addressLine1, @addressLine2, @postalCode, @city, @countryCode,
      @mainDivisionCode, @email, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_addresses WHERE basket_id = @basketId))`);
  // a copy's urn: the owner's address it stands for (migration 016)
  const ofBasket = db.prepare(`SELECT ${COLUMNS}, c.urn AS copyOf FROM basket_addresses a
    LEFT JOIN basket_customer_addresses c ON c.basket_address_id = a.id WHERE a.basket_id = ? ORDER BY a.position`);
  const insertCopy = db.prepare('INSERT INTO basket_customer_addresses (basket_address_id, urn) VALUES (?, ?)');
  const ownerOf = db.prepare('SELECT token_hash FROM baskets WHERE id = ?').pluck();
  const update = db.prepare(`UPDATE basket_addresses SET first_name = @firstName, last_name = @lastName,
      address_line1 = @addressLine1, address_line2 = @addressLine2, postal_code = @postalCode, city = @city,
      country_code = @countryCode, main_division_code = @mainDivisionCode, email = @email
    WHERE basket_id = @basketId AND id = @id`);

  const create = (basketId: string, values: AddressValues): AddressRecord => {
    const address = { id: randomBytes(18).toString('base64url'), basketId, ...valuesOf(values) };
    insert.run(address);
    return address;
  };

  /**
   * The basket's own addresses, then the owner's (current values) under the id of the basket's copy
   * where it has one; `ownerId` is an owner address's own id. Copies of addresses the owner no
   * longer has (deleted, no longer shared) are left out.
   */
  function entriesOf(basketId: string): { address: AddressRecord; ownerId?: string }[] {
    const rows = ofBasket.all(basketId) as (AddressRecord & { copyOf: string | null })[];
    const own = rows.filter(row => row.copyOf === null).map(({ copyOf: _, ...address }) => ({ address }));
    const ownerKey = owners && (ownerOf.get(basketId) as TokenHash | undefined);
    if (!ownerKey) return own;
    const copies = new Map(rows.flatMap(row => (row.copyOf === null ? [] : [[row.copyOf, row.id] as const])));
    return [
      ...own,
      ...owners.of(ownerKey).map(offered => ({ address: { ...offered, basketId, id: copies.get(offered.urn) ?? offered.id }, ownerId: offered.id })),
    ];
  }

  /** A copy of an owner's address, so that the basket can reference it. */
  const copy = db.transaction((basketId: string, offered: AddressRecord): AddressRecord => {
    const created = create(basketId, offered);
    insertCopy.run(created.id, addressUrn(offered));
    return { ...offered, id: created.id };
  });

  return {
    create,
    /** The basket's own addresses, then those its owner brings along. */
    list: (basketId: string): AddressRecord[] => entriesOf(basketId).map(entry => entry.address),
    /** Replaces the values of one of the basket's own addresses (id and urn stay). */
    update(address: AddressRecord, values: AddressValues): AddressRecord {
      const updated = { ...valuesOf(values), id: address.id, basketId: address.basketId };
      update.run(updated);
      return updated;
    },
    /**
     * The basket's address named by its id or urn (an owner's address also by its own id); another
     * basket's is unknown. An owner's address the basket has no copy of yet gets one, whose id the
     * basket can choose.
     */
    find(basketId: string, reference: string): AddressRecord | undefined {
      const entry = entriesOf(basketId).find(
        ({ address, ownerId }) => address.id === reference || ownerId === reference || addressUrn(address) === reference,
      );
      if (!entry) return undefined;
      return entry.ownerId === entry.address.id ? copy(basketId, entry.address) : entry.address;
    },
    /** The basket's copies of its owner's preferred addresses, which a new basket starts with. */
    preferredChoices(basketId: string): { invoiceToAddressId?: string; shipToAddressId?: string } {
      const ownerKey = owners && (ownerOf.get(basketId) as TokenHash | undefined);
      if (!ownerKey) return {};
      const { invoiceToAddressId, shipToAddressId } = owners.preferred(ownerKey);
      const invoiceTo = invoiceToAddressId === undefined ? undefined : this.find(basketId, invoiceToAddressId);
      const shipTo = shipToAddressId === undefined ? undefined : this.find(basketId, shipToAddressId);
      return { ...(invoiceTo ? { invoiceToAddressId: invoiceTo.id } : {}), ...(shipTo ? { shipToAddressId: shipTo.id } : {}) };
    },
  };
}

export type BasketAddresses = ReturnType<typeof createBasketAddresses>;
