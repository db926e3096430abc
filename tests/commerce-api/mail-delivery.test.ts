// Delivering the outbox over SMTP: a real SMTP server on loopback receives the mails; a refused
// connection leaves a mail pending with its error, to be tried again after a growing wait.
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createCommerceApi } from '../../commerce-api/app';
import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { MAX_ATTEMPTS, type MailDelivery, createMailDelivery, retryDelayMs } from '../../commerce-api/mail/mail-delivery';
import { type Outbox, createOutbox } from '../../commerce-api/mail/outbox';
import { type TestClock, testClock } from './requests-support';
import { CHANNEL, createSeededDatabase } from './support';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', chunk => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map(address => address.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise(resolve => server.close(() => resolve())) };
}

/** A loopback port nobody listens on: connecting to it is refused. */
async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise(resolve => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

const MAIL = { to: 'patricia@test.intershop.de', subject: 'inSPIRED: your new password', text: 'Set it here:\nhttps://shop.example/forgotPassword/updatePassword?uid=u1&Hash=abc\n' };

let dbFile: string;
let db: Db;
let clock: TestClock;
let outbox: Outbox;
let smtp: TestSmtpServer;
const deliveries: MailDelivery[] = [];

function delivery(smtpUrl: string, from?: string): MailDelivery {
  const created = createMailDelivery(outbox, { smtpUrl, from, now: clock.now });
  deliveries.push(created);
  return created;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  dbFile = createSeededDatabase().dbFile;
  db = openDatabase(dbFile);
  clock = testClock(new Date('2030-05-01T10:00:00.000Z'));
  outbox = createOutbox(db, clock.now);
  smtp.received.length = 0;
});

afterEach(() => {
  for (const created of deliveries.splice(0)) created.stop();
  db.close();
  rmSync(dirname(dbFile), { recursive: true, force: true });
});

describe('mail delivery over SMTP', () => {
  it('sends a pending mail to the SMTP server and marks it sent', async () => {
    const id = outbox.enqueue(MAIL);

    const results = await delivery(smtp.url).runDue();

    expect(results).toEqual([{ id, outcome: 'SENT' }]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual([MAIL.to]);
    expect(smtp.received[0].data).toContain('Subject: inSPIRED: your new password');
    expect(smtp.received[0].data).toContain('https://shop.example/forgotPassword/updatePassword?uid=u1&Hash=abc');
    expect(outbox.find(id)).toMatchObject({ sentAt: clock.now().toISOString(), attempts: 1, lastError: null, nextAttemptAt: null });
  });

  it('sends from the configured sender, shop@inspired.example by default', async () => {
    outbox.enqueue(MAIL);
    await delivery(smtp.url).runDue();
    outbox.enqueue(MAIL);
    await delivery(smtp.url, 'orders@example.org').runDue();

    expect(smtp.received.map(mail => mail.from)).toEqual(['shop@inspired.example', 'orders@example.org']);
  });

  it('sends a mail once: a sent mail is not due again', async () => {
    outbox.enqueue(MAIL);
    const sender = delivery(smtp.url);
    await sender.runDue();
    clock.advance(24 * 60 * 60 * 1000);

    expect(await sender.runDue()).toEqual([]);
    expect(smtp.received).toHaveLength(1);
  });

  it('joins a run under way instead of sending its mails twice', async () => {
    outbox.enqueue(MAIL);
    const sender = delivery(smtp.url);

    const [first, second] = await Promise.all([sender.runDue(), sender.runDue()]);

    expect(second).toBe(first);
    expect(smtp.received).toHaveLength(1);
  });

  it('leaves the mail pending with the error when the server refuses the connection', async () => {
    const id = outbox.enqueue(MAIL);

    const results = await delivery(await refusedUrl()).runDue();

    expect(results).toMatchObject([{ id, outcome: 'RETRY' }]);
    const mail = outbox.find(id);
    expect(mail).toMatchObject({ sentAt: null, attempts: 1 });
    expect(mail?.lastError).toContain('ECONNREFUSED');
    expect(mail?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
  });

  it('tries a failed mail again only after its wait, and delivers it when the server answers', async () => {
    const id = outbox.enqueue(MAIL);
    await delivery(await refusedUrl()).runDue();
    const working = delivery(smtp.url);

    clock.advance(59_000);
    expect(await working.runDue()).toEqual([]);
    clock.advance(1_000);
    expect(await working.runDue()).toEqual([{ id, outcome: 'SENT' }]);
    expect(smtp.received).toHaveLength(1);
  });

  it('waits twice as long after each failure, at most an hour', async () => {
    const id = outbox.enqueue(MAIL);
    const failing = delivery(await refusedUrl());
    await failing.runDue();
    clock.advance(retryDelayMs(1));
    await failing.runDue();

    expect(outbox.find(id)?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 120_000).toISOString());
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
  });

  it(`gives a mail up after ${MAX_ATTEMPTS} failed attempts and keeps its last error`, async () => {
    const id = outbox.enqueue(MAIL);
    const failing = delivery(await refusedUrl());
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(...(await failing.runDue()).map(result => result.outcome));
      clock.advance(retryDelayMs(attempt));
    }

    expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill('RETRY'), 'GIVEN_UP']);
    expect(outbox.find(id)).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(outbox.find(id)?.lastError).toContain('ECONNREFUSED');
    clock.advance(7 * 24 * 60 * 60 * 1000);
    expect(await delivery(smtp.url).runDue()).toEqual([]);
  });
});

describe('the API and its mail delivery', () => {
  it('has a delivery only when an SMTP server is configured', async () => {
    const { dbFile: withoutFile } = createSeededDatabase();
    const without = await createCommerceApi({ dbFile: withoutFile, channel: CHANNEL });
    const withSmtp = await createCommerceApi({ dbFile, channel: CHANNEL, smtpUrl: smtp.url });
    try {
      expect(without.mailDelivery).toBeNull();
      expect(withSmtp.mailDelivery).not.toBeNull();
    } finally {
      await without.close();
      await withSmtp.close();
      rmSync(dirname(withoutFile), { recursive: true, force: true });
    }
  });

  it('delivers the mails the API wrote to the configured server', async () => {
    const api = await createCommerceApi({ dbFile, channel: CHANNEL, smtpUrl: smtp.url, mailFrom: 'demo@inspired.example', now: clock.now });
    try {
      outbox.enqueue(MAIL);
      const results = await api.mailDelivery!.runDue();

      expect(results.map(result => result.outcome)).toEqual(['SENT']);
      expect(smtp.received[0]).toMatchObject({ from: 'demo@inspired.example', to: [MAIL.to] });
    } finally {
      await api.close();
    }
  });
});
