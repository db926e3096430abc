// Password reminder codes (POST security/reminder): one per request, valid REMINDER_LIFETIME_MS and
// usable once, stored as hashes. A user has at most MAX_OPEN_REMINDERS unexpired, unused codes, so
// the reminder form cannot flood a mailbox.
import type { Db } from '../../db/open-database';
import { hashSecureCode, newSecureCode } from './secure-codes';

export const REMINDER_LIFETIME_MS = 60 * 60 * 1000;
export const MAX_OPEN_REMINDERS = 3;
/** Expired codes are kept a week, so a late click still learns that its link timed out. */
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000;

/** `used`: the code set a password (or a newer code of the user did); kept as long as an expired one. */
export type ReminderCheck = 'valid' | 'unknown' | 'expired' | 'used';

export function createPasswordReminders(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(`INSERT INTO password_reminders (code_hash, user_id, created_at, expires_at)
    VALUES (?, ?, ?, ?)`);
  const openCount = db.prepare(`SELECT COUNT(*) FROM password_reminders
    WHERE user_id = ? AND used_at IS NULL AND expires_at > ?`).pluck();
  const byCode = db.prepare(`SELECT expires_at AS expiresAt, used_at AS usedAt FROM password_reminders
    WHERE code_hash = ? AND user_id = ?`);
  const useOpen = db.prepare('UPDATE password_reminders SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const purge = db.prepare('DELETE FROM password_reminders WHERE expires_at <= ?');

  return {
    /** A new code for the user, or undefined when the user has MAX_OPEN_REMINDERS open ones already. */
    create(userId: string): { code: string; expiresAt: Date } | undefined {
      const at = now();
      purge.run(new Date(at.getTime() - KEEP_EXPIRED_MS).toISOString());
      if ((openCount.get(userId, at.toISOString()) as number) >= MAX_OPEN_REMINDERS) return undefined;
      const { code, hash } = newSecureCode();
      const expiresAt = new Date(at.getTime() + REMINDER_LIFETIME_MS);
      insert.run(hash, userId, at.toISOString(), expiresAt.toISOString());
      return { code, expiresAt };
    },
    check(userId: string, code: string): ReminderCheck {
      const row = byCode.get(hashSecureCode(code), userId) as { expiresAt: string; usedAt: string | null } | undefined;
      if (!row) return 'unknown';
      if (row.usedAt !== null) return 'used';
      return row.expiresAt > now().toISOString() ? 'valid' : 'expired';
    },
    /**
     * Marks every open code of the user used: once a reminder has set the password, the older
     * reminders' links have nothing left to do. Call with the password change, in its transaction.
     */
    useOpen(userId: string): void {
      useOpen.run(now().toISOString(), userId);
    },
  };
}

export type PasswordReminders = ReturnType<typeof createPasswordReminders>;
