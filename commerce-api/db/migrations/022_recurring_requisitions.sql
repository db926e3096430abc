-- Requisitions of recurring orders: a business buyer's scheduled order that needs approval becomes a
-- requisition (id `recurring-{recurring order id}-{occurrence}`, the scheduler's basket id) instead
-- of an order; approving it places that occurrence's order from the recurring order's snapshot.

-- The recurring order and scheduled date a requisition comes from, and the recurring order's number
-- (shown on the requisition even after the recurring order was deleted). No foreign key: the
-- requisition outlives its recurring order, as the orders it placed do.
ALTER TABLE requisitions ADD COLUMN recurring_order_id TEXT;
ALTER TABLE requisitions ADD COLUMN recurring_order_no INTEGER;
ALTER TABLE requisitions ADD COLUMN recurring_occurrence INTEGER;
CREATE INDEX requisitions_recurring_order ON requisitions (recurring_order_id);

-- A run may now end in a requisition (outcome REQUISITION, its id in requisition_id; order_id once
-- approving placed the order). SQLite cannot change a CHECK constraint: the table is rebuilt with
-- its rows (nothing references it).
CREATE TABLE recurring_order_runs_new (
  recurring_order_id TEXT NOT NULL REFERENCES recurring_orders (id) ON DELETE CASCADE,
  occurrence INTEGER NOT NULL,
  scheduled_date TEXT NOT NULL,
  run_at TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('PLACED', 'FAILED', 'REQUISITION')),
  order_id TEXT,
  requisition_id TEXT,
  missed INTEGER NOT NULL DEFAULT 0,
  causes TEXT,
  PRIMARY KEY (recurring_order_id, occurrence)
) WITHOUT ROWID;
INSERT INTO recurring_order_runs_new (recurring_order_id, occurrence, scheduled_date, run_at, outcome, order_id, missed, causes)
  SELECT recurring_order_id, occurrence, scheduled_date, run_at, outcome, order_id, missed, causes FROM recurring_order_runs;
DROP TABLE recurring_order_runs;
ALTER TABLE recurring_order_runs_new RENAME TO recurring_order_runs;
