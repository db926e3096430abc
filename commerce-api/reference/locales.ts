// The shop's locales and currencies (business-and-integration §9: the sites /en /de /fr /pl /ro with
// EUR, EUR, EUR, PLN, RON, and USD as the demo catalogue's second price list).
//
// The API's own texts and the demo catalogue are written in English and German. French, Polish and
// Romanian take a table's own text where it has one and otherwise the English one, as ICM falls back to
// the shop's default language: a locale of the shop never gets an error or an empty name.

export const LOCALES = ['en_US', 'de_DE', 'fr_FR', 'pl_PL', 'ro_RO'] as const;
export type Locale = (typeof LOCALES)[number];
/** The locales every table of texts is written in; the others fall back to FALLBACK_LOCALE. */
export const WRITTEN_LOCALES = ['en_US', 'de_DE'] as const;
export type WrittenLocale = (typeof WRITTEN_LOCALES)[number];
export const FALLBACK_LOCALE = 'en_US' satisfies WrittenLocale;
export const CURRENCIES = ['EUR', 'USD', 'PLN', 'RON'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** A text in English and German, and in the other locales where it has one (the API's own tables of texts). */
export type LocalizedText = Record<WrittenLocale, string> & Partial<Record<Locale, string>>;

/** The text in the locale; the English one for a locale the table has no text in. */
export function textIn(texts: LocalizedText, locale: string): string {
  return (isLocale(locale) ? texts[locale] : undefined) ?? texts[FALLBACK_LOCALE];
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
