// Orders, each the copy of one submitted basket owned by one anonymous token (by its hash).
// documentNumber is sequential; UNIQUE (basket_id) makes a second order of a basket impossible.
import { randomBytes } from 'node:crypto';

import type { TokenHash } from '../basket/anonymous-tokens';
import type { Db } from '../db/open-database';

export interface OrderRecord {
  id: string;
  documentNumber: number;
  basketId: string;
  status: string;
  creationDate: string;
  /** JSON {data, included} as written at submission. */
  document: string;
}

export interface NewOrder {
  basketId: string;
  tokenHash: TokenHash;
  status: string;
  creationDate: string;
  document: (id: string, documentNumber: number) => string;
}

const ORDER_COLUMNS = `id, document_number AS documentNumber, basket_id AS basketId, status,
  creation_date AS creationDate, document`;

export function createOrderStore(db: Db) {
  const byBasket = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE basket_id = ?`);
  const ofToken = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND token_hash = ?`);
  const listOfToken = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders
    WHERE token_hash = @tokenHash AND (@status IS NULL OR status = @status)
    ORDER BY document_number DESC LIMIT @limit OFFSET @offset`);
  const countOfToken = db.prepare(`SELECT COUNT(*) AS total FROM orders
    WHERE token_hash = @tokenHash AND (@status IS NULL OR status = @status)`);
  const nextNumber = db.prepare('SELECT COALESCE(MAX(document_number), 10000000) + 1 AS next FROM orders');
  const insert = db.prepare(`INSERT INTO orders (id, document_number, basket_id, token_hash, status, creation_date, document)
    VALUES (@id, @documentNumber, @basketId, @tokenHash, @status, @creationDate, @document)`);

  return {
    /** The order a basket became, if any. */
    ofBasket: (basketId: string) => byBasket.get(basketId) as OrderRecord | undefined,
    /** The token's order with this id; another token's order is as unknown as a missing one. */
    find: (id: string, tokenHash: TokenHash) => ofToken.get(id, tokenHash) as OrderRecord | undefined,
    /** A page of the token's orders, newest first, and how many there are in all. */
    list(tokenHash: TokenHash, page: { status?: string; limit: number; offset: number }) {
      const filter = { tokenHash, status: page.status ?? null };
      return {
        orders: listOfToken.all({ ...filter, limit: page.limit, offset: page.offset }) as OrderRecord[],
        total: (countOfToken.get(filter) as { total: number }).total,
      };
    },
    /** Inserts the order with the next document number (call inside the submission transaction). */
    insert(order: NewOrder): OrderRecord {
      const id = randomBytes(18).toString('base64url');
      const documentNumber = (nextNumber.get() as { next: number }).next;
      const document = order.document(id, documentNumber);
      const { basketId, tokenHash, status, creationDate } = order;
      insert.run({ id, documentNumber, basketId, tokenHash, status, creationDate, document });
      return { id, documentNumber, basketId, status, creationDate, document };
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
