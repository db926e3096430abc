// The one error type commerce calls throw. Safe to import anywhere (no server-only code).

export interface CommerceErrorCause {
  code: string;
  message: string;
  paths?: string[];
}

export interface CommerceErrorInit {
  status: number;
  message?: string;
  errorKey?: string;
  causes?: CommerceErrorCause[];
  /** Request method and URL (without credentials), for logs. */
  request?: string;
  cause?: unknown;
  /** The caller gave up (the shopper left): nothing is wrong with the backend. */
  aborted?: boolean;
  /** The answer's Retry-After (seconds or an HTTP date), e.g. of a throttled login. */
  retryAfter?: string;
}

/** Status 0: the backend could not be reached or did not answer in time (spec §8 "communication timeout"). */
export const COMMUNICATION_TIMEOUT = 'communication.timeout';
/** A 2xx answer that does not match the expected shape. */
export const INVALID_RESPONSE = 'commerce.response.invalid';

export class CommerceError extends Error {
  readonly status: number;
  readonly errorKey?: string;
  readonly causes?: CommerceErrorCause[];
  readonly request?: string;
  readonly aborted: boolean;
  readonly retryAfter?: string;

  constructor(init: CommerceErrorInit) {
    super(init.message ?? init.errorKey ?? `Commerce request failed with status ${init.status}`, { cause: init.cause });
    this.name = 'CommerceError';
    this.status = init.status;
    if (init.errorKey) this.errorKey = init.errorKey;
    if (init.causes?.length) this.causes = init.causes;
    if (init.request) this.request = init.request;
    this.aborted = init.aborted ?? false;
    if (init.retryAfter) this.retryAfter = init.retryAfter;
  }

  /** The backend is unreachable, timed out or failed (route to maintenance/error page). */
  get isBackendFailure(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isCommerceError(error: unknown, status?: number): error is CommerceError {
  return error instanceof CommerceError && (status === undefined || error.status === status);
}

interface IcmErrorEntry {
  code?: unknown;
  message?: unknown;
  causes?: unknown;
  paths?: unknown;
}

function asCause(entry: unknown): CommerceErrorCause | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { code, message, paths } = entry as IcmErrorEntry;
  if (typeof code !== 'string' && typeof message !== 'string') return undefined;
  const cause: CommerceErrorCause = { code: typeof code === 'string' ? code : '', message: typeof message === 'string' ? message : '' };
  if (Array.isArray(paths)) cause.paths = paths.filter((p): p is string => typeof p === 'string');
  return cause;
}

/** A Retry-After header in one of its two forms (delta seconds or an HTTP date), else undefined. */
function retryAfterOf(headers: Headers): string | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  return /^\d{1,9}$/.test(value) || !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/**
 * Maps an ICM error answer the way the PWA's ICM error mapper does: the `error-key` header names the
 * error, `error-type: error-missing-attributes|error-invalid-attributes` carry a text body, JSON bodies
 * carry `errors` (or `messages`) lists whose first entry has the code, message and causes.
 */
export function commerceErrorFromResponse(
  status: number,
  headers: Headers,
  bodyText: string,
  request?: string
): CommerceError {
  const headerKey = headers.get('error-key') ?? undefined;
  const errorType = headers.get('error-type') ?? undefined;
  const retryAfter = retryAfterOf(headers);
  const text = bodyText.trim();

  let json: unknown;
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (json && typeof json === 'object' && !Array.isArray(json)) {
    const body = json as Record<string, unknown>;
    const list = Array.isArray(body.errors) ? body.errors : Array.isArray(body.messages) ? body.messages : undefined;
    const first = list?.length ? asCause(list[0]) : undefined;
    if (first) {
      const rawCauses = (list![0] as IcmErrorEntry).causes;
      const causes = (Array.isArray(rawCauses) ? rawCauses : list!.slice(1))
        .map(asCause)
        .filter((c): c is CommerceErrorCause => !!c);
      return new CommerceError({
        status,
        errorKey: headerKey ?? (first.code || undefined),
        message: first.message || first.code,
        causes,
        request,
        retryAfter,
      });
    }
    const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : undefined;
    const code = typeof body.code === 'string' ? body.code : undefined;
    return new CommerceError({ status, errorKey: headerKey ?? code, message: message ?? headerKey ?? code, request, retryAfter });
  }

  if (errorType === 'error-missing-attributes' || errorType === 'error-invalid-attributes') {
    const attributes = headers.get(errorType) ?? undefined;
    return new CommerceError({
      status,
      errorKey: headerKey,
      message: text || headerKey,
      causes: attributes
        ? attributes.split(',').map(name => ({ code: errorType, message: name.trim(), paths: [name.trim()] }))
        : undefined,
      request,
      retryAfter,
    });
  }

  return new CommerceError({ status, errorKey: headerKey, message: text || headerKey || `HTTP ${status}`, request, retryAfter });
}
