// The calls to the bundled API during the compatibility run, the browser's and the SSR server's: each
// with the journey it happened in, its path pattern (REST base, matrix parameters and query values
// dropped, ids collapsed), and whether an error answer was expected (EXPECTED_ERRORS) or not.
import { existsSync, readFileSync } from 'node:fs';

import { REST_BASE } from './servers';

export type CallStatus = number | 'failed' | 'aborted';

export interface ApiCall {
  source: 'browser' | 'SSR';
  journey: string;
  method: string;
  pattern: string;
  /**
   * The HTTP status; `aborted` when the client cancelled the call itself (the browser leaving a page, the SSR
   * server redirecting); `failed` when no answer reached the client otherwise (a refused CORS preflight, a reset).
   */
  status: CallStatus;
}

interface ExpectedError {
  /** Only in this journey; in every journey when absent. */
  journey?: string;
  method: string;
  pattern: RegExp;
  status: number;
  kind: 'expected' | 'known missing';
  reason: string;
}

export const EXPECTED_ERRORS: ExpectedError[] = [
  {
    journey: 'promotion code',
    method: 'POST',
    pattern: /^baskets\/\{id\}\/promotioncodes$/,
    status: 422,
    kind: 'expected',
    reason: 'a wrong promotion code is refused',
  },
  {
    method: 'GET',
    pattern: /^privatecustomers\/-\/notifications\//,
    status: 404,
    kind: 'known missing',
    reason: "the bundled API has no product notifications (the PWA's account pages ask for them)",
  },
];

const STATIC_BASE = REST_BASE.replace('/rest/', '/static/');
/** Collections whose next path segment names one of their members (unless `-` or `current`, the caller's own). */
const COLLECTIONS = new Set(['products', 'promotions', 'baskets', 'orders', 'items', 'addresses', 'payments', 'users', 'customers', 'wishlists', 'costcenters', 'requisitions', 'recurringorders']);

const CATEGORY_RESOURCES = new Set(['products', 'productfilters']);

function collapseIds(segments: string[]): string[] {
  // CMS ids name the shop's content (includes, pages, view contexts), a fixed set worth telling apart.
  if (segments[0] === 'cms') return segments;
  const categoryAt = segments.indexOf('categories');
  if (categoryAt >= 0 && categoryAt < segments.length - 1) {
    const rest = segments.slice(categoryAt + 1);
    // A category's products and product filters follow its path.
    const resource = rest.length > 1 && CATEGORY_RESOURCES.has(rest.at(-1)!) ? [rest.at(-1)!] : [];
    return [...segments.slice(0, categoryAt + 1), '{path}', ...resource];
  }
  return segments.map((segment, index) =>
    (COLLECTIONS.has(segments[index - 1]) && segment !== '-' && segment !== 'current') || /\d/.test(segment) ? '{id}' : segment,
  );
}

/**
 * `/INTERSHOP/rest/WFS/<site>/-;loc=en_US;cur=USD/products/201807171?attrs=a,b` → `products/{id}?attrs`;
 * CMS paths keep their ids; static files (images) → `static/{path}`.
 */
export function pathPattern(pathAndQuery: string): string {
  const [pathname, query = ''] = pathAndQuery.split('?', 2);
  if (pathname.startsWith(STATIC_BASE)) return 'static/{path}';
  const restPath = pathname.startsWith(REST_BASE) ? pathname.slice(REST_BASE.length) : pathname;
  const segments = restPath
    .replace(/;[^/]*/g, '')
    .split('/')
    .filter(Boolean)
    .map(segment => decodeURIComponent(segment));
  const keys = [...new Set(new URLSearchParams(query).keys())].sort();
  return collapseIds(segments).join('/') + (keys.length ? `?${keys.join('&')}` : '');
}

const isError = (status: CallStatus) => status === 'failed' || (typeof status === 'number' && status >= 400);

export function expectation(call: ApiCall): ExpectedError | undefined {
  if (!isError(call.status)) return undefined;
  return EXPECTED_ERRORS.find(
    expected =>
      (!expected.journey || expected.journey === call.journey) &&
      expected.method === call.method &&
      expected.status === call.status &&
      expected.pattern.test(call.pattern),
  );
}

export const isUnexpectedError = (call: ApiCall) => isError(call.status) && !expectation(call);

/** The journey a moment of the run belongs to, from the journeys' start times. */
export type JourneyAt = (time: number) => string;

/** The SSR server's calls to the API from ssr-preload.cjs's log. */
export function readSsrCalls(logFile: string, apiOrigin: string, journeyAt: JourneyAt): ApiCall[] {
  if (!existsSync(logFile)) return [];
  const apiHost = new URL(apiOrigin).host;
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map(line => JSON.parse(line) as { time: number; method: string; host: string; path: string; status: number | 'failed'; aborted?: boolean })
    .filter(call => call.host === apiHost)
    .map(call => ({
      source: 'SSR',
      journey: journeyAt(call.time),
      method: call.method,
      pattern: pathPattern(call.path),
      status: call.aborted ? 'aborted' : call.status,
    }));
}

export interface CallRow {
  source: string;
  method: string;
  pattern: string;
  status: CallStatus;
  count: number;
  journeys: string[];
  note: string;
}

/** The calls grouped by source, method, pattern and status, the errors noted as expected, known missing or UNEXPECTED. */
export function callTable(calls: ApiCall[]): CallRow[] {
  const rows = new Map<string, CallRow>();
  for (const call of calls) {
    const key = [call.source, call.pattern, call.method, call.status].join(' ');
    const expected = expectation(call);
    const note = expected ? `${expected.kind}: ${expected.reason}` : isUnexpectedError(call) ? 'UNEXPECTED' : '';
    const row = rows.get(key) ?? { source: call.source, method: call.method, pattern: call.pattern, status: call.status, count: 0, journeys: [], note };
    row.count++;
    if (!row.journeys.includes(call.journey)) row.journeys.push(call.journey);
    if (note === 'UNEXPECTED') row.note = note;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.source.localeCompare(b.source) || a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method));
}
