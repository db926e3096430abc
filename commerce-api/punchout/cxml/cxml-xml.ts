// Reading and writing cXML text safely (../shared/punchout/README.md §4). A procurement system's
// document may name the cXML DTD (`<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/…">`); nothing is ever
// fetched, and a DOCTYPE with an internal subset, an entity declaration or a reference to an entity
// XML does not predefine is refused before parsing: no external entity (XXE) and no entity
// expansion (billion laughs) can happen, and so is a character XML 1.0 forbids. fast-xml-parser
// checks well-formedness and parses.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Why a text is no acceptable XML document (answered with cXML status 400). */
export class MalformedXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedXmlError';
  }
}

/** An `&` that starts neither one of XML's five entities nor a character reference. */
const FOREIGN_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/;

/** The DOCTYPE declaration's end, or -1 when it opens an internal subset (`[`) before ending. */
function doctypeEnd(text: string, start: number): number {
  let quote: string | null = null;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '[') {
      return -1;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

/** Refuses what could make the parser expand or fetch anything. */
function refuseDeclarations(text: string): void {
  if (text.includes('<!ENTITY')) throw new MalformedXmlError('Entity declarations are not accepted.');
  const doctype = text.indexOf('<!DOCTYPE');
  if (doctype >= 0) {
    if (doctypeEnd(text, doctype) < 0) throw new MalformedXmlError('A DOCTYPE with an internal subset is not accepted.');
    if (text.indexOf('<!DOCTYPE', doctype + 1) >= 0) throw new MalformedXmlError('Only one DOCTYPE is accepted.');
  }
  if (FOREIGN_ENTITY.test(text)) throw new MalformedXmlError('Only the entities XML predefines are accepted.');
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, line feed and carriage return). */
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const UNREPRESENTABLE = new RegExp(FORBIDDEN_CHARACTER.source, 'g');
const CHARACTER_REFERENCE = /&#(x[0-9a-fA-F]+|\d+);/g;

/**
 * Refuses characters XML 1.0 forbids, typed or referenced: fast-xml-parser lets them through, and a
 * BuyerCookie carrying one would make the PunchOutOrderMessage that echoes it no XML at all.
 */
function refuseForbiddenCharacters(text: string): void {
  const forbidden = new MalformedXmlError('The document contains a character XML does not allow.');
  if (FORBIDDEN_CHARACTER.test(text)) throw forbidden;
  for (const [, reference] of text.matchAll(CHARACTER_REFERENCE)) {
    const codePoint = reference.startsWith('x') ? Number.parseInt(reference.slice(1), 16) : Number(reference);
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (codePoint > 0x10ffff || surrogate || FORBIDDEN_CHARACTER.test(String.fromCodePoint(codePoint))) throw forbidden;
  }
}

export interface XmlReading {
  /** Element paths (`cXML.Request.…`) whose content is kept as raw XML text. */
  rawContentOf?: string[];
  /** Element names that are always read as lists, however often they occur. */
  lists?: string[];
}

/**
 * The document as nested objects: attributes as `@name`, text as `#text` beside attributes or
 * children (or the element's value when it has neither).
 */
export function parseXml(text: string, reading: XmlReading = {}): Record<string, unknown> {
  const lists = new Set(reading.lists ?? []);
  refuseDeclarations(text);
  refuseForbiddenCharacters(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new MalformedXmlError(`${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    // only the predefined entities and character references remain after refuseDeclarations
    processEntities: true,
    htmlEntities: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    stopNodes: reading.rawContentOf ?? [],
    isArray: name => lists.has(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value, escaped; characters XML cannot represent are dropped. */
export function escapeXml(text: string): string {
  return text.replace(UNREPRESENTABLE, '').replace(/[&<>"']/g, char => ESCAPES[char]);
}

/** A character reference's character; one beyond Unicode stands for nothing. */
const characterOf = (codePoint: number) => (codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '');

/** The text of raw element content: character data with its entities resolved, CDATA unwrapped, markup kept. */
export function textOfRawXml(raw: string): string {
  return raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => escapeXml(data))
    .replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, name: string) => {
      if (name.startsWith('#x')) return characterOf(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return characterOf(Number(name.slice(1)));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name]!;
    })
    .trim();
}
