// The order.v1 documents: the submitted basket's document (with everything it can include) becomes
// the order's, with the order's id, documentNumber, creationDate, status and orderCreation; a read
// answers `{data, included?, infos?}` with the requested includes, its texts in the reader's locale.
import { type BasketView, type IcmInfo, basketEnvelope } from '../basket/basket-document';
import { type OrderStatusCode, statusFields } from './order-statuses';

/**
 * Includes an order resolves (every one the Intershop PWA asks for, but `withdrawal`: this shop
 * takes no withdrawals); any other requested include is reported as not resolved. The basket's
 * discounts (order and line level) are kept with its totals, which carry the rebates.
 */
export const ORDER_INCLUDES = [
  'lineItems',
  'lineItems_discounts',
  'lineItems_warranty',
  'invoiceToAddress',
  'commonShipToAddress',
  'commonShippingMethod',
  'payments',
  'payments_paymentMethod',
  'payments_paymentInstrument',
  'discounts',
];

export const NEW_ORDER_STATUS: OrderStatusCode = 'NEW';

export interface StoredOrderDocument {
  data: Record<string, unknown>;
  included: Record<string, unknown>;
}

/** How an approved requisition became the order: shown as `approval` and as ICM's OrderApproval attributes. */
export interface OrderApproval {
  requisitionNo: string;
  approvalDate: string;
  approver: { firstName: string; lastName: string; email: string };
  approvalComment?: string;
}

function approvalFields(approval: OrderApproval, attributes: unknown) {
  const attribute = (name: string, value: string) => ({ name: `BusinessObjectAttributes#OrderApproval_${name}`, type: 'String', value });
  return {
    requisitionDocumentNo: approval.requisitionNo,
    approval: {
      approvalDate: approval.approvalDate,
      approverFirstName: approval.approver.firstName,
      approverLastName: approval.approver.lastName,
      ...(approval.approvalComment ? { approvalComment: approval.approvalComment } : {}),
    },
    attributes: [
      ...(Array.isArray(attributes) ? attributes : []),
      attribute('ApprovalDate', approval.approvalDate),
      attribute('ApproverFirstName', approval.approver.firstName),
      attribute('ApproverLastName', approval.approver.lastName),
      ...(approval.approvalComment ? [attribute('ApprovalComment', approval.approvalComment)] : []),
    ],
  };
}

/** The stored document of a new order: a copy of the basket as it was submitted (without its approval state). */
export function orderDocument(
  view: BasketView,
  order: { id: string; documentNumber: number; creationDate: string; approval?: OrderApproval },
): StoredOrderDocument {
  const { data: basket, included } = basketEnvelope(view, ORDER_INCLUDES);
  const { id: basketId, approval: _approval, ...copied } = basket;
  return {
    data: {
      ...copied,
      ...(order.approval ? approvalFields(order.approval, copied.attributes) : {}),
      id: order.id,
      documentNumber: String(order.documentNumber),
      basket: basketId,
      creationDate: order.creationDate,
      ...statusFields(NEW_ORDER_STATUS),
      orderCreation: { status: 'COMPLETED' },
    },
    included: included ?? {},
  };
}

/** The answer of an order read: `document` is the stored one in the request's locale (order-texts.ts). */
export function orderEnvelope(document: StoredOrderDocument, include: string[]) {
  const { data, included } = document;
  const resolved = Object.fromEntries(include.filter(name => ORDER_INCLUDES.includes(name)).map(name => [name, included[name] ?? {}]));
  const infos: IcmInfo[] = include
    .filter(name => !ORDER_INCLUDES.includes(name))
    .map(name => ({ code: 'include.not_resolved.error', message: `The include '${name}' is not resolved.` }));
  return {
    data,
    ...(Object.keys(resolved).length > 0 ? { included: resolved } : {}),
    ...(infos.length > 0 ? { infos } : {}),
  };
}

/**
 * The `included` of an order list: each requested include of every listed order in one map per
 * include (the PWA's order history asks for `commonShipToAddress`), or undefined when none is asked.
 */
export function orderListIncluded(documents: StoredOrderDocument[], include: string[]): Record<string, unknown> | undefined {
  const names = include.filter(name => ORDER_INCLUDES.includes(name));
  if (names.length === 0) return undefined;
  return Object.fromEntries(
    names.map(name => [name, Object.assign({}, ...documents.map(document => (document.included[name] ?? {}) as Record<string, unknown>))]),
  );
}
