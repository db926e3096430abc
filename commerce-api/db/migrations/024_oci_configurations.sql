-- A company's OCI punchout configuration (commerce-api/punchout/oci): how each NEW_ITEM field of an
-- OCI transfer is filled. Only the fields the account admin changed have a row; every other field
-- keeps its default from oci-fields.ts, so a later default reaches the customers who never changed it.
-- transform: the value template ('' leaves the field out), with {Placeholder}s (oci-values.ts);
-- formatter: '' or a formatter id; mappings: JSON array of {mapFromValue, mapToValue}, first match wins.
CREATE TABLE oci_configurations (
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  transform TEXT NOT NULL,
  formatter TEXT NOT NULL,
  mappings TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (customer_id, field)
) WITHOUT ROWID;
