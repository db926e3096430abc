// `npm run soak`: the built shop (as `npm start` runs it, on free ports, a fresh database: bench-shop.ts) under mixed load for
// SOAK_MINUTES (default 30), from this machine to 127.0.0.1 only: anonymous and logged-in browsing,
// basket changes, searches and guest checkouts, SOAK_SHOPPERS (default 8) at a time. Each minute it
// prints the requests, the 5xx answers (and failed requests) and the memory the shop holds: the PSS of
// each of its processes and their sum. It exits non-zero on any 5xx or failed request, or when memory
// grows after the warm-up (SOAK_WARMUP_MINUTES, default 10, at most a third of the run): the mean summed
// PSS of the later half of the minutes after it above the mean of the earlier half by more than
// SOAK_MEMORY_TOLERANCE_PERCENT (default 10). Means, since one sample swings with the collectors.
import { createServer, type AddressInfo } from 'node:net';

import { shopProcesses, startShop, waitForShop } from './bench-shop';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const shoppers = Number(process.env.SOAK_SHOPPERS ?? 8);
const warmupMinutes = Math.min(Number(process.env.SOAK_WARMUP_MINUTES ?? 10), Math.max(1, Math.floor(minutes / 3)));
const tolerancePercent = Number(process.env.SOAK_MEMORY_TOLERANCE_PERCENT ?? 10);
const DEMO_USERS = ['patricia@test.intershop.de', 'jlink@test.intershop.de', 'pmiller@test.intershop.de'];
const SEARCH_TERMS = ['camera', 'tv', 'notebook', 'printer', 'phone', 'memory', 'cable', 'xyzzy'];
const GUEST_ADDRESS = {
  intent: 'save',
  email: 'soak@example.com',
  'invoice.firstName': 'Erika',
  'invoice.lastName': 'Mustermann',
  'invoice.addressLine1': 'Hauptstr. 1',
  'invoice.postalCode': '10115',
  'invoice.city': 'Berlin',
  'invoice.countryCode': 'DE',
  shipToInvoice: 'on',
};

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What the load saw, per minute. */
const tally = { requests: 0, orders: 0, serverErrors: 0, failures: 0, lastProblem: '' };

/** A browser without JavaScript: one session cookie, redirects not followed. */
function browser(origin: string) {
  let cookie = '';
  async function send(pagePath: string, fields?: Record<string, string>): Promise<{ status: number; location: string; html: string }> {
    tally.requests++;
    try {
      const response = await fetch(origin + pagePath, {
        method: fields ? 'POST' : 'GET',
        body: fields ? new URLSearchParams(fields) : undefined,
        headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
      });
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      const html = await response.text();
      if (response.status >= 500) {
        tally.serverErrors++;
        tally.lastProblem = `${response.status} ${fields ? 'POST' : 'GET'} ${pagePath}`;
      }
      return { status: response.status, location: response.headers.get('location') ?? '', html };
    } catch (error) {
      tally.failures++;
      tally.lastProblem = `${fields ? 'POST' : 'GET'} ${pagePath}: ${(error as Error).message}`;
      return { status: 0, location: '', html: '' };
    }
  }
  return { get: (pagePath: string) => send(pagePath), post: send, forget: () => (cookie = '') };
}
type Browser = ReturnType<typeof browser>;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** Categories and products as the shop links them, so the load follows the demo data. */
async function discoverCatalog(origin: string) {
  const { html: home } = await browser(origin).get('/home');
  const categories = [...new Set([...home.matchAll(/href="(\/[^"]*-ctg[^"?]+)"/g)].map((match) => match[1]))];
  const products = new Set<string>();
  for (const category of categories.slice(0, 6)) {
    const { html } = await browser(origin).get(category);
    for (const match of html.matchAll(/href="(\/[^"]*-prd([^"?]+))"/g)) products.add(match[1]);
  }
  if (categories.length === 0 || products.size === 0) throw new Error('Found no categories or products to load');
  return { categories, products: [...products] };
}

type Catalog = Awaited<ReturnType<typeof discoverCatalog>>;

/** The SKU a product page's add-to-basket form posts. */
async function addToBasket(shopper: Browser, productPath: string): Promise<boolean> {
  const sku = /name="sku" value="([^"]+)"/.exec((await shopper.get(productPath)).html)?.[1];
  if (!sku) return false;
  return (await shopper.post(productPath, { intent: 'add', sku, quantity: '1' })).status === 303;
}

