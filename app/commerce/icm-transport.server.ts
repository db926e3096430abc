// The wire: URL with matrix parameters, Accept media types, token header, timeouts, the token-error
// retry, de-duplication of identical GETs, the shared anonymous catalogue cache, zod parsing at the
// boundary and error mapping. Every resource module sends its calls through `request()`.
import type { z } from 'zod';

import type { CatalogCache } from './catalog-cache.server';
import { COMMUNICATION_TIMEOUT, CommerceError, commerceErrorFromResponse, INVALID_RESPONSE } from './errors';
import { type BackendAnswer, type BackendFetch, loopbackFetch } from './loopback-fetch.server';
import { mediaTypeFor } from './media-types';
import type { MappingContext } from './models/mapping-context';

export const TOKEN_HEADER = 'authentication-token';
export const DEFAULT_TIMEOUT_MS = 8_000;
/** Spec business-and-integration §7.2: retry once without the token after 500 ms. */
export const DEFAULT_TOKEN_RETRY_DELAY_MS = 500;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export interface TransportOptions {
  /** `{ICM}/INTERSHOP/rest/WFS/{channel}/{application}` (application usually `-`). */
  baseUrl: string;
  /** `en_US` (a `en-US` form is accepted). */
  locale: string;
  currency: string;
  token?: string;
  /** Personalization group id, sent as `;spgid=`/`;pgid=` on calls that ask for it. */
  pgid?: string;
  /** Calls the backend; by default `fetch`, or Node's HTTP client for a backend on this machine. */
  fetch?: BackendFetch;
  cache?: CatalogCache;
  timeoutMs?: number;
  /**
   * When this client's own calls (not the shared cache's loads) give up at the latest (epoch ms): the
   * page's deadline, so that sequential calls cannot add up past it.
   */
  deadline?: number;
  tokenRetryDelayMs?: number;
  /** Aborts this client's calls (e.g. the incoming request's signal). Cached loads ignore it. */
  signal?: AbortSignal;
  /**
   * The token is an anonymous one: it changes nothing in catalogue answers, so cacheable calls go
   * without it, through the shared cache.
   */
  catalogWithoutToken?: boolean;
  /**
   * Origin that host-relative static URLs (`/INTERSHOP/static/…`) are resolved against; defaults to the
   * origin of `baseUrl`. An empty string keeps them host-relative, for a storefront that serves them itself.
   */
  staticOrigin?: string;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON unless it is a string or URLSearchParams. */
  body?: unknown;
  /** Parses the answer at the boundary; its output is what `request` resolves to. */
  schema: z.ZodType<T>;
  /** Accept header; defaults to the resource family's media type. */
  mediaType?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Matrix parameter `;loc=` (default true). */
  sendLocale?: boolean;
  /** Matrix parameter `;cur=` (default true). */
  sendCurrency?: boolean;
  /** `authentication-token` header when the client has a token (default true). */
  sendToken?: boolean;
  /** Matrix parameter on the first path segment: `spgid` for catalogue, `pgid` for CMS. */
  personalization?: 'spgid' | 'pgid';
  /** reCAPTCHA: sent as `Authorization: CAPTCHA …` instead of the token. */
  captcha?: { token: string; action?: string };
  timeoutMs?: number;
  /** Allow the shared catalogue cache (GET without token only). */
  cacheable?: boolean;
  /** 'text' for XML or plain answers; the schema then receives the text. */
  responseType?: 'json' | 'text';
  /** Told the headers of a successful answer (e.g. the `authentication-token` of `POST baskets`). */
  onResponseHeaders?: (headers: Headers) => void;
}

export interface Transport {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  /** The URL a call would go to (for logs and tests). */
  url(path: string, options?: Pick<RequestOptions<unknown>, 'query' | 'sendLocale' | 'sendCurrency' | 'personalization'>): string;
  readonly locale: string;
  readonly currency: string;
  readonly mapping: MappingContext;
  /** True once ICM rejected the token; later calls of this client go without it. */
  readonly tokenRejected: boolean;
  readonly hasToken: boolean;
  /** The token later calls send (e.g. the anonymous token ICM answered to `POST baskets`). */
  readonly token: string | undefined;
  /** Replaces the token for the rest of this client's calls; a new token is not rejected (yet). */
  setToken(token: string): void;
}

/** Bodies of error answers, kept out of the error object so they never reach a page by accident. */
const errorBodies = new WeakMap<object, string>();

