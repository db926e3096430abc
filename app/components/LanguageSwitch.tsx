import { useLocation } from 'react-router';
import { localizePath, shopLocales, unlocalizePath } from '~/i18n/locales';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** Links to the current page in the other languages; shown only when the shop has more than one. */
export function LanguageSwitch() {
  const t = useT();
  const location = useLocation();
  const { locale } = useShopLocale();
  if (shopLocales.length < 2) return null;
  const path = unlocalizePath(location.pathname) + location.search;
  return (
    <ul className="language-switch" aria-label={t('header.language_switch')}>
      {shopLocales
        .filter((other) => other.id !== locale.id)
        .map((other) => (
          <li key={other.id}>
            {/* A full page load: the other language's messages come with its document. */}
            <a href={localizePath(path, other)} hrefLang={other.lang} lang={other.lang}>
              {other.nativeName}
            </a>
          </li>
        ))}
    </ul>
  );
}
