// Shared in-process cache for anonymous catalogue GETs: fresh for `ttlMs`, then served stale for up to
// `staleWhileRevalidateMs` while one background request refreshes it. Only successful answers are stored;
// concurrent misses for the same key share one backend request.
import { LRUCache } from 'lru-cache';

export interface CatalogCacheOptions {
  /** How long an answer is fresh. Default 60 s. */
  ttlMs?: number;
  /** How long after that a stale answer is still served while refreshing. Default 5 min. */
  staleWhileRevalidateMs?: number;
  /** Upper bound of the stored body text, in characters. Default 50 million. */
  maxSize?: number;
  maxEntries?: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
}

interface Entry {
  body: string;
  storedAt: number;
  /** Decoded forms of `body`, by decoder, so that hot answers are parsed once and not on every request. */
  decoded?: Map<object, unknown>;
}

export class CatalogCache {
  private readonly lru: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(options: CatalogCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    const staleMs = options.staleWhileRevalidateMs ?? 300_000;
    this.staleMs = staleMs;
    this.lru = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 10_000,
      maxSize: options.maxSize ?? 50_000_000,
      sizeCalculation: entry => Math.max(1, entry.body.length),
      ttl: this.ttlMs + staleMs,
      ttlAutopurge: false,
      perf: { now: () => this.now() },
    });
  }

  /** The cached body for `key`, loading it with `load` when missing; refreshes stale entries in the background. */
  async get(key: string, load: () => Promise<string>): Promise<string> {
    const entry = this.lru.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < this.ttlMs) return entry.body;
      if (age < this.ttlMs + this.staleMs) {
        // A failed refresh keeps the stale answer until its window ends.
        this.refresh(key, load).catch(() => undefined);
        return entry.body;
      }
      this.lru.delete(key);
    }
    return this.refresh(key, load);
  }

  /**
   * Like `get`, but returns the body decoded by `decode` (JSON parsing and schema validation), remembering
   * the result with the entry. Callers must treat the decoded value as read-only: other requests share it.
   */
  async getDecoded<T>(key: string, load: () => Promise<string>, decoder: object, decode: (body: string) => T): Promise<T> {
    const body = await this.get(key, load);
    const entry = this.lru.peek(key);
    if (!entry || entry.body !== body) return decode(body);
    entry.decoded ??= new Map();
    if (entry.decoded.has(decoder)) return entry.decoded.get(decoder) as T;
    const value = decode(body);
    entry.decoded.set(decoder, value);
    return value;
  }

  /** Whether a fresh or stale answer is stored for `key`. */
  has(key: string): boolean {
    return this.lru.has(key);
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  private refresh(key: string, load: () => Promise<string>): Promise<string> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = load()
      .then(body => {
        this.lru.set(key, { body, storedAt: this.now() });
        return body;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}

/** The process-wide cache the storefront hands to anonymous commerce clients. */
export const catalogCache = new CatalogCache();
