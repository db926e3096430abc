// Resources around one product: its variations, bundled products, retail set parts and links.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { CatalogServices, RequestScope } from '../domain/catalog-services';
import { categoryUri, productUri } from '../domain/icm-uris';
import { variationValuesData } from '../domain/product-attributes';
import { buildProductLinks, parseAttrs } from '../domain/product-links';
import type { ProductRecord, RelatedProductRecord } from '../domain/product-store';
import { integerParameter, stringListParameter } from '../http/query-parameters';
import { productNotFound, scopeOf } from './product-listing';

type SkuRequest = FastifyRequest<{ Params: { sku: string } }>;

function onlineProduct(request: SkuRequest, services: CatalogServices): ProductRecord {
  const record = services.products.findBySku(request.params.sku, request.icm.locale);
  if (!record || !record.online) throw productNotFound(request.params.sku);
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

function variations(request: SkuRequest, services: CatalogServices) {
  const master = onlineProduct(request, services);
  const scope = scopeOf(request);
  const ids = master.kind === 'master' ? services.products.onlineVariationIds(master.id) : [];
  const offset = integerParameter(request.query, 'offset', { min: 0 }) ?? 0;
  const amount = integerParameter(request.query, 'amount', { min: 0 });
  const pageIds = ids.slice(offset, amount === undefined ? undefined : offset + amount);
  const records = services.products.findByIds(pageIds, scope.locale);
  const values = services.products.variationValuesOf(pageIds, scope.locale);
  const links = buildProductLinks(records, { attrs: parseAttrs(stringListParameter(request.query, 'attrs')) }, services, scope);
  const elements = records.map((record, index) => {
    const variation = variationValuesData(values.get(record.id) ?? []);
    return {
      ...links[index],
      type: 'VariationLink',
      attributes: [
        ...(links[index].attributes as unknown[]),
        { name: 'defaultVariation', type: 'Boolean', value: record.sku === master.defaultVariationSku },
      ],
      variableVariationAttributeValues: variation.variableVariationAttributes,
      variableVariationAttributeValuesExtended: variation.variationAttributeValuesExtended,
    };
  });
  return { type: 'Variations', name: 'variations', total: ids.length, offset, amount: elements.length, elements };
}

function bundles(request: SkuRequest, services: CatalogServices) {
  const bundle = onlineProduct(request, services);
  const scope = scopeOf(request);
  const items = bundle.kind === 'bundle' ? services.products.bundleItems(bundle.id, scope.locale) : [];
  return {
    type: 'ResourceCollection',
    name: 'bundles',
    elements: items.map(item =>
      productLink(item, scope, [
        { name: 'quantity', type: 'ResourceAttribute', value: { type: 'Quantity', unit: '', value: item.quantity } },
      ]),
    ),
  };
}

/** For a retail set its parts (what the storefront reads); for a part the sets it belongs to. */
function partOfRetailSet(request: SkuRequest, services: CatalogServices) {
  const product = onlineProduct(request, services);
  const scope = scopeOf(request);
  const related =
    product.kind === 'retailSet'
      ? services.products.retailSetParts(product.id, scope.locale)
      : services.products.retailSetsOfPart(product.id, scope.locale);
  return { type: 'ResourceCollection', name: 'partOfRetailSet', elements: related.map(entry => productLink(entry, scope)) };
}

function links(request: SkuRequest, services: CatalogServices) {
  const product = onlineProduct(request, services);
  const scope = scopeOf(request);
  const byType = new Map<string, { linkType: string; productLinks: object[]; categoryLinks: object[] }>();
  for (const link of services.products.links(product.id, scope.locale)) {
    const group = byType.get(link.linkType) ?? { linkType: link.linkType, productLinks: [] as object[], categoryLinks: [] as object[] };
    if (link.sku) {
      group.productLinks.push(
        productLink({ id: link.id as number, sku: link.sku, name: link.name ?? '', shortDescription: link.shortDescription ?? '' }, scope),
      );
    } else if (link.categoryUniqueId) {
      group.categoryLinks.push({ type: 'Link', uri: categoryUri(scope.channel, link.categoryUniqueId), title: link.categoryName });
    }
    byType.set(link.linkType, group);
  }
  return { type: 'ResourceCollection', name: 'links', elements: [...byType.values()] };
}

export function registerProductRelationRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get<{ Params: { sku: string } }>('/products/:sku/variations', async request => variations(request, services));
  app.get<{ Params: { sku: string } }>('/products/:sku/bundles', async request => bundles(request, services));
  app.get<{ Params: { sku: string } }>('/products/:sku/partOfRetailSet', async request =>
    partOfRetailSet(request, services),
  );
  app.get<{ Params: { sku: string } }>('/products/:sku/links', async request => links(request, services));
}
