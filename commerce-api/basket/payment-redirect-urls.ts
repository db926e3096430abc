// The return URLs of a payment that needs a redirect (success, cancel, failure): checked (absolute
// http or https URLs, no credentials, bounded length) and stored, so a payment provider only ever
// sends the shopper back to URLs the shop registered. `*orderID*` stands for the order id (the PWA
// registers URLs before the order exists).
import type { Db } from '../db/open-database';
import type { IcmErrorCause } from '../http/icm-errors';

export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
  failureUrl: string;
}

export const RETURN_URL_NAMES = ['successUrl', 'cancelUrl', 'failureUrl'] as const;
export const MAX_RETURN_URL_LENGTH = 2000;
const ORDER_ID_PLACEHOLDER = /\*orderID\*/gi;

/** Why a return URL cannot be registered, or undefined when it can. */
function returnUrlProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return 'is required';
  if (value.length > MAX_RETURN_URL_LENGTH) return `must have at most ${MAX_RETURN_URL_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return 'must not contain white space, control characters or backslashes';
  if (!URL.canParse(value)) return 'must be an absolute URL';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.username !== '' || url.password !== '') return 'must not carry credentials';
  return undefined;
}

/** One cause per missing or unusable URL, with paths below `pathPrefix` (e.g. `/redirect`). */
export function returnUrlCauses(given: Partial<Record<(typeof RETURN_URL_NAMES)[number], unknown>>, pathPrefix: string): IcmErrorCause[] {
  return RETURN_URL_NAMES.flatMap(name => {
    const problem = returnUrlProblem(given[name]);
    return problem === undefined
      ? []
      : [{ code: `payment.redirect.${name}.invalid.error`, message: `The ${name} ${problem}.`, paths: [`${pathPrefix}/${name}`] }];
  });
}

/** The URLs with the order id in place of `*orderID*`. */
export function forOrder(urls: ReturnUrls, orderId: string): ReturnUrls {
  const fill = (url: string) => url.replace(ORDER_ID_PLACEHOLDER, encodeURIComponent(orderId));
  return { successUrl: fill(urls.successUrl), cancelUrl: fill(urls.cancelUrl), failureUrl: fill(urls.failureUrl) };
}

export function createPaymentRedirectUrls(db: Db) {
  const get = db.prepare(`SELECT success_url AS successUrl, cancel_url AS cancelUrl, failure_url AS failureUrl
    FROM basket_payment_redirects WHERE basket_id = ?`);
  const set = db.prepare(`INSERT INTO basket_payment_redirects (basket_id, success_url, cancel_url, failure_url)
    VALUES (@basketId, @successUrl, @cancelUrl, @failureUrl)
    ON CONFLICT (basket_id) DO UPDATE SET success_url = excluded.success_url, cancel_url = excluded.cancel_url,
      failure_url = excluded.failure_url`);
  const clear = db.prepare('DELETE FROM basket_payment_redirects WHERE basket_id = ?');
  return {
    /** The basket payment's registered return URLs, if any. */
    of: (basketId: string) => get.get(basketId) as ReturnUrls | undefined,
    /** Registers checked URLs (see `returnUrlCauses`); undefined removes them. */
    set(basketId: string, urls: ReturnUrls | undefined): void {
      if (urls) set.run({ basketId, ...urls });
      else clear.run(basketId);
    },
  };
}

export type PaymentRedirectUrls = ReturnType<typeof createPaymentRedirectUrls>;
