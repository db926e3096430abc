import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { i18nOptions } from '~/i18n/options';

// The browser loads only the messages of the page's language (<html lang>), as a chunk of its own.
const messageLoaders: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('~/i18n/locales/en/translation.json'),
  de: () => import('~/i18n/locales/de/translation.json'),
};
const lang = document.documentElement.lang in messageLoaders ? document.documentElement.lang : 'en';
const { default: messages } = await messageLoaders[lang]();

await i18next.use(initReactI18next).init({
  ...i18nOptions,
  lng: lang,
  resources: { [lang]: { translation: messages } },
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
