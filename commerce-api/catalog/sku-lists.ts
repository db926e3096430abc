// SKU lists of POST bodies: ["a","b"], [{"sku":"a"}], {"skus":[...]}, {"sku":[...]} or {"data":[...]}.
import { type Static, Type } from 'typebox';

import { badRequest } from '../http/icm-errors';
import { Text } from '../http/schemas';

const MAX_SKUS = 1000;

const SkuEntries = Type.Array(Type.Union([Text, Type.Object({ sku: Text })]), { maxItems: MAX_SKUS });
const SkuField = Type.Optional(Type.Union([SkuEntries, Text]));

/** The body shapes clients send SKU lists in. */
export const SkuListBody = Type.Union([
  SkuEntries,
  Text,
  Type.Object({ skus: SkuField, sku: SkuField, products: SkuField, data: SkuField }),
]);
type SkuField = Static<typeof SkuEntries> | string | undefined;

function skusOf(value: SkuField): string[] | undefined {
  if (Array.isArray(value)) return value.map(entry => (typeof entry === 'string' ? entry : entry.sku));
  return value === undefined ? undefined : [value];
}

export function skusOfBody(body: Static<typeof SkuListBody>): string[] {
  if (typeof body === 'string' || Array.isArray(body)) return skusOf(body) ?? [];
  const skus = skusOf(body.skus) ?? skusOf(body.sku) ?? skusOf(body.products) ?? skusOf(body.data);
  if (skus === undefined) throw badRequest('rest.request.malformed.error', 'The request body must list the SKUs.');
  return skus;
}

/** ICM's infos for SKUs an answer has nothing for: one per SKU, with the SKU as parameter. */
export function unknownSkuInfos(skus: string[], known: Set<string>, code: string, message: (sku: string) => string) {
  const unknown = [...new Set(skus)].filter(sku => !known.has(sku));
  return unknown.length > 0 ? { infos: unknown.map(sku => ({ code, message: message(sku), parameters: { sku } })) } : {};
}
