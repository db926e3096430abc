// The shared anonymous answer cache: bounded by the memory of the decoded answers, stale-while-revalidate,
// never an error.
import { describe, expect, it, vi } from 'vitest';

import { CatalogCache, DECODED_BYTES_PER_BODY_CHAR } from '~/commerce/catalog-cache.server';

const decoder = {};
const decode = (body: string) => JSON.parse(body) as { v: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('memory bound', () => {
  it('keeps the estimated size of many distinct answers under its maximum', async () => {
    const cache = new CatalogCache({ maxSizeBytes: 1_000_000 });
    const body = JSON.stringify({ v: 'x'.repeat(10_000) });
    for (let i = 0; i < 1_000; i++) await cache.getDecoded(`search ${i}`, async () => body, decoder, decode);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1_000_000);
    // Each answer counts at its decoded size, not at its body's.
    expect(cache.size).toBeLessThanOrEqual(Math.floor(1_000_000 / (body.length * DECODED_BYTES_PER_BODY_CHAR)));
  });

  it('counts a decoded answer at more than its body, as parsed objects take more heap than the text', async () => {
    const cache = new CatalogCache();
    const body = JSON.stringify({ v: 'x'.repeat(10_000) });
    await cache.getDecoded('one', async () => body, decoder, decode);
    expect(cache.calculatedSize).toBeGreaterThanOrEqual(body.length * DECODED_BYTES_PER_BODY_CHAR);
  });
});

describe('freshness', () => {
  it('answers from memory while fresh', async () => {
    const cache = new CatalogCache();
    const load = vi.fn(async () => '{"v":"a"}');
    await cache.getDecoded('k', load, decoder, decode);
    expect(await cache.getDecoded('k', load, decoder, decode)).toEqual({ v: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once while one background request refreshes it', async () => {
    let now = 1_000_000;
    const cache = new CatalogCache({ ttlMs: 1_000, staleWhileRevalidateMs: 10_000, now: () => now });
    await cache.getDecoded('k', async () => '{"v":"a"}', decoder, decode);
    now += 2_000;
    const refresh = deferred<string>();
    const load = vi.fn(() => refresh.promise);
    const stale = await Promise.all([cache.getDecoded('k', load, decoder, decode), cache.getDecoded('k', load, decoder, decode)]);
    expect(stale).toEqual([{ v: 'a' }, { v: 'a' }]);
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve('{"v":"b"}');
    await vi.waitFor(async () => expect(await cache.getDecoded('k', load, decoder, decode)).toEqual({ v: 'b' }));
  });

  it('keeps the stale answer when the refresh fails', async () => {
    let now = 1_000_000;
    const cache = new CatalogCache({ ttlMs: 1_000, staleWhileRevalidateMs: 10_000, now: () => now });
    await cache.getDecoded('k', async () => '{"v":"a"}', decoder, decode);
    now += 2_000;
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    expect(await cache.getDecoded('k', failing, decoder, decode)).toEqual({ v: 'a' });
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(await cache.getDecoded('k', failing, decoder, decode)).toEqual({ v: 'a' });
  });

  it('waits for a fresh answer once the stale window has passed', async () => {
    let now = 1_000_000;
    const cache = new CatalogCache({ ttlMs: 1_000, staleWhileRevalidateMs: 10_000, now: () => now });
    await cache.getDecoded('k', async () => '{"v":"a"}', decoder, decode);
    now += 20_000;
    expect(await cache.getDecoded('k', async () => '{"v":"c"}', decoder, decode)).toEqual({ v: 'c' });
  });
});

describe('errors', () => {
  it('rejects a failed load and stores nothing', async () => {
    const cache = new CatalogCache();
    await expect(cache.getDecoded('k', () => Promise.reject(new Error('down')), decoder, decode)).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });

  it('rejects an answer its decoder refuses and stores nothing', async () => {
    const cache = new CatalogCache();
    await expect(cache.getDecoded('k', async () => 'not json', decoder, decode)).rejects.toThrow(SyntaxError);
    expect(cache.size).toBe(0);
  });
});

describe('decoders', () => {
  it('keeps one answer per decoder, so that one URL read by two schemas is decoded by each', async () => {
    const cache = new CatalogCache();
    const load = async () => '{"v":"a"}';
    const upper = await cache.getDecoded('k', load, {}, body => decode(body).v.toUpperCase());
    const plain = await cache.getDecoded('k', load, decoder, decode);
    expect([upper, plain]).toEqual(['A', { v: 'a' }]);
  });
});
