-- Catalogue master data: locales and currencies, categories, products of every kind with
-- their localized texts, attributes, prices (integer cents, net and gross), inventory,
-- variations, bundles, retail sets, links, warranties, attachments, images and promotions.

CREATE TABLE locales (
  code TEXT PRIMARY KEY,
  position INTEGER NOT NULL
);

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  position INTEGER NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  unique_id TEXT NOT NULL UNIQUE,
  local_id TEXT NOT NULL,
  parent_id INTEGER REFERENCES categories (id) ON DELETE CASCADE,
  root_local_id TEXT NOT NULL,
  category_ref TEXT NOT NULL UNIQUE,
  depth INTEGER NOT NULL,
  position INTEGER NOT NULL,
  show_in_menu INTEGER NOT NULL CHECK (show_in_menu IN (0, 1)),
  online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
  image_kind TEXT,
  -- nested-set bounds, so a subtree is one range condition
  lft INTEGER NOT NULL DEFAULT 0,
  rgt INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent ON categories (parent_id, position);
CREATE INDEX categories_nested_set ON categories (lft, rgt);

CREATE TABLE category_texts (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  seo_title TEXT,
  seo_description TEXT,
  PRIMARY KEY (category_id, locale)
) WITHOUT ROWID;

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'master', 'variation', 'bundle', 'retailSet', 'warranty')),
  manufacturer TEXT NOT NULL DEFAULT '',
  manufacturer_sku TEXT,
  supplier_sku TEXT,
  master_id INTEGER REFERENCES products (id) ON DELETE CASCADE,
  default_variation_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  default_category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  tax_rate REAL NOT NULL,
  online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
  min_order_quantity INTEGER NOT NULL DEFAULT 1,
  max_order_quantity INTEGER,
  step_quantity INTEGER NOT NULL DEFAULT 1,
  packing_unit TEXT NOT NULL DEFAULT '',
  ready_for_shipment_min INTEGER NOT NULL,
  ready_for_shipment_max INTEGER NOT NULL,
  rating_average REAL,
  rating_count INTEGER NOT NULL DEFAULT 0,
  seo_robots TEXT,
  created_at TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX products_master ON products (master_id, position);
-- case-insensitive SKU look-ups: exact and prefix (LIKE) use these
CREATE INDEX products_sku_nocase ON products (sku COLLATE NOCASE);
CREATE INDEX products_manufacturer_sku_nocase ON products (manufacturer_sku COLLATE NOCASE);
CREATE INDEX products_kind ON products (kind, online);

CREATE TABLE product_texts (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  long_description TEXT NOT NULL DEFAULT '',
  seo_title TEXT,
  seo_description TEXT,
  PRIMARY KEY (product_id, locale)
) WITHOUT ROWID;

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_category ON product_categories (category_id, position);

CREATE TABLE product_attributes (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  value_type TEXT NOT NULL CHECK (value_type IN ('String', 'Integer', 'Double', 'Boolean')),
  unit TEXT,
  is_facet INTEGER NOT NULL DEFAULT 0 CHECK (is_facet IN (0, 1)),
  -- locale-independent value: the en_US text of a localized value, else the value itself
  value_key TEXT NOT NULL,
  number_value REAL,
  boolean_value INTEGER,
  PRIMARY KEY (product_id, attribute_key)
) WITHOUT ROWID;

CREATE TABLE product_attribute_texts (
  product_id INTEGER NOT NULL,
  attribute_key TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  display_value TEXT NOT NULL,
  PRIMARY KEY (product_id, attribute_key, locale),
  FOREIGN KEY (product_id, attribute_key) REFERENCES product_attributes (product_id, attribute_key) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE product_attribute_groups (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  group_name TEXT NOT NULL,
  attribute_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, group_name, attribute_key)
) WITHOUT ROWID;

CREATE TABLE product_prices (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies (code),
  price_type TEXT NOT NULL CHECK (price_type IN ('sale', 'list')),
  min_quantity INTEGER NOT NULL DEFAULT 1,
  net_cents INTEGER NOT NULL,
  gross_cents INTEGER NOT NULL,
  PRIMARY KEY (product_id, currency, price_type, min_quantity)
) WITHOUT ROWID;

CREATE TABLE inventory (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  warehouse_id TEXT NOT NULL,
  stock INTEGER NOT NULL,
  always_in_stock INTEGER NOT NULL DEFAULT 0 CHECK (always_in_stock IN (0, 1)),
  available_date TEXT
);

CREATE TABLE variation_attributes (
  master_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  presentation TEXT NOT NULL CHECK (presentation IN ('colorCode', 'swatchImage', 'select', 'textButtons')),
  PRIMARY KEY (master_id, attribute_id)
) WITHOUT ROWID;

