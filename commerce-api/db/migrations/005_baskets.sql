-- Anonymous authentication tokens, baskets and line items (basket area). Tokens are kept only as
-- SHA-256 hashes; a token's baskets go when the token expires and is purged.
CREATE TABLE basket_tokens (
  token_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX basket_tokens_expiry ON basket_tokens (expires_at);

CREATE TABLE baskets (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL REFERENCES basket_tokens (token_hash) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies (code),
  message_to_merchant TEXT,
  external_order_reference TEXT,
  -- creation order of a token's baskets; the newest is the current one
  sequence INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX baskets_token ON baskets (token_hash, sequence);

CREATE TABLE basket_line_items (
  id TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- a warranty product offered with the line's product, bought for the whole quantity
  warranty_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  position INTEGER NOT NULL,
  UNIQUE (basket_id, product_id)
) WITHOUT ROWID;
CREATE INDEX basket_line_items_basket ON basket_line_items (basket_id, position);
