import { Form, Link } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { listingSearch, serializeFilters, type ListingParams } from '~/features/listing/listing-params';
import { useT } from '~/i18n/use-t';

/** Sorting as a GET form (a submit button does the work without JavaScript), and the grid/list view links. */
export function ListingToolbar({
  params,
  sortKeys,
  itemCount,
  extra = {},
}: {
  params: ListingParams;
  sortKeys: { name: string; displayName?: string }[];
  itemCount: number;
  extra?: Record<string, string>;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const filters = serializeFilters(params.filters);
  return (
    <div className="listing-toolbar">
      <p className="item-count" role="status">
        {t('search.items.count', { count: itemCount })}
      </p>
      {sortKeys.length > 0 && (
        <Form method="get" className="sort-form" onChange={(event) => event.currentTarget.requestSubmit()}>
          {Object.entries(extra).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {filters && <input type="hidden" name="filters" value={filters} />}
          {params.view === 'list' && <input type="hidden" name="view" value="list" />}
          <label htmlFor="sorting">{t('product.items.sorting.label')}</label>
          <select id="sorting" name="sorting" defaultValue={params.sortKey ?? ''} key={params.sortKey ?? ''}>
            <option value="">{t('product.items.sorting.default.option')}</option>
            {sortKeys.map((sortKey) => (
              <option key={sortKey.name} value={sortKey.name}>
                {t(`product.items.sorting.${sortKey.name}`, { defaultValue: sortKey.displayName ?? sortKey.name })}
              </option>
            ))}
          </select>
          {!hydrated && <button type="submit">{t('product.items.sorting.apply.button')}</button>}
        </Form>
      )}
      <ul className="view-switch" aria-label={t('product.items.view.label')}>
        <li>
          <Link to={listingSearch({ ...params, view: 'grid' }, extra) || '?'} aria-current={params.view === 'grid' ? 'true' : undefined}>
            {t('product.items.view.grid')}
          </Link>
        </li>
        <li>
          <Link to={listingSearch({ ...params, view: 'list' }, extra)} aria-current={params.view === 'list' ? 'true' : undefined}>
            {t('product.items.view.list')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
