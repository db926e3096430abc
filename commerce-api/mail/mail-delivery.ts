// Delivers the outbox's pending mails over SMTP (nodemailer), in the shape of the recurring order
// scheduler: `runDue()` sends what is due once, `start(seconds)` runs it now and then every
// interval, `stop()` ends it. A failed attempt records its error and is tried again later, waiting
// twice as long each time (1 minute, 2, 4, … at most an hour); after MAX_ATTEMPTS the mail is given
// up and stays in the outbox with its last error. Delivery is at least once: a crash between the
// SMTP server's acceptance and the outbox update sends that mail again after the restart.
// nodemailer is loaded with the first delivery: a shop without SMTP_URL never holds it in memory.
import type { Transporter } from 'nodemailer';

import type { Outbox, OutboxMail } from './outbox';

export const DEFAULT_MAIL_FROM = 'shop@inspired.example';
/** How often server.ts lets the delivery look for due mails. */
export const MAIL_DELIVERY_INTERVAL_SECONDS = 10;
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** Mails sent per run at most, so one run never holds on for long. */
const BATCH_SIZE = 20;
/** Kept in the outbox: enough to tell what went wrong, never a whole server answer. */
const MAX_ERROR_LENGTH = 500;

export interface MailDeliveryOptions {
  /** e.g. smtp://127.0.0.1:2525 or smtps://user:password@mail.example.com */
  smtpUrl: string;
  from?: string;
  now?: () => Date;
  /** Where unexpected failures are reported (the app's logger). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

export interface DeliveryResult {
  id: number;
  outcome: 'SENT' | 'RETRY' | 'GIVEN_UP';
  error?: string;
}

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${(error as Error & { code?: string }).code ?? error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function createMailDelivery(outbox: Outbox, options: MailDeliveryOptions) {
  const now = options.now ?? (() => new Date());
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      // short timeouts: an unreachable server costs one run seconds, not the minutes of the defaults
      createTransport(
        { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from: options.from ?? DEFAULT_MAIL_FROM },
      ),
    ));

  async function deliver(mail: OutboxMail): Promise<DeliveryResult> {
    try {
      await (await smtp()).sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
      outbox.markSent(mail.id, now());
      return { id: mail.id, outcome: 'SENT' };
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = errorText(error);
      const givenUp = attempts >= MAX_ATTEMPTS;
      outbox.markFailed(mail.id, reason, givenUp ? null : new Date(now().getTime() + retryDelayMs(attempts)));
      return { id: mail.id, outcome: givenUp ? 'GIVEN_UP' : 'RETRY', error: reason };
    }
  }

  async function deliverDue(): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = [];
    for (const mail of outbox.due(now(), BATCH_SIZE)) results.push(await deliver(mail));
    return results;
  }

  let running: Promise<DeliveryResult[]> | undefined;

  /** Sends the mails due now, one after the other; a run already under way is joined, never doubled. */
  function runDue(): Promise<DeliveryResult[]> {
    running ??= deliverDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    runDue,
    /** Runs now and then every `intervalSeconds` (0 or less: never); `stop` ends it. */
    start(intervalSeconds: number): void {
      if (timer || !(intervalSeconds > 0)) return;
      const run = () => {
        if (!timer) return;
        runDue().catch(error => options.log?.('mail delivery failed', { error: String(error) }));
      };
      timer = setInterval(run, intervalSeconds * 1000);
      timer.unref();
      setImmediate(run);
    },
    /** Stops the runs and closes the SMTP connection. */
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
      void transport?.then(smtpTransport => smtpTransport.close());
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail delivery of this API (app.ts), null without an SMTP server; server.ts starts it. */
    mailDelivery: MailDelivery | null;
  }
}
