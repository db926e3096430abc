import i18next, { type i18n } from 'i18next';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { localeOfPath } from '~/i18n/locales';
import { i18nOptions } from '~/i18n/options';
import { resources } from '~/i18n/resources.server';

// The page's language comes from its URL alone (see docs/decisions/002). One i18next instance per
// language serves every request: nothing changes an instance after start, so it is safe to share, and
// no request pays for creating and initialising one.
const i18nContext = createContext<i18n>();
const instances = new Map<string, i18n>();

function instanceFor(lang: string): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance({ ...i18nOptions, lng: lang, resources, initAsync: false });
    instance.init();
    instances.set(lang, instance);
  }
  return instance;
}

/** The shared instance for a page's path, e.g. for an answer rendered where no route matched. */
export function i18nForPath(pathname: string): i18n {
  return instanceFor(localeOfPath(pathname).lang);
}

export const i18nextMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(i18nContext, i18nForPath(new URL(request.url).pathname));
};

export function getI18n(context: Readonly<RouterContextProvider>): i18n {
  return context.get(i18nContext);
}

export function getLanguage(context: Readonly<RouterContextProvider>): string {
  return getI18n(context).language;
}
