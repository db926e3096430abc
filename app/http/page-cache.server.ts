// Rendered anonymous catalogue pages, kept briefly in each worker, as a CDN in front of the shop would
// keep them: only answers the shop itself declared shareable (`public`, `s-maxage`; app/http/cache-policy.ts
// never declares that for personal, degraded or failed pages or ones that set a cookie), only for requests
// without a session, keyed by what else they depend on (the cookie banner), and never longer than their s-maxage. A
// currency the shopper chose lives in the session, so a kept page is always in its site's default currency,
// which its address names (app/i18n/site-currency.ts). Many shoppers asking for the same page cost one
// render. The document's script nonce would be the same for everyone who gets a kept page, so a kept page
// is served with a Content-Security-Policy that allows its inline scripts by their hashes instead.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface KeptPage {
  status: number;
  /** The answer's headers, its CSP naming the inline scripts' hashes; without length and encoding. */
  headers: [string, string][];
  body: Buffer;
  gzipped: Buffer;
}

/** What the cache needs to know of a request. */
export interface PageRequest {
  method: string;
  /** Protocol, host and the path with its query, as the shop rendered them. */
  url: string;
  cookie?: string;
  /** What else the page depends on besides its address (the cookie consent: app/features/consent). */
  variant?: string;
}

const SHARED_MAX_AGE = /(?:^|[,\s])s-maxage=(\d+)/;
const SESSION_COOKIE = /(?:^|;\s*)__session=/;
/** Headers a kept page does not repeat: they describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/** The CSP source expressions of a document's inline scripts, by their SHA-256 hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes) || content === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;

  constructor(private readonly options: { maxSeconds: number; maxBytes: number }) {
    this.pages = new LRUCache<string, KeptPage>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (page, key) =>
        page.body.length + page.gzipped.length + key.length * 2 + page.headers.reduce((sum, [name, value]) => sum + (name.length + value.length) * 2, 0),
    });
  }

  /** The key of a request a kept page may answer: an anonymous GET or HEAD; undefined for any other. */
  keyOf(request: PageRequest): string | undefined {
    if (this.options.maxSeconds <= 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    if (request.cookie && SESSION_COOKIE.test(request.cookie)) return undefined;
    return request.variant ? `${request.url} ${request.variant}` : request.url;
  }

  get(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Keeps the answer when the shop declared it shareable, and returns what to send for this request:
   * the same answer (read into memory when kept).
   */
  async keep(key: string, answer: Response): Promise<Response> {
    const maxAge = SHARED_MAX_AGE.exec(answer.headers.get('Cache-Control') ?? '')?.[1];
    if (answer.status !== 200 || !maxAge || !answer.body || answer.headers.has('Set-Cookie')) return answer;
    if (!/\bpublic\b/.test(answer.headers.get('Cache-Control') ?? '')) return answer;
    const body = Buffer.from(await answer.arrayBuffer());
    const seconds = Math.min(Number(maxAge), this.options.maxSeconds);
    if (seconds > 0) this.pages.set(key, this.keptPage(answer, body), { ttl: seconds * 1000 });
    return new Response(body, { status: answer.status, headers: answer.headers });
  }

  private keptPage(answer: Response, body: Buffer): KeptPage {
    const headers: [string, string][] = [];
    const policy = answer.headers.get('Content-Security-Policy');
    const scriptSources = policy ? inlineScriptHashes(body.toString('utf8')).join(' ') : '';
    for (const [name, value] of answer.headers) {
      if (TRANSFER_HEADERS.has(name)) continue;
      headers.push([name, name === 'content-security-policy' ? value.replace(/'nonce-[^']*'/g, scriptSources) : value]);
    }
    return { status: answer.status, headers, body, gzipped: gzipSync(body) };
  }
}
