// Shared in-process cache for anonymous catalogue GETs, on lru-cache's own fetch: an answer is fresh for
// `ttlMs`, then served stale for up to `staleWhileRevalidateMs` while one background request refreshes
// it (a failed refresh keeps the stale answer). Concurrent misses of a key share one backend request.
// Only decoded successful answers are stored: a failed request or an answer of the wrong shape rejects
// and leaves nothing behind.
//
// The cache holds the decoded answers (parsed JSON after schema validation), not the bodies, and counts
// each at its estimated heap size, so `maxSize` bounds the memory it really holds.
import { LRUCache } from 'lru-cache';

/**
 * Heap bytes of a decoded answer per character of its body. Measured with process.memoryUsage() on the
 * recorded ICM answers (tests/fixtures/icm: products, listings, category tree, filters, variations):
 * 1.2 to 1.8; rounded up for answers with non-Latin-1 text, which V8 stores two bytes per character.
 */
export const DECODED_BYTES_PER_BODY_CHAR = 2;
/** LRU bookkeeping and the entry object, per entry, besides the key's characters. */
const ENTRY_OVERHEAD_BYTES = 200;

export interface CatalogCacheOptions {
  /** How long an answer is fresh. Default 60 s. */
  ttlMs?: number;
  /** How long after that a stale answer is still served while refreshing. Default 5 min. */
  staleWhileRevalidateMs?: number;
  /** Upper bound of the estimated heap bytes held. Default 24 MB, well inside a worker's ~150 MB. */
  maxSizeBytes?: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
}

interface Entry {
  value: unknown;
  size: number;
}

/** What a fetch needs: the request of the caller that missed and how to decode its body. */
interface Load {
  load: () => Promise<string>;
  decode: (body: string) => unknown;
}

export class CatalogCache {
  private readonly lru: LRUCache<string, Entry, Load>;
  private readonly staleMs: number;
  /** Each decoder (a schema) gets a number, so that one URL decoded two ways makes two entries. */
  private readonly decoderIds = new WeakMap<object, number>();
  private nextDecoderId = 0;

  constructor(options: CatalogCacheOptions = {}) {
    this.staleMs = options.staleWhileRevalidateMs ?? 300_000;
    const now = options.now;
    this.lru = new LRUCache<string, Entry, Load>({
      maxSize: options.maxSizeBytes ?? 24_000_000,
      sizeCalculation: (entry, key) => entry.size + key.length * 2 + ENTRY_OVERHEAD_BYTES,
      ttl: options.ttlMs ?? 60_000,
      // Serve a stale answer at once while the fetch refreshes it; a failed refresh keeps it. (Not
      // allowStaleOnFetchRejection: it would answer a failed first load with undefined, not its error.)
      allowStale: true,
      noDeleteOnFetchRejection: true,
      // A request waiting for an answer gets it even when the key is evicted meanwhile.
      ignoreFetchAbort: true,
      // Exact ages for a replaced clock; the default 1 ms debounce reads the real time.
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
      fetchMethod: async (_key, _stale, { context }) => {
        const body = await context.load();
        return { value: context.decode(body), size: body.length * DECODED_BYTES_PER_BODY_CHAR };
      },
    });
  }

  /**
   * The answer for `key` decoded by `decode` (JSON parsing and schema validation), loaded with `load` when
   * missing or too stale. Callers must treat the value as read-only: other requests share it.
   */
  async getDecoded<T>(key: string, load: () => Promise<string>, decoder: object, decode: (body: string) => T): Promise<T> {
    const entryKey = `${this.decoderId(decoder)} ${key}`;
    // Past the stale window an answer is not served any more: wait for a fresh one.
    if (this.lru.getRemainingTTL(entryKey) < -this.staleMs) this.lru.delete(entryKey);
    const entry = await this.lru.fetch(entryKey, { context: { load, decode } });
    // lru-cache types a fetch as possibly empty: with these options and this fetchMethod it never is.
    if (!entry) throw new Error(`catalogue cache: no answer for ${key}`);
    return entry.value as T;
  }

  /** Estimated heap bytes held. */
  get calculatedSize(): number {
    return this.lru.calculatedSize;
  }

  get maxSize(): number {
    return this.lru.maxSize;
  }

  /** Number of answers held. */
  get size(): number {
    return this.lru.size;
  }

  private decoderId(decoder: object): number {
    let id = this.decoderIds.get(decoder);
    if (id === undefined) {
      id = this.nextDecoderId++;
      this.decoderIds.set(decoder, id);
    }
    return id;
  }
}

/** The process-wide cache the storefront hands to anonymous commerce clients. */
export const catalogCache = new CatalogCache();
