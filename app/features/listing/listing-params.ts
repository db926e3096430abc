// The state of a product listing as it appears in the page URL: page, sort, view and facet filters.

export type FacetSelection = Record<string, string[]>;

export type ListingView = 'grid' | 'list';

export interface ListingParams {
  page: number;
  sortKey?: string;
  view: ListingView;
  filters: FacetSelection;
}

/** Listing page sizes (shopping-core §9). */
export const PAGE_SIZE = { category: 9, search: 12, master: 6 } as const;

/** Page links are offered in groups of this many pages. */
export const PAGE_GROUP_SIZE = 10;

/** Page numbers above this are beyond any listing; they are read as this page, which shows as "beyond the last page". */
export const MAX_LISTING_PAGE = 10_000;

/** What a sort key may look like (ICM's are like `name-asc`, `ProductSalePriceGross-desc`). */
const SORT_KEY = /^[\w.-]{1,64}$/;

/** Serialises facet selections into the `filters` URL value; only non-empty selections are written. */
export function serializeFilters(filters: FacetSelection): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(filters).sort()) {
    const values = filters[name].filter((value) => value !== '');
    if (values.length) params.set(name, values.join(','));
  }
  return params.toString();
}

export function parseFilters(serialized: string | null): FacetSelection {
  const filters: FacetSelection = {};
  for (const [name, joined] of new URLSearchParams(serialized ?? '')) {
    const values = joined.split(',').filter(Boolean);
    if (values.length) filters[name] = values;
  }
  return filters;
}

export function toggleFacet(filters: FacetSelection, name: string, value: string, multiple: boolean): FacetSelection {
  const current = filters[name] ?? [];
  const next = current.includes(value)
    ? current.filter((selected) => selected !== value)
    : multiple
      ? [...current, value]
      : [value];
  return { ...filters, [name]: next };
}

export function readListingParams(searchParams: URLSearchParams): ListingParams {
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const sortKey = searchParams.get('sorting') ?? '';
  return {
    page: Number.isFinite(page) && page > 1 ? Math.min(page, MAX_LISTING_PAGE) : 1,
    sortKey: SORT_KEY.test(sortKey) ? sortKey : undefined,
    view: searchParams.get('view') === 'list' ? 'list' : 'grid',
    filters: parseFilters(searchParams.get('filters')),
  };
}

/**
 * Builds the query string of a listing URL. Page 1 is omitted (shopping-core §9), as are the
 * defaults (grid view, default sort, no filters). `extra` keeps parameters such as searchTerm.
 */
export function listingSearch(params: Partial<ListingParams>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  const filters = serializeFilters(params.filters ?? {});
  if (filters) query.set('filters', filters);
  if (params.sortKey) query.set('sorting', params.sortKey);
  if (params.view === 'list') query.set('view', 'list');
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The page numbers shown around the current page: the group of 10 it falls into. */
export function pageGroup(currentPage: number, pageCount: number): number[] {
  const first = Math.floor((currentPage - 1) / PAGE_GROUP_SIZE) * PAGE_GROUP_SIZE + 1;
  const last = Math.min(first + PAGE_GROUP_SIZE - 1, pageCount);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
