-- Shop reference data: countries with their main divisions, channel configuration and
-- localized texts (the ICM localizations resource).

CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  position INTEGER NOT NULL
);

CREATE TABLE country_texts (
  country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  PRIMARY KEY (country_code, locale)
) WITHOUT ROWID;

CREATE TABLE main_divisions (
  country_code TEXT NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (country_code, code)
) WITHOUT ROWID;

CREATE TABLE main_division_texts (
  country_code TEXT NOT NULL,
  code TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  PRIMARY KEY (country_code, code, locale),
  FOREIGN KEY (country_code, code) REFERENCES main_divisions (country_code, code) ON DELETE CASCADE
) WITHOUT ROWID;

-- Channel configuration as dotted paths (basket.maxItemQuantity) with JSON values.
CREATE TABLE configuration (
  path TEXT PRIMARY KEY,
  value_json TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE localizations (
  locale TEXT NOT NULL REFERENCES locales (code),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (locale, key)
) WITHOUT ROWID;

-- Shipping methods the shop offers; costs and eligibility come with the basket.
CREATE TABLE shipping_methods (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  shipping_time_min INTEGER NOT NULL,
  shipping_time_max INTEGER NOT NULL
);

CREATE TABLE shipping_method_texts (
  shipping_method_id TEXT NOT NULL REFERENCES shipping_methods (id) ON DELETE CASCADE,
  locale TEXT NOT NULL REFERENCES locales (code),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (shipping_method_id, locale)
) WITHOUT ROWID;
