// Submitting a basket (POST orders): in one SQLite transaction the basket is checked, copied into
// the order with the next documentNumber, its stock reserved and the basket marked submitted. A
// basket that already became an order answers that order (decision 012); UNIQUE (basket_id)
// guarantees no second one.
import type { TokenHash } from '../basket/anonymous-tokens';
import type { BasketRecord } from '../basket/basket-store';
import { type BasketViewStores, basketView } from '../basket/basket-view';
import type { Db } from '../db/open-database';
import { NEW_ORDER_STATUS, orderDocument } from './order-document';
import { orderCreationFailed, readinessCauses } from './order-readiness';
import type { OrderRecord, OrderStore } from './order-store';
import type { StockReservations } from './stock-reservation';

export interface OrderSubmissionStores extends BasketViewStores {
  orders: OrderStore;
  stock: StockReservations;
}

export interface Submission {
  order: OrderRecord;
  /** False when the basket had been submitted before and its existing order is answered. */
  created: boolean;
}

export function createOrderSubmission(db: Db, stores: OrderSubmissionStores) {
  return db.transaction((basket: BasketRecord, tokenHash: TokenHash, locale: string): Submission => {
    const existing = stores.orders.ofBasket(basket.id);
    if (existing) return { order: existing, created: false };

    const view = basketView(basket, stores, locale);
    const lines = stores.baskets.lineItems(basket.id);
    const causes = readinessCauses(view, lines, stores.stock);
    if (causes.length > 0) throw orderCreationFailed(causes);

    const creationDate = new Date().toISOString();
    const order = stores.orders.insert({
      basketId: basket.id,
      tokenHash,
      status: NEW_ORDER_STATUS,
      creationDate,
      document: (id, documentNumber) => JSON.stringify(orderDocument(view, { id, documentNumber, creationDate })),
    });
    // the readiness check above saw enough stock for every line, in this same transaction
    for (const line of lines) stores.stock.reserve(line.productId, line.quantity);
    stores.baskets.markSubmitted(basket.id, order.id);
    return { order, created: true };
  });
}

export type OrderSubmission = ReturnType<typeof createOrderSubmission>;
