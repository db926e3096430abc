// Resources around one product: its variations, bundled products, retail set parts and links.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';

import { NoQuery, PagingQuery, SkuParams, TextList } from '../../http/schemas';
import { categoryUri, productUri } from '../icm-uris';
import { type RequestScope, scopeOf } from '../request-scope';
import { variationValuesData } from './product-attributes';
import { buildProductLinks, parseAttrs, type ProductLinkStores } from './product-links';
import { productNotFound } from './product-not-found';
import type { ProductRecord, RelatedProductRecord } from './product-store';

const VariationsQuery = Type.Object({
  ...PagingQuery,
  attrs: Type.Optional(TextList),
});

function onlineProduct(sku: string, scope: RequestScope, stores: ProductLinkStores): ProductRecord {
  const record = stores.products.findBySku(sku, scope.locale);
  if (!record || !record.online) throw productNotFound(sku);
  return record;
}

function productLink(product: RelatedProductRecord, scope: RequestScope, attributes: unknown[] = []) {
  return {
    type: 'Link',
    uri: productUri(scope.channel, product.sku),
    title: product.name,
    description: product.shortDescription,
    attributes,
  };
}

function variations(
  sku: string,
  scope: RequestScope,
  query: Static<typeof VariationsQuery>,
  stores: ProductLinkStores,
) {
  const master = onlineProduct(sku, scope, stores);
  const ids = master.kind === 'master' ? stores.products.onlineVariationIds(master.id) : [];
  const offset = query.offset ?? 0;
  const amount = query.amount;
  const pageIds = ids.slice(offset, amount === undefined ? undefined : offset + amount);
  const records = stores.products.findByIds(pageIds, scope.locale);
  const values = stores.products.variationValuesOf(pageIds, scope.locale);
  const links = buildProductLinks(records, { attrs: parseAttrs(query.attrs ?? []) }, stores, scope);
  const elements = records.map((record, index) => {
    const variation = variationValuesData(values.get(record.id) ?? []);
    return {
      ...links[index],
      type: 'VariationLink',
      attributes: [
        ...(links[index].attributes as unknown[]),
        {
          name: 'defaultVariation',
          type: 'Boolean',
          value: record.sku === master.defaultVariationSku,
        },
      ],
      variableVariationAttributeValues: variation.variableVariationAttributes,
      variableVariationAttributeValuesExtended: variation.variationAttributeValuesExtended,
    };
  });
  return {
    type: 'Variations',
    name: 'variations',
    total: ids.length,
    offset,
    amount: elements.length,
    elements,
  };
}

function bundles(sku: string, scope: RequestScope, stores: ProductLinkStores) {
  const bundle = onlineProduct(sku, scope, stores);
  const items = bundle.kind === 'bundle' ? stores.products.bundleItems(bundle.id, scope.locale) : [];
  return {
    type: 'ResourceCollection',
    name: 'bundles',
    elements: items.map(item =>
      productLink(item, scope, [
        {
          name: 'quantity',
          type: 'ResourceAttribute',
          value: { type: 'Quantity', unit: '', value: item.quantity },
        },
      ]),
    ),
  };
}

/** For a retail set its parts (what the storefront reads); for a part the sets it belongs to. */
function partOfRetailSet(sku: string, scope: RequestScope, stores: ProductLinkStores) {
  const product = onlineProduct(sku, scope, stores);
  const related =
    product.kind === 'retailSet'
      ? stores.products.retailSetParts(product.id, scope.locale)
      : stores.products.retailSetsOfPart(product.id, scope.locale);
  return {
    type: 'ResourceCollection',
    name: 'partOfRetailSet',
    elements: related.map(entry => productLink(entry, scope)),
  };
}

function links(sku: string, scope: RequestScope, stores: ProductLinkStores) {
  const product = onlineProduct(sku, scope, stores);
  const byType = new Map<string, { linkType: string; productLinks: object[]; categoryLinks: object[] }>();
  for (const link of stores.products.links(product.id, scope.locale)) {
    const group = byType.get(link.linkType) ?? {
      linkType: link.linkType,
      productLinks: [] as object[],
      categoryLinks: [] as object[],
    };
    if (link.sku) {
      group.productLinks.push(
        productLink(
          {
            id: link.id as number,
            sku: link.sku,
            name: link.name ?? '',
            shortDescription: link.shortDescription ?? '',
          },
          scope,
        ),
      );
    } else if (link.categoryUniqueId) {
      group.categoryLinks.push({
        type: 'Link',
        uri: categoryUri(scope.channel, link.categoryUniqueId),
        title: link.categoryName,
      });
    }
    byType.set(link.linkType, group);
  }
  return {
    type: 'ResourceCollection',
    name: 'links',
    elements: [...byType.values()],
  };
}

export function registerProductRelationRoutes(app: FastifyInstance, stores: ProductLinkStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { params: SkuParams, querystring: NoQuery };
  typed.get(
    '/products/:sku/variations',
    { schema: { params: SkuParams, querystring: VariationsQuery } },
    async request => variations(request.params.sku, scopeOf(request), request.query, stores),
  );
  typed.get('/products/:sku/bundles', { schema }, async request =>
    bundles(request.params.sku, scopeOf(request), stores),
  );
  typed.get('/products/:sku/partOfRetailSet', { schema }, async request =>
    partOfRetailSet(request.params.sku, scopeOf(request), stores),
  );
  typed.get('/products/:sku/links', { schema }, async request => links(request.params.sku, scopeOf(request), stores));
}
