-- Payment texts per locale: a payment parameter's display name and the messages of its constraints
-- (required, size, pattern; NULL where the parameter has no such constraint), and the locale of the
-- shop request that sent a payment to the demo provider (the language of its page).
CREATE TABLE payment_method_parameter_texts (
  payment_method_id TEXT NOT NULL,
  name TEXT NOT NULL,
  locale TEXT NOT NULL REFERENCES locales (code) ON DELETE CASCADE,
  display_name TEXT NOT NULL,
  required_message TEXT,
  size_message TEXT,
  pattern_message TEXT,
  PRIMARY KEY (payment_method_id, name, locale),
  FOREIGN KEY (payment_method_id, name) REFERENCES payment_method_parameters (payment_method_id, name) ON DELETE CASCADE
) WITHOUT ROWID;

-- A database seeded before this migration keeps its (English) texts in every locale until it is
-- seeded again (npm run db:reset), which writes the texts of each locale.
INSERT INTO payment_method_parameter_texts
  (payment_method_id, name, locale, display_name, required_message, size_message, pattern_message)
SELECT p.payment_method_id, p.name, l.code, p.display_name,
  CASE WHEN p.required = 1 THEN p.display_name || ' is required.' END,
  CASE WHEN p.min_size IS NOT NULL OR p.max_size IS NOT NULL
    THEN p.display_name || ' must have ' || COALESCE(p.min_size, 0) || ' to ' || COALESCE(p.max_size, 'any number of') || ' characters.' END,
  CASE WHEN p.pattern IS NOT NULL THEN p.display_name || ' is not valid.' END
FROM payment_method_parameters p CROSS JOIN locales l;

ALTER TABLE payment_method_parameters DROP COLUMN display_name;

-- e.g. de_DE; NULL for payments created before this migration (their page is English)
ALTER TABLE provider_payments ADD COLUMN locale TEXT;
