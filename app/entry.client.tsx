import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createTranslator, type Messages } from '~/i18n/translator';
import { TranslatorProvider } from '~/i18n/use-t';

// The browser loads only the messages of the page's language (<html lang>), as a chunk of its own.
// The language switch is a full page load, so the page's language never changes here.
const messageLoaders: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('~/i18n/locales/en/translation.json'),
  de: () => import('~/i18n/locales/de/translation.json'),
  fr: () => import('~/i18n/locales/fr/translation.json'),
  pl: () => import('~/i18n/locales/pl/translation.json'),
  ro: () => import('~/i18n/locales/ro/translation.json'),
};
const lang = document.documentElement.lang in messageLoaders ? document.documentElement.lang : 'en';
const { default: messages } = await messageLoaders[lang]();
const t = createTranslator(lang, messages);

startTransition(() => {
  hydrateRoot(
    document,
    <TranslatorProvider value={t}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </TranslatorProvider>,
  );
});
