// Where a failed commerce call meets the page (shopping-core §8): the page's primary resource decides
// its status; secondary data degrades to a fallback. Nothing of the backend's answer reaches the page.
import { data } from 'react-router';
import { CommerceError, isCommerceError } from '~/commerce/errors';
import type { ShopMessage } from '~/forms/form-reply';
import type { ShopContext } from '~/http/shop-context.server';

/** Seconds a client should wait before trying again when the backend is unavailable. */
export const RETRY_AFTER_SECONDS = 120;

/**
 * The response a failed primary load becomes: a resource the backend does not have or will not give
 * for this request is a 404, an unavailable backend (unreachable, timed out, 503) the maintenance
 * answer 503, any other backend failure 502. Other errors pass through unchanged.
 */
export function commerceErrorResponse(error: unknown): unknown {
  if (!(error instanceof CommerceError)) return error;
  if (isBackendUnavailable(error)) {
    // A shopper who left aborted the call: nothing to report.
    if (!error.aborted) console.error(`Commerce backend unavailable: ${error.message}`);
    return data(null, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
  }
  if (error.status >= 500) {
    console.error(`Commerce backend failed: ${error.message}`);
    return data(null, { status: 502 });
  }
  if (error.status === 401 || error.status === 403) return data(null, { status: error.status });
  return data(null, { status: 404 });
}

/** The backend is down, unreachable or timed out: the shop is in maintenance rather than degraded. */
export function isBackendUnavailable(error: unknown): boolean {
  return error instanceof CommerceError && (error.status === 0 || error.status === 503);
}

/** Awaits the page's primary resource; when it fails, the page answers as commerceErrorResponse says. */
export async function primary<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    throw commerceErrorResponse(error);
  }
}

/**
 * Awaits secondary data (prices, stock, filters, links, variations…): when it fails, the page renders
 * with `fallback` instead, the request is marked degraded (so no cache keeps the answer) and the cause
 * is logged once at the end of the request.
 */
export async function secondary<T>(shop: ShopContext, part: string, load: Promise<T>, fallback: NoInfer<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // A response thrown on purpose (a redirect to the login page when the login is lost) is the answer.
    if (error instanceof Response) throw error;
    shop.degradation.record(part, error);
    return fallback;
  }
}

/**
 * For a page whose data is all secondary (home): like `secondary`, but an unavailable backend is the
 * maintenance answer, not an empty page.
 */
export async function secondaryUnlessUnavailable<T>(
  shop: ShopContext,
  part: string,
  load: Promise<T>,
  fallback: NoInfer<T>,
): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isBackendUnavailable(error)) throw commerceErrorResponse(error);
    shop.degradation.record(part, error);
    return fallback;
  }
}

/** A 4xx the backend gave for what the shopper sent (not a refused token): a message on the form, not the error page. */
export function isRefusal(error: unknown): error is CommerceError {
  return isCommerceError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
}

/** A refusal the backend gave no text of its own for: the shop's, in the page's language. */
export const NOT_PROCESSED: ShopMessage = { type: 'error', key: 'basket.error.not_processed' };

/**
 * The backend's own words for a refusal (ICM answers them in the request's locale): its first cause's
 * message, else its message. None for the REST layer's errors (`rest.*`: a malformed body, an invalid
 * parameter), whose texts describe the request in English rather than what the shopper entered, nor
 * for a bare error code.
 */
export function backendText(error: CommerceError): string | undefined {
  if (error.errorKey?.startsWith('rest.')) return undefined;
  const text = (error.causes?.[0]?.message || error.message).trim();
  return /\s/.test(text) ? text.slice(0, 500) : undefined;
}

/**
 * Why the backend refused, for the shopper. When it judged the request's content (400, 409, 422),
 * its first cause's message, as spec §8 shows it (else the shop's NOT_PROCESSED); any other refusal
 * (a resource an older ICM lacks, say) is the shop's own message, so no backend path or id reaches
 * the page.
 */
export function refusalMessage(error: CommerceError): ShopMessage {
  if (error.status !== 400 && error.status !== 409 && error.status !== 422) return { type: 'error', key: 'basket.error.refused' };
  const text = backendText(error);
  return text === undefined ? NOT_PROCESSED : { type: 'error', key: 'basket.error.backend', values: { message: text } };
}
