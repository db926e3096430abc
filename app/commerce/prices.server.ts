// Product prices (pricing.v1), batched per request: SKUs asked for in the same tick go out in one call.
import { mapOnce } from './map-once';
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { mapProductPrices, type ProductPrices, productPricesDataSchema } from './models/product-prices';
import { createSkuLookup, type SkuLookupOptions } from './sku-lookup';

export interface PricesResourceOptions extends SkuLookupOptions {
  /** Business customers get their own prices. */
  customerNo?: string;
}

const sharedProductPrices = mapOnce(mapProductPrices);

export function createPricesResource(t: Transport, options: PricesResourceOptions = {}) {
  const lookup = createSkuLookup<ProductPrices>(
    'Prices',
    async skus => {
      const data = await t.request('productprices', {
        mediaType: MEDIA_TYPES.pricing,
        // Anonymous prices are the same for everyone; a customer's are not.
        cacheable: !options.customerNo,
        schema: productPricesDataSchema,
        query: { sku: skus, customerID: options.customerNo },
      });
      return new Map((data.data ?? []).map(d => [d.sku, sharedProductPrices(d)] as const));
    },
    options
  );
  return {
    /** Prices by SKU; SKUs without a price, or whose price could not be loaded, are absent. */
    get: lookup,
  };
}

export type PricesResource = ReturnType<typeof createPricesResource>;
