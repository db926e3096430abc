import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import type { Route } from './+types/home';
import { catalogCacheControl } from '~/cache-headers';
import { ProductTile } from '~/components/ProductTile';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { commerceErrorResponse } from '~/features/errors/commerce-error-response.server';
import { pageMeta } from '~/features/seo/page-meta';
import { useRootData } from '~/root-data';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { getShop } from '~/shop-context.server';

/** The category whose products the home page features. */
const FEATURED_CATEGORY = 'Specials.HotDeals';
const FEATURED_PRODUCT_COUNT = 8;

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const featured = await shop.commerce.products
    .list({ categoryId: FEATURED_CATEGORY, amount: FEATURED_PRODUCT_COUNT, offset: 0 })
    .catch((error: unknown) => {
      throw commerceErrorResponse(error);
    });
  const prices = await shop.commerce.prices.get(featured.products.map((product) => product.sku));
  return data(
    {
      featuredProducts: featured.products,
      prices: Object.fromEntries(prices),
      seo: {
        title: shop.t('seo.defaults.title'),
        description: shop.t('seo.defaults.description'),
        canonical: new URL(request.url).href,
      },
    },
    { headers: { 'Cache-Control': catalogCacheControl(shop.personal) } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useShopLocale();
  const categories = (useRootData()?.navigation ?? []).filter((category) => category.showInMenu);
  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <section aria-labelledby="featured-categories">
        <h2 id="featured-categories">{t('home.categories.heading')}</h2>
        <ul className="category-tiles">
          {categories.map((category) => (
            <li key={category.uniqueId}>
              <Link to={href(categoryPath(category))} prefetch="intent">
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="featured-products">
        <h2 id="featured-products">{t('home.products.heading')}</h2>
        <ul className="product-list product-list-grid">
          {loaderData.featuredProducts.map((product) => (
            <li key={product.sku}>
              <ProductTile product={product} prices={loaderData.prices[product.sku]} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
