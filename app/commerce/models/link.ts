import { z } from 'zod';

import { attributeDataSchema } from './attribute';
import { lenientString } from './lenient-scalars';

/** ICM `Link`: a reference to another resource, with optional attributes. */
export const linkDataSchema = z.looseObject({
  type: lenientString.optional(),
  uri: lenientString.optional(),
  title: lenientString.optional(),
  description: lenientString.optional(),
  itemId: lenientString.optional(),
  attributes: z.array(attributeDataSchema).nullish(),
});
export type LinkData = z.infer<typeof linkDataSchema>;

/** A `{elements: [...]}` collection of links, as ICM answers list resources. */
export const linkCollectionDataSchema = z.looseObject({
  type: lenientString.optional(),
  name: lenientString.optional(),
  elements: z.array(linkDataSchema).nullish(),
});

/** The SKU in a product link URI (`…/products/{sku}` possibly with matrix or query parameters). */
export function skuFromProductUri(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const match = /products[^/]*\/([^?;/]+)/.exec(uri);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The category unique id in a category link URI (`…/categories/A/B` → `A.B`). */
export function categoryIdFromUri(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const path = uri.split('/categories/')[1];
  if (!path) return undefined;
  return path
    .split('?')[0]
    .split('/')
    .filter(Boolean)
    .map(segment => decodeURIComponent(segment.split(';')[0]))
    .join('.');
}
