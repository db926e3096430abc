// The shop's locales and currencies.

export const LOCALES = ['en_US', 'de_DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** A text in each of the shop's locales (the API's own tables of texts). */
export type LocalizedText = Record<Locale, string>;

/** The text in the locale; the English one for a locale the table does not know. */
export function textIn(texts: LocalizedText, locale: string): string {
  return isLocale(locale) ? texts[locale] : texts.en_US;
}

/** ICM locale id to BCP 47 tag: "de_DE" -> "de-DE". */
export function languageTag(locale: string): string {
  return locale.replace('_', '-');
}

/** Replaces {{name}} placeholders of a localized text. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
