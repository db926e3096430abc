// Placing the order of one scheduled date of a recurring order, for the scheduler and for approving
// the requisition that date became: a basket built from the snapshot (id
// `recurring-{id}-{occurrence}`, not in the baskets table: orders.basket_id UNIQUE forbids a second
// order for that date, requisitions' primary key a second requisition) over stores that answer its
// lines, addresses, payment, promotion codes and cost centers (the basket's and the lines'
// Order_CostCenter_ID) from the snapshot, and the same order submission as POST orders with today's
// prices, stock and the approval gate. A business buyer is found by the recurring order's owner key
// (the basket is not stored); a snapshot taken before cost centers were kept names none, and its
// missing cost center is not held against it.
import type { AddressRecord } from '../basket/basket-addresses';
import type { AttributeRecord, BasketAttributes } from '../basket/basket-attributes';
import type { BasketRecord, LineItemRecord } from '../basket/basket-store';
import type { PaymentInstrumentRecord } from '../basket/payment-instruments';
import type { Db } from '../db/open-database';
import type { IcmErrorCause } from '../http/icm-errors';
import { COST_CENTER_ATTRIBUTE } from '../organization/requisitions/basket-approval';
import type { OrderApproval } from './order-document';
import { type OrderSubmissionStores, type RequisitionSubmitted, createOrderSubmission } from './order-submission';
import { DEMO_REDIRECT_METHOD } from './provider-payments';
import { withRecurringOrderId } from './recurring-order-document';
import type { RecurringOrderRecord, RecurringOrderSnapshot } from './recurring-order-store';

/** The placed order, the requisition it became (`created` false: it had before), or why it cannot be placed. */
export type OccurrencePlacement = { orderId: string } | { requisition: RequisitionSubmitted; created: boolean } | { causes: IcmErrorCause[] };

export const UNEXPECTED_PLACEMENT: IcmErrorCause = { code: 'recurring_order.placement.failed.error', message: 'The order could not be placed.' };

const MISSING_COST_CENTER = 'basket.cost_center.missing.error';

/** The basket id of one scheduled date: the requisition it becomes has the same id. */
const occurrenceBasketId = (recurringOrderId: string, occurrence: number) => `recurring-${recurringOrderId}-${occurrence}`;

const costCenterAttribute = (value: string): AttributeRecord[] => [{ name: COST_CENTER_ATTRIBUTE, type: 'String', value }];

