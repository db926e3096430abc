-- Quote requests and quotes of business users (quoting/), as ICM keeps them: a user's request
-- (lines of product and quantity, a name and a comment) is New until submitted; the seller's answer
-- is a quote with a unit price per line (net cents) and a validity period, or a rejection. The quote
-- keeps its own copy of the request's texts and lines, so deleting the request leaves it whole.
-- Times are ISO strings. A basket line accepted from a quote names it and keeps its unit price.
CREATE TABLE quote_requests (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  display_name TEXT,
  description TEXT,
  created_at TEXT NOT NULL,
  submitted_at TEXT
) WITHOUT ROWID;
CREATE INDEX quote_requests_user ON quote_requests (user_id, created_at);

CREATE TABLE quote_request_items (
  id TEXT PRIMARY KEY,
  quote_request_id TEXT NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL,
  UNIQUE (quote_request_id, product_id)
) WITHOUT ROWID;

CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  -- the answered request; it may be deleted later, the quote stays
  quote_request_id TEXT UNIQUE REFERENCES quote_requests (id) ON DELETE SET NULL,
  number TEXT NOT NULL,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  display_name TEXT,
  description TEXT,
  seller_comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  -- rejected by the seller (instead of an offer) or later by the buyer
  rejected INTEGER NOT NULL DEFAULT 0 CHECK (rejected IN (0, 1)),
  -- when the buyer last put it into a basket (cleared when taken out again)
  accepted_at TEXT
) WITHOUT ROWID;
CREATE INDEX quotes_user ON quotes (user_id, created_at);

CREATE TABLE quote_items (
  quote_id TEXT NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  origin_unit_net_cents INTEGER NOT NULL,
  unit_net_cents INTEGER NOT NULL CHECK (unit_net_cents >= 0),
  PRIMARY KEY (quote_id, position)
) WITHOUT ROWID;

ALTER TABLE basket_line_items ADD COLUMN quote_id TEXT REFERENCES quotes (id) ON DELETE SET NULL;
ALTER TABLE basket_line_items ADD COLUMN quoted_unit_net_cents INTEGER;
