// /store-finder: the search form (a GET form, the same without JavaScript), the stores found as a
// plain list with their addresses and contact lines, and — in the browser, with the tiles configured
// and functional consent given (the loader's `map`) — the map beside it, whose marker each store's
// "show on map" button highlights.
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import type { StoreLocation } from '~/commerce/models/store-location';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { StoreMap } from './StoreMap';
import type { StoreFinderData } from './store-finder.server';
import { MAX_SEARCH_LENGTH, STORE_FINDER_PATH } from './store-search';

function StoreAddress({ store }: { store: StoreLocation }) {
  const t = useT();
  return (
    <address>
      {store.address && <div>{store.address}</div>}
      {(store.postalCode || store.city) && <div>{[store.postalCode, store.city].filter(Boolean).join(' ')}</div>}
      {store.country && <div>{store.country}</div>}
      {store.phone && (
        <div>
          {t('store_locator.phone.label')} <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
        </div>
      )}
      {store.fax && (
        <div>
          {t('store_locator.fax.label')} {store.fax}
        </div>
      )}
      {store.email && (
        <div>
          {t('store_locator.email.label')} <a href={`mailto:${store.email}`}>{store.email}</a>
        </div>
      )}
    </address>
  );
}

export function StoreFinderPage({ data }: { data: StoreFinderData }) {
  const t = useT();
  const { href } = useShopLocale();
  const [highlighted, setHighlighted] = useState<string>();
  // the map and its buttons only in the browser: without JavaScript the list is the page
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const map = inBrowser ? data.map : undefined;
  const { search, stores } = data;
  return (
    <div className="store-finder">
      <h1>{data.title}</h1>
      <p>{t('store_locator.description')}</p>
      <Form method="get" action={href(STORE_FINDER_PATH)} className="account-form store-search" role="search" aria-label={t('store_locator.form.label')}>
        <div className="form-field">
          <label htmlFor="store-country">{t('store_locator.form.country.label')}</label>
          <select id="store-country" name="countryCode" defaultValue={search.countryCode ?? ''}>
            <option value="">{t('store_locator.form.country.all')}</option>
            {data.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="store-city">{t('store_locator.form.city.label')}</label>
          <input id="store-city" name="city" type="text" autoComplete="address-level2" maxLength={MAX_SEARCH_LENGTH} defaultValue={search.city ?? ''} />
        </div>
        <div className="form-field">
          <label htmlFor="store-postal-code">{t('store_locator.form.postal_code.label')}</label>
          <input id="store-postal-code" name="postalCode" type="text" autoComplete="postal-code" maxLength={MAX_SEARCH_LENGTH} defaultValue={search.postalCode ?? ''} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-primary">
            {t('store_locator.form.submit.label')}
          </button>
        </div>
      </Form>
      <section aria-labelledby="store-results-heading" className="store-results">
        <h2 id="store-results-heading">{t('store_locator.results.heading')}</h2>
        <p role="status">{stores.length === 0 ? t('store_locator.not_found') : t('store_locator.results.count', { count: stores.length })}</p>
        <div className={map ? 'store-results-with-map' : undefined}>
          {stores.length > 0 && (
            <ul className="store-list">
              {stores.map((store) => (
                <li key={store.id} className={store.id === highlighted ? 'store-entry store-entry-highlighted' : 'store-entry'}>
                  <h3>{store.name}</h3>
                  <StoreAddress store={store} />
                  {map && store.latitude !== undefined && (
                    <button type="button" className="button-secondary" aria-pressed={store.id === highlighted} onClick={() => setHighlighted(store.id)}>
                      {t('store_locator.show_on_map.button', { name: store.name })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {map && <StoreMap tiles={map} stores={stores} highlighted={highlighted} onSelect={setHighlighted} />}
        </div>
      </section>
    </div>
  );
}
