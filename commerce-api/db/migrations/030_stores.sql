-- The shop's stores (business-and-integration §2.7, §3: the store locator's `GET stores`): address,
-- contact lines where known, and coordinates (decimal degrees, WGS 84) for the map; a store without
-- coordinates is listed but not placed. `position` is the order of the list. Written once by the seed
-- (seed/demo-stores.ts) into an empty table.
CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  country_code TEXT NOT NULL,
  phone TEXT,
  fax TEXT,
  email TEXT,
  latitude REAL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL CHECK (longitude BETWEEN -180 AND 180),
  position INTEGER NOT NULL
) WITHOUT ROWID;
