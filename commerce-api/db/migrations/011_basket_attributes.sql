-- Basket and line item attributes (basket.v1 `attributes: [{name, value, type}]`, such as
-- desiredDeliveryDate, deliveryTime or Order_CostCenter_ID) and a line item's desired delivery
-- date (yyyy-mm-dd). Values are stored as JSON so numbers and booleans keep their type.
CREATE TABLE basket_attributes (
  basket_id TEXT NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  value_json TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (basket_id, name)
) WITHOUT ROWID;

CREATE TABLE basket_line_item_attributes (
  line_item_id TEXT NOT NULL REFERENCES basket_line_items (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  value_json TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (line_item_id, name)
) WITHOUT ROWID;

ALTER TABLE basket_line_items ADD COLUMN desired_delivery TEXT;
