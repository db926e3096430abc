import { describe, expect, it } from 'vitest';
import { CATALOG_PAGE_CACHE, effectiveCacheControl, NO_STORE, PRIVATE_PAGE_CACHE, stricterCacheControl } from '~/http/cache-policy';

const anonymous = { personal: false, degraded: false, status: 200, setsCookie: false };

describe('the cache policy of an answer', () => {
  it('keeps a catalogue page shareable for an anonymous visitor', () => {
    expect(effectiveCacheControl(CATALOG_PAGE_CACHE, anonymous)).toBe(CATALOG_PAGE_CACHE);
  });

  it('makes a catalogue page private for a visitor with a session', () => {
    expect(effectiveCacheControl(CATALOG_PAGE_CACHE, { ...anonymous, personal: true })).toBe(PRIVATE_PAGE_CACHE);
  });

  it('stores a page of the storefront editor\'s preview nowhere', () => {
    expect(effectiveCacheControl(CATALOG_PAGE_CACHE, { ...anonymous, preview: true })).toBe(NO_STORE);
  });

  it('stores a degraded page nowhere', () => {
    expect(effectiveCacheControl(CATALOG_PAGE_CACHE, { ...anonymous, degraded: true })).toBe(NO_STORE);
  });

  it('stores an answer that sets a cookie nowhere', () => {
    expect(effectiveCacheControl(CATALOG_PAGE_CACHE, { ...anonymous, setsCookie: true })).toBe(NO_STORE);
  });

  it('stores an error answer nowhere', () => {
    expect(effectiveCacheControl(CATALOG_PAGE_CACHE, { ...anonymous, status: 404 })).toBe(NO_STORE);
  });

  it('treats an answer without a declaration as private', () => {
    expect(effectiveCacheControl(null, anonymous)).toBe(PRIVATE_PAGE_CACHE);
  });
});

describe('merging parent and child declarations', () => {
  it('keeps the stricter one', () => {
    expect(stricterCacheControl(PRIVATE_PAGE_CACHE, CATALOG_PAGE_CACHE)).toBe(PRIVATE_PAGE_CACHE);
    expect(stricterCacheControl(CATALOG_PAGE_CACHE, NO_STORE)).toBe(NO_STORE);
  });

  it('keeps the parent\'s when the child declares nothing', () => {
    expect(stricterCacheControl(CATALOG_PAGE_CACHE, null)).toBe(CATALOG_PAGE_CACHE);
  });
});
