// Quote requests and quotes in the database (migration 027): a business user's requests with their
// lines, the seller's quotes with a unit price per line, and the basket lines accepted from a quote.
// Every read is scoped to the user: another user's request or quote is as unknown as a missing one.
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';

export interface QuoteRequestRecord {
  id: string;
  number: string;
  customerId: string;
  userId: string;
  currency: string;
  displayName: string | null;
  description: string | null;
  createdAt: string;
  submittedAt: string | null;
  /** The quote answering it, once the seller answered. */
  quoteId: string | null;
}

export interface QuoteRequestItemRecord {
  id: string;
  productId: number;
  quantity: number;
  position: number;
}

export interface QuoteRecord {
  id: string;
  quoteRequestId: string | null;
  number: string;
  customerId: string;
  userId: string;
  currency: string;
  displayName: string | null;
  description: string | null;
  sellerComment: string;
  createdAt: string;
  validFrom: string;
  validTo: string;
  rejected: boolean;
  acceptedAt: string | null;
  /** When an order was first placed with its lines (migration 028); it cannot be accepted again. */
  orderedAt: string | null;
}

export interface QuoteItemRecord {
  position: number;
  productId: number;
  quantity: number;
  /** The catalogue's net unit price when the seller answered. */
  originUnitNetCents: number;
  /** The quoted net unit price. */
  unitNetCents: number;
}

/** The seller's answer: an offer with prices per request line, or a rejection. */
export interface SellerAnswer {
  sellerComment: string;
  validFrom: string;
  validTo: string;
  rejected: boolean;
  items: Omit<QuoteItemRecord, 'position'>[];
}

/** Opaque ids like ICM's (24 characters). */
const newId = () => randomBytes(18).toString('base64url');

const REQUEST_COLUMNS = `r.id, r.number, r.customer_id AS customerId, r.user_id AS userId, r.currency,
  r.display_name AS displayName, r.description, r.created_at AS createdAt, r.submitted_at AS submittedAt,
  (SELECT q.id FROM quotes q WHERE q.quote_request_id = r.id) AS quoteId`;
const QUOTE_COLUMNS = `id, quote_request_id AS quoteRequestId, number, customer_id AS customerId, user_id AS userId,
  currency, display_name AS displayName, description, seller_comment AS sellerComment, created_at AS createdAt,
  valid_from AS validFrom, valid_to AS validTo, rejected, accepted_at AS acceptedAt, ordered_at AS orderedAt`;

type QuoteRow = Omit<QuoteRecord, 'rejected'> & { rejected: number };
const toQuote = (row: QuoteRow | undefined): QuoteRecord | undefined => row && { ...row, rejected: row.rejected === 1 };

