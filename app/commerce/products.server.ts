// Catalogue products: single products, listings (category, search, master), variations, parts and links.
import DataLoader from 'dataloader';
import { z } from 'zod';

import { isCommerceError } from './errors';
import type { QueryParams, Transport } from './icm-transport.server';
import { mapOnce } from './map-once';
import { categoryRestPath } from './models/category';
import { facetQueryParameters } from './models/filter';
import { linkCollectionDataSchema } from './models/link';
import {
  type BundledProduct,
  defaultVariationSKU,
  mapBundledProduct,
  mapProduct,
  mapProductLink,
  mapVariationLink,
  type Product,
  PRODUCT_LABEL_ATTRIBUTE_GROUP,
  PRODUCT_STUB_ATTRS,
  productDataSchema,
  productLinksDataSchema,
  productVariationsDataSchema,
  type ProductVariationLinkData,
  variationAttributeValuesOf,
  type VariationProduct,
} from './models/product';
import { mapProductListing, type ProductListing, productListingDataSchema } from './models/product-listing';

export interface ProductListParams {
  /** Unique id of the category (dot-joined path). */
  categoryId?: string;
  searchTerm?: string;
  /** Lists the variations of a master as stubs. */
  masterSKU?: string;
  amount: number;
  offset: number;
  sortKey?: string;
  /** Facet selections by filter id; each non-empty one is sent as `{id}=v1,v2`. */
  filters?: Record<string, string[]>;
}

export interface Paging {
  amount: number;
  offset: number;
}

/** Exact lookups ask for the manufacturer SKU too, to prefer an exact match (spec §5). */
const LOOKUP_ATTRS = `${PRODUCT_STUB_ATTRS},manufacturerSKU`;

function skuPath(sku: string): string {
  if (!sku) throw new Error('a product call needs a sku');
  return encodeURIComponent(sku);
}

const sharedProduct = mapOnce(mapProduct);
const sharedProductListing = mapOnce(mapProductListing);
const sharedVariationLink = mapOnce(mapVariationLink);

