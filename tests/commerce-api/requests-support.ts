// Test support for mails and the requests they confirm: the API with options (clock, storefront
// URL, SMTP server), a clock tests move on, and the outbox as the mails' recipient sees it.
import { rmSync } from 'node:fs';

import { type CommerceApiOptions, createCommerceApi } from '../../commerce-api/app';
import { openDatabase } from '../../commerce-api/db/open-database';
import { type OutboxMail, createOutbox } from '../../commerce-api/mail/outbox';
import { BASE, CHANNEL, type TestApi, createSeededDatabase } from './support';

export const STOREFRONT = 'https://shop.example';
/** The demo back office's password in tests (user `demo`). */
export const BACK_OFFICE_PASSWORD = 'back-office-test-password';
/** The back office's login as the browser sends it. */
export const BACK_OFFICE_LOGIN = { authorization: `Basic ${Buffer.from(`demo:${BACK_OFFICE_PASSWORD}`).toString('base64')}` };
/** A post from the back office's own page, logged in. */
export const BACK_OFFICE_POST = { ...BACK_OFFICE_LOGIN, 'sec-fetch-site': 'same-origin' };

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let time = start.getTime();
  return { now: () => new Date(time), advance: ms => void (time += ms) };
}

/** The API over a fresh seeded database, its mail links pointing to STOREFRONT unless told otherwise, with the demo back office. */
export async function startMailApi(options: Omit<CommerceApiOptions, 'dbFile'> = {}): Promise<TestApi> {
  const { dbFile, directory } = createSeededDatabase();
  const app = await createCommerceApi({ channel: CHANNEL, storefrontUrl: STOREFRONT, backOfficePassword: BACK_OFFICE_PASSWORD, ...options, dbFile });
  return {
    app,
    dbFile,
    get: (path, request = {}) => app.inject({ method: 'GET', url: `${BASE}${request.matrix ?? ''}${path}`, headers: request.headers }),
    inject: request => app.inject(request),
    async close() {
      await app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The outbox, newest mail first, read through a connection of its own. */
export function outboxOf(api: TestApi): OutboxMail[] {
  const db = openDatabase(api.dbFile);
  try {
    return createOutbox(db).newest(1000);
  } finally {
    db.close();
  }
}

/** The newest mail to the address. */
export function lastMailTo(api: TestApi, address: string): OutboxMail | undefined {
  return outboxOf(api).find(mail => mail.to.toLowerCase() === address.toLowerCase());
}

/** The one link into STOREFRONT in a mail's text. */
export function storefrontLinkIn(mail: OutboxMail): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).filter(link => link.startsWith(`${STOREFRONT}/`));
  if (links.length !== 1) throw new Error(`expected one storefront link in the mail, found ${links.length}`);
  return new URL(links[0]);
}

/** Runs SQL against the test database (to set up states the API reaches only over time or elsewhere). */
export function withDatabase<T>(api: TestApi, work: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(api.dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
