// Submitting a basket (POST orders): in one SQLite transaction the basket is checked, copied into
// the order with the next documentNumber, its stock reserved and the basket marked submitted. A
// basket that already became an order answers that order (decision 012); UNIQUE (basket_id)
// guarantees no second one. A redirect payment leaves the order STOPPED until the shopper returns
// from the provider (order-continuation.ts); a declined payment is a rolled-back attempt that
// changes nothing else (decision 012, addendum). With an approval gate (organization/requisitions),
// a business user's basket that needs approval becomes a requisition instead, in the same
// transaction (once: a resubmission answers it again), and a placed order books its spending;
// approving the requisition submits the basket again with the approval, which skips the gate.
// A line of a quote expired by `now` refuses the order (order-readiness.ts); a placed order marks the
// quotes of its lines ordered, so they cannot be accepted into a basket again (quoting/).
import type { TokenHash } from '../basket/anonymous-tokens';
import type { BasketRecord } from '../basket/basket-store';
import type { BasketView } from '../basket/basket-document';
import { type BasketViewStores, basketView } from '../basket/basket-view';
import { type PaymentRedirectUrls, forOrder } from '../basket/payment-redirect-urls';
import type { Db } from '../db/open-database';
import type { IcmErrorCause } from '../http/icm-errors';
import type { QuoteStore } from '../quoting/quote-store';
import { amountOf, statusCodeOf, withCreation } from './order-creation';
import { NEW_ORDER_STATUS, type OrderApproval, orderDocument } from './order-document';
import { orderCreationFailed, readinessCauses } from './order-readiness';
import type { OrderRecord, OrderStore } from './order-store';
import { paymentOutcome, stoppedCreation } from './payment-outcome';
import { type ProviderPayments, providerPageUrl } from './provider-payments';
import type { StockReservations } from './stock-reservation';

export interface OrderSubmissionStores extends BasketViewStores {
  orders: OrderStore;
  stock: StockReservations;
  returnUrls: PaymentRedirectUrls;
  providerPayments: ProviderPayments;
  /** Marks the quotes of a placed order's lines as ordered. */
  quotes: Pick<QuoteStore, 'markOrdered'>;
  /**
   * Called inside the transaction once the stock is reserved, before the basket is marked submitted:
   * the crash test (tests/commerce-api/order-crash.test.ts) builds its API with one that holds the
   * transaction open there while it kills the process. The shop passes none.
   */
  insideSubmission?: () => void;
  /** Requisitions for baskets that need approval, and spending of placed orders; without it every basket is ordered. */
  approvalGate?: ApprovalGate;
}

export interface RequisitionSubmitted {
  id: string;
  requisitionNo: number;
}

export interface ApprovalGate {
  /** The requisition the basket already became, if any. */
  submitted(basketId: string): RequisitionSubmitted | undefined;
  /** Why the basket cannot be ordered beyond the checkout steps (its cost center). */
  refusals(view: BasketView): IcmErrorCause[];
  /** Inside the transaction, for a basket ready to order: a new requisition when it needs approval, else undefined. */
  requisitionFor(view: BasketView, tokenHash: TokenHash, creationDate: string): RequisitionSubmitted | undefined;
  /** Inside the transaction, once an order is placed: books what it spent. */
  placed(order: OrderRecord, view: BasketView): void;
}

export interface Submission {
  /** The order, or a rolled-back attempt's document (no order, `created` false). */
  order: Pick<OrderRecord, 'id' | 'document'>;
  /** False when the basket had been submitted before and its existing order is answered. */
  created: boolean;
  /** Why the attempt was rolled back (a declined payment). */
  rolledBack?: IcmErrorCause[];
}

/** A basket that needed approval: its requisition, `created` false when it had been submitted before. */
export interface RequisitionSubmission {
  requisition: RequisitionSubmitted;
  created: boolean;
}

/** `now` dates the orders (the recurring order scheduler passes its clock). */
export function createOrderSubmission(db: Db, stores: OrderSubmissionStores, now: () => Date = () => new Date()) {
  /** With the basket's return URLs the order goes to the provider, else it asks for them first. */
  function sendToProvider(order: OrderRecord, basketId: string, locale: string): OrderRecord {
    const urls = stores.returnUrls.of(basketId);
    if (!urls) return order;
    const payment = stores.providerPayments.create({ orderId: order.id, ...amountOf(order.document), ...forOrder(urls, order.id), locale });
    const document = withCreation(order.document, stoppedCreation(providerPageUrl(payment.id)));
    stores.orders.update(order.id, { status: order.status, creationStatus: 'STOPPED', document });
    return { ...order, document };
  }

  /** `approval`: the approved requisition the order comes from (no second requisition then). */
  return db.transaction((basket: BasketRecord, tokenHash: TokenHash, locale: string, approval?: OrderApproval): Submission | RequisitionSubmission => {
    const existing = stores.orders.ofBasket(basket.id);
    if (existing) return { order: existing, created: false };
    const gate = approval ? undefined : stores.approvalGate;
    const submitted = gate?.submitted(basket.id);
    if (submitted) return { requisition: submitted, created: false };

    const view = basketView(basket, stores, locale);
    const lines = stores.baskets.lineItems(basket.id);
    const at = now();
    const causes = [...readinessCauses(view, lines, stores.stock, at), ...(gate?.refusals(view) ?? [])];
    if (causes.length > 0) throw orderCreationFailed(causes, locale);

    const creationDate = at.toISOString();
    const requisition = gate?.requisitionFor(view, tokenHash, creationDate);
    if (requisition) {
      // gone from the basket resources like an ordered basket, until approving places its order
      stores.baskets.markSubmitted(basket.id, requisition.id);
      return { requisition, created: true };
    }
    const newDocument = (id: string, documentNumber: number) =>
      JSON.stringify(orderDocument(view, { id, documentNumber, creationDate, ...(approval ? { approval } : {}) }));
    const outcome = paymentOutcome(view.payment, locale);
    if (outcome.kind === 'declined') {
      const attempt = stores.orders.insertRolledBack({
        basketId: basket.id,
        tokenHash,
        creationDate,
        reason: 'DECLINED',
        document: (id, documentNumber) => withCreation(newDocument(id, documentNumber), { status: 'ROLLED_BACK' }),
      });
      return { order: attempt, created: false, rolledBack: outcome.causes };
    }
    const inserted = stores.orders.insert({
      basketId: basket.id,
      tokenHash,
      status: outcome.kind === 'redirect' ? statusCodeOf(stoppedCreation(undefined)) : NEW_ORDER_STATUS,
      creationStatus: outcome.kind === 'redirect' ? 'STOPPED' : 'COMPLETED',
      creationDate,
      document: outcome.kind === 'redirect' ? (id, number) => withCreation(newDocument(id, number), stoppedCreation(undefined)) : newDocument,
    });
    const order = outcome.kind === 'redirect' ? sendToProvider(inserted, basket.id, locale) : inserted;
    // the readiness check above saw enough stock for every line, in this same transaction
    for (const line of lines) stores.stock.reserve(line.productId, line.quantity);
    stores.approvalGate?.placed(order, view);
    stores.quotes.markOrdered(basket.id, creationDate);
    stores.insideSubmission?.();
    stores.baskets.markSubmitted(basket.id, order.id);
    return { order, created: true };
  });
}

export type OrderSubmission = ReturnType<typeof createOrderSubmission>;
