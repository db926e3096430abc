// How seed attribute values (plain or localized) become keys and display texts.
import type { AttributeValue, Localized } from '../catalog-types';
import { type Locale, languageTag, textIn } from '../../reference/locales';

export function isLocalizedValue(value: AttributeValue): value is Localized {
  return typeof value === 'object' && value !== null;
}

/** The locale-independent key of a value, used in facet parameters. */
export function attributeValueKey(value: AttributeValue): string {
  if (isLocalizedValue(value)) return value.en_US;
  return String(value);
}

export interface BooleanTexts {
  yes: string;
  no: string;
}

export function attributeDisplayValue(
  value: AttributeValue,
  locale: Locale,
  booleanTexts: BooleanTexts,
  unit?: string,
): string {
  if (isLocalizedValue(value)) return textIn(value, locale);
  if (typeof value === 'boolean') return value ? booleanTexts.yes : booleanTexts.no;
  const text = typeof value === 'number' ? new Intl.NumberFormat(languageTag(locale)).format(value) : value;
  return unit ? `${text} ${unit}` : text;
}
