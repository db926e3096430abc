// The items of an IDS warenkorb a craft software sends into the shop (action WKS): each OrderItem's
// article number and quantity. The document is read without a DTD: one that declares any (entities
// that expand, external ones that load) is refused as a whole, as is one over the size limit.
import { XMLParser } from 'fast-xml-parser';

export interface WarenkorbItem {
  sku: string;
  quantity: number;
}

/** A warenkorb of a few hundred lines is far below this. */
const MAX_WARENKORB_LENGTH = 1_000_000;

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, processEntities: false, parseTagValue: false, isArray: (name) => name === 'OrderItem' });

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The warenkorb's items with an article number and a positive quantity; none for a document that is no warenkorb. */
export function warenkorbItems(xml: string): WarenkorbItem[] {
  if (xml.length > MAX_WARENKORB_LENGTH || /<!DOCTYPE|<!ENTITY/i.test(xml)) return [];
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    return [];
  }
  const order = (document as { Warenkorb?: { Order?: { OrderItem?: unknown[] } } } | undefined)?.Warenkorb?.Order;
  return (order?.OrderItem ?? []).flatMap((item) => {
    const { ArtNo, Qty } = (item ?? {}) as Record<string, unknown>;
    const sku = text(ArtNo);
    const quantity = Number(text(Qty).replace(',', '.'));
    return sku && Number.isFinite(quantity) && quantity > 0 ? [{ sku, quantity }] : [];
  });
}
