// Users of customers: profile, credentials, roles and preferences. A new user gets its owner key,
// the never-expiring basket_tokens row its baskets, orders and recurring orders belong to.
import { randomUUID } from 'node:crypto';

import type { Db } from '../db/open-database';

/** The owner key's expiry: never (basket_tokens purges expired keys with their baskets). */
const OWNER_KEY_EXPIRY = '9999-12-31T00:00:00.000Z';

export interface UserProfile {
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  phoneHome: string | null;
  phoneBusiness: string | null;
  phoneMobile: string | null;
  fax: string | null;
  /** yyyy-mm-dd */
  birthday: string | null;
  preferredLanguage: string;
  businessPartnerNo: string | null;
  department: string | null;
}

export interface UserPreferences {
  preferredInvoiceAddressId: string | null;
  preferredShipToAddressId: string | null;
  preferredPaymentInstrumentId: string | null;
}

export interface UserRecord extends UserProfile, UserPreferences {
  id: string;
  customerId: string;
  login: string;
  passwordHash: string | null;
  active: boolean;
  roles: string[];
  ownerKey: string;
  createdAt: string;
}

export interface NewUser extends UserProfile {
  customerId: string;
  login: string;
  passwordHash: string | null;
  roles: readonly string[];
  active?: boolean;
}

interface UserRow extends Omit<UserRecord, 'active' | 'roles'> {
  active: number;
  roles: string;
}

const COLUMNS = `id, customer_id AS customerId, login, email, title, first_name AS firstName, last_name AS lastName,
  phone_home AS phoneHome, phone_business AS phoneBusiness, phone_mobile AS phoneMobile, fax, birthday,
  preferred_language AS preferredLanguage, business_partner_no AS businessPartnerNo, department,
  password_hash AS passwordHash, active, roles, preferred_invoice_address_id AS preferredInvoiceAddressId,
  preferred_ship_to_address_id AS preferredShipToAddressId, preferred_payment_instrument_id AS preferredPaymentInstrumentId,
  owner_key AS ownerKey, created_at AS createdAt`;

function toRecord(row: UserRow | undefined): UserRecord | undefined {
  return row && { ...row, active: row.active === 1, roles: JSON.parse(row.roles) as string[] };
}

function ownerKeyOf(userId: string): string {
  return `user:${userId}`;
}

export function createUserStore(db: Db, now: () => Date = () => new Date()) {
  const byLogin = db.prepare(`SELECT ${COLUMNS} FROM users WHERE login = ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
  const byCustomer = db.prepare(`SELECT ${COLUMNS} FROM users WHERE customer_id = ? ORDER BY created_at, login`);
  const insertOwnerKey = db.prepare('INSERT INTO basket_tokens (token_hash, created_at, expires_at) VALUES (?, ?, ?)');
  const insert = db.prepare(
    `INSERT INTO users (id, customer_id, login, email, title, first_name, last_name, phone_home, phone_business,
       phone_mobile, fax, birthday, preferred_language, business_partner_no, department, password_hash, active, roles,
       owner_key, created_at)
     VALUES (@id, @customerId, @login, @email, @title, @firstName, @lastName, @phoneHome, @phoneBusiness,
       @phoneMobile, @fax, @birthday, @preferredLanguage, @businessPartnerNo, @department, @passwordHash, @active, @roles,
       @ownerKey, @createdAt)`,
  );
  const updateProfile = db.prepare(
    `UPDATE users SET email = @email, title = @title, first_name = @firstName, last_name = @lastName,
       phone_home = @phoneHome, phone_business = @phoneBusiness, phone_mobile = @phoneMobile, fax = @fax,
       birthday = @birthday, preferred_language = @preferredLanguage, business_partner_no = @businessPartnerNo,
       department = @department
     WHERE id = @id`,
  );
  const updatePreferences = db.prepare(
    `UPDATE users SET preferred_invoice_address_id = @preferredInvoiceAddressId,
       preferred_ship_to_address_id = @preferredShipToAddressId,
       preferred_payment_instrument_id = @preferredPaymentInstrumentId
     WHERE id = @id`,
  );
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const updateLogin = db.prepare('UPDATE users SET login = ? WHERE id = ?');

  return {
    findByLogin: (login: string) => toRecord(byLogin.get(login) as UserRow | undefined),
    findById: (id: string) => toRecord(byId.get(id) as UserRow | undefined),
    listByCustomer: (customerId: string) => (byCustomer.all(customerId) as UserRow[]).map(row => toRecord(row)!),

    /** Inserts the user and its owner key; call inside the caller's transaction. The login must be free. */
    create(user: NewUser): UserRecord {
      const id = randomUUID();
      const createdAt = now().toISOString();
      const ownerKey = ownerKeyOf(id);
      insertOwnerKey.run(ownerKey, createdAt, OWNER_KEY_EXPIRY);
      insert.run({
        ...user,
        id,
        active: user.active === false ? 0 : 1,
        roles: JSON.stringify(user.roles),
        ownerKey,
        createdAt,
      });
      return toRecord(byId.get(id) as UserRow)!;
    },

    updateProfile(id: string, profile: UserProfile): void {
      updateProfile.run({ ...profile, id });
    },

    updatePreferences(id: string, preferences: UserPreferences): void {
      updatePreferences.run({ ...preferences, id });
    },

    setPasswordHash(userId: string, hash: string): void {
      updatePassword.run(hash, userId);
    },

    /** The login must be free. */
    setLogin(userId: string, login: string): void {
      updateLogin.run(login, userId);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
