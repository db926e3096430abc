-- Mail and the requests mails confirm (customer area): the outbox of every mail the shop sends,
-- password reminder codes, personal data (GDPR) requests and newsletter subscriptions. Secrets
-- sent by mail (reminder codes, request hashes) are kept only as SHA-256 hashes. Times are ISO-8601 UTC.

-- A mail is written in the transaction of the change that causes it and sent later by the delivery
-- (mail-delivery.ts): `next_attempt_at` is when it tries next (NULL once sent or given up),
-- `attempts` and `last_error` tell how it went.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- A password reminder (POST security/reminder): the secure code of its link, valid until
-- `expires_at` and usable once (`used_at`).
CREATE TABLE password_reminders (
  code_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;
CREATE INDEX password_reminders_user ON password_reminders (user_id, created_at);

-- A personal data request the back office made for a user, confirmed by the user through the
-- hash of its mail's link before it expires. A cancelled request cannot be confirmed.
CREATE TABLE personal_data_requests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hash_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  confirmed_at TEXT,
  state TEXT NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'CONFIRMED', 'CANCELLED')),
  CHECK ((state = 'CONFIRMED') = (confirmed_at IS NOT NULL))
) WITHOUT ROWID;
CREATE INDEX personal_data_requests_user ON personal_data_requests (user_id, created_at);

-- Newsletter subscriptions by e-mail address; unsubscribing keeps the row inactive.
CREATE TABLE newsletter_subscriptions (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  active INTEGER NOT NULL CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
