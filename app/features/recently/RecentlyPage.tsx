import { Form, Link } from 'react-router';
import type { ProductPrices } from '~/commerce/models/product-prices';
import type { ProductCard } from '~/features/catalog/product-views';
import { ProductTile } from '~/features/listing/ProductTile';
import { IntentField } from '~/forms/FormParts';
import { cookieSettingsPath } from '~/features/consent/consent-paths';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/**
 * /recently (the PWA's recently page): the visitor's recently viewed products, latest first, and "Clear
 * all"; without functional cookies allowed, why there are none and where to allow them.
 */
export function RecentlyPage({ data }: { data: { products: ProductCard[]; prices: Record<string, ProductPrices>; remembered: boolean } }) {
  const t = useT();
  const { href } = useShopLocale();
  if (data.products.length === 0) {
    return (
      <div className="recently-page">
        <h1>{t('application.recentlyViewed.heading')}</h1>
        <p>{t('application.recentlyViewed.empty')}</p>
        {!data.remembered && (
          <p>
            {t('application.recentlyViewed.consent.text')} <Link to={cookieSettingsPath(href, href('/recently'))}>{t('application.recentlyViewed.consent.link')}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="recently-page">
      <h1>{t('application.recentlyViewed.product.heading')}</h1>
      <Form method="post">
        <IntentField intent="clear" />
        <button type="submit" className="button-link">
          {t('application.recentlyViewed.clear')}
        </button>
      </Form>
      <ul className="product-list product-list-grid">
        {data.products.map((product) => (
          <li key={product.sku}>
            <ProductTile product={product} prices={data.prices[product.sku]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
