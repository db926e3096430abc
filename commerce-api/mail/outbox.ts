// The mail outbox: every mail the shop sends is first a row here, written by the caller inside the
// transaction of the change that causes it (a registration, an approval, a reminder), so a mail
// exists exactly when its change does. Delivery (mail-delivery.ts) sends the pending ones later,
// with retries; the demo back office shows them all.
import type { Db } from '../db/open-database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface OutboxMail extends Mail {
  id: number;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** When delivery tries next; null once sent or given up. */
  nextAttemptAt: string | null;
}

const COLUMNS = `id, recipient AS "to", subject, body AS text, created_at AS createdAt, sent_at AS sentAt,
  attempts, last_error AS lastError, next_attempt_at AS nextAttemptAt`;

export function createOutbox(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(`INSERT INTO mail_outbox (recipient, subject, body, created_at, next_attempt_at)
    VALUES (@to, @subject, @text, @createdAt, @createdAt)`);
  const newest = db.prepare(`SELECT ${COLUMNS} FROM mail_outbox ORDER BY id DESC LIMIT ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = ?`);
  const due = db.prepare(`SELECT ${COLUMNS} FROM mail_outbox
    WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`);
  const markSent = db.prepare(`UPDATE mail_outbox SET sent_at = @sentAt, attempts = attempts + 1, last_error = NULL,
    next_attempt_at = NULL WHERE id = @id AND sent_at IS NULL`);
  const markFailed = db.prepare(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = @error,
    next_attempt_at = @nextAttemptAt WHERE id = @id AND sent_at IS NULL`);

  return {
    /** Adds a mail to send; call it inside the transaction of the change that causes the mail. */
    enqueue(mail: Mail): number {
      return Number(insert.run({ ...mail, createdAt: now().toISOString() }).lastInsertRowid);
    },
    /** The newest mails first. */
    newest: (limit: number) => newest.all(limit) as OutboxMail[],
    find: (id: number) => byId.get(id) as OutboxMail | undefined,
    /** Unsent mails whose next attempt is due at `at`, the longest waiting first. */
    due: (at: Date, limit: number) => due.all(at.toISOString(), limit) as OutboxMail[],
    markSent(id: number, at: Date): void {
      markSent.run({ id, sentAt: at.toISOString() });
    },
    /** Records a failed attempt; `nextAttemptAt` null gives the mail up. */
    markFailed(id: number, error: string, nextAttemptAt: Date | null): void {
      markFailed.run({ id, error, nextAttemptAt: nextAttemptAt?.toISOString() ?? null });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
