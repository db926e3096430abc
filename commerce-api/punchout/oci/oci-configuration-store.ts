// A company's OCI configuration (migration 024): the stored fields over the defaults of oci-fields.ts.
import type { Db } from '../../db/open-database';
import { OCI_FIELDS } from './oci-fields';
import type { OciFieldConfiguration, OciMapping } from './oci-values';

interface ConfigurationRow {
  field: string;
  transform: string;
  formatter: string;
  mappings: string;
}

export function createOciConfigurations(db: Db) {
  const stored = db.prepare('SELECT field, transform, formatter, mappings FROM oci_configurations WHERE customer_id = ?');
  const upsert = db.prepare(`INSERT INTO oci_configurations (customer_id, field, transform, formatter, mappings)
    VALUES (@customerId, @field, @transform, @formatter, @mappings)
    ON CONFLICT (customer_id, field) DO UPDATE SET transform = excluded.transform, formatter = excluded.formatter, mappings = excluded.mappings`);

  /** Every field of the company's configuration, in the order of the OCI field list. */
  function of(customerId: string): OciFieldConfiguration[] {
    const rows = new Map((stored.all(customerId) as ConfigurationRow[]).map(row => [row.field, row]));
    return OCI_FIELDS.map(({ field, transform, formatter }) => {
      const row = rows.get(field);
      return row
        ? { field, transform: row.transform, formatter: row.formatter, mappings: JSON.parse(row.mappings) as OciMapping[] }
        : { field, transform, formatter, mappings: [] };
    });
  }

  return {
    of,
    /** Writes the given fields (all or nothing); the others stay as they are. */
    update: db.transaction((customerId: string, fields: OciFieldConfiguration[]) => {
      for (const { field, transform, formatter, mappings } of fields) {
        upsert.run({ customerId, field, transform, formatter, mappings: JSON.stringify(mappings) });
      }
    }),
  };
}

export type OciConfigurations = ReturnType<typeof createOciConfigurations>;
