// The bundled demo payment provider's payments: one per order that is sent to the provider, with the
// amount it shows and the return URLs registered for it. The provider decides once (PENDING →
// SUCCESS, CANCEL or FAILURE); the shop's continuation checks its word against this record.
import { randomBytes } from 'node:crypto';

import type { ReturnUrls } from '../basket/payment-redirect-urls';
import type { Db } from '../db/open-database';

export const DEMO_REDIRECT_METHOD = 'ISH_DEMO_REDIRECT';
/** Path of the provider's page, outside the REST base; the storefront proxies it like the images. */
export const PROVIDER_PATH = '/INTERSHOP/payment-provider';

export type ProviderStatus = 'PENDING' | 'SUCCESS' | 'CANCEL' | 'FAILURE';

export interface ProviderPayment extends ReturnUrls {
  id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  /** The locale of the shop request that sent the order to the provider (its page's language); null when unknown. */
  locale: string | null;
  status: ProviderStatus;
}

const COLUMNS = `id, order_id AS orderId, amount_cents AS amountCents, currency, success_url AS successUrl,
  cancel_url AS cancelUrl, failure_url AS failureUrl, locale, status`;

export function providerPageUrl(paymentId: string): string {
  return `${PROVIDER_PATH}/${encodeURIComponent(paymentId)}`;
}

export function createProviderPayments(db: Db) {
  const insert = db.prepare(`INSERT INTO provider_payments
      (id, order_id, amount_cents, currency, success_url, cancel_url, failure_url, locale, status, created_at)
    VALUES (@id, @orderId, @amountCents, @currency, @successUrl, @cancelUrl, @failureUrl, @locale, 'PENDING', @createdAt)`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM provider_payments WHERE id = ?`);
  const ofOrder = db.prepare(`SELECT ${COLUMNS} FROM provider_payments WHERE order_id = ? ORDER BY created_at DESC LIMIT 1`);
  const decide = db.prepare(`UPDATE provider_payments SET status = @status, decided_at = @decidedAt
    WHERE id = @id AND status = 'PENDING'`);
  return {
    create(payment: Omit<ProviderPayment, 'id' | 'status'>): ProviderPayment {
      const id = randomBytes(18).toString('base64url');
      insert.run({ id, ...payment, createdAt: new Date().toISOString() });
      return { id, ...payment, status: 'PENDING' };
    },
    find: (id: string) => byId.get(id) as ProviderPayment | undefined,
    /** The order's newest provider payment. */
    ofOrder: (orderId: string) => ofOrder.get(orderId) as ProviderPayment | undefined,
    /** Records the decision of a pending payment; false when it was decided before. */
    decide: (id: string, status: Exclude<ProviderStatus, 'PENDING'>) =>
      decide.run({ id, status, decidedAt: new Date().toISOString() }).changes === 1,
  };
}

export type ProviderPayments = ReturnType<typeof createProviderPayments>;
