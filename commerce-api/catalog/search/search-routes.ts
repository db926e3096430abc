// Search suggestions and the quick-order product lookup.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { PagingQuery, SearchTermQuery, TextList } from '../../http/schemas';
import { buildProductLinks, parseAttrs, type ProductLinkStores } from '../products/product-links';
import { scopeOf } from '../request-scope';
import type { ProductSearch } from './search';
import { searchTermOf } from './search-term';
import type { Suggestions } from './suggest';

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

const SuggestQuery = Type.Object(SearchTermQuery);
const LookupQuery = Type.Object({ ...SearchTermQuery, ...PagingQuery, attrs: Type.Optional(TextList) });

export type SearchRouteStores = ProductLinkStores & { search: ProductSearch; suggest: Suggestions };

export function registerSearchRoutes(app: FastifyInstance, stores: SearchRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/suggest', { schema: { querystring: SuggestQuery } }, async request =>
    stores.suggest(searchTermOf(request.query) ?? '', scopeOf(request)),
  );

  // spec §5: masters are never looked up; exact SKU and manufacturer SKU matches come first
  typed.get('/productlookup', { schema: { querystring: LookupQuery } }, async request => {
    const scope = scopeOf(request);
    const { query } = request;
    const term = searchTermOf(query);
    const amount = query.amount ?? DEFAULT_LOOKUP_AMOUNT;
    const offset = query.offset ?? 0;
    const hits = term === undefined ? [] : stores.search.search(term, scope.locale);
    const records = stores.products
      .findByIds(
        hits.map(hit => hit.productId),
        scope.locale,
      )
      .filter(record => record.online && record.kind !== 'master');
    const attrs = parseAttrs(query.attrs ?? []);
    const page = records.slice(offset, offset + amount);
    return {
      type: 'ResourceCollection',
      name: 'productlookup',
      total: records.length,
      offset,
      amount,
      elements: buildProductLinks(page, { attrs: attrs.length > 0 ? attrs : DEFAULT_LOOKUP_ATTRS }, stores, scope),
    };
  });
}
