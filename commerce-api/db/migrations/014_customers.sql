-- Customers and their users (customer area): private customers have one user, business (SMB)
-- customers several. A user's baskets, orders and recurring orders belong to the owner key
-- 'user:' || users.id, a basket_tokens row that never expires, so they survive every login.
CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  customer_no TEXT NOT NULL UNIQUE COLLATE NOCASE,
  type TEXT NOT NULL CHECK (type IN ('PrivateCustomer', 'SMBCustomer')),
  company_name TEXT,
  company_name2 TEXT,
  taxation_id TEXT,
  industry TEXT,
  description TEXT,
  approval_status TEXT NOT NULL DEFAULT 'APPROVED' CHECK (approval_status IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- preferred_* hold address and payment instrument ids without foreign keys: their tables come with
-- a later migration of the customer's account.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  login TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL,
  title TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_home TEXT,
  phone_business TEXT,
  phone_mobile TEXT,
  fax TEXT,
  birthday TEXT,
  preferred_language TEXT NOT NULL DEFAULT 'de_DE',
  business_partner_no TEXT,
  department TEXT,
  -- scrypt with its parameters (passwords.ts); NULL for single-sign-on users, who cannot log in here
  password_hash TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- JSON array of role ids (roles.ts)
  roles TEXT NOT NULL DEFAULT '[]',
  preferred_invoice_address_id TEXT,
  preferred_ship_to_address_id TEXT,
  preferred_payment_instrument_id TEXT,
  owner_key TEXT NOT NULL UNIQUE REFERENCES basket_tokens (token_hash),
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX users_customer ON users (customer_id, created_at);

-- One login (a password grant): its access and refresh tokens, rotated by refresh grants, revoked
-- together on logout or when the password changes elsewhere.
CREATE TABLE user_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
) WITHOUT ROWID;
CREATE INDEX user_sessions_user ON user_sessions (user_id);

-- Tokens are kept only as SHA-256 hashes. A refresh token is used once: `used_at` is set when it
-- is exchanged, and presenting it again revokes its session (a stolen token was replayed).
CREATE TABLE user_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES user_sessions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;
CREATE INDEX user_tokens_session ON user_tokens (session_id);
CREATE INDEX user_tokens_expiry ON user_tokens (expires_at);

-- The login throttle (login-throttle.ts). Failed password checks, by key ('login:' + lower-case
-- login, also for unknown logins, or 'address:' + client address), kept for the 15-minute window in
-- which they count; and the keys being throttled: the delay's level (30 s doubling per further
-- failure) and the last failure, from which the delay runs.
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  throttle_key TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (throttle_key, failed_at);
CREATE INDEX login_failures_time ON login_failures (failed_at);

CREATE TABLE login_throttles (
  throttle_key TEXT PRIMARY KEY,
  level INTEGER NOT NULL CHECK (level > 0),
  last_failure_at TEXT NOT NULL
) WITHOUT ROWID;