export function createQuoteStore(db: Db) {
  const insertRequest = db.prepare(`INSERT INTO quote_requests (id, number, customer_id, user_id, currency, display_name, created_at)
    VALUES (@id, (SELECT printf('%07d', COALESCE(MAX(CAST(number AS INTEGER)), 0) + 1) FROM quote_requests), @customerId, @userId, @currency, @displayName, @createdAt)`);
  const requestById = db.prepare(`SELECT ${REQUEST_COLUMNS} FROM quote_requests r WHERE r.id = ?`);
  const requestsOfUser = db.prepare(`SELECT ${REQUEST_COLUMNS} FROM quote_requests r WHERE r.user_id = ? ORDER BY r.created_at, r.number`);
  const submittedRequests = db.prepare(`SELECT ${REQUEST_COLUMNS} FROM quote_requests r
    WHERE r.submitted_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = r.id) ORDER BY r.submitted_at, r.number`);
  const updateTexts = db.prepare(`UPDATE quote_requests SET
      display_name = CASE WHEN @setName THEN NULLIF(@displayName, '') ELSE display_name END,
      description = CASE WHEN @setDescription THEN NULLIF(@description, '') ELSE description END
    WHERE id = @id`);
  const submit = db.prepare('UPDATE quote_requests SET submitted_at = ? WHERE id = ?');
  const deleteRequest = db.prepare('DELETE FROM quote_requests WHERE id = ?');
  const itemsOf = db.prepare(`SELECT id, product_id AS productId, quantity, position FROM quote_request_items
    WHERE quote_request_id = ? ORDER BY position`);
  const insertItem = db.prepare(`INSERT INTO quote_request_items (id, quote_request_id, product_id, quantity, position)
    VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM quote_request_items WHERE quote_request_id = ?))`);
  const updateItem = db.prepare('UPDATE quote_request_items SET quantity = ? WHERE quote_request_id = ? AND id = ?');
  const deleteItem = db.prepare('DELETE FROM quote_request_items WHERE quote_request_id = ? AND id = ?');

  const insertQuote = db.prepare(`INSERT INTO quotes (id, quote_request_id, number, customer_id, user_id, currency, display_name,
      description, seller_comment, created_at, valid_from, valid_to, rejected)
    VALUES (@id, @quoteRequestId, @number, @customerId, @userId, @currency, @displayName, @description, @sellerComment,
      @createdAt, @validFrom, @validTo, @rejected)`);
  const insertQuoteItem = db.prepare(`INSERT INTO quote_items (quote_id, position, product_id, quantity, origin_unit_net_cents, unit_net_cents)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const quoteById = db.prepare(`SELECT ${QUOTE_COLUMNS} FROM quotes WHERE id = ?`);
  const quotesOfUser = db.prepare(`SELECT ${QUOTE_COLUMNS} FROM quotes WHERE user_id = ? ORDER BY created_at, number`);
  const quoteItems = db.prepare(`SELECT position, product_id AS productId, quantity, origin_unit_net_cents AS originUnitNetCents,
      unit_net_cents AS unitNetCents FROM quote_items WHERE quote_id = ? ORDER BY position`);
  const reject = db.prepare('UPDATE quotes SET rejected = 1, accepted_at = NULL WHERE id = ?');
  const accept = db.prepare('UPDATE quotes SET accepted_at = ? WHERE id = ?');
  const deleteQuote = db.prepare('DELETE FROM quotes WHERE id = ?');
  const basketsHolding = db.prepare(`SELECT DISTINCT l.basket_id FROM basket_line_items l JOIN baskets b ON b.id = l.basket_id
    WHERE l.quote_id = ? AND b.submitted_order_id IS NULL`).pluck();
  const markOrdered = db.prepare(`UPDATE quotes SET ordered_at = @at
    WHERE ordered_at IS NULL AND id IN (SELECT quote_id FROM basket_line_items WHERE basket_id = @basketId)`);
  const quoteLinesInOpenBaskets = db.prepare(`DELETE FROM basket_line_items WHERE quote_id = ?
    AND basket_id IN (SELECT id FROM baskets WHERE submitted_order_id IS NULL)`);

  const ownRequest = (userId: string, id: string) => {
    const request = requestById.get(id) as QuoteRequestRecord | undefined;
    return request?.userId === userId ? request : undefined;
  };
  const ownQuote = (userId: string, id: string) => {
    const quote = toQuote(quoteById.get(id) as QuoteRow | undefined);
    return quote?.userId === userId ? quote : undefined;
  };

  return {
    createRequest(owner: { customerId: string; userId: string; currency: string }, at: Date, displayName?: string): QuoteRequestRecord {
      const id = newId();
      insertRequest.run({ id, ...owner, displayName: displayName || null, createdAt: at.toISOString() });
      return requestById.get(id) as QuoteRequestRecord;
    },
    /** The user's request with this id. */
    request: ownRequest,
    /** Any user's request (the back office). */
    requestById: (id: string) => requestById.get(id) as QuoteRequestRecord | undefined,
    requestsOf: (userId: string) => requestsOfUser.all(userId) as QuoteRequestRecord[],
    /** Submitted requests the seller has not answered yet, the longest waiting first. */
    waitingRequests: () => submittedRequests.all() as QuoteRequestRecord[],
    updateTexts(id: string, texts: { displayName?: string; description?: string }): void {
      updateTexts.run({
        id,
        setName: texts.displayName === undefined ? 0 : 1,
        displayName: texts.displayName ?? null,
        setDescription: texts.description === undefined ? 0 : 1,
        description: texts.description ?? null,
      });
    },
    submit: (id: string, at: Date) => void submit.run(at.toISOString(), id),
    deleteRequest: (id: string) => void deleteRequest.run(id),
    items: (requestId: string) => itemsOf.all(requestId) as QuoteRequestItemRecord[],
    /** Adds the quantity to the request's line of the product, or a new line; answers the line's id. */
    addItem(requestId: string, productId: number, quantity: number): string {
      const existing = (itemsOf.all(requestId) as QuoteRequestItemRecord[]).find(item => item.productId === productId);
      if (existing) {
        updateItem.run(existing.quantity + quantity, requestId, existing.id);
        return existing.id;
      }
      const id = newId();
      insertItem.run(id, requestId, productId, quantity, requestId);
      return id;
    },
    setItemQuantity: (requestId: string, itemId: string, quantity: number) => void updateItem.run(quantity, requestId, itemId),
    deleteItem: (requestId: string, itemId: string) => void deleteItem.run(requestId, itemId),

    /** The seller's quote for a submitted request. */
    answer(request: QuoteRequestRecord, answer: SellerAnswer, at: Date): QuoteRecord {
      const id = newId();
      insertQuote.run({
        id,
        quoteRequestId: request.id,
        number: request.number,
        customerId: request.customerId,
        userId: request.userId,
        currency: request.currency,
        displayName: request.displayName,
        description: request.description,
        sellerComment: answer.sellerComment,
        createdAt: at.toISOString(),
        validFrom: answer.validFrom,
        validTo: answer.validTo,
        rejected: answer.rejected ? 1 : 0,
      });
      answer.items.forEach((item, index) =>
        insertQuoteItem.run(id, index + 1, item.productId, item.quantity, item.originUnitNetCents, item.unitNetCents),
      );
      return toQuote(quoteById.get(id) as QuoteRow)!;
    },
    /** The user's quote with this id. */
    quote: ownQuote,
    quotesOf: (userId: string) => (quotesOfUser.all(userId) as QuoteRow[]).map(row => toQuote(row)!),
    quoteItems: (quoteId: string) => quoteItems.all(quoteId) as QuoteItemRecord[],
    /** The buyer rejects the quote: it leaves the baskets not yet ordered. */
    reject: db.transaction((quoteId: string) => {
      quoteLinesInOpenBaskets.run(quoteId);
      reject.run(quoteId);
    }),
    /** The baskets not yet submitted that hold lines of the quote. */
    openBasketsHolding: (quoteId: string) => basketsHolding.all(quoteId) as string[],
    /** Inside an order's submission: the quotes whose lines the basket holds are used from now on. */
    markOrdered: (basketId: string, at: string) => void markOrdered.run({ basketId, at }),
    /** Marks the quote accepted (a time) or not any more (null). */
    setAccepted: (quoteId: string, at: Date | null) => void accept.run(at?.toISOString() ?? null, quoteId),
    /** Deletes the quote and takes its lines out of the baskets not yet ordered. */
    deleteQuote: db.transaction((quoteId: string) => {
      quoteLinesInOpenBaskets.run(quoteId);
      deleteQuote.run(quoteId);
    }),
  };
}

export type QuoteStore = ReturnType<typeof createQuoteStore>;
