-- A customer's account (customer area, customer/account/): its addresses, its users' saved payment
-- instruments and its cost centers with their buyers; and the copies through which a logged-in
-- user's basket references the addresses and instruments it chose.

-- An address of a customer. owner_user_id: the user it belongs to, or NULL for an address of the
-- whole company (every user sees it); a business user also sees the addresses shared with them
-- (customer_address_shares). Usage flags say what the address may serve as.
CREATE TABLE customer_addresses (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  owner_user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  address_name TEXT,
  title TEXT,
  company_name1 TEXT,
  company_name2 TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT,
  address_line3 TEXT,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  -- checked against the reference countries when written; no foreign key, so a seed that rewrites
  -- the reference data never takes a customer's addresses with it
  country_code TEXT NOT NULL,
  main_division_code TEXT,
  phone_home TEXT,
  phone_mobile TEXT,
  phone_business TEXT,
  phone_business_direct TEXT,
  fax TEXT,
  email TEXT NOT NULL,
  invoice_to INTEGER NOT NULL DEFAULT 1 CHECK (invoice_to IN (0, 1)),
  ship_to INTEGER NOT NULL DEFAULT 1 CHECK (ship_to IN (0, 1)),
  ship_from INTEGER NOT NULL DEFAULT 0 CHECK (ship_from IN (0, 1)),
  service_to INTEGER NOT NULL DEFAULT 0 CHECK (service_to IN (0, 1)),
  install_to INTEGER NOT NULL DEFAULT 0 CHECK (install_to IN (0, 1)),
  -- creation order within the customer
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, position);

-- The users of the company an owned address is shared with.
CREATE TABLE customer_address_shares (
  address_id TEXT NOT NULL REFERENCES customer_addresses (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (address_id, user_id)
) WITHOUT ROWID;
CREATE INDEX customer_address_shares_user ON customer_address_shares (user_id);

-- A user's saved payment instrument: the method and its parameters (JSON [{name, value}]) with
-- card and account numbers masked before they are stored, as for basket instruments; the full
-- number is never kept.
CREATE TABLE user_payment_instruments (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_method_id TEXT NOT NULL,
  parameters TEXT NOT NULL,
  account_identifier TEXT,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX user_payment_instruments_user ON user_payment_instruments (user_id, position);

-- A cost center of a business customer: its number (cost_center_id, unique in the customer), name,
-- owner, budget per period (integer cents, NULL: none) and whether it is active.
CREATE TABLE cost_centers (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  cost_center_id TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL,
  owner_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  currency TEXT NOT NULL,
  budget_cents INTEGER CHECK (budget_cents >= 0),
  budget_period TEXT NOT NULL DEFAULT 'monthly' CHECK (budget_period IN ('weekly', 'monthly', 'quarterly', 'yearly')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL,
  UNIQUE (customer_id, cost_center_id)
) WITHOUT ROWID;

-- The users who may order on a cost center, each with an optional budget of their own.
CREATE TABLE cost_center_buyers (
  cost_center_id TEXT NOT NULL REFERENCES cost_centers (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  budget_cents INTEGER CHECK (budget_cents >= 0),
  budget_period TEXT NOT NULL DEFAULT 'monthly' CHECK (budget_period IN ('weekly', 'monthly', 'quarterly', 'yearly')),
  PRIMARY KEY (cost_center_id, user_id)
) WITHOUT ROWID;
CREATE INDEX cost_center_buyers_user ON cost_center_buyers (user_id);

-- A logged-in user's basket references a customer address or saved instrument it chose through a
-- copy of its own (baskets.invoice_to_address_id, ship_to_address_id and payment_instrument_id name
-- rows of the basket's tables): these rows say which customer address or saved instrument (by urn)
-- a copy stands for. The basket shows the original's current values under the copy's id.
CREATE TABLE basket_customer_addresses (
  basket_address_id TEXT PRIMARY KEY REFERENCES basket_addresses (id) ON DELETE CASCADE,
  urn TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE basket_saved_instruments (
  basket_instrument_id TEXT PRIMARY KEY REFERENCES basket_payment_instruments (id) ON DELETE CASCADE,
  urn TEXT NOT NULL
) WITHOUT ROWID;
