// Newsletter subscriptions by e-mail address (case-insensitive). Unsubscribing keeps the address
// with `active` off, so the record of a withdrawn consent stays.
import type { Db } from '../../db/open-database';

export const NEWSLETTER = 'Newsletter';

export interface NewsletterSubscription {
  email: string;
  active: boolean;
  createdAt: string;
}

export function createNewsletterSubscriptions(db: Db, now: () => Date = () => new Date()) {
  const byEmail = db.prepare(`SELECT email, active, created_at AS createdAt FROM newsletter_subscriptions WHERE email = ?`);
  const upsert = db.prepare(`INSERT INTO newsletter_subscriptions (email, active, created_at, updated_at)
    VALUES (@email, @active, @at, @at)
    ON CONFLICT (email) DO UPDATE SET active = excluded.active, updated_at = excluded.updated_at`);

  return {
    find(email: string): NewsletterSubscription | undefined {
      const row = byEmail.get(email) as { email: string; active: number; createdAt: string } | undefined;
      return row && { ...row, active: row.active === 1 };
    },
    set(email: string, active: boolean): void {
      upsert.run({ email, active: active ? 1 : 0, at: now().toISOString() });
    },
  };
}

export type NewsletterSubscriptions = ReturnType<typeof createNewsletterSubscriptions>;
