// Baskets and their line items, each basket owned by one anonymous token (by its hash).
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';
import type { TokenHash } from './anonymous-tokens';

export interface BasketRecord {
  id: string;
  currency: string;
  messageToMerchant: string | null;
  externalOrderReference: string | null;
  invoiceToAddressId: string | null;
  shipToAddressId: string | null;
  shippingMethodId: string | null;
  /** The order this basket was submitted as (or its requisition while that waits for approval), or null while it is open. */
  submittedOrderId: string | null;
}

/** The basket's addresses and shipping method as chosen in the checkout; null clears the method. */
export interface CheckoutChoices {
  invoiceToAddressId?: string;
  shipToAddressId?: string;
  shippingMethodId?: string | null;
}

export interface LineItemRecord {
  id: string;
  productId: number;
  quantity: number;
  warrantyId: number | null;
  position: number;
  /** The desired delivery date (yyyy-mm-dd), or null. */
  desiredDelivery: string | null;
  /** The quote the line was accepted from (its quantity is fixed, its price the quote's), or null. */
  quoteId: string | null;
  /** The quoted net unit price of such a line. */
  quotedUnitNetCents: number | null;
  /** The end of that quote's validity (ISO): expired, the line cannot be ordered (checkout/order-readiness.ts). */
  quoteValidTo: string | null;
}

/** A line of an accepted quote. */
export interface QuotedLineValues {
  productId: number;
  quantity: number;
  quoteId: string;
  quotedUnitNetCents: number;
}

export interface LineItemValues {
  /** The existing line, or undefined for a new one. */
  id?: string;
  productId: number;
  quantity: number;
  warrantyId: number | null;
}

export interface BasketChanges {
  messageToMerchant?: string;
  externalOrderReference?: string;
}

/** Opaque ids like ICM's (24 characters). */
function newId(): string {
  return randomBytes(18).toString('base64url');
}

const BASKET_COLUMNS = `id, currency, message_to_merchant AS messageToMerchant,
  external_order_reference AS externalOrderReference, invoice_to_address_id AS invoiceToAddressId,
  ship_to_address_id AS shipToAddressId, shipping_method_id AS shippingMethodId,
  submitted_order_id AS submittedOrderId`;
const LINE_ITEM_COLUMNS = `id, product_id AS productId, quantity, warranty_id AS warrantyId, position, desired_delivery AS desiredDelivery,
  quote_id AS quoteId, quoted_unit_net_cents AS quotedUnitNetCents,
  (SELECT q.valid_to FROM quotes q WHERE q.id = basket_line_items.quote_id) AS quoteValidTo`;

