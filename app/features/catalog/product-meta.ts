import type { MetaDescriptor } from 'react-router';
import type { Product } from '~/commerce/models/product';
import type { ProductPrices } from '~/commerce/models/product-prices';
import { pageMeta, type PageSeo } from '~/features/seo/page-meta';

const availability = { 1: 'https://schema.org/InStock', 2: 'https://schema.org/LimitedAvailability', 3: 'https://schema.org/OutOfStock' };

/** schema.org Product data for search engines. */
export function productJsonLd(product: Product, prices: ProductPrices | undefined, stockStatus: 1 | 2 | 3 | undefined, url: string) {
  const sale = prices?.sale?.gross;
  const image = product.images.find((entry) => entry.typeID === 'L')?.url;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.name,
    description: product.shortDescription,
    image: image ? new URL(image, url).href : undefined,
    brand: product.manufacturer ? { '@type': 'Brand', name: product.manufacturer } : undefined,
    mpn: product.manufacturerSKU,
    aggregateRating:
      product.numberOfReviews > 0
        ? { '@type': 'AggregateRating', ratingValue: product.roundedAverageRating, reviewCount: product.numberOfReviews }
        : undefined,
    offers: sale
      ? { '@type': 'Offer', url, price: sale.value.toFixed(2), priceCurrency: sale.currency, availability: stockStatus && availability[stockStatus] }
      : undefined,
  };
}

/** The product page's meta tags, with its JSON-LD (built by the loader, where the whole product is at hand). */
export function productMeta(seo: PageSeo & { jsonLd: ReturnType<typeof productJsonLd> }): MetaDescriptor[] {
  return [...pageMeta(seo), { 'script:ld+json': seo.jsonLd }];
}
