-- Search and navigation indexes derived from the catalogue. They are rebuilt in the same
-- transaction as every catalogue write (domain/catalog-index.ts), so they are never stale.

-- Full-text index, one row per product and locale, over accent-folded texts.
CREATE VIRTUAL TABLE product_search USING fts5 (
  name,
  sku,
  manufacturer,
  short_description,
  long_description,
  attributes,
  locale UNINDEXED,
  product_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TABLE facet_definitions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('category', 'brand', 'price', 'attribute', 'variation', 'stock')),
  position INTEGER NOT NULL,
  display_type TEXT NOT NULL,
  selection_type TEXT NOT NULL
);

CREATE TABLE facet_definition_texts (
  facet_id TEXT NOT NULL REFERENCES facet_definitions (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  PRIMARY KEY (facet_id, locale)
) WITHOUT ROWID;

-- Facet values of brand, attribute and variation facets. A master carries the values of its variations.
CREATE TABLE product_facet_values (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  facet_id TEXT NOT NULL REFERENCES facet_definitions (id) ON DELETE CASCADE,
  value_key TEXT NOT NULL,
  PRIMARY KEY (product_id, facet_id, value_key)
) WITHOUT ROWID;
CREATE INDEX product_facet_values_value ON product_facet_values (facet_id, value_key);

CREATE TABLE facet_value_texts (
  facet_id TEXT NOT NULL REFERENCES facet_definitions (id) ON DELETE CASCADE,
  value_key TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code),
  display_value TEXT NOT NULL,
  mapped_type TEXT,
  mapped_value TEXT,
  position INTEGER NOT NULL,
  PRIMARY KEY (facet_id, value_key, locale)
) WITHOUT ROWID;

-- Every category a listable product belongs to, directly or through a subcategory.
CREATE TABLE product_category_closure (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_category_closure_product ON product_category_closure (product_id);

CREATE TABLE category_statistics (
  category_id INTEGER PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  direct_online_products INTEGER NOT NULL,
  subtree_online_products INTEGER NOT NULL,
  online_subcategories INTEGER NOT NULL
);

-- Terms the suggest service offers: shop keywords first, then frequent words of the catalogue.
-- A term has one row per word it can be found by: `folded` is the accent-folded text from that word on.
CREATE TABLE suggest_terms (
  locale TEXT NOT NULL REFERENCES locales (code),
  folded TEXT NOT NULL,
  term TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('keyword', 'catalog')),
  hit_count INTEGER NOT NULL,
  PRIMARY KEY (locale, folded, source, term)
) WITHOUT ROWID;
