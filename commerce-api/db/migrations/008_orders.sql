-- Orders (checkout area): a copy of the submitted basket as its order.v1 document (lines with their
-- prices, addresses, shipping method, payment with masked instrument, totals). One order per basket,
-- enforced by UNIQUE (basket_id): a basket submitted twice can never create a second order.
-- No foreign keys: orders outlive the anonymous token and basket they came from.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  document_number INTEGER NOT NULL UNIQUE,
  basket_id TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  creation_date TEXT NOT NULL,
  -- JSON {data, included}: the order document with everything it can include
  document TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX orders_token ON orders (token_hash, document_number);

-- The order a basket became; a submitted basket stays readable but is no longer the current one.
ALTER TABLE baskets ADD COLUMN submitted_order_id TEXT;
