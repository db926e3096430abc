// The bundled API as its own process (commerce-api/main.ts, as compose runs it) dies by SIGKILL in the
// middle of 20 concurrent order submissions through the built storefront, and restarts on the same
// database and port: every order a shopper saw confirmed exists exactly once, no basket is lost (each
// shopper not shown a receipt gets one, for the same basket, by submitting again), and the storefront,
// never restarted, serves again as soon as its backend answers.
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCatalog } from '../../commerce-api/seed/catalog';
import { kill, killRunningApis, startApi, type RunningApi } from '../commerce-api/api-process-support';
import { createSeededDatabase } from '../commerce-api/support';
import { freePort, startBuiltStorefront, type BuiltStorefront } from './built-storefront';
import { CHECKOUT_ADDRESS } from './customers';
import { shopper, type Shopper } from './shopper';

const PRODUCT = '201807171';
const SHOPPERS = 20;
const STAGGER_MS = 15;

let database: ReturnType<typeof createSeededDatabase>;
let apiPort: number;
let api: RunningApi;
let shop: BuiltStorefront;
beforeAll(async () => {
  database = createSeededDatabase(buildCatalog());
  apiPort = await freePort();
  api = await startApi(database.dbFile, 'commerce-api/main.ts', apiPort);
  // A loaded test machine must not turn a slow answer into an outage: only the kill is one.
  shop = await startBuiltStorefront({ apiProcess: { origin: api.origin, dbFile: database.dbFile }, env: { BACKEND_TIMEOUT_MS: '30000' } });
}, 180_000);
afterAll(async () => {
  await shop?.close();
  killRunningApis();
  rmSync(database.directory, { recursive: true, force: true });
});

/** A guest at the review step with one product in the basket. */
async function atReview(): Promise<Shopper> {
  const guest = shopper(shop.origin);
  expect((await guest.post(`/product/${PRODUCT}`, { intent: 'add', sku: PRODUCT, quantity: '1' })).status).toBe(303);
  await guest.post('/checkout/address', CHECKOUT_ADDRESS);
  await guest.post('/checkout/shipping', { shippingMethod: 'STD_GROUND' });
  await guest.post('/checkout/payment', { paymentMethod: 'ISH_INVOICE' });
  return guest;
}

const submit = (guest: Shopper) => guest.post('/checkout/review', { termsAndConditions: 'on' });

/** The order id of a receipt redirect, if the answer is one. */
const confirmedOrder = (response: Response) => /^\/checkout\/receipt\?orderId=([^&]+)$/.exec(response.headers.get('location') ?? '')?.[1];

function ordersIn(ids: string[]): Map<string, number> {
  const db = new Database(database.dbFile, { readonly: true });
  try {
    const count = db.prepare('SELECT COUNT(*) FROM orders WHERE id = ?').pluck();
    return new Map(ids.map((id) => [id, count.get(id) as number]));
  } finally {
    db.close();
  }
}

it('keeps every confirmed order once and every basket when the API is killed mid-submission, and recovers without a restart', async () => {
  const guests = await Promise.all(Array.from({ length: SHOPPERS }, atReview));
  // The submissions overlap, a few milliseconds apart, as shoppers' clicks do; the API dies once a
  // quarter of them are confirmed: some shoppers have their receipt, some submissions are in flight,
  // the last ones are still to come.
  let confirmations = 0;
  let quarterConfirmed: () => void;
  const killTime = new Promise<void>((resolve) => (quarterConfirmed = resolve));
  const submissions = guests.map(async (guest, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * STAGGER_MS));
    const response = await submit(guest);
    if (confirmedOrder(response) && ++confirmations === SHOPPERS / 4) quarterConfirmed();
    return response;
  });
  await killTime;
  await kill(api);
  const answers = await Promise.all(submissions);

  // The outage: the maintenance answer, never a 500.
  for (const answer of answers) expect(confirmedOrder(answer) ? 303 : answer.status).toBe(confirmedOrder(answer) ? 303 : 503);
  const confirmed = answers.map(confirmedOrder);
  const seen = confirmed.filter((id): id is string => id !== undefined);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.length).toBeLessThan(SHOPPERS);

  api = await startApi(database.dbFile, 'commerce-api/main.ts', apiPort);
  await expect.poll(async () => (await fetch(`${shop.origin}/healthz`)).status, { timeout: 20_000 }).toBe(200);

  // Every basket not confirmed is still there: submitting it again gives its receipt.
  const receipts = await Promise.all(
    guests.map(async (guest, index) => {
      if (confirmed[index]) return confirmed[index];
      const again = await submit(guest);
      expect(again.status).toBe(303);
      return confirmedOrder(again);
    }),
  );
  expect(receipts.every((id) => id !== undefined)).toBe(true);
  expect(new Set(receipts).size).toBe(SHOPPERS);
  expect([...ordersIn(receipts as string[]).values()]).toEqual(Array<number>(SHOPPERS).fill(1));
  // The confirmed shoppers see their receipts, served by the storefront that ran through the crash.
  for (const [index, id] of confirmed.entries()) {
    if (id) expect((await guests[index].get(`/checkout/receipt?orderId=${id}`)).status).toBe(200);
  }
}, 180_000);
