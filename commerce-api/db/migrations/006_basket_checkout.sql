-- Basket addresses and shipping: what each shipping method costs per currency, the countries a
-- method is restricted to, a basket's addresses and its chosen invoice and ship-to addresses and
-- shipping method.
CREATE TABLE shipping_method_costs (
  shipping_method_id TEXT NOT NULL REFERENCES shipping_methods (id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies (code) ON DELETE CASCADE,
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= net_cents),
  PRIMARY KEY (shipping_method_id, currency)
) WITHOUT ROWID;

-- A method with rows here ships only to these countries; one without ships everywhere.
CREATE TABLE shipping_method_countries (
  shipping_method_id TEXT NOT NULL REFERENCES shipping_methods (id) ON DELETE CASCADE,
  country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  PRIMARY KEY (shipping_method_id, country_code)
) WITHOUT ROWID;

CREATE TABLE basket_addresses (
  id TEXT PRIMARY KEY,
  basket_id TEXT NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  -- no foreign key: reseeding the reference data must not be blocked by baskets
  country_code TEXT NOT NULL,
  main_division_code TEXT,
  email TEXT NOT NULL,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX basket_addresses_basket ON basket_addresses (basket_id, position);

ALTER TABLE baskets ADD COLUMN invoice_to_address_id TEXT REFERENCES basket_addresses (id) ON DELETE SET NULL;
ALTER TABLE baskets ADD COLUMN ship_to_address_id TEXT REFERENCES basket_addresses (id) ON DELETE SET NULL;
ALTER TABLE baskets ADD COLUMN shipping_method_id TEXT REFERENCES shipping_methods (id) ON DELETE SET NULL;

-- Tax rates per country and tax class (standard, reduced) in basis points (1900 = 19 %). The
-- catalogue's gross prices carry the shop country's rates; a basket shipping to a country with
-- rates here is taxed at that country's rate of the same class.
CREATE TABLE country_tax_rates (
  country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  tax_class TEXT NOT NULL CHECK (tax_class IN ('standard', 'reduced')),
  rate_basis_points INTEGER NOT NULL CHECK (rate_basis_points >= 0),
  PRIMARY KEY (country_code, tax_class)
) WITHOUT ROWID;
