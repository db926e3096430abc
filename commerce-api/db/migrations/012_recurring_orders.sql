-- Recurring orders (checkout area, decision 012 addendum "Recurring orders"): a basket's recurrence
-- (PATCH baskets/{id} `recurrence`), the recurring orders a basket with a recurrence becomes on
-- POST orders, and the scheduler's runs. Dates are UTC calendar days written yyyy-mm-dd.

-- The recurrence a basket asks for: an ISO-8601 period (P1D, P2W, P1M, P1Y; n 1-99), a start date
-- and at most one of an end date or a number of repetitions.
CREATE TABLE basket_recurrences (
  basket_id TEXT PRIMARY KEY REFERENCES baskets (id) ON DELETE CASCADE,
  recurrence_interval TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  repetitions INTEGER CHECK (repetitions BETWEEN 1 AND 999),
  CHECK (end_date IS NULL OR repetitions IS NULL)
) WITHOUT ROWID;

-- A recurring order: the token owning it, the snapshot of the basket needed to place its orders
-- (lines by SKU, addresses, shipping method, payment method and masked instrument, promotion
-- codes, texts; JSON), currency and locale, and its schedule. No foreign keys: like orders, it
-- outlives its anonymous token and basket. UNIQUE (basket_id): a basket becomes one recurring order.
CREATE TABLE recurring_orders (
  id TEXT PRIMARY KEY,
  document_number INTEGER NOT NULL UNIQUE,
  basket_id TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL,
  currency TEXT NOT NULL,
  locale TEXT NOT NULL,
  snapshot TEXT NOT NULL,
  -- JSON {data, included}: the order.v1 answer of POST orders (STOPPED, exit reason recurring.order)
  creation_document TEXT NOT NULL,
  recurrence_interval TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  -- the number of scheduled dates (given, or computed from the end date); NULL: no end
  repetitions INTEGER,
  -- the index of the next scheduled date (0 = the start date) and that date; NULL once expired
  next_occurrence INTEGER NOT NULL DEFAULT 0,
  next_order_date TEXT,
  last_order_date TEXT,
  order_count INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  expired INTEGER NOT NULL DEFAULT 0 CHECK (expired IN (0, 1)),
  creation_date TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX recurring_orders_due ON recurring_orders (active, next_order_date);
CREATE INDEX recurring_orders_token ON recurring_orders (token_hash, document_number);

-- One row per scheduled date the scheduler acted on: the order it placed, or why it failed (JSON
-- causes). `missed` counts the earlier dates this run skipped (the shop was down). The primary key
-- makes a second placement for the same date impossible.
CREATE TABLE recurring_order_runs (
  recurring_order_id TEXT NOT NULL REFERENCES recurring_orders (id) ON DELETE CASCADE,
  occurrence INTEGER NOT NULL,
  scheduled_date TEXT NOT NULL,
  run_at TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('PLACED', 'FAILED')),
  order_id TEXT,
  missed INTEGER NOT NULL DEFAULT 0,
  causes TEXT,
  PRIMARY KEY (recurring_order_id, occurrence)
) WITHOUT ROWID;
