// Rich text from the CMS made safe to render as HTML, on the server: a strict allowlist of tags and
// attributes (no scripts, styles, event handlers, frames or forms), links converted by the content
// link rules (content-links.ts; a link that must not be live loses its href), images only from
// http(s) or the shop itself. Everything else is dropped; the text of dropped tags stays, except
// inside script, style and similar containers, whose content goes with them. Unclosed tags are closed.
import { convertContentLink } from './content-links';

const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub',
  'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
/** Headings of content sit below the page's own h1. */
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Tags whose content is dropped with them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math', 'title', 'head']);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  abbr: new Set(['title']),
};

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>|<\?[^>]*>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function safeImageSource(src: string): string | undefined {
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return undefined;
}

function attributesOf(tag: string, source: string, localize: (path: string) => string): string {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!allowed.has(name)) continue;
    let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (name === 'href') {
      const href = convertContentLink(value, localize);
      if (!href) continue;
      value = href;
    } else if (name === 'src') {
      const src = safeImageSource(value);
      if (!src) continue;
      value = src;
    } else if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') && !/^\d{1,4}$/.test(value)) {
      continue;
    }
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && out.includes(' href="http')) out += ' rel="noopener noreferrer"';
  return out;
}

/** Safe HTML for `dangerouslySetInnerHTML`; `localize` puts converted shop links into the page's site. */
export function sanitizeContentHtml(html: string, localize: (path: string) => string = (path) => path): string {
  let out = '';
  const open: string[] = [];
  let droppedUntil: string | undefined;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName, attributes = ''] = match;
    if (!rawName) {
      if (droppedUntil || token.startsWith('<!') || token.startsWith('<?')) continue;
      out += escapeText(decodeEntities(token));
      continue;
    }
    const lower = rawName.toLowerCase();
    if (droppedUntil) {
      if (closing && lower === droppedUntil) droppedUntil = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(lower)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) droppedUntil = lower;
      continue;
    }
    const tag = RENAMED_TAGS[lower] ?? lower;
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${attributesOf(tag, attributes, localize)}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
