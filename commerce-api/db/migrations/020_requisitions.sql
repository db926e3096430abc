-- Requisitions: a business user's basket that needed approval (over the order limit, the user's
-- budget or the cost center's), submitted for approval instead of ordered. As at ICM its id is the
-- basket's id (one requisition per basket). `document` is the basket document as submitted (lines,
-- prices, addresses, shipping, payment, totals, cost center, approval reasons, the user's budget);
-- the basket itself stays, untouched, until approving places its order (orders.basket_id).
-- A requisition may need two approvals, a user approver's (order limit, user budget) and the cost
-- center owner's (cost center budgets): each is given once (a conditional UPDATE of its column), the
-- last one approves the requisition; one rejection rejects it. Deciding is a conditional UPDATE from
-- PENDING: of two approvers deciding the same thing at once, one wins.
CREATE TABLE requisitions (
  id TEXT PRIMARY KEY,
  requisition_no INTEGER NOT NULL UNIQUE,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the buyer's owner key: the order of an approved requisition is the buyer's
  token_hash TEXT NOT NULL,
  cost_center_id TEXT REFERENCES cost_centers (id) ON DELETE SET NULL,
  -- which approvals it needs: by a user approver (order limit, user budget) and/or the cost center owner
  needs_customer_approval INTEGER NOT NULL CHECK (needs_customer_approval IN (0, 1)),
  needs_cost_center_approval INTEGER NOT NULL CHECK (needs_cost_center_approval IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  creation_date TEXT NOT NULL,
  currency TEXT NOT NULL,
  total_gross_cents INTEGER NOT NULL,
  total_net_cents INTEGER NOT NULL,
  line_item_count INTEGER NOT NULL,
  document TEXT NOT NULL,
  -- the approvals given so far, JSON {approvalDate, approverUserId, approver, approvalComment}
  customer_approval_json TEXT,
  cost_center_approval_json TEXT,
  -- the decision that approved or rejected it
  approval_date TEXT,
  approver_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  -- the approver's name and e-mail as they were at the decision
  approver_json TEXT,
  approval_comment TEXT,
  order_id TEXT
) WITHOUT ROWID;
CREATE INDEX requisitions_customer ON requisitions (customer_id, status, creation_date);
CREATE INDEX requisitions_user ON requisitions (user_id, status, creation_date);
CREATE INDEX requisitions_cost_center ON requisitions (cost_center_id, status);
