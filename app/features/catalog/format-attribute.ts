import type { AttributeValue } from '~/commerce/models/attribute';

// Creating an Intl.NumberFormat costs far more than using one: keep one per locale (and currency).
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency?: string): Intl.NumberFormat | undefined {
  const key = `${locale}|${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Currency codes come from backend data: only well-formed ones are formatted (and remembered).
    if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) return undefined;
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : undefined);
    numberFormats.set(key, format);
  }
  return format;
}

/** An attribute value as text: numbers and quantities by locale, booleans as translated yes/no, lists joined. */
export function formatAttributeValue(value: AttributeValue, options: { locale: string; yes: string; no: string }): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? options.yes : options.no;
  if (typeof value === 'number') return numberFormat(options.locale)!.format(value);
  if (Array.isArray(value)) return value.map((entry) => formatAttributeValue(entry, options)).join(', ');
  if (typeof value === 'object') {
    if ('currency' in value && typeof value.value === 'number') {
      const currency = String(value.currency);
      return numberFormat(options.locale, currency)?.format(value.value) ?? `${value.value} ${currency}`;
    }
    if ('value' in value && (typeof value.value === 'number' || typeof value.value === 'string')) {
      const amount = typeof value.value === 'number' ? numberFormat(options.locale)!.format(value.value) : value.value;
      return 'unit' in value && value.unit ? `${amount} ${String(value.unit)}` : amount;
    }
    return '';
  }
  return String(value);
}
