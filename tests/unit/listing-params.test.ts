import { describe, expect, it } from 'vitest';
import {
  listingSearch,
  MAX_LISTING_PAGE,
  pageGroup,
  parseFilters,
  readListingParams,
  serializeFilters,
  toggleFacet,
} from '~/features/listing/listing-params';

describe('facet serialisation', () => {
  it('writes only non-empty selections', () => {
    expect(serializeFilters({ Brand: ['Canon', 'Sony'], Color: [], Price: [''] })).toBe('Brand=Canon%2CSony');
  });

  it('reads back what it wrote', () => {
    const filters = { Brand: ['Canon', 'Sony'], Resolution: ['4K'] };
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
  });

  it('toggles a value of a multi-select filter', () => {
    expect(toggleFacet({ Brand: ['Canon'] }, 'Brand', 'Sony', true)).toEqual({ Brand: ['Canon', 'Sony'] });
    expect(toggleFacet({ Brand: ['Canon', 'Sony'] }, 'Brand', 'Canon', true)).toEqual({ Brand: ['Sony'] });
  });

  it('replaces the value of a single-select filter', () => {
    expect(toggleFacet({ Price: ['0_TO_100'] }, 'Price', '100_TO_200', false)).toEqual({ Price: ['100_TO_200'] });
  });
});

describe('listing URLs', () => {
  it('omit page 1', () => {
    expect(listingSearch({ page: 1, view: 'grid', filters: {} })).toBe('');
  });

  it('keep page, sorting, view and filters', () => {
    expect(listingSearch({ page: 2, sortKey: 'name-asc', view: 'list', filters: { Brand: ['Sony'] } }, { searchTerm: 'tv' })).toBe(
      '?searchTerm=tv&filters=Brand%3DSony&sorting=name-asc&view=list&page=2',
    );
  });

  it('are read back into listing parameters', () => {
    expect(readListingParams(new URLSearchParams('filters=Brand%3DSony&sorting=name-asc&view=list&page=2'))).toEqual({
      page: 2,
      sortKey: 'name-asc',
      view: 'list',
      filters: { Brand: ['Sony'] },
    });
  });

  it('treat a missing or invalid page as page 1', () => {
    expect(readListingParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readListingParams(new URLSearchParams('page=-3')).page).toBe(1);
  });
});

describe('page groups', () => {
  it('show the group of ten the current page is in', () => {
    expect(pageGroup(3, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageGroup(12, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('end at the last page', () => {
    expect(pageGroup(21, 25)).toEqual([21, 22, 23, 24, 25]);
  });
});

describe('hostile listing parameters', () => {
  it('read a page number beyond any listing as the highest page', () => {
    expect(readListingParams(new URLSearchParams('page=99999999999999999999')).page).toBe(MAX_LISTING_PAGE);
  });

  it('drop a sort key that cannot be one', () => {
    expect(readListingParams(new URLSearchParams('sorting=name-asc%22%3E%3Cscript%3E')).sortKey).toBeUndefined();
  });
});
