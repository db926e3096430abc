import { createI18nextMiddleware } from 'remix-i18next/middleware';
import { i18nOptions } from '~/i18n/options';
import { resources } from '~/i18n/resources.server';
import { localeOfPath, shopLocales } from '~/i18n/locales';

// The locale is part of the URL (path prefix), so a page's language never depends on
// cookies or headers and anonymous pages stay cacheable.
export const [i18nextMiddleware, getLanguage, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: shopLocales.map((locale) => locale.lang),
    fallbackLanguage: shopLocales[0].lang,
    order: ['custom'],
    findLocale: async (request) => localeOfPath(new URL(request.url).pathname).lang,
  },
  i18next: { ...i18nOptions, resources },
});
