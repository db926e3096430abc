import { notFound } from '../../http/icm-errors';

export function productNotFound(sku: string) {
  return notFound('product.not_found.error', `The product with SKU '${sku}' could not be found.`);
}
