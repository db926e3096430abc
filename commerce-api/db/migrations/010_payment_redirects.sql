-- Payment redirects (checkout area, decision 012 addendum): the demo redirect payment method, the
-- return URLs a basket's payment registers, the bundled demo provider's payments, order creation
-- states (COMPLETED or STOPPED while the payment provider has the shopper) and rolled-back attempts.

-- The demo provider's payment method itself is seed data (seed/reference-data.ts).

-- The return URLs a basket's open tender registered (PUT payments/open-tender with `redirect`):
-- absolute http(s) URLs; `*orderID*` in them is replaced by the order id.
CREATE TABLE basket_payment_redirects (
  basket_id TEXT PRIMARY KEY REFERENCES baskets (id) ON DELETE CASCADE,
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  failure_url TEXT NOT NULL
) WITHOUT ROWID;

-- A payment at the demo provider: the order it pays, the amount it shows and the return URLs it
-- may send the shopper to (never any other). status: PENDING until the shopper decides.
CREATE TABLE provider_payments (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  success_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  failure_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'CANCEL', 'FAILURE')),
  created_at TEXT NOT NULL,
  decided_at TEXT
) WITHOUT ROWID;
CREATE INDEX provider_payments_order ON provider_payments (order_id, created_at);

-- COMPLETED: a placed order. STOPPED: waiting for the payment provider (not listed as placed).
ALTER TABLE orders ADD COLUMN creation_status TEXT NOT NULL DEFAULT 'COMPLETED'
  CHECK (creation_status IN ('COMPLETED', 'STOPPED'));

-- Attempts that were rolled back (payment cancelled, failed or declined): moved out of `orders`, so
-- UNIQUE (orders.basket_id) still means one live order per basket and the basket can be submitted
-- again. Their document numbers are never given out again.
CREATE TABLE rolled_back_orders (
  id TEXT PRIMARY KEY,
  document_number INTEGER NOT NULL UNIQUE,
  basket_id TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  creation_date TEXT NOT NULL,
  rolled_back_at TEXT NOT NULL,
  -- CANCEL, FAILURE or DECLINED
  reason TEXT NOT NULL,
  -- JSON {data, included} with orderCreation ROLLED_BACK, as last answered
  document TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX rolled_back_orders_basket ON rolled_back_orders (basket_id);