export function createOccurrencePlacement(db: Db, stores: OrderSubmissionStores, now: () => Date = () => new Date()) {
  const productIdOf = db.prepare('SELECT id FROM products WHERE sku = ?').pluck();

  /**
   * Places (or submits for approval) the order of the occurrence, in the caller's transaction; with
   * `approval` (an approved requisition's) it is placed without the gate and carries the approval.
   * A created order names the recurring order (recurringOrderID).
   */
  return (order: RecurringOrderRecord, occurrence: number, locale: string, approval?: OrderApproval): OccurrencePlacement => {
    const snapshot = JSON.parse(order.snapshot) as RecurringOrderSnapshot;
    const basketId = occurrenceBasketId(order.id, occurrence);
    const unknown = snapshot.lines.filter(line => productIdOf.get(line.sku) === undefined);
    if (unknown.length > 0) {
      return {
        causes: unknown.map(line => ({ code: 'basket.line_item.product.not_available.error', message: `The product ${line.sku} is no longer available.` })),
      };
    }
    if (snapshot.paymentMethodId === DEMO_REDIRECT_METHOD) {
      return { causes: [{ code: 'basket.payment.recurring_order.not_supported.error', message: 'The payment method needs a redirect.' }] };
    }
    const lines: LineItemRecord[] = snapshot.lines.map((line, index) => ({
      id: `${basketId}-${index + 1}`,
      productId: productIdOf.get(line.sku) as number,
      quantity: line.quantity,
      warrantyId: line.warrantySku === null ? null : ((productIdOf.get(line.warrantySku) as number | undefined) ?? null),
      position: index + 1,
      desiredDelivery: null,
      // a later occurrence is no longer bound by a quote: it is priced from the catalogue
      quoteId: null,
      quotedUnitNetCents: null,
      quoteValidTo: null,
    }));
    const lineAttributes = new Map(
      snapshot.lines.flatMap((line, index) => (line.costCenter === undefined ? [] : [[lines[index].id, costCenterAttribute(line.costCenter)] as const])),
    );
    const basketAttributes = snapshot.costCenter ? costCenterAttribute(snapshot.costCenter) : [];
    const own = (address: AddressRecord): AddressRecord => ({ ...address, basketId });
    const addresses = [own(snapshot.invoiceToAddress), ...(snapshot.shipToAddress.id === snapshot.invoiceToAddress.id ? [] : [own(snapshot.shipToAddress)])];
    const instruments: PaymentInstrumentRecord[] = snapshot.paymentInstrument ? [snapshot.paymentInstrument] : [];
    const tender = { paymentMethodId: snapshot.paymentMethodId, paymentInstrumentId: snapshot.paymentInstrument?.id ?? null };
    const { basketAttributes: attributes, promotionRules, approvals, approvalGate, ...base } = stores;
    const readOnly = (table: BasketAttributes['ofBaskets'], list: (owner: string) => AttributeRecord[]) => ({
      ...table,
      list,
      find: (owner: string, name: string) => list(owner).find(attribute => attribute.name === name),
      count: (owner: string) => list(owner).length,
    });
    const placementStores: OrderSubmissionStores = {
      ...base,
      baskets: { ...stores.baskets, lineItems: () => lines, markSubmitted: () => undefined },
      addresses: { ...stores.addresses, list: () => addresses },
      paymentInstruments: { ...stores.paymentInstruments, list: () => instruments, openTender: () => tender },
      ...(attributes
        ? {
            basketAttributes: {
              ofBaskets: readOnly(attributes.ofBaskets, owner => (owner === basketId ? basketAttributes : [])),
              ofLineItems: readOnly(attributes.ofLineItems, owner => lineAttributes.get(owner) ?? []),
            },
          }
        : {}),
      ...(promotionRules ? { promotionRules: { ...promotionRules, codes: () => snapshot.promotionCodes } } : {}),
      // the buyer is the recurring order's owner: a business user's key, else nobody's approval
      ...(approvals ? { approvals: { ...approvals, evaluate: input => approvals.evaluate({ ...input, ownerKey: order.tokenHash }) } } : {}),
      ...(approvalGate
        ? {
            approvalGate:
              snapshot.costCenter === undefined
                ? { ...approvalGate, refusals: view => approvalGate.refusals(view).filter(cause => cause.code !== MISSING_COST_CENTER) }
                : approvalGate,
          }
        : {}),
    };
    const basket = {
      id: basketId,
      currency: order.currency,
      messageToMerchant: snapshot.messageToMerchant,
      externalOrderReference: snapshot.externalOrderReference,
      invoiceToAddressId: snapshot.invoiceToAddress.id,
      shipToAddressId: snapshot.shipToAddress.id,
      shippingMethodId: snapshot.shippingMethodId,
      submittedOrderId: null,
    } as BasketRecord;
    const submission = createOrderSubmission(db, placementStores, now)(basket, order.tokenHash, locale, approval);
    if ('requisition' in submission) return submission;
    if (submission.rolledBack) return { causes: submission.rolledBack };
    const placed = stores.orders.byId(submission.order.id);
    if (!placed) return { causes: [UNEXPECTED_PLACEMENT] };
    if (submission.created) {
      const document = withRecurringOrderId(placed.document, order.id);
      stores.orders.update(placed.id, { status: placed.status, creationStatus: placed.creationStatus, document });
    }
    return { orderId: placed.id };
  };
}
