// Turns the shop's message keys into one language's texts, on the server and in the browser alike:
// the part of i18next the messages use (docs/decisions/016), a few hundred bytes instead of 16 KB.

/** One language's messages: flat, dotted keys as the spec names them (translation.json). */
export type Messages = Readonly<Record<string, string>>;

/**
 * The values a message's `{{name}}` placeholders take. `count` also picks the plural form
 * (`key_zero`, `key_one`, `key_other`); `defaultValue` is the text of a key without a message.
 */
export type TranslationValues = Readonly<Record<string, string | number | undefined>>;

export type Translate = (key: string, values?: TranslationValues) => string;

/** A message cut at its placeholders: texts at even indices, placeholder names as written at odd ones. */
type Template = readonly string[];

// The shortest text between double braces, as i18next matches it; `{{ name }}` means `{{name}}`. The
// group keeps the names in the split.
const PLACEHOLDER = /\{\{(.+?)\}\}/;

function templateOf(text: string): Template {
  return text.split(PLACEHOLDER);
}

/** How a placeholder's value is written: as it is, or (`{{max, number}}`, as i18next writes it) a number in the language's own way. */
type FormatNumber = (value: number) => string;

/**
 * Fills in the placeholders. Values are used as they are, not escaped: the result is text, never
 * markup, and React escapes it where it is shown. A value's own braces are never read as a
 * placeholder. A placeholder without a value stays as written, one whose value is given as
 * undefined becomes empty (both as i18next does); a number in a `{{name, number}}` placeholder is
 * written with the language's digit grouping.
 */
function fill(template: Template, values: TranslationValues, formatNumber: FormatNumber): string {
  let text = template[0];
  for (let at = 1; at < template.length; at += 2) {
    const [name, format] = template[at].split(',').map((part) => part.trim());
    const value = Object.hasOwn(values, name) ? values[name] : `{{${template[at]}}}`;
    const written = typeof value === 'number' && format === 'number' ? formatNumber(value) : value;
    text += (written === undefined ? '' : String(written)) + template[at + 1];
  }
  return text;
}

/**
 * The translation function of one language. A key without a message gives the `defaultValue`, if
 * one is passed, else the key itself. There is no fallback to another language: the browser holds
 * only its page's language, so both message files have the same keys (tests/unit/translator.test.ts).
 */
export function createTranslator(lang: string, messages: Messages): Translate {
  const pluralRules = new Intl.PluralRules(lang);
  let numberFormat: Intl.NumberFormat | undefined;
  const formatNumber: FormatNumber = (value) => (numberFormat ??= new Intl.NumberFormat(lang)).format(value);
  // Cut once per message, on first use: a page asks for many, a few of them dozens of times.
  const templates = new Map<string, Template>();
  const template = (key: string): Template | undefined => {
    let cut = templates.get(key);
    if (cut === undefined && Object.hasOwn(messages, key)) {
      cut = templateOf(messages[key]);
      templates.set(key, cut);
    }
    return cut;
  };
  return (key, values) => {
    if (values === undefined) return Object.hasOwn(messages, key) ? messages[key] : key;
    const { count, defaultValue } = values;
    let found: Template | undefined;
    if (typeof count === 'number') {
      // A language's own plural form (Polish `_few`), else `_other`, which every plural message has.
      found = (count === 0 ? template(`${key}_zero`) : undefined) ?? template(`${key}_${pluralRules.select(count)}`) ?? template(`${key}_other`);
    }
    found ??= template(key) ?? templateOf(defaultValue === undefined ? key : String(defaultValue));
    return fill(found, values, formatNumber);
  };
}