export function createBasketStore(db: Db) {
  const insertBasket = db.prepare(`INSERT INTO baskets (id, token_hash, currency, sequence)
    VALUES (?, ?, ?, (SELECT COALESCE(MAX(sequence), 0) + 1 FROM baskets WHERE token_hash = ?))`);
  const basketOfToken = db.prepare(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE id = ? AND token_hash = ?`);
  const basketsOfToken = db.prepare(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE token_hash = ? ORDER BY sequence DESC`);
  const updateTexts = db.prepare(`UPDATE baskets SET
      message_to_merchant = CASE WHEN @setMessage THEN NULLIF(@message, '') ELSE message_to_merchant END,
      external_order_reference = CASE WHEN @setReference THEN NULLIF(@reference, '') ELSE external_order_reference END
    WHERE id = @id`);
  const updateChoices = db.prepare(`UPDATE baskets SET
      invoice_to_address_id = COALESCE(@invoiceToAddressId, invoice_to_address_id),
      ship_to_address_id = COALESCE(@shipToAddressId, ship_to_address_id),
      shipping_method_id = CASE WHEN @setMethod THEN @shippingMethodId ELSE shipping_method_id END
    WHERE id = @id`);
  const lineItems = db.prepare(`SELECT ${LINE_ITEM_COLUMNS} FROM basket_line_items WHERE basket_id = ? ORDER BY position`);
  const lineItem = db.prepare(`SELECT ${LINE_ITEM_COLUMNS} FROM basket_line_items WHERE basket_id = ? AND id = ?`);
  const insertLine = db.prepare(`INSERT INTO basket_line_items (id, basket_id, product_id, quantity, warranty_id, position)
    VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_line_items WHERE basket_id = ?))`);
  const insertQuotedLine = db.prepare(`INSERT INTO basket_line_items (id, basket_id, product_id, quantity, position, quote_id, quoted_unit_net_cents)
    VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_line_items WHERE basket_id = ?), ?, ?)`);
  const deleteQuotedLines = db.prepare('DELETE FROM basket_line_items WHERE basket_id = ? AND quote_id = ?');
  const updateLine = db.prepare('UPDATE basket_line_items SET quantity = ?, warranty_id = ? WHERE basket_id = ? AND id = ?');
  const deleteLine = db.prepare('DELETE FROM basket_line_items WHERE basket_id = ? AND id = ?');
  const deleteLines = db.prepare('DELETE FROM basket_line_items WHERE basket_id = ?');
  const submit = db.prepare('UPDATE baskets SET submitted_order_id = ? WHERE id = ?');
  const setDesiredDelivery = db.prepare('UPDATE basket_line_items SET desired_delivery = ? WHERE basket_id = ? AND id = ?');
  const moveLine = db.prepare(`UPDATE basket_line_items SET basket_id = @to,
      position = (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_line_items WHERE basket_id = @to)
    WHERE basket_id = @from AND id = @id`);
  const deleteBasket = db.prepare('DELETE FROM baskets WHERE id = ?');
  const updateCurrency = db.prepare('UPDATE baskets SET currency = ? WHERE id = ?');

  return {
    create(tokenHash: TokenHash, currency: string): BasketRecord {
      const id = newId();
      insertBasket.run(id, tokenHash, currency, tokenHash);
      return {
        id,
        currency,
        messageToMerchant: null,
        externalOrderReference: null,
        invoiceToAddressId: null,
        shipToAddressId: null,
        shippingMethodId: null,
        submittedOrderId: null,
      };
    },
    /** The token's basket with this id; another token's basket is as unknown as a missing one. */
    find: (id: string, tokenHash: TokenHash) => basketOfToken.get(id, tokenHash) as BasketRecord | undefined,
    /** The token's baskets, newest (current) first. */
    list: (tokenHash: TokenHash) => basketsOfToken.all(tokenHash) as BasketRecord[],
    update(id: string, changes: BasketChanges): void {
      updateTexts.run({
        id,
        setMessage: changes.messageToMerchant === undefined ? 0 : 1,
        message: changes.messageToMerchant ?? null,
        setReference: changes.externalOrderReference === undefined ? 0 : 1,
        reference: changes.externalOrderReference ?? null,
      });
    },
    /** The basket is priced in `currency` from now on (basket-currency.ts). */
    changeCurrency(id: string, currency: string): void {
      updateCurrency.run(currency, id);
    },
    choose(id: string, choices: CheckoutChoices): void {
      updateChoices.run({
        id,
        invoiceToAddressId: choices.invoiceToAddressId ?? null,
        shipToAddressId: choices.shipToAddressId ?? null,
        setMethod: choices.shippingMethodId === undefined ? 0 : 1,
        shippingMethodId: choices.shippingMethodId ?? null,
      });
    },
    lineItems: (basketId: string) => lineItems.all(basketId) as LineItemRecord[],
    lineItem: (basketId: string, id: string) => lineItem.get(basketId, id) as LineItemRecord | undefined,
    /** Stores lines as given (new lines when `id` is undefined), all or none; answers their ids. */
    saveLines: db.transaction((basketId: string, lines: LineItemValues[]) =>
      lines.map(line => {
        if (line.id !== undefined) {
          updateLine.run(line.quantity, line.warrantyId, basketId, line.id);
          return line.id;
        }
        const id = newId();
        insertLine.run(id, basketId, line.productId, line.quantity, line.warrantyId, basketId);
        return id;
      }),
    ),
    /** Adds the lines of an accepted quote; answers their ids. */
    addQuotedLines: (basketId: string, lines: QuotedLineValues[]) =>
      lines.map(line => {
        const id = newId();
        insertQuotedLine.run(id, basketId, line.productId, line.quantity, basketId, line.quoteId, line.quotedUnitNetCents);
        return id;
      }),
    /** Deletes the basket's lines of the quote; answers how many there were. */
    deleteQuotedLines: (basketId: string, quoteId: string) => deleteQuotedLines.run(basketId, quoteId).changes,
    deleteLineItem: (basketId: string, id: string) => void deleteLine.run(basketId, id),
    deleteLineItems: (basketId: string) => void deleteLines.run(basketId),
    markSubmitted: (basketId: string, orderId: string) => void submit.run(orderId, basketId),
    /** Sets (a yyyy-mm-dd date) or clears (null) a line's desired delivery date. */
    setDesiredDelivery: (basketId: string, id: string, date: string | null) => void setDesiredDelivery.run(date, basketId, id),
    /** Moves a line (with its attributes) to the end of another basket that has no line of its product. */
    moveLineItem: (fromBasketId: string, id: string, toBasketId: string) => void moveLine.run({ from: fromBasketId, id, to: toBasketId }),
    /** Deletes a basket with its lines, addresses and payment instruments. */
    delete: (basketId: string) => void deleteBasket.run(basketId),
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;
