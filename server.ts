// The storefront's HTTP server: compression, security headers (the document's CSP is set by
// app/entry.server.tsx, which knows its nonce), static files, health, and the React Router handler.
import { createReadableStreamFromReadable } from '@react-router/node';
import encodeUrl from 'encodeurl';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { readdirSync } from 'node:fs';
import { STATUS_CODES, type Server } from 'node:http';
import path from 'node:path';
import { createRequestHandler, type RequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { config } from './app/http/config.server';
import { backendHealthUrl, createBackendProbe } from './app/http/backend-health.server';
import { RETRY_AFTER_SECONDS } from './app/http/commerce-boundary.server';
import { CLIENT_ADDRESS_HEADER } from './app/http/client-address';
import { shopHosts } from './app/http/cross-site-posts.server';
import { framedByOthers } from './app/http/security-headers.server';
import { type KeptPage, PageCache } from './app/http/page-cache.server';
import { buildLocaleOfPath, localeBuild } from './app/http/locale-builds.server';
import { shopLocales, withoutDefaultPrefix } from './app/i18n/locales';
import { hybridTarget } from './app/features/hybrid/hybrid-mode.server';
import { pageConsent, requestConsent } from './app/features/consent/consent.server';
import { consentVariant } from './app/features/consent/consent-rules';
import { ANSWER_ENCODINGS, type AnswerEncoding, encodeAnswer, isCompressible } from './app/http/answer-encoding.server';

/** What the shop answers to; anything else (TRACE, PUT, …) gets 405, OPTIONS 204, both naming these. */
const ALLOWED_METHODS = 'GET, HEAD, POST';
/** A host name or IP literal with an optional port, as a Host header may carry it. */
const VALID_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function createStorefront(build: ServerBuild) {
  const app = express();
  app.disable('x-powered-by');
  // Only proxies we trust may say which client, host and protocol a request came from.
  app.set('trust proxy', config.trustProxy);

  // `ok` (200), or `degraded` (503) while the commerce backend does not answer: the storefront runs on,
  // serving the maintenance answer, but it cannot sell (app/http/backend-health.server.ts).
  const backendHealth = createBackendProbe(backendHealthUrl());
  app.get('/healthz', async (_request, response) => {
    const backend = await backendHealth();
    response.status(backend === 'ok' ? 200 : 503).set('Cache-Control', 'no-store');
    response.json({ status: backend === 'ok' ? 'ok' : 'degraded', backend });
  });

  const securityHeaders = staticSecurityHeaders();
  app.use((_request, response, next) => {
    response.setHeaders(securityHeaders);
    next();
  });

  app.use((request, response, next) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'POST') return next();
    response.set('Allow', ALLOWED_METHODS);
    if (request.method === 'OPTIONS') return response.status(204).end();
    response.status(405).type('text').send('Method Not Allowed');
  });

  serveStaticFiles(app, path.resolve(build.assetsBuildDirectory));

  if (config.usesBundledApi) {
    // Product images of the bundled API appear under the storefront's own origin, as a CDN would serve them,
    // and so does its demo payment provider's page (orders answer its root-relative redirectUrl). Nothing
    // else of the API does: its demo back office (every mail, password reset links included) stays on the
    // API's loopback port, behind its login.
    app.use(createProxyMiddleware({ pathFilter: ['/INTERSHOP/static', '/INTERSHOP/payment-provider'], target: config.icmOrigin, changeOrigin: true }));
  }

  // Mounted without a path pattern: Express would decode the path to match it and answer a bare
  // "Bad Request" to a malformed escape; React Router renders the shop's own page for every path.
  const handleRequest = localeRequestHandler(build);
  // The default site's pages have one URL, without its language's prefix: `/en/home` (English the
  // default) is `/home`. Its old URLs with the prefix (from before the default changed) lead there; a
  // post keeps its method and body (308), so that a procurement system's configured punchout URL still works.
  app.use((request, response, next) => {
    const unprefixed = withoutDefaultPrefix(request.path);
    if (unprefixed === undefined) return next();
    const queryAt = request.originalUrl.indexOf('?');
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    response.redirect(status, safeLocation(unprefixed + (queryAt === -1 ? '' : request.originalUrl.slice(queryAt))));
  });

  // Hybrid mode (app/features/hybrid): the pages the backend's classic shop still serves go there.
  app.use((request, response, next) => {
    const target = request.method === 'GET' || request.method === 'HEAD' ? hybridTarget(config.hybrid, request.path) : undefined;
    if (!target) return next();
    response.set('Cache-Control', 'private, no-store');
    response.redirect(302, safeLocation(target));
  });

  const pageCache = new PageCache({ maxSeconds: config.pageCacheSeconds, maxBytes: config.pageCacheMegabytes * 1_000_000 });
  app.use(async (request, response, next) => {
    try {
      const shopRequest = fetchRequest(request, response);
      const variant = consentVariant(pageConsent(requestConsent(request.headers.cookie)));
      const key = pageCache.keyOf({ method: request.method, url: shopRequest.url, cookie: request.headers.cookie, variant });
      const kept = key ? pageCache.get(key) : undefined;
      if (kept) return sendKeptPage(request, response, kept);
      const answer = await handleRequest(request.path)(shopRequest, new RouterContextProvider());
      await sendAnswer(request, response, key ? await pageCache.keep(key, answer) : answer);
    } catch (error) {
      // A client that left mid-answer is no error of ours.
      if (!response.destroyed) next(error);
    }
  });

  // A failure outside React Router (a static file's malformed path, …): a short text, never a stack trace.
  app.use((error: unknown, _request: express.Request, response: express.Response, next: express.NextFunction) => {
    const status = clientErrorStatus(error) ?? 500;
    if (status === 500) console.error(error);
    if (response.headersSent) return next(error);
    response.status(status).type('text').send(STATUS_CODES[status]);
  });
  return app;
}

