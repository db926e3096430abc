-- Promotion rules (basket area): the discount behind a catalogue promotion (001's `promotions`
-- gives its texts, so a product page's promotion and the basket's discount are the same thing),
-- and the promotion codes applied to baskets. One rule per promotion. Money in integer cents, net
-- (the shop's pricing.priceType), per currency; percentages in basis points (1000 = 10 %).
CREATE TABLE promotion_rules (
  promotion_id TEXT PRIMARY KEY REFERENCES promotions (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('OrderPercentOff', 'OrderValueOff', 'ItemPercentOff', 'ItemValueOff', 'FreeShipping')),
  -- NULL: applied automatically; otherwise the code a shopper enters (compared case-insensitively)
  code TEXT UNIQUE COLLATE NOCASE CHECK (code IS NULL OR length(code) BETWEEN 1 AND 64),
  percent_basis_points INTEGER CHECK (percent_basis_points BETWEEN 1 AND 10000),
  -- item rules: the product, or every product in the category and its subcategories
  product_id INTEGER REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER REFERENCES categories (id) ON DELETE CASCADE,
  -- ISO-8601 UTC timestamps, inclusive from, exclusive to; NULL is open
  valid_from TEXT,
  valid_to TEXT,
  position INTEGER NOT NULL,
  CHECK ((kind IN ('OrderPercentOff', 'ItemPercentOff')) = (percent_basis_points IS NOT NULL)),
  CHECK ((kind IN ('ItemPercentOff', 'ItemValueOff')) = (product_id IS NOT NULL OR category_id IS NOT NULL))
);

-- Per currency: the amount off (value kinds) and the minimum order value (any kind). A value rule
-- without a row for the basket currency does not apply in that currency.
CREATE TABLE promotion_rule_amounts (
  promotion_id TEXT NOT NULL REFERENCES promotion_rules (promotion_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies (code) ON DELETE CASCADE,
  amount_off_cents INTEGER CHECK (amount_off_cents > 0),
  minimum_order_cents INTEGER CHECK (minimum_order_cents >= 0),
  PRIMARY KEY (promotion_id, currency)
) WITHOUT ROWID;

-- Codes a basket holds, upper-cased, in the order they were applied. A code stays when its rule
-- is deleted (the basket then reports it as not applicable).
CREATE TABLE basket_promotion_codes (
  basket_id TEXT NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (basket_id, code)
) WITHOUT ROWID;
