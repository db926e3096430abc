import { useId } from 'react';
import { Link } from 'react-router';
import type { Filter } from '~/commerce/models/filter';
import { listingSearch, toggleFacet, type ListingParams } from '~/features/listing/listing-params';
import { useT } from '~/i18n/use-t';

/** Facets shown before "show more" (shopping-core §9). */
const DEFAULT_FACET_OPTIONS = 10;

// Each facet is a link to the listing with that facet toggled, so filtering needs no JavaScript.
// Changing a filter returns to page 1. On phones the filters sit behind a <details> toggle (the
// panel is its sibling, shown by CSS while it is open) so the products are not screens away; on
// wide screens the toggle is hidden and the panel always shown.
export function FilterNavigation({
  filters,
  params,
  extra,
}: {
  filters: Filter[];
  params: ListingParams;
  extra?: Record<string, string>;
}) {
  const t = useT();
  const panelId = useId();
  const active = Object.entries(params.filters).filter(([, values]) => values.length > 0);
  const selectedCount = active.reduce((sum, [, values]) => sum + values.length, 0);
  const visibleFilters = filters.filter((filter) => filter.facets.length > 0);
  if (!visibleFilters.length && !active.length) return null;
  return (
    <aside className="filter-navigation" aria-label={t('search.filter.navigation.label')}>
      <details className="filter-toggle">
        <summary aria-controls={panelId}>
          {t('search.filter.toggle.text', { count: selectedCount })}
        </summary>
      </details>
      <div className="filter-panel" id={panelId}>
        <h2>{t('search.filter.heading')}</h2>
        {active.length > 0 && (
          <p>
            <Link to={listingSearch({ ...params, filters: {}, page: 1 }, extra) || '?'}>{t('search.filter.clear_all.link')}</Link>
          </p>
        )}
        {visibleFilters.map((filter) => {
          const multiple = filter.selectionType.startsWith('multiple');
          const limit = filter.limitCount > 0 ? filter.limitCount : DEFAULT_FACET_OPTIONS;
          const facets = filter.facets;
          const renderFacet = (facet: (typeof facets)[number]) => (
            <li key={facet.name}>
              <Link
                to={
                  listingSearch({ ...params, page: 1, filters: toggleFacet(params.filters, filter.id, facet.name, multiple) }, extra) ||
                  '?'
                }
                aria-current={facet.selected ? 'true' : undefined}
                rel="nofollow"
                className={facet.selected ? 'facet selected' : 'facet'}
              >
                <span className="facet-check" aria-hidden="true">
                  {facet.selected ? '☑' : '☐'}
                </span>{' '}
                {facet.displayName} <span className="facet-count">({facet.count})</span>
              </Link>
            </li>
          );
          return (
            <section key={filter.id} className="filter-group" aria-labelledby={`filter-${filter.id}`}>
              <h3 id={`filter-${filter.id}`}>{filter.name}</h3>
              <ul>{facets.slice(0, limit).map(renderFacet)}</ul>
              {facets.length > limit && (
                <details>
                  <summary>{t('search.filter.show_more.link', { count: facets.length - limit })}</summary>
                  <ul>{facets.slice(limit).map(renderFacet)}</ul>
                </details>
              )}
            </section>
          );
        })}
      </div>
    </aside>
  );
}
