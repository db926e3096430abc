-- Cost centers per line item (customers.cost_center_per_position, migration 019): a line item may
-- name its own cost center (its Order_CostCenter_ID attribute), so one order or requisition can be
-- charged to several cost centers (organization/requisitions/basket-approval.ts splits the amount).

-- Spendings: one row per order and charged cost center (`share` numbers them 0, 1, … in the order
-- of the split; an order without a cost center has the single share 0, cost_center_id NULL). The
-- user's spending is the sum of the order's shares, which is the order's amount to the cent.
-- UNIQUE (order_id, share) keeps booking an order again a no-op.
CREATE TABLE spendings_by_share (
  order_id TEXT NOT NULL,
  share INTEGER NOT NULL CHECK (share >= 0),
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cost_center_id TEXT REFERENCES cost_centers (id) ON DELETE SET NULL,
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  booked_at TEXT NOT NULL,
  PRIMARY KEY (order_id, share)
) WITHOUT ROWID;
INSERT INTO spendings_by_share (order_id, share, customer_id, user_id, cost_center_id, currency, amount_cents, booked_at)
  SELECT order_id, 0, customer_id, user_id, cost_center_id, currency, amount_cents, booked_at FROM spendings;
DROP TABLE spendings;
ALTER TABLE spendings_by_share RENAME TO spendings;
CREATE INDEX spendings_user ON spendings (user_id, booked_at);
CREATE INDEX spendings_cost_center ON spendings (cost_center_id, booked_at);

-- The cost centers a requisition charges, with the amount of each (in the company's budget price
-- type) and, for those over a budget, the owner's approval: needed (needs_approval) and once given
-- (approval_json, {approvalDate, approverUserId, approver, approvalComment}), in the order of the split
-- (rowid). A requisition is approved once its user approval (if needed) and every needed cost center
-- approval are given.
CREATE TABLE requisition_cost_centers (
  requisition_id TEXT NOT NULL REFERENCES requisitions (id) ON DELETE CASCADE,
  cost_center_id TEXT NOT NULL REFERENCES cost_centers (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  needs_approval INTEGER NOT NULL CHECK (needs_approval IN (0, 1)),
  approval_json TEXT,
  PRIMARY KEY (requisition_id, cost_center_id)
);
CREATE INDEX requisition_cost_centers_cost_center ON requisition_cost_centers (cost_center_id, needs_approval);
INSERT INTO requisition_cost_centers (requisition_id, cost_center_id, amount_cents, needs_approval, approval_json)
  SELECT r.id, r.cost_center_id, CASE c.budget_price_type WHEN 'net' THEN r.total_net_cents ELSE r.total_gross_cents END,
    r.needs_cost_center_approval, r.cost_center_approval_json
  FROM requisitions r JOIN customers c ON c.id = r.customer_id WHERE r.cost_center_id IS NOT NULL;
ALTER TABLE requisitions DROP COLUMN needs_cost_center_approval;
ALTER TABLE requisitions DROP COLUMN cost_center_approval_json;
