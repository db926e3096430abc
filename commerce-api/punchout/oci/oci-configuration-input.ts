// The checks of PUT …/oci5/configurations: the items the PWA's configuration form sends
// ({field, transform, formatter, mappings}), each naming a known OCI field once, placeholders and
// formatters that exist, and complete mapping rules. The form sends an empty rule for a field
// without rules; a rule empty on both sides is dropped, one empty on a single side refused. Texts
// with control or bidirectional formatting characters are refused as everywhere (http/text-fields.ts).
import { InvalidAttributeError } from '../../http/icm-errors';
import { UNSAFE_TEXT_ERROR, isSafeText } from '../../http/text-fields';
import { OCI_FIELDS, ociField } from './oci-fields';
import { type OciFieldConfiguration, type OciMapping, isFormatter, unknownPlaceholders } from './oci-values';

const MAX_TRANSFORM_LENGTH = 1000;
const MAX_MAPPINGS = 100;
const MAX_MAPPING_VALUE_LENGTH = 255;

const invalid = (path: string, message: string) => new InvalidAttributeError(path, 'punchout.oci.configuration.invalid.error', message);

/** A text attribute; null or missing is ''. */
function textOf(value: unknown, path: string, maxLength: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw invalid(path, `'${path}' must be a text.`);
  if (value.length > maxLength) throw invalid(path, `'${path}' is longer than ${maxLength} characters.`);
  if (!isSafeText(value)) throw new InvalidAttributeError(path, UNSAFE_TEXT_ERROR, `'${path}' holds control or bidirectional formatting characters.`);
  return value;
}

function mappingsOf(value: unknown, path: string): OciMapping[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_MAPPINGS) throw invalid(path, `'${path}' must be a list of at most ${MAX_MAPPINGS} mapping rules.`);
  return value.flatMap((entry: unknown, index): OciMapping[] => {
    const at = `${path}[${index}]`;
    if (typeof entry !== 'object' || entry === null) throw invalid(at, `'${at}' must be a mapping rule.`);
    const rule = entry as Record<string, unknown>;
    const mapFromValue = textOf(rule.mapFromValue, `${at}.mapFromValue`, MAX_MAPPING_VALUE_LENGTH);
    const mapToValue = textOf(rule.mapToValue, `${at}.mapToValue`, MAX_MAPPING_VALUE_LENGTH);
    if (mapFromValue === '' && mapToValue === '') return [];
    if (mapFromValue === '') throw invalid(`${at}.mapFromValue`, `The mapping rule '${at}' has no "from" value.`);
    if (mapToValue === '') throw invalid(`${at}.mapToValue`, `The mapping rule '${at}' has no "to" value.`);
    return [{ mapFromValue, mapToValue }];
  });
}

function itemOf(value: unknown, index: number, locale: string): OciFieldConfiguration {
  const path = `items[${index}]`;
  if (typeof value !== 'object' || value === null) throw invalid(path, `'${path}' must be a configuration item.`);
  const item = value as Record<string, unknown>;
  const field = textOf(item.field, `${path}.field`, 100);
  if (!ociField(field)) throw invalid(`${path}.field`, `'${field}' is no configurable OCI field.`);
  const transform = textOf(item.transform, `${path}.transform`, MAX_TRANSFORM_LENGTH);
  const unknown = unknownPlaceholders(transform);
  if (unknown.length > 0) {
    // the one refusal an account admin meets by typing (the page offers only known fields and formatters): in their language
    const message =
      locale === 'de_DE' ? `Den Platzhalter {${unknown[0]}} für ${field} gibt es nicht.` : `The placeholder {${unknown[0]}} of '${field}' does not exist.`;
    throw invalid(`${path}.transform`, message);
  }
  const formatter = textOf(item.formatter, `${path}.formatter`, 100);
  if (formatter !== '' && !isFormatter(formatter)) throw invalid(`${path}.formatter`, `The formatter '${formatter}' of '${field}' does not exist.`);
  return { field, transform, formatter, mappings: mappingsOf(item.mappings, `${path}.mappings`) };
}

/** The fields a PUT changes; the ones it does not name stay as they are. */
export function configurationOf(body: unknown, locale: string): OciFieldConfiguration[] {
  const items = (body as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items) || items.length > OCI_FIELDS.length) {
    throw invalid('items', `'items' must be a list of at most ${OCI_FIELDS.length} configuration items.`);
  }
  const fields = items.map((item, index) => itemOf(item, index, locale));
  const seen = new Set<string>();
  for (const { field } of fields) {
    if (seen.has(field)) throw invalid('items', `The field '${field}' is named twice.`);
    seen.add(field);
  }
  return fields;
}
