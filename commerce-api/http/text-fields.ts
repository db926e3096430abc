// The one check of the texts people and addresses are made of (registration, profiles, customer and
// basket addresses): no control characters (U+0000–U+001F, U+007F) and no bidirectional overrides or
// isolates (U+202A–U+202E, U+2066–U+2069). They break mails, CSV exports and labels, and can make a
// name or an address read differently from what it holds. A body with any is refused with a 400
// naming every such field, as ICM does (`error-invalid-attributes`, one cause per field), its texts
// in the request's locale.
import { type LocalizedText, interpolate, textIn } from '../reference/locales';
import { type IcmErrorCause, InvalidAttributeError } from './icm-errors';

export const UNSAFE_TEXT_ERROR = 'request.text.characters.invalid.error';

const TEXTS = {
  refusal: { en_US: 'The following attributes are invalid: {{attributes}}', de_DE: 'Die folgenden Angaben sind ungültig: {{attributes}}' },
  cause: {
    en_US: "The field '{{field}}' holds control or bidirectional formatting characters.",
    de_DE: "Das Feld '{{field}}' enthält Steuerzeichen oder Zeichen zur Textrichtung, die nicht erlaubt sind.",
  },
} satisfies Record<string, LocalizedText>;

const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** Whether a text is free of those characters (for texts deeper in a body than `refuseUnsafeTexts` looks). */
export const isSafeText = (text: string) => !UNSAFE_CHARACTERS.test(text);

/** The bodies' fields are at most two levels deep (`address.firstName`); deeper values are no fields the API reads. */
const MAX_DEPTH = 3;
/** The API's field names; other keys are ignored fields (and could not be named in a header). */
const FIELD_NAME = /^\w{1,100}$/;

/** The JSON pointers of the strings below `value` (nested objects and lists included) that hold such characters. */
function unsafePaths(value: unknown, path: string, depth: number): string[] {
  if (typeof value === 'string') return UNSAFE_CHARACTERS.test(value) ? [path] : [];
  if (value === null || typeof value !== 'object' || depth === MAX_DEPTH) return [];
  return Object.entries(value).flatMap(([key, entry]) => (FIELD_NAME.test(key) ? unsafePaths(entry, `${path}/${key}`, depth + 1) : []));
}

/**
 * Throws the 400 when a text of the request body holds control or bidirectional override
 * characters; `locale` is the request's (English without one).
 */
export function refuseUnsafeTexts(body: unknown, locale = 'en_US'): void {
  const paths = unsafePaths(body, '', 0);
  if (paths.length === 0) return;
  // ICM names nested attributes the way the PWA picks them from the body: address.firstName
  const attributes = paths.map(path => path.slice(1).replaceAll('/', '.'));
  const causes: IcmErrorCause[] = paths.map((path, index) => ({
    code: UNSAFE_TEXT_ERROR,
    message: interpolate(textIn(TEXTS.cause, locale), { field: attributes[index] }),
    paths: [path],
  }));
  const names = attributes.join(',');
  throw new InvalidAttributeError(names, UNSAFE_TEXT_ERROR, interpolate(textIn(TEXTS.refusal, locale), { attributes: names }), causes);
}
