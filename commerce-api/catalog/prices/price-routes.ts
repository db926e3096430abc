// Product prices (pricing.v1): GET productprices?sku=a&sku=b, or POST with the SKUs in the body.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { NoQuery, TextList } from '../../http/schemas';
import type { ProductStore } from '../products/product-store';
import { type RequestScope, scopeOf } from '../request-scope';
import { SkuListBody, skusOfBody, unknownSkuInfos } from '../sku-lists';
import { type PriceStore, priceItemData } from './pricing';

export interface PriceRouteStores {
  products: ProductStore;
  prices: PriceStore;
}

const SkuQuery = Type.Object({ sku: Type.Optional(TextList) });

function productPrices(skus: string[], scope: RequestScope, stores: PriceRouteStores) {
  const { locale, currency } = scope;
  const records = stores.products.findBySkus(skus, locale).filter(record => record.online);
  const ids = records.map(record => record.id);
  const prices = stores.prices.pricesOf(ids, currency);
  const ranges = stores.prices.rangesOfMasters(records.filter(r => r.kind === 'master').map(r => r.id), currency);
  const sums = stores.prices.summedUpOfRetailSets(records.filter(r => r.kind === 'retailSet').map(r => r.id), currency);
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
      // a retail set's range runs from its cheapest part to all its parts (the PWA shows min – summed up)
      entry.MinSalePrice = [item(sum.minSale)];
      entry.MinListPrice = [item(sum.minList)];
      entry.SummedUpSalePrice = [item(sum.sale)];
      entry.SummedUpListPrice = [item(sum.list)];
    }
    return { sku: record.sku, currency, prices: entry };
  });
  return {
    data,
    ...unknownSkuInfos(skus, known, 'pricing.product.not_found.info', sku => `No price is available for the product '${sku}'.`),
  };
}

export function registerPriceRoutes(app: FastifyInstance, stores: PriceRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/productprices', { schema: { querystring: SkuQuery } }, async request =>
    productPrices(request.query.sku ?? [], scopeOf(request), stores),
  );
  typed.post('/productprices', { schema: { querystring: NoQuery, body: SkuListBody } }, async request =>
    productPrices(skusOfBody(request.body), scopeOf(request), stores),
  );
}
