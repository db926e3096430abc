import { useLocation, useMatches } from 'react-router';
import { type Alternate, localizePath, sameOriginPath, shopLocales, unlocalizePath, type ShopLocale } from '~/i18n/locales';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { LANG_PARAMETER } from '~/i18n/language-choice';
import { useT } from '~/i18n/use-t';

/** The language versions the page's loader named (catalogue pages have a slug per language), if any. */
function usePageAlternates(): Alternate[] | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const alternates = (match.data as { seo?: { alternates?: Alternate[] } } | undefined)?.seo?.alternates;
    if (alternates) return alternates;
  }
  return undefined;
}

/** Links to the current page in the other languages; shown only when the shop has more than one. */
export function LanguageSwitch() {
  const t = useT();
  const location = useLocation();
  const { locale } = useShopLocale();
  const alternates = usePageAlternates();
  if (shopLocales.length < 2) return null;
  // The page's own URL in the other language when its loader named one, else the same path there;
  // the query (filters, sorting, page) stays either way.
  const hrefIn = (other: ShopLocale) => {
    const alternate = alternates?.find((entry) => entry.hrefLang === other.lang);
    const path = alternate ? sameOriginPath(new URL(alternate.href).pathname) : localizePath(unlocalizePath(location.pathname), other);
    // The choice goes with the link (`lang`): the server remembers it, when it may, and takes it off the address.
    const query = new URLSearchParams(location.search);
    query.set(LANG_PARAMETER, other.id);
    return `${path}?${query}`;
  };
  return (
    <ul className="language-switch" aria-label={t('header.language_switch')}>
      {shopLocales
        .filter((other) => other.id !== locale.id)
        .map((other) => (
          <li key={other.id}>
            {/* A full page load: the other language's messages come with its document. */}
            <a href={hrefIn(other)} hrefLang={other.lang} lang={other.lang}>
              {other.nativeName}
            </a>
          </li>
        ))}
    </ul>
  );
}
