import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { localeOfPath, shopLocales, type ShopLocale } from '~/i18n/locales';
import { resources } from '~/i18n/resources.server';
import { createTranslator, type Translate } from '~/i18n/translator';

/** A page's language and its translation function. */
export interface PageTranslator {
  lang: string;
  t: Translate;
}

// The page's language comes from its URL alone (see docs/decisions/002). One translator per language
// serves every request: it never changes after start, so it is safe to share.
const translatorContext = createContext<PageTranslator>();

function translatorOf(lang: ShopLocale['lang']): PageTranslator {
  return { lang, t: createTranslator(lang, resources[lang]) };
}
const translators = Object.fromEntries(shopLocales.map((locale) => [locale.lang, translatorOf(locale.lang)])) as Record<ShopLocale['lang'], PageTranslator>;

/** The shared translator of a language. */
export function translatorOfLanguage(lang: ShopLocale['lang']): PageTranslator {
  return translators[lang];
}

/** The shared translator for a page's path, e.g. for an answer rendered where no route matched. */
export function translatorForPath(pathname: string): PageTranslator {
  return translators[localeOfPath(pathname).lang];
}

export const translatorMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(translatorContext, translatorForPath(new URL(request.url).pathname));
};

export function getTranslator(context: Readonly<RouterContextProvider>): PageTranslator {
  return context.get(translatorContext);
}

export function getLanguage(context: Readonly<RouterContextProvider>): string {
  return getTranslator(context).lang;
}
