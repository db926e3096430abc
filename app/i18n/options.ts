import type { InitOptions } from 'i18next';

/** i18next options shared by the server and the browser: flat, dotted message keys as the spec names them. */
export const i18nOptions = {
  defaultNS: 'translation',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
} satisfies InitOptions;
