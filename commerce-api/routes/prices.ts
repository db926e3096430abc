// Product prices (pricing.v1): GET productprices?sku=a&sku=b, or POST with the SKUs in the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { priceItemData } from '../domain/pricing';
import { stringListParameter } from '../http/query-parameters';
import { scopeOf } from './product-listing';
import { skusOfBody } from './sku-lists';

function productPrices(skus: string[], request: FastifyRequest, services: CatalogServices) {
  const { locale, currency } = scopeOf(request);
  const records = services.products.findBySkus(skus, locale).filter(record => record.online);
  const ids = records.map(record => record.id);
  const prices = services.prices.pricesOf(ids, currency);
  const ranges = services.prices.rangesOfMasters(records.filter(r => r.kind === 'master').map(r => r.id), currency);
  const sums = services.prices.summedUpOfRetailSets(records.filter(r => r.kind === 'retailSet').map(r => r.id), currency);
  const known = new Set(records.map(record => record.sku));

  const data = records.map(record => {
    const own = prices.get(record.id);
    const item = (amount: Parameters<typeof priceItemData>[0], minQuantity = 1) => priceItemData(amount, currency, minQuantity);
    const entry: Record<string, unknown[]> = {};
    if (own && own.sale.length > 0) {
      entry.SalePrice = own.sale.map(tier => item(tier, tier.minQuantity));
      const base = own.sale.find(tier => tier.minQuantity === 1) ?? own.sale[0];
      entry.ListPrice = [item(own.list ?? base)];
    }
    const range = ranges.get(record.id);
    if (range) {
      entry.MinSalePrice = [item(range.minSale)];
      entry.MaxSalePrice = [item(range.maxSale)];
      entry.MinListPrice = [item(range.minList)];
      entry.MaxListPrice = [item(range.maxList)];
    }
    const sum = sums.get(record.id);
    if (sum) {
      entry.SummedUpSalePrice = [item(sum.sale)];
      entry.SummedUpListPrice = [item(sum.list)];
    }
    return { sku: record.sku, currency, prices: entry };
  });
  const unknown = [...new Set(skus)].filter(sku => !known.has(sku));
  return {
    data,
    ...(unknown.length > 0
      ? {
          infos: unknown.map(sku => ({
            code: 'pricing.product.not_found.info',
            message: `No price is available for the product '${sku}'.`,
            parameters: { sku },
          })),
        }
      : {}),
  };
}

export function registerPriceRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get('/productprices', async request =>
    productPrices(stringListParameter(request.query, 'sku'), request, services),
  );
  app.post('/productprices', async request => productPrices(skusOfBody(request.body), request, services));
}
