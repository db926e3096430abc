// POST orders for a basket with a recurrence: instead of an order now, one SQLite transaction checks
// the basket as for an order (order readiness), checks the recurrence again (its start may have
// passed since the PATCH) and the payment (only methods without a redirect: nobody is at the
// provider when the scheduler places an order) and, for a business user, the cost center as the
// approval gate does for orders, stores the recurring order with a snapshot of the basket (with the
// basket's and the lines' cost centers, Order_CostCenter_ID) and marks the basket submitted. Nothing
// is reserved: each placed order takes its stock. A basket that needs approval may recur: each
// scheduled order is checked for approval when it is placed (recurring-order-scheduler.ts).
// Idempotent like orders (decision 012): UNIQUE (basket_id), and a basket that already became a
// recurring order answers the same document again.
import type { TokenHash } from '../basket/anonymous-tokens';
import type { AddressRecord } from '../basket/basket-addresses';
import type { AttributeTable } from '../basket/basket-attributes';
import type { BasketView } from '../basket/basket-document';
import { type BasketRecurrences, dayOf, recurrenceCauses, recurrenceData } from '../basket/basket-recurrence';
import type { BasketRecord } from '../basket/basket-store';
import { basketView } from '../basket/basket-view';
import { feedbackText } from '../basket/feedback-texts';
import type { Db } from '../db/open-database';
import type { IcmErrorCause } from '../http/icm-errors';
import { COST_CENTER_ATTRIBUTE } from '../organization/requisitions/basket-approval';
import { orderCreationFailed, readinessCauses } from './order-readiness';
import type { OrderSubmissionStores, Submission } from './order-submission';
import { DEMO_REDIRECT_METHOD } from './provider-payments';
import { recurringCreationDocument } from './recurring-order-document';
import type { RecurringOrderSnapshot, RecurringOrderStore } from './recurring-order-store';

export interface RecurringOrderSubmissionStores extends OrderSubmissionStores {
  recurrences: BasketRecurrences;
  recurringOrders: RecurringOrderStore;
}

const REDIRECT_CAPABILITIES = ['RedirectAfterCheckout', 'RedirectBeforeCheckout'];

/** A payment method that needs the shopper at a provider cannot pay orders nobody is there for. */
export function recurringPaymentCauses(view: BasketView): IcmErrorCause[] {
  const method = view.payment.openTender?.method;
  if (!method) return [];
  const redirects = method.id === DEMO_REDIRECT_METHOD || method.capabilities.some(capability => REDIRECT_CAPABILITIES.includes(capability));
  const code = 'basket.payment.recurring_order.not_supported.error';
  return redirects ? [{ code, message: feedbackText(view.locale, code, { method: method.displayName }), paths: ['/payments'] }] : [];
}

export function createRecurringOrderSubmission(db: Db, stores: RecurringOrderSubmissionStores, now: () => Date = () => new Date()) {
  const skuOf = db.prepare('SELECT sku FROM products WHERE id = ?').pluck();

  /**
   * The basket's recurring order (created now, or the one it already became), or undefined when the
   * basket is submitted as an ordinary order (no recurrence, or it already became an order).
   */
  return db.transaction((basket: BasketRecord, tokenHash: TokenHash, locale: string): Submission | undefined => {
    const existing = stores.recurringOrders.ofBasket(basket.id);
    if (existing) return { order: { id: existing.id, document: existing.creationDocument }, created: false };
    const recurrence = stores.recurrences.of(basket.id);
    if (!recurrence || stores.orders.ofBasket(basket.id)) return undefined;

    const data = recurrenceData(recurrence);
    const view: BasketView = { ...basketView(basket, stores, locale), recurrence: data };
    const lines = stores.baskets.lineItems(basket.id);
    const causes = [
      ...readinessCauses(view, lines, stores.stock, now()),
      ...recurrenceCauses({ ...recurrence }, dayOf(now()), locale),
      ...recurringPaymentCauses(view),
      ...(stores.approvalGate?.refusals(view) ?? []),
    ];
    const { invoiceToAddress, shipToAddress, shippingMethod } = view.checkout;
    const tender = view.payment.openTender;
    if (causes.length > 0 || !invoiceToAddress || !shipToAddress || !shippingMethod || !tender) throw orderCreationFailed(causes, locale);

    const address = (record: AddressRecord): AddressRecord => ({ ...record });
    const costCenterOf = (table: AttributeTable | undefined, owner: string) => {
      const value = table?.find(owner, COST_CENTER_ATTRIBUTE)?.value;
      return value === undefined ? undefined : String(value);
    };
    const snapshot: RecurringOrderSnapshot = {
      messageToMerchant: basket.messageToMerchant,
      externalOrderReference: basket.externalOrderReference,
      lines: lines.map(line => {
        const costCenter = costCenterOf(stores.basketAttributes?.ofLineItems, line.id);
        return {
          sku: skuOf.get(line.productId) as string,
          quantity: line.quantity,
          warrantySku: line.warrantyId === null ? null : ((skuOf.get(line.warrantyId) as string | undefined) ?? null),
          ...(costCenter === undefined ? {} : { costCenter }),
        };
      }),
      costCenter: costCenterOf(stores.basketAttributes?.ofBaskets, basket.id) ?? null,
      invoiceToAddress: address(invoiceToAddress),
      shipToAddress: address(shipToAddress),
      shippingMethodId: shippingMethod.id,
      paymentMethodId: tender.method.id,
      paymentInstrument: tender.instrument ?? null,
      promotionCodes: view.promotions?.codes.map(state => state.code) ?? [],
    };
    const creationDate = now().toISOString();
    const inserted = stores.recurringOrders.insert({
      basketId: basket.id,
      tokenHash,
      currency: basket.currency,
      locale,
      snapshot,
      interval: recurrence.interval,
      startDate: recurrence.startDate,
      endDate: recurrence.endDate ?? null,
      repetitions: data.repetitions ?? null,
      creationDate,
      creationDocument: (id, documentNumber) => recurringCreationDocument(view, { id, documentNumber, creationDate }),
    });
    stores.baskets.markSubmitted(basket.id, inserted.id);
    return { order: { id: inserted.id, document: inserted.creationDocument }, created: true };
  });
}

export type RecurringOrderSubmission = ReturnType<typeof createRecurringOrderSubmission>;
