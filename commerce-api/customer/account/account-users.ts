// The users of customers as the account's resources see them: found by owner key (whose basket or
// recurring order is it), by login within a customer, and listed per customer (logins of owners,
// shares and cost center buyers).
import type { Db } from '../../db/open-database';
import type { CustomerPrincipal } from '../principal';

export interface AccountUser extends CustomerPrincipal {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  preferredInvoiceAddressId: string | null;
  preferredShipToAddressId: string | null;
}

const COLUMNS = `u.id AS userId, u.login, u.email, u.first_name AS firstName, u.last_name AS lastName, u.roles,
  u.owner_key AS ownerKey, u.preferred_invoice_address_id AS preferredInvoiceAddressId,
  u.preferred_ship_to_address_id AS preferredShipToAddressId, c.id AS customerId, c.customer_no AS customerNo,
  c.type AS customerType, c.company_name AS companyName`;

type Row = Omit<AccountUser, 'roles'> & { roles: string };
const toUser = (row: Row | undefined): AccountUser | undefined => row && { ...row, roles: JSON.parse(row.roles) as string[] };

export function createAccountUsers(db: Db) {
  const byOwnerKey = db.prepare(`SELECT ${COLUMNS} FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.owner_key = ?`);
  const byLogin = db.prepare(`SELECT ${COLUMNS} FROM users u JOIN customers c ON c.id = u.customer_id
    WHERE u.customer_id = ? AND u.login = ?`);
  const ofCustomer = db.prepare(`SELECT ${COLUMNS} FROM users u JOIN customers c ON c.id = u.customer_id
    WHERE u.customer_id = ? ORDER BY u.created_at, u.login`);
  const setPreferredAddresses = db.prepare(`UPDATE users SET preferred_invoice_address_id = @invoiceTo,
    preferred_ship_to_address_id = @shipTo WHERE id = @userId`);

  return {
    /** The user a basket, order or recurring order belongs to; undefined for anonymous tokens. */
    byOwnerKey: (ownerKey: string) => toUser(byOwnerKey.get(ownerKey) as Row | undefined),
    /** A user of the customer by login (case-insensitive); another customer's is unknown. */
    byLogin: (customerId: string, login: string) => toUser(byLogin.get(customerId, login) as Row | undefined),
    ofCustomer: (customerId: string) => (ofCustomer.all(customerId) as Row[]).map(row => toUser(row) as AccountUser),
    setPreferredAddresses(userId: string, preferred: { invoiceTo: string | null; shipTo: string | null }): void {
      setPreferredAddresses.run({ userId, ...preferred });
    },
  };
}

export type AccountUsers = ReturnType<typeof createAccountUsers>;
