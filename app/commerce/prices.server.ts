// Product prices (pricing.v1), batched: SKUs asked for in the same tick go out in one call.
import { BatchLoader, type BatchLoaderOptions } from './batch-loader';
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { mapProductPrices, type ProductPrices, productPricesDataSchema } from './models/product-prices';

export interface PricesResourceOptions extends BatchLoaderOptions {
  /** Business customers get their own prices. */
  customerNo?: string;
}

export function createPricesResource(t: Transport, options: PricesResourceOptions = {}) {
  const loader = new BatchLoader<ProductPrices>(
    async skus => {
      const data = await t.request('productprices', {
        mediaType: MEDIA_TYPES.pricing,
        // Anonymous prices are the same for everyone; a customer's are not.
        cacheable: !options.customerNo,
        schema: productPricesDataSchema,
        query: { sku: skus, customerID: options.customerNo },
      });
      return new Map((data.data ?? []).map(d => [d.sku, mapProductPrices(d)] as const));
    },
    { maxBatchSize: options.maxBatchSize ?? 50, windowMs: options.windowMs }
  );
  return {
    /** Prices by SKU; SKUs without a price are absent. */
    get(skus: readonly string[]): Promise<Map<string, ProductPrices>> {
      return loader.load(skus);
    },
  };
}

export type PricesResource = ReturnType<typeof createPricesResource>;