CREATE TABLE variation_attribute_texts (
  master_id INTEGER NOT NULL,
  attribute_id TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  PRIMARY KEY (master_id, attribute_id, locale),
  FOREIGN KEY (master_id, attribute_id) REFERENCES variation_attributes (master_id, attribute_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE variation_values (
  variation_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id TEXT NOT NULL,
  value_key TEXT NOT NULL,
  meta_data TEXT,
  PRIMARY KEY (variation_id, attribute_id)
) WITHOUT ROWID;

CREATE TABLE variation_value_texts (
  variation_id INTEGER NOT NULL,
  attribute_id TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code),
  display_value TEXT NOT NULL,
  PRIMARY KEY (variation_id, attribute_id, locale),
  FOREIGN KEY (variation_id, attribute_id) REFERENCES variation_values (variation_id, attribute_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE bundle_items (
  bundle_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (bundle_id, product_id)
) WITHOUT ROWID;
CREATE INDEX bundle_items_product ON bundle_items (product_id);

CREATE TABLE retail_set_parts (
  retail_set_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (retail_set_id, product_id)
) WITHOUT ROWID;
CREATE INDEX retail_set_parts_product ON retail_set_parts (product_id);

CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  link_type TEXT NOT NULL,
  position INTEGER NOT NULL,
  target_product_id INTEGER REFERENCES products (id) ON DELETE CASCADE,
  target_category_id INTEGER REFERENCES categories (id) ON DELETE CASCADE,
  CHECK ((target_product_id IS NULL) <> (target_category_id IS NULL))
);
CREATE INDEX product_links_product ON product_links (product_id, link_type, position);

CREATE TABLE product_warranties (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  warranty_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, warranty_id)
) WITHOUT ROWID;

CREATE TABLE product_attachments (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attachment_key TEXT NOT NULL,
  position INTEGER NOT NULL,
  attachment_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  PRIMARY KEY (product_id, attachment_key)
) WITHOUT ROWID;

CREATE TABLE product_attachment_texts (
  product_id INTEGER NOT NULL,
  attachment_key TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, attachment_key, locale),
  FOREIGN KEY (product_id, attachment_key) REFERENCES product_attachments (product_id, attachment_key) ON DELETE CASCADE
) WITHOUT ROWID;

-- Image sizes by ICM image type (S, M, L, XL, ZOOM)
CREATE TABLE image_types (
  type_id TEXT PRIMARY KEY,
  size INTEGER NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  view_id TEXT NOT NULL CHECK (view_id IN ('front', 'back', 'side')),
  position INTEGER NOT NULL,
  image_kind TEXT NOT NULL,
  color TEXT NOT NULL,
  PRIMARY KEY (product_id, view_id)
) WITHOUT ROWID;

CREATE TABLE promotions (
  id TEXT PRIMARY KEY,
  promotion_type TEXT NOT NULL DEFAULT 'Promotion',
  coupon_code_required INTEGER NOT NULL DEFAULT 0 CHECK (coupon_code_required IN (0, 1)),
  currency TEXT REFERENCES currencies (code),
  use_external_url INTEGER NOT NULL DEFAULT 0 CHECK (use_external_url IN (0, 1)),
  external_url TEXT,
  disable_messages INTEGER NOT NULL DEFAULT 0 CHECK (disable_messages IN (0, 1))
);

CREATE TABLE promotion_texts (
  promotion_id TEXT NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  legal_content_message TEXT,
  PRIMARY KEY (promotion_id, locale)
) WITHOUT ROWID;

CREATE TABLE product_promotions (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  promotion_id TEXT NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, promotion_id)
) WITHOUT ROWID;

CREATE TABLE keywords (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL
);

CREATE TABLE keyword_texts (
  keyword_id INTEGER NOT NULL REFERENCES keywords (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  term TEXT NOT NULL,
  PRIMARY KEY (keyword_id, locale)
) WITHOUT ROWID;

-- Live stock per product; a master is in stock when one of its online variations is.
CREATE VIEW product_availability AS
SELECT
  p.id AS product_id,
  CASE
    WHEN p.kind = 'master' THEN COALESCE((
      SELECT MAX(CASE WHEN vi.always_in_stock = 1 OR vi.stock > 0 THEN 1 ELSE 0 END)
      FROM products v JOIN inventory vi ON vi.product_id = v.id
      WHERE v.master_id = p.id AND v.online = 1), 0)
    ELSE COALESCE((SELECT CASE WHEN i.always_in_stock = 1 OR i.stock > 0 THEN 1 ELSE 0 END
                   FROM inventory i WHERE i.product_id = p.id), 0)
  END AS in_stock,
  CASE
    WHEN p.kind = 'master' THEN COALESCE((
      SELECT SUM(MAX(vi.stock, 0)) FROM products v JOIN inventory vi ON vi.product_id = v.id
      WHERE v.master_id = p.id AND v.online = 1), 0)
    ELSE COALESCE((SELECT MAX(i.stock, 0) FROM inventory i WHERE i.product_id = p.id), 0)
  END AS available_stock
FROM products p;
