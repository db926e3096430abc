-- A company's punchout settings (punchout/settings/, our extension of ICM's punchout API): the
-- origins its procurement systems may get baskets back at, the origins that may frame its punchout
-- sessions (JSON arrays of normalised origins) and whether SAP GUI's SAPEVENT: hook URLs are taken.
-- A company without a row has the defaults: no allow-list, no framing by others, no SAPEVENT:.
CREATE TABLE punchout_settings (
  customer_id TEXT PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  allowed_return_origins TEXT NOT NULL DEFAULT '[]',
  frame_ancestors TEXT NOT NULL DEFAULT '[]',
  allow_sap_event INTEGER NOT NULL DEFAULT 0 CHECK (allow_sap_event IN (0, 1))
) WITHOUT ROWID;
