// Punchout users: technical users of a business customer through which a procurement system
// punches in. Each is a row of `users` of the company (so it logs in with the password grant like
// any user, and its baskets have an owner key) holding exactly the role of its standard and no
// other; organization management leaves such users out (company-user-directory.ts). ICM's punchout
// user has only a login, an e-mail address and the active flag; its name is its standard's
// ("OCI Punchout"), which the storefront greets it with.
import type { Db } from '../../db/open-database';
import { createUserStore } from '../../customer/user-store';
import type { PunchoutTypeDefinition } from '../punchout-types';

export interface PunchoutUserRecord {
  /** The user's row id (users.id); the documents name a punchout user by its login. */
  userId: string;
  customerId: string;
  login: string;
  email: string;
  active: boolean;
  passwordHash: string | null;
}

export interface NewPunchoutUser {
  login: string;
  email: string;
  passwordHash: string;
  active: boolean;
}

export interface PunchoutUserChanges {
  email?: string;
  passwordHash?: string;
  active?: boolean;
}

interface Row extends Omit<PunchoutUserRecord, 'active'> {
  active: number;
}

const COLUMNS = `id AS userId, customer_id AS customerId, login, email, active, password_hash AS passwordHash`;
// the role JSON of a punchout user is exactly ["<role>"]
const OF_TYPE = 'customer_id = ? AND roles = ?';

const NAMES = { cxml: 'cXML', oci: 'OCI', ids: 'IDS' } as const;

const toRecord = (row: Row | undefined): PunchoutUserRecord | undefined => row && { ...row, active: row.active === 1 };
const rolesOf = (type: PunchoutTypeDefinition) => JSON.stringify([type.role]);

export function createPunchoutUserStore(db: Db, now?: () => Date) {
  const users = createUserStore(db, now);
  const list = db.prepare<[string, string], Row>(`SELECT ${COLUMNS} FROM users WHERE ${OF_TYPE} ORDER BY login COLLATE NOCASE`);
  const find = db.prepare<[string, string, string], Row>(`SELECT ${COLUMNS} FROM users WHERE ${OF_TYPE} AND login = ?`);
  const setEmail = db.prepare('UPDATE users SET email = ? WHERE id = ?');
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setActive = db.prepare('UPDATE users SET active = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM users WHERE id = ?');

  return {
    /** The customer's punchout users of the standard, by login. */
    list: (customerId: string, type: PunchoutTypeDefinition): PunchoutUserRecord[] => list.all(customerId, rolesOf(type)).map(row => toRecord(row)!),

    /** The customer's punchout user of the standard with the login (any case), active or not. */
    find: (customerId: string, type: PunchoutTypeDefinition, login: string): PunchoutUserRecord | undefined =>
      toRecord(find.get(customerId, rolesOf(type), login)),

    /** Inserts the user with its owner key; call inside the caller's transaction. The login must be free (users.login is unique). */
    create(customerId: string, type: PunchoutTypeDefinition, user: NewPunchoutUser): PunchoutUserRecord {
      const created = users.create({
        customerId,
        login: user.login,
        email: user.email,
        passwordHash: user.passwordHash,
        active: user.active,
        roles: [type.role],
        title: null,
        firstName: NAMES[type.punchoutType],
        lastName: 'Punchout',
        phoneHome: null,
        phoneBusiness: null,
        phoneMobile: null,
        fax: null,
        birthday: null,
        preferredLanguage: 'en_US',
        businessPartnerNo: null,
        department: null,
      });
      return this.find(customerId, type, created.login)!;
    },

    update(userId: string, changes: PunchoutUserChanges): void {
      if (changes.email !== undefined) setEmail.run(changes.email, userId);
      if (changes.passwordHash !== undefined) setPassword.run(changes.passwordHash, userId);
      if (changes.active !== undefined) setActive.run(changes.active ? 1 : 0, userId);
    },

    /** Deletes the user; its tokens and sessions go with it (ON DELETE CASCADE). */
    remove(userId: string): void {
      remove.run(userId);
    },
  };
}

export type PunchoutUserStore = ReturnType<typeof createPunchoutUserStore>;
