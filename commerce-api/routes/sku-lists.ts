// SKU lists of POST bodies: ["a","b"], [{"sku":"a"}], {"skus":[...]}, {"sku":[...]} or {"data":[...]}.
import { badRequest } from '../http/icm-errors';

function skusOf(value: unknown): string[] | undefined {
  if (Array.isArray(value)) {
    return value.flatMap(entry => {
      if (typeof entry === 'string') return [entry];
      if (entry && typeof entry === 'object' && typeof (entry as { sku?: unknown }).sku === 'string') {
        return [(entry as { sku: string }).sku];
      }
      return [];
    });
  }
  if (typeof value === 'string') return [value];
  return undefined;
}

export function skusOfBody(body: unknown): string[] {
  const direct = skusOf(body);
  if (direct) return direct;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['skus', 'sku', 'products', 'data']) {
      const skus = skusOf(record[key]);
      if (skus) return skus;
    }
  }
  throw badRequest('rest.request.malformed.error', 'The request body must list the SKUs.');
}
