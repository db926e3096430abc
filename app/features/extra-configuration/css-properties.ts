// The CSS custom properties an editor sets in the configuration include (CSSProperties: one
// `name:value` pair a line, the name with or without its leading `--`, decision 032). The values are
// editor input that lands in a <style> element of every page, so only plain values pass: colours,
// lengths, numbers, keywords, quoted font names and a few computing functions. Anything that could
// load a resource (`url(`, `image-set(`, `@import`), escape its declaration (`;`, braces, `<`,
// `\` escapes, comments) or run code (`expression(`) drops its line; the rest still apply.

const NAME = /^(?:--)?([a-z][a-z0-9-]{0,62})$/i;
/** Characters of a plain value: no `;`, braces, angle brackets, backslashes, `@`, `!`, `&`, backticks. */
const VALUE_CHARACTERS = /^[a-z0-9#%.,+\-*/ ()'"]*$/i;
/** Quotes come in pairs: an open string would swallow what follows it. */
const BALANCED_QUOTES = /^(?:[^'"]|'[^']*'|"[^"]*")*$/;
/** Functions a theme value needs (and bare parentheses); any other (url, image-set, expression, …) is refused. */
const FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'calc', 'min', 'max', 'clamp', 'var']);
const MAX_VALUE_LENGTH = 200;
const MAX_PROPERTIES = 60;

function balancedParentheses(value: string): boolean {
  let depth = 0;
  for (const character of value) {
    if (character === '(') depth++;
    else if (character === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** A value that may stand in a declaration of its own, or undefined. */
export function safePropertyValue(raw: string): string | undefined {
  const value = raw.trim();
  if (!value || value.length > MAX_VALUE_LENGTH) return undefined;
  if (!VALUE_CHARACTERS.test(value) || !BALANCED_QUOTES.test(value) || !balancedParentheses(value)) return undefined;
  if (value.includes('/*') || value.includes('*/')) return undefined;
  // Function names outside strings only: a quoted font name may say anything harmless.
  const unquoted = value.replace(/'[^']*'|"[^"]*"/g, "''");
  for (const [, name] of unquoted.matchAll(/([a-z-]*)\s*\(/gi)) {
    if (name !== '' && !FUNCTIONS.has(name.toLowerCase())) return undefined;
  }
  return value;
}

/** The safe pairs of a CSSProperties text as [`--name`, value]; later lines win over earlier ones. */
export function parseCssProperties(text: unknown): [string, string][] {
  if (typeof text !== 'string') return [];
  const properties = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = NAME.exec(line.slice(0, colon).trim())?.[1];
    const value = safePropertyValue(line.slice(colon + 1));
    if (!name || value === undefined) continue;
    properties.delete(`--${name.toLowerCase()}`);
    properties.set(`--${name.toLowerCase()}`, value);
  }
  return [...properties].slice(-MAX_PROPERTIES);
}

/**
 * The style rule setting the properties, or undefined when none passed. `html:root` outranks the
 * stylesheet's `:root`, wherever the browser finds the two.
 */
export function themeStyle(properties: [string, string][]): string | undefined {
  if (!properties.length) return undefined;
  return `html:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
