-- A counter that every change to the data behind product lists moves on, so that in-memory
-- copies of that data (domain/catalog-snapshot.ts) know when to reload.

CREATE TABLE catalog_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);
INSERT INTO catalog_revision (id, revision) VALUES (1, 0);

CREATE TRIGGER products_revision_insert AFTER INSERT ON products BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER products_revision_update AFTER UPDATE ON products BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER products_revision_delete AFTER DELETE ON products BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER product_texts_revision_insert AFTER INSERT ON product_texts BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER product_texts_revision_update AFTER UPDATE ON product_texts BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER product_texts_revision_delete AFTER DELETE ON product_texts BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER product_prices_revision_insert AFTER INSERT ON product_prices BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER product_prices_revision_update AFTER UPDATE ON product_prices BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER product_prices_revision_delete AFTER DELETE ON product_prices BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER inventory_revision_insert AFTER INSERT ON inventory BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER inventory_revision_update AFTER UPDATE ON inventory BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER inventory_revision_delete AFTER DELETE ON inventory BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER facet_values_revision_insert AFTER INSERT ON product_facet_values BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER facet_values_revision_delete AFTER DELETE ON product_facet_values BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER category_closure_revision_insert AFTER INSERT ON product_category_closure BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER category_closure_revision_delete AFTER DELETE ON product_category_closure BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER categories_revision_insert AFTER INSERT ON categories BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER categories_revision_update AFTER UPDATE ON categories BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER categories_revision_delete AFTER DELETE ON categories BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER category_texts_revision_insert AFTER INSERT ON category_texts BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER category_texts_revision_update AFTER UPDATE ON category_texts BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER category_texts_revision_delete AFTER DELETE ON category_texts BEGIN UPDATE catalog_revision SET revision = revision + 1; END;

CREATE TRIGGER category_statistics_revision_insert AFTER INSERT ON category_statistics BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
CREATE TRIGGER category_statistics_revision_delete AFTER DELETE ON category_statistics BEGIN UPDATE catalog_revision SET revision = revision + 1; END;
