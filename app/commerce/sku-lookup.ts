// Per-request look-ups of secondary data by SKU (prices, stock) over DataLoader: SKUs asked for in the
// same turn of the event loop go out together, in chunks of `maxBatchSize`, and each SKU is asked for
// once per commerce client (= per incoming request). A chunk that fails leaves its SKUs absent rather
// than failing the callers: a page shows its fallback for them (spec: "Price on request"), and older ICMs
// without the resource (404) cost one call per chunk and request. See README.md "Batching and failures".
import DataLoader from 'dataloader';

export interface SkuLookupOptions {
  /** Milliseconds to wait for more SKUs; 0 (default) waits until the current turn of the event loop ends. */
  windowMs?: number;
  /** Largest number of SKUs per call; bigger batches are split into parallel calls. Default 50. */
  maxBatchSize?: number;
  /** Told when a chunk failed (its SKUs come back absent), so the page knows it is incomplete. Default: a warning. */
  onFailure?: (what: string, error: unknown) => void;
}

const warn = (what: string, error: unknown) => console.warn(`${what} unavailable: ${(error as Error)?.message ?? error}`);

/** Loads one chunk; SKUs the backend does not know are absent from the map. */
export type LoadChunk<V> = (skus: string[]) => Promise<Map<string, V>>;

export function createSkuLookup<V>(what: string, loadChunk: LoadChunk<V>, options: SkuLookupOptions = {}) {
  const windowMs = options.windowMs ?? 0;
  const onFailure = options.onFailure ?? warn;
  const loader = new DataLoader<string, V | undefined>(
    async keys => {
      // Sorted, so that the same SKUs make the same URL (and hit the shared cache).
      const skus = [...keys].sort();
      try {
        const found = await loadChunk(skus);
        return keys.map(sku => found.get(sku));
      } catch (error) {
        onFailure(what, error);
        return keys.map(() => undefined);
      }
    },
    {
      maxBatchSize: options.maxBatchSize ?? 50,
      batchScheduleFn: windowMs > 0 ? callback => setTimeout(callback, windowMs) : callback => setImmediate(callback),
    }
  );

  /** The values by SKU for `skus` (duplicates and empty SKUs are ignored); SKUs without one are absent. */
  return async function get(skus: readonly string[]): Promise<Map<string, V>> {
    const unique = [...new Set(skus.filter(sku => sku !== ''))];
    const values = await loader.loadMany(unique);
    const map = new Map<string, V>();
    unique.forEach((sku, i) => {
      const value = values[i];
      if (value !== undefined && !(value instanceof Error)) map.set(sku, value);
    });
    return map;
  };
}
