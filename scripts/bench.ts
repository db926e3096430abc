// `npm run bench`: starts the shop on free ports with a fresh database, loads four kinds of catalogue
// page, then a shopper's basket page and checkout step (with the session cookie of a basket), a logged-in
// customer's pages, two business pages of Oil Corp's administrator (requisitions to approve, a cost
// center) and the add-to-basket post, with autocannon (10 connections each, `Accept-Encoding: gzip` as browsers send
// it), and prints requests per second, p50/p99 latency, and the gzipped client JavaScript each page
// loads; then the memory of every process of the shop (`npm start`'s script without npm): RSS, and PSS, which counts the pages the
// processes share (the node binary, mostly) once among them, so that its sum is what the shop really holds. `product*` is the product page
// for the shopper with the basket.
// After the memory, the first run measures two calls a procurement system makes to the bundled API, a cXML
// setup request and the transfer of a 100-line basket, against their budgets (bench-punchout.ts).
// It runs twice: as the shop runs by default (workers keep rendered anonymous pages for a few seconds,
// docs/decisions/010), and with that page cache off, so that every request is rendered. Each run first
// loads nginx serving the product page's bytes (bench-nginx.ts) and prints every page's rate as a
// fraction of nginx's (`1/30`: a thirtieth), the measure of issue 19's budget on a shared machine.
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';

import { startNginx } from './bench-nginx';
import { discoverPages, shopProcesses, startShop, waitForShop } from './bench-shop';
import { benchPunchout } from './bench-punchout';

const duration = Number(process.env.BENCH_SECONDS ?? 10);

/** Sum of the gzipped sizes of the module scripts and module preloads a page references. */
async function clientJavaScriptBytes(origin: string, pagePath: string, headers: Record<string, string> = {}): Promise<number> {
  const html = await (await fetch(origin + pagePath, { headers })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+)"\)|import [^"]*"([^"]+\.js)"/g)) sources.add(match[1] ?? match[2]);
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A visitor's session as a browser keeps it: each answer's cookie replaces the last, and each post's redirect
 * is followed, which shows (and so takes out of the session) the messages the post left. Loaded with the
 * cookie of a post instead, every page would show that message again and write the session anew.
 */
class BenchSession {
  cookie?: string;

  constructor(private readonly origin: string) {}

  /** Posts a form and follows its redirect; the post's status. */
  async post(path: string, fields: Record<string, string>): Promise<number> {
    const answer = await this.fetch(path, { method: 'POST', body: new URLSearchParams(fields) });
    const location = answer.headers.get('location');
    if (answer.status === 303 && location) await this.fetch(location, {});
    return answer.status;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    const answer = await fetch(new URL(path, this.origin), { ...init, headers: this.cookie ? { cookie: this.cookie } : {}, redirect: 'manual' });
    const cookie = answer.headers.get('set-cookie')?.split(';')[0];
    if (cookie) this.cookie = cookie;
    await answer.arrayBuffer();
    return answer;
  }
}

/** A shopper's session with one product in the basket and the address step done: its cookie. */
async function shopperWithBasket(origin: string, productPath: string, sku: string): Promise<string> {
  const shopper = new BenchSession(origin);
  const added = await shopper.post(productPath, { intent: 'add', sku, quantity: '1' });
  if (added !== 303 || !shopper.cookie) throw new Error(`Could not add ${sku} to a basket (${added})`);
  const address = await shopper.post('/checkout/address', {
    intent: 'save',
    email: 'bench@example.com',
    'invoice.firstName': 'Bench',
    'invoice.lastName': 'Mark',
    'invoice.addressLine1': 'Hauptstr. 1',
    'invoice.postalCode': '10115',
    'invoice.city': 'Berlin',
    'invoice.countryCode': 'DE',
    shipToInvoice: 'on',
  });
  if (address !== 303) throw new Error(`Could not save the bench shopper's address (${address})`);
  return shopper.cookie;
}

/** A demo customer logged in (with no basket yet): the session cookie. */
async function loggedInUser(origin: string, login: string): Promise<string> {
  const user = new BenchSession(origin);
  const status = await user.post('/login', { login, password: '!InterShop00!' });
  if (status !== 303 || !user.cookie) throw new Error(`Could not log the bench user ${login} in (${status})`);
  return user.cookie;
}

