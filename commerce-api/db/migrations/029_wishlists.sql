-- Wishlists (wishlists/): a user's named product lists, one of them preferred, each shareable by a
-- secure code (NULL while not shared). Items hold a SKU, so a list outlives catalogue changes.
CREATE TABLE wishlists (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  preferred INTEGER NOT NULL DEFAULT 0,
  secure_code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX wishlists_by_user ON wishlists (user_id, created_at);

CREATE TABLE wishlist_items (
  id TEXT PRIMARY KEY,
  wishlist_id TEXT NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (wishlist_id, sku)
);
