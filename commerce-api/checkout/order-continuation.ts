// Continuing a STOPPED order (PATCH orders/{id} {orderCreation: {status: 'CONTINUE', redirect}}), in
// one transaction. With return URLs (`redirect: {successUrl, cancelUrl, failureUrl}`) an order that
// asked for them goes to the demo provider. With the shopper's return (`redirect: {status,
// parameters}`), SUCCESS completes the order, CANCEL and FAILURE roll it back: its stock is given
// back, the attempt leaves `orders` and the basket is open again. The provider's record decides:
// a client cannot claim a success the provider never saw.
import type { TokenHash } from '../basket/anonymous-tokens';
import { type ReturnUrls, forOrder, returnUrlCauses } from '../basket/payment-redirect-urls';
import type { Db } from '../db/open-database';
import { IcmError, type IcmErrorCause, notFound } from '../http/icm-errors';
import { type OrderCreation, amountOf, creationOf, withCreation } from './order-creation';
import { NEW_ORDER_STATUS, type StoredOrderDocument } from './order-document';
import type { OrderRecord, OrderStore } from './order-store';
import { type ProviderPayments, providerPageUrl } from './provider-payments';
import type { StockReservations } from './stock-reservation';

export const REDIRECT_STATUSES = ['SUCCESS', 'CANCEL', 'FAILURE'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectBody {
  successUrl?: string;
  cancelUrl?: string;
  failureUrl?: string;
  status?: string;
  parameters?: { name: string; value: string }[];
}

export interface OrderContinuationStores {
  orders: OrderStore;
  stock: StockReservations;
  providerPayments: ProviderPayments;
}

const updateFailed = (status: number, causes: IcmErrorCause[]) =>
  new IcmError(status, 'order.update.failed', 'The order could not be updated.', causes);
const conflict = (code: string, message: string) => updateFailed(409, [{ code, message, paths: ['/orderCreation'] }]);

function isRedirectStatus(value: string): value is RedirectStatus {
  return (REDIRECT_STATUSES as readonly string[]).includes(value);
}

export function createOrderContinuation(db: Db, stores: OrderContinuationStores) {
  const reopenBasket = db.prepare('UPDATE baskets SET submitted_order_id = NULL WHERE id = ? AND submitted_order_id = ?');

  function registerReturnUrls(order: OrderRecord, redirect: RedirectBody, locale: string | null): string {
    const causes = returnUrlCauses(redirect, '/orderCreation/redirect');
    if (causes.length > 0) throw updateFailed(422, causes);
    const urls = forOrder(redirect as ReturnUrls, order.id);
    const existing = stores.providerPayments.ofOrder(order.id);
    if (existing) {
      const same = existing.successUrl === urls.successUrl && existing.cancelUrl === urls.cancelUrl && existing.failureUrl === urls.failureUrl;
      if (same) return order.document;
      throw conflict('order.redirect_urls.already_registered.error', 'The order already has return URLs.');
    }
    const payment = stores.providerPayments.create({ orderId: order.id, ...amountOf(order.document), ...urls, locale });
    const document = withCreation(order.document, { status: 'STOPPED', stopAction: { type: 'Redirect', redirectUrl: providerPageUrl(payment.id) } });
    stores.orders.update(order.id, { status: order.status, creationStatus: 'STOPPED', document });
    return document;
  }

  function rollBack(order: OrderRecord, reason: RedirectStatus): string {
    const { included } = JSON.parse(order.document) as StoredOrderDocument;
    const lines = Object.values((included.lineItems ?? {}) as Record<string, { product: string; quantity: { value: number } }>);
    for (const line of lines) stores.stock.release(line.product, line.quantity.value);
    const document = withCreation(order.document, { status: 'ROLLED_BACK' });
    stores.orders.rollBack(order.id, reason, document);
    reopenBasket.run(order.basketId, order.id);
    return document;
  }

  function applyReturn(order: OrderRecord, status: RedirectStatus, parameters: { name: string; value: string }[]): string {
    const payment = stores.providerPayments.ofOrder(order.id);
    const paymentId = parameters.find(parameter => parameter.name === 'paymentId')?.value;
    if (payment && paymentId !== undefined && paymentId !== payment.id) {
      throw updateFailed(422, [
        { code: 'order.payment.unknown.error', message: 'The paymentId is not the payment of this order.', paths: ['/orderCreation/redirect/parameters'] },
      ]);
    }
    if (status === 'SUCCESS') {
      if (payment?.status !== 'SUCCESS') {
        throw conflict('order.payment.not_approved.error', 'The payment provider has not approved the payment of this order.');
      }
      const document = withCreation(order.document, { status: 'COMPLETED' });
      stores.orders.update(order.id, { status: NEW_ORDER_STATUS, creationStatus: 'COMPLETED', document });
      return document;
    }
    if (payment?.status === 'SUCCESS') {
      throw conflict('order.payment.already_approved.error', 'The payment provider has approved the payment of this order.');
    }
    // the provider must not approve later what the shop has rolled back
    if (payment?.status === 'PENDING') stores.providerPayments.decide(payment.id, status);
    return rollBack(order, status);
  }

  /** `locale`: the request's, the language of the provider's page when the order goes there now. */
  return db.transaction((orderId: string, tokenHash: TokenHash, redirect: RedirectBody, locale: string | null = null): string => {
    const status = redirect.status?.toUpperCase();
    const hasUrls = redirect.successUrl !== undefined || redirect.cancelUrl !== undefined || redirect.failureUrl !== undefined;
    if (status === undefined && !hasUrls) {
      throw updateFailed(422, [
        { code: 'order.redirect.missing.error', message: 'The redirect needs return URLs or a status.', paths: ['/orderCreation/redirect'] },
      ]);
    }
    if (status !== undefined && !isRedirectStatus(status)) {
      throw updateFailed(422, [
        { code: 'order.redirect.status.invalid.error', message: 'The redirect status is SUCCESS, CANCEL or FAILURE.', paths: ['/orderCreation/redirect/status'] },
      ]);
    }

    const order = stores.orders.find(orderId, tokenHash);
    if (!order) {
      // a repeated CANCEL or FAILURE (a retry after a lost answer) answers the rolled-back attempt again
      const rolledBack = stores.orders.findRolledBack(orderId, tokenHash);
      if (rolledBack && (status === 'CANCEL' || status === 'FAILURE')) return rolledBack.document;
      if (rolledBack) throw conflict('order.creation.rolled_back.error', 'The order was rolled back.');
      throw notFound('order.not_found.error', `The order '${orderId}' was not found.`);
    }
    const creation: OrderCreation = creationOf(order.document);
    if (creation.status === 'COMPLETED') {
      if (status === 'SUCCESS') return order.document;
      throw conflict('order.creation.completed.error', 'The order is already placed.');
    }
    if (status === undefined) return registerReturnUrls(order, redirect, locale);
    return applyReturn(order, status, redirect.parameters ?? []);
  });
}

export type OrderContinuation = ReturnType<typeof createOrderContinuation>;
