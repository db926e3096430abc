// A stand-in for an older ICM (7.x): serves the recorded answers in tests/fixtures/icm under
// /INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/- and answers everything else 404 in ICM's error format
// (`error-key` header, `{ errors: [...] }` body), as an ICM without `productprices`, `inventories` or
// category `productfilters` does. Run as a program it listens on PORT (default 4010).
//
// Which file answers a request (the naming of the PWA's former mock mode, extended to fall back):
// - Matrix parameters (`;loc=`, `;cur=`, `;spgid=`, …) are ignored; the path below `-` names the folder.
// - The PWA named a recorded answer `<method>` plus `_<key>_<value>` for every query parameter, keys
//   sorted, characters other than letters, digits and `-` replaced by `_`: `get_SearchTerm_k.json`.
//   That exact file answers first.
// - Otherwise the parameters are split into selecting ones (`searchTerm`, `SearchTerm`, `MasterSKU`, …),
//   which decide WHAT is answered, and presentation ones (`attrs`, `amount`, `offset`, `returnSortKeys`,
//   `allImages`, …), which only decide how much of it (the recorded client asked for fewer attributes).
//   A recorded file whose selecting parameters equal the request's answers next, so
//   `products?searchTerm=kodak&attrs=…&amount=12` gets `get_amount_9_…_searchTerm_kodak.json`.
// - Last, the resource's general answer `<method>.json` (or `<method>-data.json`) answers, as a mock mode
//   serving one answer per resource would: `products/get.json` (an empty result) for a search nobody
//   recorded, `suggest/get.json` for any other term. A request without selecting parameters prefers the
//   general answer to a query-specific one.
// - A folder without a matching file, or no folder, is a resource this ICM does not have: 404.
// No session of the stand-in is ever valid: a call with an `authentication-token` header is refused
// as ICM refuses an expired token (401, error-key `AuthenticationTokenInvalid`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REST_BASE_PATH = '/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-';
const DEFAULT_FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'icm');

/** Parameters that shape an answer without choosing it (the recorded client asked for fewer attributes). */
const PRESENTATION_PARAMETERS = new Set([
  'allImages', 'amount', 'attrs', 'attributeGroup', 'extended', 'imageView', 'limit', 'offset',
  'omitHasOnlineProducts', 'productFilter', 'returnSortKeys', 'sortKey', 'view',
]);
/** Every parameter name a recorded file name may contain, to split `attrs_sku_offset_0` back into pairs. */
// (`sku` is left out: it is also a value, `attrs_sku`.)
const KNOWN_PARAMETERS = new Set([...PRESENTATION_PARAMETERS, 'MasterSKU', 'SearchParameter', 'SearchTerm', 'searchTerm']);

const sanitize = (value: string) => value.replace(/[^a-zA-Z0-9-]/g, '_');

/** The selecting `key_value` pairs of a request, sanitized as in file names, in key order. */
function selectingPairs(query: URLSearchParams): string[] {
  return [...new Set(query.keys())]
    .filter(key => !PRESENTATION_PARAMETERS.has(key))
    .sort((a, b) => a.localeCompare(b))
    .map(key => `${sanitize(key)}_${sanitize(query.get(key) ?? '')}`);
}

/** The selecting pairs named in a recorded file's suffix (`amount_9_searchTerm_kodak` → `searchTerm_kodak`). */
function recordedSelectingPairs(suffix: string): string[] {
  const pairs: { key: string; value: string[] }[] = [];
  for (const token of suffix.split('_').filter(Boolean)) {
    if (KNOWN_PARAMETERS.has(token)) pairs.push({ key: token, value: [] });
    else pairs.at(-1)?.value.push(token);
  }
  return pairs.filter(p => !PRESENTATION_PARAMETERS.has(p.key)).map(p => `${p.key}_${p.value.join('_')}`);
}

/** The recorded file answering `method` on `restPath` (below `-`, without matrix parameters) with `query`. */
export function fixtureFileFor(fixturesDir: string, method: string, restPath: string, query: URLSearchParams): string | undefined {
  const segments = restPath.split('/').filter(Boolean).map(s => decodeURIComponent(s.split(';')[0]));
  if (segments.some(s => s === '..' || s === '.' || s.includes(path.sep))) return undefined;
  const dir = path.join(fixturesDir, ...segments);
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) return undefined;
    names = readdirSync(dir).filter(name => name.endsWith('.json')).sort();
  } catch {
    return undefined;
  }
  const verb = method.toLowerCase();
  const exact = `${verb}${[...new Set(query.keys())]
    .sort((a, b) => a.localeCompare(b))
    .map(key => `_${sanitize(key)}_${sanitize(query.get(key) ?? '')}`)
    .join('')}.json`;
  const wanted = selectingPairs(query).join(' ');
  const general = [`${verb}.json`, `${verb}-data.json`];
  const specific = names.filter(
    name => name.startsWith(`${verb}_`) && recordedSelectingPairs(name.slice(verb.length, -'.json'.length)).join(' ') === wanted
  );
  const match = [exact, ...(wanted ? [...specific, ...general] : [...general, ...specific])].find(name => names.includes(name));
  return match && path.join(dir, match);
}

export interface IcmStandIn {
  /** `http://127.0.0.1:{port}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`, for ICM_BASE_URL. */
  baseUrl: string;
  server: Server;
  close(): Promise<void>;
}

export async function startIcmStandIn(options: { port?: number; host?: string; fixturesDir?: string } = {}): Promise<IcmStandIn> {
  const fixturesDir = options.fixturesDir ?? DEFAULT_FIXTURES;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const notFound = (message: string) => {
      response.writeHead(404, { 'content-type': 'application/json', 'error-key': 'rest.resource.not.found' });
      response.end(JSON.stringify({ errors: [{ status: '404', code: 'rest.resource.not.found', message }] }));
    };
    if (request.headers['authentication-token']) {
      response.writeHead(401, { 'content-type': 'application/json', 'error-key': 'AuthenticationTokenInvalid' });
      return response.end(JSON.stringify({ errors: [{ status: '401', code: 'AuthenticationTokenInvalid', message: 'The authentication token is invalid.' }] }));
    }
    // The application segment carries `;loc=…;cur=…`: `/-;loc=en_US;cur=USD/products`.
    const match = /^\/INTERSHOP\/rest\/WFS\/inSPIRED-inTRONICS-Site\/-(?:;[^/]*)?(\/.*)?$/.exec(url.pathname);
    const file = match && fixtureFileFor(fixturesDir, request.method ?? 'GET', match[1] ?? '', url.searchParams);
    if (!file) return notFound(`No resource found for ${request.method} ${url.pathname}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(readFileSync(file));
  });
  await new Promise<void>(resolve => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${REST_BASE_PATH}`,
    server,
    close: () => new Promise<void>((resolve, reject) => server.close(error => (error ? reject(error) : resolve()))),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startIcmStandIn({ port: Number(process.env.PORT ?? 4010), host: process.env.HOST ?? '127.0.0.1' }).then(standIn => {
    console.log(`ICM stand-in serving recorded answers at ${standIn.baseUrl}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void standIn.close().then(() => process.exit(0)));
  });
}
