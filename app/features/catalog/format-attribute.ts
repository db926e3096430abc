import type { AttributeValue } from '~/commerce/models/attribute';

/** An attribute value as text: numbers and quantities by locale, booleans as translated yes/no, lists joined. */
export function formatAttributeValue(value: AttributeValue, options: { locale: string; yes: string; no: string }): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? options.yes : options.no;
  if (typeof value === 'number') return new Intl.NumberFormat(options.locale).format(value);
  if (Array.isArray(value)) return value.map((entry) => formatAttributeValue(entry, options)).join(', ');
  if (typeof value === 'object') {
    if ('currency' in value && typeof value.value === 'number') {
      return new Intl.NumberFormat(options.locale, { style: 'currency', currency: String(value.currency) }).format(value.value);
    }
    if ('value' in value && (typeof value.value === 'number' || typeof value.value === 'string')) {
      const amount = typeof value.value === 'number' ? new Intl.NumberFormat(options.locale).format(value.value) : value.value;
      return 'unit' in value && value.unit ? `${amount} ${String(value.unit)}` : amount;
    }
    return '';
  }
  return String(value);
}
