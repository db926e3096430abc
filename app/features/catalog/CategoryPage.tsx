import { useT } from '~/i18n/use-t';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { categoryPath } from '~/features/catalog/catalog-urls';
import type { CategoryPageData } from '~/features/catalog/category-page.server';
import { ProductListing } from '~/features/listing/ProductListing';
import { useShopLocale } from '~/i18n/use-shop-locale';

export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const { category, listing, params } = data;
  const trail = (category.pathNames ?? [{ uniqueId: category.uniqueId, name: category.name }]).map((entry) => ({
    label: entry.name,
    to: categoryPath(entry),
  }));
  const children = category.children.filter((child) => child.showInMenu || child.hasOnlineProducts);
  return (
    <div className="category-page">
      <Breadcrumbs trail={trail} />
      <h1>{category.name}</h1>
      {category.description && <p className="category-description">{category.description}</p>}
      {children.length > 0 && (
        <nav className="subcategories" aria-label={t('category.subcategories.label')}>
          <ul>
            {children.map((child) => (
              <li key={child.uniqueId}>
                <Link to={href(categoryPath(child))} prefetch="intent">
                  {child.images[0] && <img src={child.images[0].url} alt="" width="100" height="100" loading="lazy" />}
                  <span>{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {listing && <ProductListing listing={listing} params={params} categoryId={category.uniqueId} />}
    </div>
  );
}