export function createProductsResource(t: Transport) {
  const catalogue = { cacheable: true, personalization: 'spgid' as const };

  async function variationLinks(sku: string, paging?: Paging): Promise<ProductVariationLinkData[]> {
    const path = `products/${skuPath(sku)}/variations`;
    const first = await t.request(path, { ...catalogue, schema: productVariationsDataSchema, query: paging ? { ...paging } : undefined });
    const elements = first.elements ?? [];
    if (paging || !first.total || first.total <= elements.length) return elements;
    const rest = await t.request(path, {
      ...catalogue,
      schema: productVariationsDataSchema,
      query: { amount: first.total - elements.length, offset: elements.length },
    });
    return [...elements, ...(rest.elements ?? [])];
  }

  // Each product is asked for once per request. The loader keeps the decoded answer, not the product:
  // every caller gets a product of its own to change. There is no batch call for full products, so a
  // batch is one call per SKU, and a failed SKU fails only its own callers (they decide a page's status).
  const productData = new DataLoader<string, z.infer<typeof productDataSchema>>(skus =>
    Promise.all(
      skus.map(async sku => {
        try {
          return await t.request(`products/${skuPath(sku)}`, { ...catalogue, schema: productDataSchema, query: { allImages: true, extended: true } });
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      })
    )
  );

  /**
   * Product links (retail set parts, linked products) carry only SKU, title and description: no image,
   * no type. Shown as tiles they need the product itself, loaded as the PWA does, one `products/{sku}`
   * each (shared cache, one call per SKU and request). A reference that cannot be loaded stays as it is.
   */
  function resolve(references: Product[]): Promise<Product[]> {
    return Promise.all(references.map(reference => resource.get(reference.sku).catch(() => reference)));
  }

  const resource = {
    /** The full product (completeness 3); masters come with their default variation and attribute values. */
    async get(sku: string): Promise<Product> {
      const data = await productData.load(sku).catch((error: unknown) => {
        // Forget the failure: a later look-up in the same request tries again.
        productData.clear(sku);
        throw error;
      });
      const mapped = sharedProduct(data, t.mapping);
      if (mapped.type === 'VariationProductMaster' && (!mapped.defaultVariationSKU || !mapped.variationAttributeValues.length)) {
        // The mapped product is shared with other requests: complete a copy.
        const product = { ...mapped };
        const links = await variationLinks(product.sku).catch(() => []);
        const variations = links.map(link => sharedVariationLink(link, product.sku, t.mapping));
        product.defaultVariationSKU ??= defaultVariationSKU(links) ?? variations[0]?.sku;
        if (!product.variationAttributeValues.length) product.variationAttributeValues = variationAttributeValuesOf(variations);
        if (!product.defaultVariationSKU) delete product.defaultVariationSKU;
        return product;
      }
      return mapped;
    },

    /** A page of a category listing, a search result or a master's variations, as stubs (completeness 2). */
    async list(params: ProductListParams): Promise<ProductListing> {
      const query: QueryParams = {
        ...facetQueryParameters(params.filters),
        attrs: PRODUCT_STUB_ATTRS,
        attributeGroup: PRODUCT_LABEL_ATTRIBUTE_GROUP,
        amount: params.amount,
        offset: params.offset,
        returnSortKeys: true,
        sortKey: params.sortKey || undefined,
      };
      let path: string;
      if (params.categoryId) {
        path = `categories/${categoryRestPath(params.categoryId)}/products`;
        query.productFilter = 'fallback_searchquerydefinition';
      } else if (params.searchTerm !== undefined && params.searchTerm.trim() !== '') {
        path = 'products';
        query.searchTerm = params.searchTerm;
      } else if (params.masterSKU) {
        path = 'products';
        query.MasterSKU = params.masterSKU;
      } else {
        throw new Error('products.list() needs a categoryId, a searchTerm or a masterSKU');
      }
      const data = await t.request(path, { ...catalogue, schema: productListingDataSchema, query });
      return sharedProductListing(data, t.mapping);
    },

    /** The variations of a master (completeness 1, with their attribute values); all of them unless paged. */
    async variations(sku: string, paging?: Paging): Promise<VariationProduct[]> {
      const links = await variationLinks(sku, paging);
      return links.map(link => sharedVariationLink(link, sku, t.mapping));
    },

    /** The SKU ICM flags as a master's default variation, else its first variation. */
    async defaultVariationSKU(sku: string): Promise<string | undefined> {
      const links = await variationLinks(sku);
      return defaultVariationSKU(links) ?? (links[0] ? mapVariationLink(links[0], sku).sku : undefined);
    },

    /** The parts of a bundle with their quantities. */
    async bundleParts(sku: string): Promise<BundledProduct[]> {
      const data = await t.request(`products/${skuPath(sku)}/bundles`, { ...catalogue, schema: linkCollectionDataSchema });
      return (data.elements ?? []).map(mapBundledProduct);
    },

    /** The parts of a retail set (ICM calls the resource `partOfRetailSet`), as full products (see `resolve`). */
    async retailSetParts(sku: string): Promise<Product[]> {
      const data = await t.request(`products/${skuPath(sku)}/partOfRetailSet`, { ...catalogue, schema: linkCollectionDataSchema });
      return resolve((data.elements ?? []).map(mapProductLink));
    },

    /** Whether the product is sold as part of a retail set (ICM's `partOfRetailSet` product flag). */
    async partOfRetailSet(sku: string): Promise<boolean> {
      return (await resource.get(sku)).partOfRetailSet ?? false;
    },

    /** Linked products (cross-selling, accessories, …) by link type, as full products (see `resolve`). */
    async links(sku: string): Promise<Record<string, Product[]>> {
      const data = await t.request(`products/${skuPath(sku)}/links`, { ...catalogue, schema: productLinksDataSchema });
      const groups = await Promise.all(
        (data.elements ?? []).map(async entry => [entry.linkType, await resolve((entry.productLinks ?? []).filter(link => !!link.uri).map(mapProductLink))] as const)
      );
      return Object.fromEntries(groups);
    },

    /**
     * Quick-order lookup (spec §5): masters are excluded, duplicates removed, and when several products
     * match, an exact SKU or manufacturer SKU match is taken alone.
     */
    async lookup(searchTerm: string): Promise<Product[]> {
      const term = searchTerm.trim();
      if (!term) throw new Error('products.lookup() needs a search term');
      const query = { searchTerm: term, attrs: LOOKUP_ATTRS, amount: 20, offset: 0 };
      let data: z.infer<typeof productListingDataSchema>;
      try {
        data = await t.request('productlookup', { ...catalogue, schema: productListingDataSchema, query });
      } catch (error) {
        // Older ICM and minimal backends have no productlookup resource: search instead.
        if (!isCommerceError(error) || ![404, 405].includes(error.status)) throw error;
        data = await t.request('products', { ...catalogue, schema: productListingDataSchema, query });
      }
      const seen = new Set<string>();
      const hits = sharedProductListing(data, t.mapping).products.filter(p => {
        if (p.type === 'VariationProductMaster' || seen.has(p.sku)) return false;
        seen.add(p.sku);
        return true;
      });
      if (hits.length > 1) {
        const wanted = term.toLowerCase();
        const exact =
          hits.find(p => p.manufacturerSKU?.toLowerCase() === wanted) ?? hits.find(p => p.sku.toLowerCase() === wanted);
        if (exact) return [exact];
      }
      return hits;
    },
  };
  return resource;
}

export type ProductsResource = ReturnType<typeof createProductsResource>;