interface RawResponse {
  status: number;
  body: string;
  /** The answer, whose headers are read only when a caller asks for them. */
  answer?: BackendAnswer;
  /** Set when the shared cache already holds the decoded answer. */
  decoded?: { value: unknown };
}

function appendQuery(search: URLSearchParams, query: QueryParams | undefined) {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
}

/** Token errors are recognised by text, as the PWA does: the key or message names the token. */
function isTokenError(error: CommerceError, body: string): boolean {
  const haystack = `${error.errorKey ?? ''} ${error.message} ${body}`;
  return /AuthenticationToken|Unable to decode token/i.test(haystack);
}

/**
 * A backend on this machine (the bundled API, or an ICM on loopback): its answers travel no network, so
 * compressing them would only cost CPU on both ends (the API gzipping, the storefront gunzipping).
 */
function onThisMachine(url: string): boolean {
  const host = URL.parse(url)?.hostname ?? '';
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

export function createTransport(options: TransportOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const locale = options.locale.replace('-', '_');
  const currency = options.currency;
  const timeoutDefault = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelay = options.tokenRetryDelayMs ?? DEFAULT_TOKEN_RETRY_DELAY_MS;
  const inFlight = new Map<string, Promise<RawResponse>>();
  const uncompressed = onThisMachine(base);
  // Calls below the REST base go over loopback with Node's HTTP client; any other URL (a backend's absolute
  // link elsewhere) with fetch.
  const localFetch = options.fetch ?? (uncompressed && base.startsWith('http:') ? loopbackFetch : globalThis.fetch);
  const otherFetch = options.fetch ?? globalThis.fetch;
  let tokenRejected = false;
  let token = options.token;
  /** Part of the de-duplication key of token GETs, so that answers for an earlier token are not reused. */
  let tokenGeneration = 0;

  let icmServerUrl: string | undefined = options.staticOrigin;
  if (icmServerUrl === undefined) {
    try {
      icmServerUrl = new URL(base).origin;
    } catch {
      icmServerUrl = undefined;
    }
  }

  function url(path: string, o: Pick<RequestOptions<unknown>, 'query' | 'sendLocale' | 'sendCurrency' | 'personalization'> = {}): string {
    if (/^https?:\/\//.test(path)) {
      const absolute = new URL(path);
      appendQuery(absolute.searchParams, o.query);
      return absolute.href;
    }
    const [rawPath, rawQuery] = path.replace(/^\/+/, '').split('?');
    const matrix =
      (o.sendLocale === false ? '' : `;loc=${locale}`) + (o.sendCurrency === false ? '' : `;cur=${currency}`);
    const segments = rawPath.split('/');
    if (o.personalization && options.pgid) segments[0] = `${segments[0]};${o.personalization}=${options.pgid}`;
    const search = new URLSearchParams(rawQuery ?? '');
    appendQuery(search, o.query);
    const qs = search.toString();
    return `${base}${matrix}/${segments.join('/')}${qs ? `?${qs}` : ''}`;
  }

  async function send(
    method: HttpMethod,
    target: string,
    headers: Record<string, string>,
    body: string | URLSearchParams | undefined,
    timeoutMs: number,
    useCallerSignal: boolean
  ): Promise<RawResponse> {
    const remainingMs = useCallerSignal && options.deadline !== undefined ? Math.max(0, options.deadline - Date.now()) : Infinity;
    const waitMs = Math.min(timeoutMs, remainingMs);
    const timeout = AbortSignal.timeout(waitMs);
    const signal =
      useCallerSignal && options.signal && typeof AbortSignal.any === 'function'
        ? AbortSignal.any([timeout, options.signal])
        : timeout;
    const label = `${method} ${target}`;
    let response: BackendAnswer;
    let text: string;
    try {
      response = await (target.startsWith(base) ? localFetch : otherFetch)(target, { method, headers, body, signal });
      text = await response.text();
    } catch (error) {
      const timedOut = timeout.aborted || (error as Error)?.name === 'TimeoutError';
      throw new CommerceError({
        status: 0,
        errorKey: COMMUNICATION_TIMEOUT,
        message: timedOut ? `${label} timed out after ${waitMs} ms` : `${label} failed: ${(error as Error)?.message ?? error}`,
        request: label,
        cause: error,
        aborted: !timedOut && useCallerSignal && !!options.signal?.aborted,
      });
    }
    if (!response.ok) {
      const error = commerceErrorFromResponse(response.status, response.headers, text, label);
      errorBodies.set(error, text);
      throw error;
    }
    return { status: response.status, body: text, answer: response };
  }

  async function request<T>(path: string, o: RequestOptions<T>): Promise<T> {
    const method = o.method ?? 'GET';
    const target = url(path, o);
    const accept = o.mediaType ?? mediaTypeFor(path);
    const timeoutMs = o.timeoutMs ?? timeoutDefault;

    const baseHeaders: Record<string, string> = { Accept: accept, ...o.headers };
    if (uncompressed && target.startsWith(base)) baseHeaders['accept-encoding'] = 'identity';
    let body: string | URLSearchParams | undefined;
    if (o.body !== undefined) {
      if (typeof o.body === 'string' || o.body instanceof URLSearchParams) {
        body = o.body;
        if (o.body instanceof URLSearchParams) baseHeaders['content-type'] = o.contentType ?? 'application/x-www-form-urlencoded';
        else if (o.contentType) baseHeaders['content-type'] = o.contentType;
      } else {
        body = JSON.stringify(o.body);
        baseHeaders['content-type'] = o.contentType ?? 'application/json';
      }
    }
    if (o.captcha) {
      baseHeaders.Authorization =
        o.captcha.action !== undefined
          ? `CAPTCHA recaptcha_token=${o.captcha.token} action=${o.captcha.action}`
          : `CAPTCHA g-recaptcha-response=${o.captcha.token} foo=bar`;
    }

    const wantsToken = !o.captcha && o.sendToken !== false && !!token && !(o.cacheable && options.catalogWithoutToken);

    const decode = (rawBody: string): T => {
      let payload: unknown = rawBody;
      if (o.responseType !== 'text') {
        if (rawBody.trim() === '') payload = undefined;
        else {
          try {
            payload = JSON.parse(rawBody);
          } catch (error) {
            throw new CommerceError({ status: 502, errorKey: INVALID_RESPONSE, message: `${method} ${target}: answer is not JSON`, request: `${method} ${target}`, cause: error });
          }
        }
      }
      const parsed = o.schema.safeParse(payload);
      if (!parsed.success) {
        throw new CommerceError({
          status: 502,
          errorKey: INVALID_RESPONSE,
          message: `${method} ${target}: unexpected answer: ${parsed.error.message.slice(0, 500)}`,
          request: `${method} ${target}`,
          cause: parsed.error,
        });
      }
      return parsed.data;
    };

    const attempt = async (withToken: boolean): Promise<RawResponse> => {
      const headers = withToken ? { ...baseHeaders, [TOKEN_HEADER]: token! } : baseHeaders;
      if (method !== 'GET') {
        // A write may change what earlier GETs of this request answered (a basket, say): forget them.
        try {
          return await send(method, target, headers, body, timeoutMs, true);
        } finally {
          inFlight.clear();
        }
      }

      const key = `${withToken ? `T${tokenGeneration}` : 'A'} ${accept} ${target}`;
      const shared = !withToken && o.cacheable && options.cache;
      if (shared) {
        // Cached loads outlive this request, so they ignore its abort signal.
        const load = () => send(method, target, headers, undefined, timeoutMs, false).then(r => r.body);
        const value = await options.cache!.getDecoded(key, load, o.schema, decode);
        return { status: 200, body: '', decoded: { value } };
      }
      const existing = inFlight.get(key);
      if (existing) return existing;
      const pending = send(method, target, headers, undefined, timeoutMs, true);
      inFlight.set(key, pending);
      pending.catch(() => inFlight.delete(key));
      return pending;
    };

    let raw: RawResponse;
    const useToken = wantsToken && !tokenRejected;
    try {
      raw = await attempt(useToken);
    } catch (error) {
      const body = (error instanceof Object && errorBodies.get(error)) || '';
      if (useToken && error instanceof CommerceError && error.status >= 400 && isTokenError(error, body)) {
        tokenRejected = true;
        await sleep(retryDelay);
        raw = await attempt(false);
      } else {
        throw error;
      }
    }

    if (raw.decoded) return raw.decoded.value as T;
    const value = decode(raw.body);
    if (raw.answer && o.onResponseHeaders) o.onResponseHeaders(raw.answer.headers);
    return value;
  }

  return {
    request,
    url,
    locale,
    currency,
    mapping: { icmServerUrl },
    get tokenRejected() {
      return tokenRejected;
    },
    get hasToken() {
      return !!token && !tokenRejected;
    },
    get token() {
      return tokenRejected ? undefined : token;
    },
    setToken(next: string) {
      if (next === token && !tokenRejected) return;
      token = next;
      tokenRejected = false;
      tokenGeneration += 1;
    },
  };
}