/**
 * React Router's handler for a request path: the build of the path's locale (app/http/locale-builds.server.ts),
 * the whole build for route discovery.
 */
function localeRequestHandler(build: ServerBuild): (pathname: string) => RequestHandler {
  const handler = (routes: ServerBuild) => createRequestHandler({ ...routes, allowedActionOrigins: shopHosts() }, process.env.NODE_ENV);
  const wholeBuild = handler(build);
  const byLocale = new Map(shopLocales.map((locale) => [locale, handler(localeBuild(build, locale))]));
  return (pathname) => {
    const locale = buildLocaleOfPath(pathname);
    return (locale && byLocale.get(locale)) ?? wholeBuild;
  };
}

/**
 * Helmet's security headers (the document's CSP comes from app/entry.server.tsx). They are the same for
 * every answer, so helmet runs once, at start, and each request gets the headers it set in one call
 * instead of a dozen middleware steps.
 */
function staticSecurityHeaders(): Map<string, string | string[]> {
  const headers = new Map<string, string | string[]>();
  const recorder = {
    setHeader: (name: string, value: string | string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
    // Not helmet's `no-referrer`: with it browsers send `Origin: null` on the shop's own form posts, and
    // the check that refuses cross-site posts (docs/decisions/013) could not tell them from a forgery.
    // Other sites still learn only the shop's origin, never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  middleware({} as never, recorder as never, () => undefined);
  return headers;
}

/** The 4xx status a middleware's error carries (http-errors style), if any. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Hashed build assets under /assets, and the files build/client held at start (favicon, fonts, …):
 * every other path goes straight to the router without a file-system lookup. A file compressed at build
 * (scripts/precompress.ts) goes as its .br or .gz to a client that takes that encoding.
 */
function serveStaticFiles(app: express.Express, clientDirectory: string) {
  const files = new Set(
    readdirSync(clientDirectory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDirectory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  app.use(sendCompressedVariant(files));
  app.use('/assets', express.static(path.join(clientDirectory, 'assets'), { immutable: true, maxAge: '1y' }));
  const servePublicFile = express.static(clientDirectory, { maxAge: '1h', index: false });
  app.use((request, response, next) => (files.has(request.path) && !request.path.startsWith('/assets/') ? servePublicFile(request, response, next) : next()));
}

/** The file suffix of each encoding compressed at build. */
const VARIANT_SUFFIX: Record<Exclude<AnswerEncoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** Points a request for a file with compressed variants at the variant the client takes, typed as the file. */
function sendCompressedVariant(files: Set<string>): express.RequestHandler {
  return (request, response, next) => {
    const offered = ANSWER_ENCODINGS.filter((encoding) => files.has(request.path + VARIANT_SUFFIX[encoding]));
    if (offered.length === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.vary('Accept-Encoding');
    const encoding = acceptedEncoding(request, offered);
    if (encoding === 'identity') return next();
    response.type(path.extname(request.path));
    response.setHeader('Content-Encoding', encoding);
    const queryAt = request.url.indexOf('?');
    request.url = request.path + VARIANT_SUFFIX[encoding] + (queryAt === -1 ? '' : request.url.slice(queryAt));
    next();
  };
}

/** The Fetch request React Router sees: its host and protocol checked, never a client's free text. */
function fetchRequest(request: express.Request, response: express.Response): Request {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host && VALID_HOST.test(request.host) && URL.canParse(`${protocol}://${request.host}`) ? request.host : `localhost:${config.port}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
  }
  // React Router's handler reads the Host header nowhere; the URL carries the checked host.
  headers.set('Host', host);
  headers.set(CLIENT_ADDRESS_HEADER, request.ip ?? '');
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`${protocol}://${host}${request.originalUrl}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request), duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Writes React Router's answer, compressed in one call when it is text; a redirect target leaves
 * percent-encoded and on this origin.
 */
async function sendAnswer(request: express.Request, response: express.Response, answer: Response): Promise<void> {
  response.status(answer.status);
  for (const [name, value] of answer.headers) {
    response.append(name, name === 'location' ? safeLocation(value) : value);
  }
  // A punchout session's page may be framed by the company's procurement system (its own CSP says by
  // whom): helmet's X-Frame-Options: SAMEORIGIN would contradict that.
  if (framedByOthers(answer.headers.get('Content-Security-Policy'))) response.removeHeader('X-Frame-Options');
  // Every 503 says when to come back, whichever route answered it (an outage, a provider out of reach).
  if (answer.status === 503 && !answer.headers.has('Retry-After')) response.set('Retry-After', String(RETRY_AFTER_SECONDS));
  // The session cookie decides what a page shows (basket, login); caches must key on it.
  if (answer.headers.get('Content-Type')?.startsWith('text/html')) response.vary('Cookie');
  if (!answer.body) return void response.end();
  const body = Buffer.from(await answer.arrayBuffer());
  if (!isCompressible(answer.headers.get('Content-Type'))) return void response.end(request.method === 'HEAD' ? undefined : body);
  response.vary('Accept-Encoding');
  const { encoding, bytes } = encodeAnswer(body, acceptedEncoding(request, ANSWER_ENCODINGS));
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', bytes.length);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/** The first of the shop's encodings (best first) the client takes; identity when it takes none of them. */
function acceptedEncoding(request: express.Request, offered: readonly AnswerEncoding[]): AnswerEncoding {
  return offered.find((encoding) => request.acceptsEncodings(encoding) === encoding) ?? 'identity';
}

/** A kept page, compressed ahead when the client takes gzip. */
function sendKeptPage(request: express.Request, response: express.Response, page: KeptPage): void {
  response.status(page.status);
  for (const [name, value] of page.headers) response.append(name, value);
  response.vary('Accept-Encoding');
  const gzip = request.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzip ? page.gzipped : page.body;
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The last line of defence for redirects: control and non-ASCII characters percent-encoded (Node
 * refuses some, browsers guess at others), and `//host` or `/\host`, which a browser reads as another
 * origin, reduced to a path.
 */
export function safeLocation(location: string): string {
  const encoded = encodeUrl(location);
  return /^[/\\]{2,}/.test(encoded) ? encoded.replace(/^[/\\]+/, '/') : encoded;
}

/** Starts listening and stops gracefully on SIGTERM/SIGINT: no new connections, open requests finish. */
export function listenGracefully(app: express.Express, port: number, onStop?: () => Promise<void>): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(port, () => resolve(server));
    server.keepAliveTimeout = 65_000;
    const stop = () => {
      server.close(async () => {
        await onStop?.();
        process.exit(0);
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), 10_000).unref();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
