// Orders, each the copy of one submitted basket owned by one anonymous token (by its hash).
// documentNumber is sequential; UNIQUE (basket_id) makes a second live order of a basket impossible.
// An order waiting for its payment provider is STOPPED (readable, not listed as placed); a rolled-back
// attempt moves to rolled_back_orders, which frees its basket for a new attempt (decision 012).
import { randomBytes } from 'node:crypto';

import type { TokenHash } from '../basket/anonymous-tokens';
import type { Db } from '../db/open-database';

export type CreationStatus = 'COMPLETED' | 'STOPPED';

export interface OrderRecord {
  id: string;
  /** Whose order: the anonymous token's hash, or a user's owner key. */
  tokenHash: TokenHash;
  documentNumber: number;
  basketId: string;
  status: string;
  creationStatus: CreationStatus;
  creationDate: string;
  /** JSON {data, included} as written at submission (and at each later state change). */
  document: string;
}

export interface RolledBackOrderRecord {
  id: string;
  documentNumber: number;
  basketId: string;
  reason: string;
  document: string;
}

export interface NewOrder {
  basketId: string;
  tokenHash: TokenHash;
  status: string;
  creationStatus?: CreationStatus;
  creationDate: string;
  document: (id: string, documentNumber: number) => string;
}

const ORDER_COLUMNS = `id, token_hash AS tokenHash, document_number AS documentNumber, basket_id AS basketId, status,
  creation_status AS creationStatus, creation_date AS creationDate, document`;

export function createOrderStore(db: Db) {
  const byBasket = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE basket_id = ?`);
  const byId = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`);
  const ofToken = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND token_hash = ?`);
  // owners as a JSON array of token hashes (a user's, or all of a company's users')
  const ofOwners = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND token_hash IN (SELECT value FROM json_each(?))`);
  const placedOfOwners = `token_hash IN (SELECT value FROM json_each(@owners)) AND creation_status = 'COMPLETED' AND (@status IS NULL OR status = @status)`;
  const listOfOwners = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${placedOfOwners}
    ORDER BY document_number DESC LIMIT @limit OFFSET @offset`);
  const countOfOwners = db.prepare(`SELECT COUNT(*) AS total FROM orders WHERE ${placedOfOwners}`);
  // rolled-back attempts keep their numbers: none is given out twice
  const nextNumber = db.prepare(`SELECT COALESCE(MAX(document_number), 10000000) + 1 AS next FROM
    (SELECT MAX(document_number) AS document_number FROM orders
     UNION ALL SELECT MAX(document_number) FROM rolled_back_orders)`);
  const insert = db.prepare(`INSERT INTO orders (id, document_number, basket_id, token_hash, status, creation_status, creation_date, document)
    VALUES (@id, @documentNumber, @basketId, @tokenHash, @status, @creationStatus, @creationDate, @document)`);
  const update = db.prepare(`UPDATE orders SET status = @status, creation_status = @creationStatus, document = @document
    WHERE id = @id`);
  const rolledBackOfToken = db.prepare(`SELECT id, document_number AS documentNumber, basket_id AS basketId, reason, document
    FROM rolled_back_orders WHERE id = ? AND token_hash = ?`);
  const insertRolledBack = db.prepare(`INSERT INTO rolled_back_orders
      (id, document_number, basket_id, token_hash, creation_date, rolled_back_at, reason, document)
    VALUES (@id, @documentNumber, @basketId, @tokenHash, @creationDate, @rolledBackAt, @reason, @document)`);
  const moveOut = db.prepare(`INSERT INTO rolled_back_orders
      (id, document_number, basket_id, token_hash, creation_date, rolled_back_at, reason, document)
    SELECT id, document_number, basket_id, token_hash, creation_date, @rolledBackAt, @reason, @document FROM orders WHERE id = @id`);
  const remove = db.prepare('DELETE FROM orders WHERE id = ?');

  const newId = () => randomBytes(18).toString('base64url');
  const next = () => (nextNumber.get() as { next: number }).next;

  return {
    /** The live order a basket became, if any (a rolled-back attempt is not one). */
    ofBasket: (basketId: string) => byBasket.get(basketId) as OrderRecord | undefined,
    byId: (id: string) => byId.get(id) as OrderRecord | undefined,
    /** The token's order with this id; another token's order is as unknown as a missing one. */
    find: (id: string, tokenHash: TokenHash) => ofToken.get(id, tokenHash) as OrderRecord | undefined,
    /** The token's rolled-back attempt with this id. */
    findRolledBack: (id: string, tokenHash: TokenHash) => rolledBackOfToken.get(id, tokenHash) as RolledBackOrderRecord | undefined,
    /** The order with this id if one of the owners (token hashes) placed it. */
    findOfOwners: (id: string, owners: readonly TokenHash[]) => ofOwners.get(id, JSON.stringify(owners)) as OrderRecord | undefined,
    /** A page of the owners' (token hashes') placed orders, newest first, and how many there are in all. */
    list(owners: readonly TokenHash[], page: { status?: string; limit: number; offset: number }) {
      const filter = { owners: JSON.stringify(owners), status: page.status ?? null };
      return {
        orders: listOfOwners.all({ ...filter, limit: page.limit, offset: page.offset }) as OrderRecord[],
        total: (countOfOwners.get(filter) as { total: number }).total,
      };
    },
    /** Inserts the order with the next document number (call inside the submission transaction). */
    insert(order: NewOrder): OrderRecord {
      const id = newId();
      const documentNumber = next();
      const document = order.document(id, documentNumber);
      const { basketId, tokenHash, status, creationDate } = order;
      const creationStatus = order.creationStatus ?? 'COMPLETED';
      insert.run({ id, documentNumber, basketId, tokenHash, status, creationStatus, creationDate, document });
      return { id, tokenHash, documentNumber, basketId, status, creationStatus, creationDate, document };
    },
    /** Records an attempt that never became an order (a declined payment): it only takes a number. */
    insertRolledBack(order: Omit<NewOrder, 'status' | 'creationStatus'> & { reason: string }): RolledBackOrderRecord {
      const id = newId();
      const documentNumber = next();
      const document = order.document(id, documentNumber);
      const { basketId, tokenHash, creationDate, reason } = order;
      insertRolledBack.run({ id, documentNumber, basketId, tokenHash, creationDate, rolledBackAt: creationDate, reason, document });
      return { id, documentNumber, basketId, reason, document };
    },
    /** A new state of a live order (e.g. STOPPED → COMPLETED). */
    update(id: string, change: { status: string; creationStatus: CreationStatus; document: string }): void {
      update.run({ id, ...change });
    },
    /** Moves a live order out: it is no order any more and its basket may be submitted again. */
    rollBack(id: string, reason: string, document: string): void {
      moveOut.run({ id, reason, document, rolledBackAt: new Date().toISOString() });
      remove.run(id);
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