/** One visit of a kind chosen at random. */
async function visit(shopper: Browser, catalog: Catalog, login: string) {
  switch (pick(['anonymous', 'logged-in', 'basket', 'search', 'checkout'] as const)) {
    case 'anonymous':
      shopper.forget();
      await shopper.get('/home');
      await shopper.get(pick(catalog.categories));
      await shopper.get(pick(catalog.products));
      break;
    case 'logged-in':
      shopper.forget();
      await shopper.post('/login', { login, password: '!InterShop00!' });
      await shopper.get(pick(catalog.categories));
      await shopper.get(pick(catalog.products));
      await shopper.get('/account');
      await shopper.get('/account/orders');
      await shopper.post('/logout', {});
      break;
    case 'basket': {
      await addToBasket(shopper, pick(catalog.products));
      const { html } = await shopper.get('/basket');
      const line = /name="lineItemId" value="([^"]+)"/.exec(html)?.[1];
      if (line) await shopper.post('/basket', { intent: 'remove', lineItemId: line });
      break;
    }
    case 'search':
      await shopper.get(`/search?searchTerm=${pick(SEARCH_TERMS)}`);
      break;
    case 'checkout':
      shopper.forget();
      if (!(await addToBasket(shopper, pick(catalog.products)))) break;
      await shopper.post('/checkout/address', GUEST_ADDRESS);
      await shopper.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
      await shopper.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
      if ((await shopper.post('/checkout/review', { termsAndConditions: 'on' })).location.startsWith('/checkout/receipt')) tally.orders++;
      break;
  }
}

const megabytes = (kb: number) => (kb / 1024).toFixed(1);

async function soak(): Promise<boolean> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const shop = startShop(port, {});
  const stopShop = () => {
    if (shop.pid && shop.exitCode === null) process.kill(-shop.pid, 'SIGTERM');
  };
  process.on('exit', stopShop);
  try {
    await waitForShop(origin);
    const catalog = await discoverCatalog(origin);
    console.log(`Soak: ${minutes} min, ${shoppers} shoppers against ${origin} (${catalog.categories.length} categories, ${catalog.products.length} products)`);
    console.log('minute  requests  orders  5xx  failed  PSS MB (per process)');
    tally.requests = 0;
    const end = Date.now() + minutes * 60_000;
    const loads = Array.from({ length: shoppers }, async (_, index) => {
      const shopper = browser(origin);
      while (Date.now() < end) await visit(shopper, catalog, DEMO_USERS[index % DEMO_USERS.length]);
    });
    const samples: number[] = [];
    let serverErrors = 0;
    let failures = 0;
    for (let minute = 1; minute <= minutes; minute++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - (minutes - minute) * 60_000 - Date.now())));
      const processes = shopProcesses(shop);
      const total = processes.reduce((sum, each) => sum + each.pssKb, 0);
      samples.push(total);
      serverErrors += tally.serverErrors;
      failures += tally.failures;
      const perProcess = processes.map((each) => megabytes(each.pssKb)).join(' + ');
      console.log(`${String(minute).padStart(6)}  ${String(tally.requests).padStart(8)}  ${String(tally.orders).padStart(6)}  ${String(tally.serverErrors).padStart(3)}  ${String(tally.failures).padStart(6)}  ${megabytes(total)} (${perProcess})${tally.lastProblem ? `  last: ${tally.lastProblem}` : ''}`);
      Object.assign(tally, { requests: 0, orders: 0, serverErrors: 0, failures: 0, lastProblem: '' });
    }
    await Promise.all(loads);
    // From the warm-up's last minute on: its earlier half against its later half.
    const steady = samples.slice(warmupMinutes - 1);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const earlier = mean(steady.slice(0, Math.floor(steady.length / 2)));
    const later = mean(steady.slice(Math.floor(steady.length / 2)));
    const growth = ((later - earlier) / earlier) * 100;
    console.log(`5xx: ${serverErrors}, failed requests: ${failures}`);
    console.log(
      `Memory after the ${warmupMinutes}-minute warm-up: ${megabytes(earlier)} MB (mean of minutes ${warmupMinutes}–${warmupMinutes + Math.floor(steady.length / 2) - 1}), ` +
        `${megabytes(later)} MB (mean of minutes ${warmupMinutes + Math.floor(steady.length / 2)}–${minutes}): ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%, tolerance ${tolerancePercent}%`,
    );
    return serverErrors === 0 && failures === 0 && growth <= tolerancePercent;
  } finally {
    stopShop();
    await new Promise((resolve) => (shop.exitCode === null ? shop.once('exit', resolve) : resolve(undefined)));
  }
}

const passed = await soak();
console.log(passed ? 'Soak passed' : 'Soak FAILED');
process.exit(passed ? 0 : 1);