interface Load {
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/**
 * Why a page cannot be measured, if it cannot: a page must answer 200 (a post 303) before the load starts,
 * or the bench would time error pages, login redirects or a guard's refusal instead.
 */
async function refusal(origin: string, load: Load): Promise<string | undefined> {
  const expected = load.method === 'POST' ? 303 : 200;
  const response = await fetch(origin + load.path, { method: load.method ?? 'GET', body: load.body, headers: load.headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status === expected) return undefined;
  const location = response.headers.get('location');
  return `answers ${response.status}${location ? ` (to ${location})` : ''}, not ${expected}`;
}

/** Requests per second nginx serves the product page's bytes at, loaded as the pages are; undefined without nginx. */
async function measureNginx(productHtml: string): Promise<number | undefined> {
  const nginx = await startNginx(productHtml);
  if (!nginx) return undefined;
  try {
    const options = { url: nginx.url, headers: GZIP, connections: 10 };
    await autocannon({ ...options, duration: 2 });
    return (await autocannon({ ...options, duration })).requests.average;
  } finally {
    await nginx.stop();
  }
}

async function bench(label: string, env: Record<string, string>, { punchout = false } = {}) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://127.0.0.1:${port}`;
  const shop = startShop(port, env);
  const stopShop = () => {
    if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
  };
  process.on('exit', stopShop);
  await waitForShop(origin);
  const pages = await discoverPages(origin);
  // The SKU the product page's add-to-basket form posts.
  const sku = /name="sku" value="([^"]+)"/.exec(await (await fetch(origin + pages.product)).text())?.[1];
  if (!sku) throw new Error(`${pages.product} has no add-to-basket form`);
  const cookie = await shopperWithBasket(origin, pages.product, sku);
  const user = await loggedInUser(origin, 'patricia@test.intershop.de');
  // Oil Corp's account owner, who approves its requisitions and manages its cost centers.
  const admin = await loggedInUser(origin, 'bboldner@test.intershop.de');
  const loads: Record<string, Load> = {
    ...Object.fromEntries(Object.entries(pages).map(([name, pagePath]) => [name, { path: pagePath }])),
    // The same shopper's product page: not kept by the page cache, the fair measure for the two below.
    'product*': { path: pages.product, headers: { cookie } },
    // A logged-in customer's product page: catalogue answers shared by personalization group.
    'product(u)': { path: pages.product, headers: { cookie: user } },
    'category(u)': { path: pages.category, headers: { cookie: user } },
    account: { path: '/account', headers: { cookie: user } },
    basket: { path: '/basket', headers: { cookie } },
    shipping: { path: '/checkout/shipping', headers: { cookie } },
    // Business pages of Oil Corp's administrator: the requisitions waiting for approval and a cost center.
    approvals: { path: '/account/requisitions/approver', headers: { cookie: admin } },
    costcenter: { path: '/account/organization/cost-centers/100400', headers: { cookie: admin } },
    // A first add: no session yet, so each one creates a basket (and its token), then answers 303.
    'add (new)': {
      path: pages.product,
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', sku, quantity: '1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  };
  // BENCH_PAGES=product,basket measures only the named pages (a developer's quick look; the budget is the whole run).
  const only = process.env.BENCH_PAGES?.split(',');
  if (only) for (const name of Object.keys(loads)) if (!only.includes(name)) delete loads[name];
  console.log(`\n${label}: ${origin}, ${duration}s per page, 10 connections\n`);
  const nginxRate = await measureNginx(await (await fetch(origin + pages.product)).text());
  console.log(`page       path                                              req/s   p50 ms   p99 ms   JS gzip KB${nginxRate ? '   of nginx' : ''}`);
  if (nginxRate) console.log(`${'nginx'.padEnd(10)} ${'(the product page\'s bytes)'.padEnd(48)} ${nginxRate.toFixed(0).padStart(7)}`);
  const unmeasured: string[] = [];
  for (const [name, load] of Object.entries(loads)) {
    const refused = await refusal(origin, load);
    if (refused) {
      console.log(`${name.padEnd(10)} ${load.path.slice(0, 48).padEnd(48)}   not measured: ${refused}`);
      unmeasured.push(`${label}: ${name} ${load.path} ${refused}`);
      continue;
    }
    const options = { url: origin + load.path, method: load.method ?? 'GET', body: load.body, headers: { ...GZIP, ...load.headers }, connections: 10 };
    // A warm-up pass fills the caches as steady traffic would.
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration });
    const javaScript = load.method === 'POST' ? 0 : await clientJavaScriptBytes(origin, load.path, load.headers);
    const unexpected = result.non2xx - (load.method === 'POST' ? result['3xx'] : 0);
    console.log(
      `${name.padEnd(10)} ${load.path.slice(0, 48).padEnd(48)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${(javaScript / 1024).toFixed(1).padStart(12)}${nginxRate ? `1/${(nginxRate / result.requests.average).toFixed(0)}`.padStart(11) : ''}${unexpected ? `   (${unexpected} unexpected answers)` : ''}`,
    );
  }
  const processes = shopProcesses(shop);
  const megabytes = (kb: number) => (kb / 1024).toFixed(0).padStart(7);
  console.log('\nprocess  RSS MB  PSS MB  command');
  for (const { pid, rssKb, pssKb, command } of processes) console.log(`${String(pid).padStart(7)} ${megabytes(rssKb)} ${megabytes(pssKb)}  ${command.slice(0, 72)}`);
  const total = (key: 'rssKb' | 'pssKb') => processes.reduce((sum, process) => sum + process[key], 0);
  console.log(`${'total'.padStart(7)} ${megabytes(total('rssKb'))} ${megabytes(total('pssKb'))}  (${processes.length} processes, after the bench)`);
  // The API answers punchout calls the same with the storefront's page cache on or off: measured once, after the memory, whose figures stay those of the pages.
  if (punchout) unmeasured.push(...(await benchPunchout(`http://127.0.0.1:${port + 1}`, duration)).map((line) => `${label}: ${line}`));
  stopShop();
  process.off('exit', stopShop);
  await new Promise((resolve) => shop.once('exit', resolve));
  return unmeasured;
}

// BENCH_RENDER_ONLY=1 skips the run with the page cache on.
const unmeasured = [
  ...(process.env.BENCH_RENDER_ONLY ? [] : await bench('As the shop runs (page cache on)', {}, { punchout: true })),
  ...(await bench('Rendering every request (PAGE_CACHE_SECONDS=0)', { PAGE_CACHE_SECONDS: '0' })),
];
if (unmeasured.length > 0) {
  console.error(`\nNot measured, because they did not answer as a shopper's page or a procurement system's call must:\n${unmeasured.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
process.exit(0);
