-- cXML 1.2 punchout (punchout/cxml/): the sessions a procurement system opens with a
-- PunchOutSetupRequest, and each cXML punchout user's configuration.

-- A punchout session (its id is the `sid` of the StartPage URL): the procurement system's
-- BuyerCookie (the raw XML content, echoed verbatim in the PunchOutOrderMessage) and BrowserFormPost
-- URL, the From and To credentials of the request (JSON, the order message's header turns them
-- around), and the basket made for it. The StartPage's access token is kept only as its SHA-256
-- hash: it works once (`started_at`) and only until `start_expires_at`. A transfer ends the session
-- (`transferred_at`); sessions are purged after `expires_at`.
CREATE TABLE cxml_punchout_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  basket_id TEXT NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  operation TEXT NOT NULL CHECK (operation IN ('create', 'edit', 'inspect')),
  buyer_cookie_xml TEXT NOT NULL,
  return_url TEXT NOT NULL,
  from_json TEXT NOT NULL,
  to_json TEXT NOT NULL,
  start_token_hash TEXT NOT NULL UNIQUE,
  start_expires_at TEXT NOT NULL,
  started_at TEXT,
  transferred_at TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX cxml_punchout_sessions_user ON cxml_punchout_sessions (user_id);
CREATE INDEX cxml_punchout_sessions_expiry ON cxml_punchout_sessions (expires_at);

-- A cXML punchout user's configuration entries that differ from their defaults (cxml-configuration.ts).
CREATE TABLE cxml_configurations (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, name)
) WITHOUT ROWID;
