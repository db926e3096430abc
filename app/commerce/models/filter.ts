import { z } from 'zod';

import { lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { linkDataSchema } from './link';
import { absoluteIcmUrl, type MappingContext } from './mapping-context';

export interface Facet {
  /** The value to send for the filter (`Brand=Canon`). */
  name: string;
  displayName: string;
  count: number;
  selected: boolean;
  /** Depth in a hierarchical (category) filter. */
  level: number;
  /** Colour code or image URL for swatch filters. */
  mappedValue?: string;
  mappedType?: string;
  unit?: string;
}

export interface Filter {
  /** The query parameter name for this filter's values. */
  id: string;
  name: string;
  /** e.g. text_clear, swatch, checkbox, dropdown. */
  displayType: string;
  /** -1 means unlimited (spec §9). */
  limitCount: number;
  /** single, multiple_or, multiple_and, taxonomic. */
  selectionType: string;
  facets: Facet[];
}

export const DEFAULT_FILTER_LIMIT_COUNT = -1;
export const DEFAULT_FILTER_SELECTION_TYPE = 'single';
const SHOW_ALL_FACET = 'Show all';

export const facetDataSchema = z.looseObject({
  name: lenientString.optional(),
  type: lenientString.optional(),
  count: lenientNumber.optional(),
  selected: lenientBoolean.optional(),
  level: lenientNumber.optional(),
  displayValue: lenientString.optional(),
  displayName: lenientString.optional(),
  mappedValue: lenientString.optional(),
  mappedType: lenientString.optional(),
  unit: lenientString.optional(),
  link: linkDataSchema.nullish(),
});
export type FacetData = z.infer<typeof facetDataSchema>;

export const filterDataSchema = z.looseObject({
  id: lenientString.optional(),
  name: lenientString.optional(),
  type: lenientString.optional(),
  displayType: lenientString.optional(),
  selectionType: lenientString.optional(),
  limitCount: lenientNumber.optional(),
  minCount: lenientNumber.optional(),
  scope: lenientString.optional(),
  /** ICM 7.10+. */
  filterEntries: z.array(facetDataSchema).nullish(),
  /** Older ICM. */
  facets: z.array(facetDataSchema).nullish(),
});
export type FilterData = z.infer<typeof filterDataSchema>;

/** `productfilters` and `categories/{path}/productfilters`. */
export const filterNavigationDataSchema = z.looseObject({
  elements: z.array(filterDataSchema).nullish(),
});
export type FilterNavigationData = z.infer<typeof filterNavigationDataSchema>;

/** Query parameters of a facet link: `?Brand=Canon&…` or an older base64 `;SearchParameter=…`. */
function facetLinkParameters(uri: string | undefined): URLSearchParams {
  if (!uri) return new URLSearchParams();
  const encoded = /;SearchParameter=([^/?&]+)/.exec(uri)?.[1];
  if (encoded) {
    try {
      const binary = atob(decodeURIComponent(encoded).replace(/-/g, '+').replace(/_/g, '/'));
      const decoded = new TextDecoder().decode(Uint8Array.from(binary, c => c.charCodeAt(0)));
      return new URLSearchParams(decoded.replace(/^&/, ''));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(uri.split('?')[1] ?? '');
}

/** Older ICM may send `id: null`; the facet links then name the parameter that carries the facet value. */
function inferFilterId(data: FilterData): string | undefined {
  for (const facet of data.filterEntries ?? data.facets ?? []) {
    if (!facet.name) continue;
    for (const [key, value] of facetLinkParameters(facet.link?.uri)) {
      if (value.split(/_or_|_and_|,/).includes(facet.name) && !/^@|^SearchParameter$/.test(key)) return key;
    }
  }
  return undefined;
}

function mapFacet(data: FacetData, context?: MappingContext): Facet | undefined {
  if (!data.name) return undefined;
  const facet: Facet = {
    name: data.name,
    displayName: data.displayValue ?? data.displayName ?? data.link?.title ?? data.name,
    count: data.count ?? 0,
    selected: data.selected ?? false,
    level: data.level ?? 0,
  };
  if (data.mappedType) facet.mappedType = data.mappedType;
  if (data.mappedValue) {
    facet.mappedValue = data.mappedType === 'image' ? (absoluteIcmUrl(data.mappedValue, context) ?? data.mappedValue) : data.mappedValue;
  }
  if (data.unit) facet.unit = data.unit;
  return facet;
}

export function mapFilter(data: FilterData, context?: MappingContext): Filter | undefined {
  const id = data.id ?? inferFilterId(data) ?? data.name;
  if (!id) return undefined;
  const facets: Facet[] = [];
  for (const entry of data.filterEntries ?? data.facets ?? []) {
    if (entry.name === SHOW_ALL_FACET) {
      console.warn(`Limiting filters is not supported. Set the limit to -1 in the back office (${data.name ?? id})`);
      continue;
    }
    const facet = mapFacet(entry, context);
    if (facet) facets.push(facet);
  }
  return {
    id,
    name: data.name ?? id,
    displayType: data.displayType ?? 'text_clear',
    limitCount: data.limitCount || DEFAULT_FILTER_LIMIT_COUNT,
    selectionType: data.selectionType || DEFAULT_FILTER_SELECTION_TYPE,
    facets,
  };
}

export function mapFilterNavigation(data: FilterNavigationData, context?: MappingContext): Filter[] {
  return (data.elements ?? []).map(f => mapFilter(f, context)).filter((f): f is Filter => !!f);
}

/** Facet selections as ICM query parameters: one parameter per filter id, values comma-joined, empty ones left out. */
export function facetQueryParameters(filters: Record<string, string[]> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [id, values] of Object.entries(filters ?? {})) {
    const nonEmpty = values.filter(v => v !== '');
    if (nonEmpty.length) params[id] = nonEmpty.join(',');
  }
  return params;
}
