-- Budgets of company users (organization management): a limit per order and a budget per period,
-- integer cents in the currency budget_currency (NULL: no limit, no budget). A buyer over either
-- needs approval (requisitions); the account admin sets them, never the user.
ALTER TABLE users ADD COLUMN order_spent_limit_cents INTEGER CHECK (order_spent_limit_cents >= 0);
ALTER TABLE users ADD COLUMN budget_cents INTEGER CHECK (budget_cents >= 0);
ALTER TABLE users ADD COLUMN budget_period TEXT NOT NULL DEFAULT 'monthly' CHECK (budget_period IN ('weekly', 'monthly', 'quarterly'));
ALTER TABLE users ADD COLUMN budget_currency TEXT;

-- A business customer's settings for budgets and cost centers: whether budgets count gross or net
-- amounts, whether a basket may go without a cost center, and whether each line item names its own.
ALTER TABLE customers ADD COLUMN budget_price_type TEXT NOT NULL DEFAULT 'gross' CHECK (budget_price_type IN ('gross', 'net'));
ALTER TABLE customers ADD COLUMN cost_center_optional INTEGER NOT NULL DEFAULT 0 CHECK (cost_center_optional IN (0, 1));
ALTER TABLE customers ADD COLUMN cost_center_per_position INTEGER NOT NULL DEFAULT 0 CHECK (cost_center_per_position IN (0, 1));

-- What a business user's order spent, booked once when the order is placed (directly, or when its
-- requisition is approved): on the user who ordered and, if the order names one, its cost center.
-- Budgets subtract what was booked in their current period (organization/spending.ts). The amount is
-- in the company's budget price type (gross unless the customer says net).
CREATE TABLE spendings (
  order_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cost_center_id TEXT REFERENCES cost_centers (id) ON DELETE SET NULL,
  currency TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  booked_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX spendings_user ON spendings (user_id, booked_at);
CREATE INDEX spendings_cost_center ON spendings (cost_center_id, booked_at);
