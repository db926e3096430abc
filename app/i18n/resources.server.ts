import de from '~/i18n/locales/de/translation.json';
import en from '~/i18n/locales/en/translation.json';

/** All translations; the browser only ever receives its page's language (see the root loader). */
export const resources = { en: { translation: en }, de: { translation: de } };
