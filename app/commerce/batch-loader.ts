// Collects keys asked for in the same turn of the event loop and loads them with one call.
// Each caller gets the entries for its own keys; keys loaded before are answered from memory.

export interface BatchLoaderOptions {
  /** Milliseconds to wait for more keys; 0 (default) waits until the current turn of the event loop ends. */
  windowMs?: number;
  /** Largest number of keys per call; bigger batches are split into parallel calls. */
  maxBatchSize?: number;
}

export type LoadMany<V> = (keys: string[]) => Promise<Map<string, V>>;

interface PendingBatch<V> {
  keys: Set<string>;
  resolve: (map: Map<string, V>) => void;
  reject: (error: unknown) => void;
  promise: Promise<Map<string, V>>;
}

export class BatchLoader<V> {
  private readonly results = new Map<string, Promise<V | undefined>>();
  private pending: PendingBatch<V> | undefined;

  constructor(
    private readonly loadMany: LoadMany<V>,
    private readonly options: BatchLoaderOptions = {}
  ) {}

  /** Loads `keys` (duplicates and empty keys are ignored); keys the backend does not know are absent from the map. */
  async load(keys: readonly string[]): Promise<Map<string, V>> {
    const unique = [...new Set(keys.filter(k => k !== ''))];
    for (const key of unique) {
      if (this.results.has(key)) continue;
      const batch = this.pendingBatch();
      batch.keys.add(key);
      const result = batch.promise.then(map => map.get(key));
      // Callers see the rejection through their own await; this keeps it from being reported as unhandled.
      result.catch(() => this.results.delete(key));
      this.results.set(key, result);
    }
    const values = await Promise.all(unique.map(key => this.results.get(key)!));
    const map = new Map<string, V>();
    unique.forEach((key, i) => {
      const value = values[i];
      if (value !== undefined) map.set(key, value);
    });
    return map;
  }

  private pendingBatch(): PendingBatch<V> {
    if (this.pending) return this.pending;
    let resolve!: (map: Map<string, V>) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<Map<string, V>>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const batch: PendingBatch<V> = { keys: new Set(), resolve, reject, promise };
    this.pending = batch;
    const flush = () => {
      this.pending = undefined;
      this.flush(batch).then(batch.resolve, batch.reject);
    };
    if (this.options.windowMs && this.options.windowMs > 0) setTimeout(flush, this.options.windowMs);
    else setImmediate(flush);
    return batch;
  }

  private async flush(batch: PendingBatch<V>): Promise<Map<string, V>> {
    const keys = [...batch.keys].sort();
    const size = Math.max(1, this.options.maxBatchSize ?? keys.length);
    const chunks: string[][] = [];
    for (let i = 0; i < keys.length; i += size) chunks.push(keys.slice(i, i + size));
    const maps = await Promise.all(chunks.map(chunk => this.loadMany(chunk)));
    const merged = new Map<string, V>();
    for (const map of maps) for (const [key, value] of map) merged.set(key, value);
    return merged;
  }
}
