import { z } from 'zod';

import { lenientNumber, lenientString } from './lenient-scalars';
import type { MappingContext } from './mapping-context';
import { mapProductStub, type Product, productStubDataSchema } from './product';

export interface SortableAttribute {
  /** The value to send as `sortKey`, e.g. `name-asc`. */
  name: string;
  displayName?: string;
  direction?: 'asc' | 'desc';
}

export interface ProductListing {
  /** Total number of hits (all pages). */
  itemCount: number;
  /** Stubs (completeness 2) of the requested page. */
  products: Product[];
  sortableAttributes: SortableAttribute[];
  /** Where a search term is configured to lead instead of a result list (spec §5: followed). */
  redirectUrl?: string;
}

const sortableAttributeDataSchema = z.looseObject({
  name: lenientString.optional(),
  displayName: lenientString.optional(),
  direction: lenientString.optional(),
});

/** `categories/{path}/products`, `products?searchTerm=…`, `products?MasterSKU=…`. */
export const productListingDataSchema = z.looseObject({
  type: lenientString.optional(),
  name: lenientString.optional(),
  elements: z.array(productStubDataSchema).nullish(),
  total: lenientNumber.optional(),
  amount: lenientNumber.optional(),
  offset: lenientNumber.optional(),
  /** ICM 7.10+: map of sort key → description. */
  sortableAttributes: z.record(z.string(), sortableAttributeDataSchema).nullish(),
  /** Older ICM: plain list of sort keys. */
  sortKeys: z.array(z.string()).nullish(),
  /** Search redirect configured for the term (not in the recorded answers; sent by newer backends). */
  redirectUrl: lenientString.optional(),
});
export type ProductListingData = z.infer<typeof productListingDataSchema>;

function directionOf(value: string | undefined, key: string): 'asc' | 'desc' | undefined {
  const candidate = (value ?? key.split('-').pop() ?? '').toLowerCase();
  return candidate === 'asc' || candidate === 'desc' ? candidate : undefined;
}

export function mapSortableAttributes(data: Pick<ProductListingData, 'sortableAttributes' | 'sortKeys'>): SortableAttribute[] {
  if (data.sortableAttributes && Object.keys(data.sortableAttributes).length) {
    return Object.entries(data.sortableAttributes).map(([key, value]) => {
      const name = value.name ?? key;
      const attribute: SortableAttribute = { name };
      if (value.displayName) attribute.displayName = value.displayName;
      const direction = directionOf(value.direction, name);
      if (direction) attribute.direction = direction;
      return attribute;
    });
  }
  return (data.sortKeys ?? []).map(name => {
    const attribute: SortableAttribute = { name };
    const direction = directionOf(undefined, name);
    if (direction) attribute.direction = direction;
    return attribute;
  });
}

export function mapProductListing(data: ProductListingData, context?: MappingContext): ProductListing {
  const products = (data.elements ?? []).map(element => mapProductStub(element, context));
  const listing: ProductListing = {
    itemCount: data.total ?? products.length,
    products,
    sortableAttributes: mapSortableAttributes(data),
  };
  if (data.redirectUrl) listing.redirectUrl = data.redirectUrl;
  return listing;
}
