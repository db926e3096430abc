// Things made once per locale and kept, such as Intl formatters: making one costs far more than using
// it, and the API formats amounts on every basket read. The locale comes from the request (`;loc=`),
// so the kept set is bounded; what is kept depends on the locale alone, never on a caller.

/** At most this many locales are kept; a shop has a handful, anything beyond is a caller's invention. */
export const MAX_KEPT_LOCALES = 32;

/** `make(locale)`, made on first use and kept per locale (at most MAX_KEPT_LOCALES, then started afresh). */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const kept = new Map<string, T>();
  return (locale) => {
    let value = kept.get(locale);
    if (value === undefined) {
      value = make(locale);
      if (kept.size >= MAX_KEPT_LOCALES) kept.clear();
      kept.set(locale, value);
    }
    return value;
  };
}
