import { Link } from 'react-router';
import type { ProductPrices } from '~/commerce/models/product-prices';
import type { ProductCard } from '~/features/catalog/product-views';
import { ProductTile } from '~/features/listing/ProductTile';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** A product page's "Recently viewed" strip (the PWA's recently-viewed component): only for a visitor with a list. */
export function RecentlyViewedStrip({ products, prices }: { products: ProductCard[]; prices: Record<string, ProductPrices> }) {
  const t = useT();
  const { href } = useShopLocale();
  if (products.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading">{t('recentlyViewed.component.heading')}</h2>
      <ul className="product-list product-list-grid">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductTile product={product} prices={prices[product.sku]} />
          </li>
        ))}
      </ul>
      <Link to={href('/recently')} aria-label={t('recentlyViewed.view_all.label')}>
        {t('recentlyViewed.view_all.link')}
      </Link>
    </section>
  );
}
