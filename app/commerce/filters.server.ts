// Facets (product filters) for a category listing, a search result or a master's variations.
import type { QueryParams, Transport } from './icm-transport.server';
import { mapOnce } from './map-once';
import { categoryRestPath } from './models/category';
import { facetQueryParameters, type Filter, filterNavigationDataSchema, mapFilterNavigation } from './models/filter';

export interface FilterQuery {
  categoryId?: string;
  searchTerm?: string;
  masterSKU?: string;
  /** Current facet selections by filter id. */
  filters?: Record<string, string[]>;
}

const sharedFilterNavigation = mapOnce(mapFilterNavigation);

export function createFiltersResource(t: Transport) {
  return {
    async forListing(q: FilterQuery): Promise<Filter[]> {
      const query: QueryParams = facetQueryParameters(q.filters);
      let path: string;
      if (q.categoryId) path = `categories/${categoryRestPath(q.categoryId)}/productfilters`;
      else if (q.searchTerm !== undefined && q.searchTerm.trim() !== '') {
        path = 'productfilters';
        query.searchTerm = q.searchTerm;
      } else if (q.masterSKU) {
        path = 'productfilters';
        query.MasterSKU = q.masterSKU;
      } else throw new Error('filters.forListing() needs a categoryId, a searchTerm or a masterSKU');
      const data = await t.request(path, { cacheable: true, personalization: 'spgid', schema: filterNavigationDataSchema, query });
      return sharedFilterNavigation(data, t.mapping);
    },
  };
}

export type FiltersResource = ReturnType<typeof createFiltersResource>;
