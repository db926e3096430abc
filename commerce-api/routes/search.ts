// Search suggestions and the quick-order product lookup.
import type { FastifyInstance } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { buildProductLinks, parseAttrs } from '../domain/product-links';
import { integerParameter, stringListParameter, stringParameter } from '../http/query-parameters';
import { scopeOf } from './product-listing';

const DEFAULT_LOOKUP_AMOUNT = 10;
const DEFAULT_LOOKUP_ATTRS = [
  'sku',
  'manufacturerSKU',
  'availability',
  'inStock',
  'image',
  'minOrderQuantity',
  'maxOrderQuantity',
  'stepOrderQuantity',
  'packingUnit',
  'mastered',
  'productMasterSKU',
];

export function registerSearchRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get('/suggest', async request => {
    const term = stringParameter(request.query, 'SearchTerm') ?? stringParameter(request.query, 'searchTerm') ?? '';
    return services.suggest(term, scopeOf(request));
  });

  // spec §5: masters are never looked up; exact SKU and manufacturer SKU matches come first
  app.get('/productlookup', async request => {
    const scope = scopeOf(request);
    const term = stringParameter(request.query, 'searchTerm') ?? stringParameter(request.query, 'SearchTerm') ?? '';
    const amount = integerParameter(request.query, 'amount', { min: 0, max: 1000 }) ?? DEFAULT_LOOKUP_AMOUNT;
    const offset = integerParameter(request.query, 'offset', { min: 0 }) ?? 0;
    const hits = term.trim() === '' ? [] : services.search.search(term, scope.locale);
    const records = services.products
      .findByIds(
        hits.map(hit => hit.productId),
        scope.locale,
      )
      .filter(record => record.online && record.kind !== 'master');
    const attrs = parseAttrs(stringListParameter(request.query, 'attrs'));
    const page = records.slice(offset, offset + amount);
    return {
      type: 'ResourceCollection',
      name: 'productlookup',
      total: records.length,
      offset,
      amount,
      elements: buildProductLinks(page, { attrs: attrs.length > 0 ? attrs : DEFAULT_LOOKUP_ATTRS }, services, scope),
    };
  });
}
