// Rich text from the CMS made safe to render as HTML, on the server, with sanitize-html (decision 030):
// a strict allowlist of tags and attributes (no scripts, styles, event handlers, frames or forms),
// links converted by the content link rules (content-links.ts; a link that must not be live loses its
// href), images only from http(s) or the shop itself. Content headings sit below the page's own h1.
import sanitizeHtml from 'sanitize-html';
import { convertContentLink } from './content-links';

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub',
  'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
/** Dropped with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'option', 'svg', 'math', 'title', 'head'];

function options(localize: (path: string) => string): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      abbr: ['title'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const { href: raw, rel: _ignored, ...rest } = attribs;
        const href = raw === undefined ? undefined : convertContentLink(raw, localize);
        if (!href) return { tagName, attribs: rest };
        return { tagName, attribs: /^https?:/.test(href) ? { ...rest, href, rel: 'noopener noreferrer' } : { ...rest, href } };
      },
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const safe = /^https?:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'));
        const { src: _src, ...rest } = attribs;
        return { tagName, attribs: safe ? { ...rest, src } : rest };
      },
    },
  };
}

/** Safe HTML for `dangerouslySetInnerHTML`; `localize` puts converted shop links into the page's site. */
export function sanitizeContentHtml(html: string, localize: (path: string) => string = (path) => path): string {
  return sanitizeHtml(html, options(localize));
}
