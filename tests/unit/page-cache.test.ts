import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, PageCache } from '~/http/page-cache.server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes of a kept page', () => {
  it('name every inline script and no external one', () => {
    const html = '<script nonce="n">a()</script><script type="module" src="/x.js"></script><script>b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});

describe('the page cache', () => {
  const cache = new PageCache({ maxSeconds: 10, maxBytes: 1_000_000 });
  const page = (cacheControl: string, init: ResponseInit = {}) =>
    new Response('<p>page</p>', { status: 200, ...init, headers: { 'Cache-Control': cacheControl, ...init.headers } });

  it('keeps a page the shop declared shareable', async () => {
    const key = cache.keyOf({ method: 'GET', url: 'http://shop/a' })!;
    await cache.keep(key, page('public, s-maxage=60'));
    expect(cache.get(key)?.body.toString()).toBe('<p>page</p>');
  });

  it('does not keep a private page', async () => {
    const key = cache.keyOf({ method: 'GET', url: 'http://shop/b' })!;
    await cache.keep(key, page('private, no-cache'));
    expect(cache.get(key)).toBeUndefined();
  });

  it('does not keep an answer that sets a cookie', async () => {
    const key = cache.keyOf({ method: 'GET', url: 'http://shop/c' })!;
    await cache.keep(key, page('public, s-maxage=60', { headers: { 'Set-Cookie': 'a=b' } }));
    expect(cache.get(key)).toBeUndefined();
  });

  it('answers no request that carries a session or changes something', () => {
    expect(cache.keyOf({ method: 'GET', url: 'http://shop/d', cookie: 'x=1; __session=abc' })).toBeUndefined();
    expect(cache.keyOf({ method: 'POST', url: 'http://shop/d' })).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    expect(new PageCache({ maxSeconds: 0, maxBytes: 1_000_000 }).keyOf({ method: 'GET', url: 'http://shop/e' })).toBeUndefined();
  });
});
