// Product records kept between requests for as long as the catalogue revision stays the same (triggers
// move it on with every write to products, their texts, prices and stock: migration 004), so that a
// basket read prices its lines, and a list shows its products, without reading them again. A record is
// the catalogue's, the same for every caller (nothing of a basket, token or user is in it), and frozen.
// Records read inside a transaction are not kept: a rollback could take the revision back to one they
// were never true at. Bounded by the memory the records take, then started afresh.
import { frozen } from '../../reference/frozen';

/** What the kept records may take, estimated from their text lengths. */
export const MAX_KEPT_PRODUCT_BYTES = 8 * 1024 * 1024;

/** A record's object, fields and numbers, beyond its texts (which count two bytes a character). */
const RECORD_OVERHEAD_BYTES = 1024;

export function createKeptProducts<T extends object>() {
  const kept = new Map<string, T>();
  let revision: number | undefined;
  let bytes = 0;
  const forget = () => {
    kept.clear();
    bytes = 0;
  };
  const sizeOf = (record: T) =>
    RECORD_OVERHEAD_BYTES + 2 * Object.values(record).reduce((sum: number, value) => sum + (typeof value === 'string' ? value.length : 0), 0);
  return {
    /** The record kept under the key, after forgetting every record when the catalogue moved on. */
    get(key: string, currentRevision: number): T | undefined {
      if (currentRevision !== revision) {
        forget();
        revision = currentRevision;
      }
      return kept.get(key);
    },
    /** Keeps the record (frozen) for later requests at the revision it was read at; answers it. */
    keep(key: string, record: T): T {
      const size = sizeOf(record);
      if (bytes + size > MAX_KEPT_PRODUCT_BYTES) forget();
      kept.set(key, frozen(record));
      bytes += size;
      return record;
    },
    get bytes() {
      return bytes;
    },
  };
}
