import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { shopLocales } from './i18n/locales';

// The spec's URL tree, once per locale: the default locale without a path prefix,
// every other locale below its prefix (/de/…). Route ids carry the locale so each
// module is registered once per locale.
function shopRoutes(locale: string): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:${name}`;
  return [
    index('routes/index.tsx', { id: id('index') }),
    route('home', 'routes/home.tsx', { id: id('home') }),
    route('search', 'routes/search.tsx', { id: id('search') }),
    route('search/:searchTerm', 'routes/search.tsx', { id: id('search-term') }),
    route('category/:categoryId', 'routes/category.tsx', { id: id('category') }),
    route('categoryref/:categoryRefId', 'routes/categoryref.tsx', { id: id('categoryref') }),
    route('product/:sku', 'routes/product.tsx', { id: id('product') }),
    route('error', 'routes/error.tsx', { id: id('error') }),
    route('maintenance', 'routes/maintenance.tsx', { id: id('maintenance') }),
    // Catalogue slugs (…-ctg{id}, …prd{sku}[-ctg{id}]) and every unknown path.
    route('*', 'routes/catalog-slug.tsx', { id: id('catalog-slug') }),
    route('api/suggest', 'routes/api.suggest.ts', { id: id('api-suggest') }),
    route('sitemap/:file', 'routes/sitemap-page.ts', { id: id('sitemap-page') }),
  ];
}

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  ...shopRoutes(shopLocales[0].id),
  ...shopLocales.slice(1).flatMap((locale) => prefix(locale.prefix, shopRoutes(locale.id))),
] satisfies RouteConfig;
