-- Payment methods (reference data) with their texts, costs and order value limits per currency
-- (and the mandate text of direct debits) and the parameters an instrument of the method needs, with their constraints; a basket's
-- payment instruments (parameters stored masked where the definition says so) and its open tender.
CREATE TABLE payment_methods (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  service_id TEXT NOT NULL,
  -- comma list, e.g. LimitedTender
  capabilities TEXT NOT NULL DEFAULT '',
  save_allowed INTEGER NOT NULL CHECK (save_allowed IN (0, 1))
) WITHOUT ROWID;

CREATE TABLE payment_method_texts (
  payment_method_id TEXT NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code) ON DELETE CASCADE,
  display_name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- the SEPA mandate a direct debit instrument's owner grants; each such instrument gets a mandate reference
  mandate_text TEXT,
  PRIMARY KEY (payment_method_id, locale)
) WITHOUT ROWID;

-- A method is offered in the currencies it has a row for; above max_gross_cents (the basket's
-- gross total before payment costs) it is restricted.
CREATE TABLE payment_method_currencies (
  payment_method_id TEXT NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies (code) ON DELETE CASCADE,
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= net_cents),
  max_gross_cents INTEGER CHECK (max_gross_cents >= 0),
  PRIMARY KEY (payment_method_id, currency)
) WITHOUT ROWID;

CREATE TABLE payment_method_parameters (
  payment_method_id TEXT NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  display_name TEXT NOT NULL,
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  min_size INTEGER,
  max_size INTEGER,
  pattern TEXT,
  -- only the last four characters are ever stored
  masked INTEGER NOT NULL CHECK (masked IN (0, 1)),
  PRIMARY KEY (payment_method_id, name)
) WITHOUT ROWID;

CREATE TABLE basket_payment_instruments (
  id TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  -- no foreign key: reseeding the reference data must not be blocked by baskets
  payment_method_id TEXT NOT NULL,
  -- JSON [{name, value}], masked values only
  parameters TEXT NOT NULL,
  account_identifier TEXT,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX basket_payment_instruments_basket ON basket_payment_instruments (basket_id, position);

-- The open tender: a method, and the instrument for methods with parameters.
ALTER TABLE baskets ADD COLUMN payment_method_id TEXT;
ALTER TABLE baskets ADD COLUMN payment_instrument_id TEXT REFERENCES basket_payment_instruments (id) ON DELETE SET NULL;
