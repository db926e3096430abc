import { useT } from '~/i18n/use-t';
import { data, Link } from 'react-router';
import type { Route } from './+types/home';
import { ProductTile } from '~/features/listing/ProductTile';
import { categoryPath } from '~/features/catalog/catalog-urls';
import { toProductCard } from '~/features/catalog/product-views';
import { ContentBlocks } from '~/features/content/ContentBlocks';
import { loadInclude } from '~/features/content/content-loading.server';
import { pageMeta } from '~/features/seo/page-meta';
import { pageUrls } from '~/features/seo/page-urls.server';
import { CATALOG_PAGE_CACHE } from '~/http/cache-policy';
import { secondaryUnlessUnavailable } from '~/http/commerce-boundary.server';
import { routeHeaders } from '~/http/route-headers';
import { useRootData } from '~/root-data';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { getShop } from '~/http/shop-context.server';

/** The category whose products the home page features. */
const FEATURED_CATEGORY = 'Specials.HotDeals';
const FEATURED_PRODUCT_COUNT = 8;
/** The CMS include with the home page's teasers (business-and-integration §3). */
const HOME_CONTENT_INCLUDE = 'include.homepage.content.pagelet2-Include';

/** Home has no primary resource of its own: its featured products degrade to none, unless the backend is down. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const [featured, content] = await Promise.all([
    secondaryUnlessUnavailable(
      shop,
      'featured products',
      shop.commerce.products.list({ categoryId: FEATURED_CATEGORY, amount: FEATURED_PRODUCT_COUNT, offset: 0 }).then((listing) => listing.products.map(toProductCard)),
      [],
    ),
    loadInclude(shop, HOME_CONTENT_INCLUDE),
  ]);
  const prices = await shop.commerce.prices.get(featured.map((product) => product.sku));
  return data(
    {
      featuredProducts: featured,
      prices: Object.fromEntries(prices),
      content,
      seo: {
        title: shop.t('seo.defaults.title'),
        description: shop.t('seo.defaults.description'),
        ...pageUrls(request, shop, '/home'),
      },
    },
    { headers: { 'Cache-Control': CATALOG_PAGE_CACHE } },
  );
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.seo) : []);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { href } = useShopLocale();
  const categories = useRootData()?.navigation ?? [];
  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      {loaderData.content.blocks.length > 0 && (
        <div className="home-content">
          <ContentBlocks blocks={loaderData.content.blocks} prices={loaderData.content.prices} />
        </div>
      )}
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
      {loaderData.featuredProducts.length > 0 && (
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
      )}
    </div>
  );
}
