import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, normalizeSearchTerm, shownSearchTerm } from '~/features/search/search-page.server';

describe('search terms', () => {
  it('collapse white space', () => {
    expect(normalizeSearchTerm('  sony \n  camera ')).toBe('sony camera');
  });

  it('are cut to a sensible length', () => {
    expect(normalizeSearchTerm('camera '.repeat(7000)).length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
  });

  it('are shortened with an ellipsis where titles show them', () => {
    expect(shownSearchTerm('x'.repeat(200))).toMatch(/^x{59}…$/);
  });
});

describe('control characters in search terms', () => {
  it('are dropped', () => {
    expect(normalizeSearchTerm('a\u0000b\u200bc')).toBe('a b c');
  });
});
