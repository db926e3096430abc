// Test support: reading the storefront's server-rendered HTML by what a page says and how it is labelled
// (text, accessible names, labels, landmarks), not by CSS classes, which are the stylesheet's business.

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of markup, its elements apart: tags and React's `<!-- -->` separators dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return decoded(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' '));
}

/**
 * The text of markup as the DOM's textContent has it: tags dropped without a space in their place, so that
 * words the markup runs together (inline elements without a space between them) read as one.
 */
function textContentOf(html: string): string {
  return decoded(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''));
}

function decoded(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The whole element (start tag to its end tag) whose start tag begins at `start`. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start))![1].toLowerCase();
  const startTagEnd = html.indexOf('>', start) + 1;
  if (VOID_ELEMENTS.has(tag) || html[startTagEnd - 2] === '/') return html.slice(start, startTagEnd);
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
  tags.lastIndex = startTagEnd;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

/** Every `tag` element of the markup (nested ones too), in document order. */
export function elements(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}(?=[\\s>/])`, 'gi'))].map((match) => elementAt(html, match.index));
}

/** The value of an attribute of an element's start tag. */
function attribute(element: string, name: string): string | undefined {
  const startTag = element.slice(0, element.indexOf('>') + 1);
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(startTag)?.[1];
  return value === undefined ? undefined : textOf(value);
}

/** The element with this id. */
function byId(html: string, id: string): string | undefined {
  const start = html.indexOf(` id="${id}"`);
  return start < 0 ? undefined : elementAt(html, html.lastIndexOf('<', start));
}

/** The elements whose start tag matches `startTag` (a pattern of the tag's attributes). */
function elementsWhere(html: string, startTag: RegExp): string[] {
  return [...html.matchAll(new RegExp(`<[a-zA-Z][^>]*${startTag.source}[^>]*>`, 'g'))].map((match) => elementAt(html, match.index));
}

/**
 * The element (a landmark, a region, a form) whose accessible name is `name`: given by `aria-label`
 * or by the element `aria-labelledby` names.
 */
export function labelled(html: string, name: string): string | undefined {
  const byLabel = elementsWhere(html, /\saria-label="[^"]*"/).find((element) => attribute(element, 'aria-label') === name);
  if (byLabel) return byLabel;
  return elementsWhere(html, /\saria-labelledby="[^"]*"/).find((element) => {
    const ids = attribute(element, 'aria-labelledby')!.split(' ');
    return ids.map((id) => textOf(byId(html, id) ?? '')).join(' ') === name;
  });
}

/** The text of what the form field named `name` is described by (`aria-describedby`): its hint and its error message. */
export function descriptionOf(html: string, name: string): string | undefined {
  const field = elementsWhere(html, new RegExp(`\\sname="${name.replace(/[.[\]]/g, '\\$&')}"`)).find((element) => /^<(input|select|textarea)/.test(element));
  const ids = field && attribute(field, 'aria-describedby');
  return ids ? ids.split(' ').map((id) => textOf(byId(html, id) ?? '')).join(' ') : undefined;
}

/** The text of each label (a term) of the description lists, with the value (the definition) after it. */
export function definitions(html: string): Map<string, string> {
  const rows = [...html.matchAll(/<dt(?=[\s>])[^>]*>([\s\S]*?)<\/dt>\s*(?:<dd(?=[\s>])[^>]*>([\s\S]*?)<\/dd>)/g)];
  return new Map(rows.map(([, term, definition]) => [textOf(term), textOf(definition)]));
}

/** The links of the markup: where each goes and its accessible name (`aria-label`, or its text without what is hidden from it). */
export function links(html: string): { href: string | undefined; name: string }[] {
  return elements(html, 'a').map((link) => ({
    href: attribute(link, 'href'),
    name: attribute(link, 'aria-label') ?? textOf(withoutHidden(link)),
  }));
}

/** The markup without its `aria-hidden` parts (a screen reader does not read them). */
function withoutHidden(html: string): string {
  const hidden = elementsWhere(html, /\saria-hidden="true"/);
  return hidden.reduce((rest, element) => rest.replace(element, ''), html);
}

/** The radio buttons named `name`: value, whether checked, and the text of their label. */
export function radios(html: string, name: string): { value: string | undefined; checked: boolean; label: string }[] {
  return elements(html, 'input')
    .filter((input) => attribute(input, 'type') === 'radio' && attribute(input, 'name') === name)
    .map((input) => {
      const id = attribute(input, 'id');
      const label = elements(html, 'label').find((candidate) => id !== undefined && attribute(candidate, 'for') === id);
      return { value: attribute(input, 'value'), checked: attribute(input, 'checked') !== undefined, label: textOf(label ?? '') };
    });
}

/** The checkbox whose label says `label`: its name and whether it is ticked; undefined when there is none. */
export function checkbox(html: string, label: string): { name: string | undefined; checked: boolean } | undefined {
  const labelFor = elements(html, 'label').find((candidate) => textOf(candidate) === label);
  const id = labelFor && attribute(labelFor, 'for');
  const input = elements(html, 'input').find((candidate) => attribute(candidate, 'type') === 'checkbox' && id !== undefined && attribute(candidate, 'id') === id);
  return input === undefined ? undefined : { name: attribute(input, 'name'), checked: attribute(input, 'checked') !== undefined };
}

/** The messages shown in the page's alert areas (`role="alert"` that are not hidden). */
export function alerts(html: string): string[] {
  return elementsWhere(html, /\srole="alert"/)
    .filter((element) => attribute(element, 'hidden') === undefined)
    .map(textOf)
    .filter(Boolean);
}

/** The messages shown in the page's status areas (`role="status"`, not hidden): each paragraph of one (a toast) on its own. */
export function statuses(html: string): string[] {
  return elementsWhere(html, /\srole="status"/)
    .filter((element) => attribute(element, 'hidden') === undefined)
    .flatMap((element) => {
      const paragraphs = elements(element, 'p');
      return paragraphs.length > 0 ? paragraphs.map(textOf) : [textOf(element)];
    })
    .filter(Boolean);
}

/** The buttons of the markup: their type and accessible name (`aria-label`, or their text without what is hidden from it). */
export function buttons(html: string): { type: string | undefined; name: string }[] {
  return elements(html, 'button').map((button) => ({
    type: attribute(button, 'type'),
    name: attribute(button, 'aria-label') ?? textOf(withoutHidden(button)),
  }));
}

/** The text of each row header of the tables (`<th scope="row">`), as textContent has it. */
export function rowHeaders(html: string): string[] {
  return elementsWhere(html, /\sscope="row"/)
    .filter((element) => element.startsWith('<th'))
    .map(textContentOf);
}

/** The elements that take the focus when the page loads (HTML `autofocus`): their role, tabindex and text. */
export function autofocused(html: string): { role: string | undefined; tabindex: string | undefined; text: string }[] {
  return elementsWhere(html, /\sautofocus(?=[\s=>\/])/).map((element) => ({
    role: attribute(element, 'role'),
    tabindex: attribute(element, 'tabindex'),
    text: textOf(element),
  }));
}

/**
 * The number of items the header's basket link names ("Basket 3 items in your basket", in English or
 * German); undefined when the page has no such link.
 */
export function basketItemCount(html: string): number | undefined {
  const counts = links(html)
    .filter((link) => /^(\/de)?\/basket$/.test(link.href ?? ''))
    .map((link) => /^(?:Basket (\d+) items? in your basket|Warenkorb (\d+) Artikel in Ihrem Warenkorb)/.exec(link.name))
    .filter((count) => count !== null);
  return counts.length ? Number(counts[0][1] ?? counts[0][2]) : undefined;
}
