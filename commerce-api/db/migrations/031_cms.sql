-- Content (cms/): ICM's pagelet model. An entry point is an include or a content page; it lists its
-- top pagelets in order. A pagelet has a component definition and configuration parameters; a slot
-- of a pagelet lists further pagelets in order. Texts that differ by language (display names,
-- parameter values) are JSON objects keyed by locale ({"en_US": …, "de_DE": …}), others plain JSON.
-- Content pages form the page tree through their parent page and position.
CREATE TABLE cms_entry_points (
  kind TEXT NOT NULL CHECK (kind IN ('include', 'page')),
  id TEXT NOT NULL,
  definition TEXT NOT NULL,
  display_name TEXT NOT NULL, -- JSON by locale
  parent_page_id TEXT,        -- pages only: the page above it in the page tree
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;

CREATE TABLE cms_pagelets (
  id TEXT PRIMARY KEY,
  definition TEXT NOT NULL,
  display_name TEXT NOT NULL, -- JSON by locale
  -- where it sits: in an entry point's list, or in a slot of another pagelet
  entry_point_kind TEXT,
  entry_point_id TEXT,
  parent_pagelet_id TEXT REFERENCES cms_pagelets (id) ON DELETE CASCADE,
  slot TEXT,
  position INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX cms_pagelets_entry_point ON cms_pagelets (entry_point_kind, entry_point_id, position);
CREATE INDEX cms_pagelets_parent ON cms_pagelets (parent_pagelet_id, slot, position);

CREATE TABLE cms_parameters (
  pagelet_id TEXT NOT NULL REFERENCES cms_pagelets (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,          -- ICM's parameter type, e.g. bc_pmc:types.pagelet2-Html
  value TEXT NOT NULL,         -- JSON: a value, or an object by locale when localized = 1
  localized INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (pagelet_id, name)
) WITHOUT ROWID;
