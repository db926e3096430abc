-- Single sign-on (customer/sso, decision 014): the identities an OpenID provider vouched for, by
-- issuer and subject (the id_token's `iss` and `sub`). POST users/processtoken with CREATE_USER writes
-- an identity without a user: its id is the `userid` the storefront's /register/sso completes, with
-- the customer, into a user (user_id). The names and e-mail address are the id_token's claims, kept
-- for that registration.
CREATE TABLE sso_identities (
  id TEXT PRIMARY KEY,
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  email TEXT,
  first_name TEXT,
  last_name TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (issuer, subject)
) WITHOUT ROWID;
