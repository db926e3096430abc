-- The client addresses a login has logged in from (login-throttle.ts): the per-login count of failures
-- from all addresses does not throttle the login from these, so strangers elsewhere cannot lock its
-- owner out. By lower-case login and throttled address (IPv4, or an IPv6 /64 network), with the last
-- successful login from it; the throttle keeps the last 10 per login and forgets them after 90 days.
CREATE TABLE known_login_addresses (
  login TEXT NOT NULL,
  address TEXT NOT NULL,
  last_success_at TEXT NOT NULL,
  PRIMARY KEY (login, address)
) WITHOUT ROWID;
CREATE INDEX known_login_addresses_time ON known_login_addresses (last_success_at);
