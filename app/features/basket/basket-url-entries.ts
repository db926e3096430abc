// Add to basket by URL (business-and-integration §5): `?add=SKU|2;SKU2|1` entries, or the
// partner-style `?pcode=SKU,SKU2&qty=2,1` lists paired by position. Entries without a SKU or with a
// quantity that is not a whole number above 0 are dropped.

export interface BasketUrlEntry {
  sku: string;
  quantity: number;
}

/** More entries than a link could sensibly carry are ignored. */
export const MAX_URL_ENTRIES = 50;
const MAX_SKU_LENGTH = 256;

function entry(rawSku: string | undefined, rawQuantity: string | undefined): BasketUrlEntry | undefined {
  const sku = (rawSku ?? '').trim();
  const text = (rawQuantity ?? '').trim();
  const quantity = text === '' ? 1 : Number(text);
  if (!sku || sku.length > MAX_SKU_LENGTH || !/^\d+$/.test(text || '1') || !Number.isSafeInteger(quantity) || quantity <= 0) return undefined;
  return { sku, quantity };
}

/** The valid entries of a link, and how many it had that were not (the shopper is told). */
export function basketUrlEntries(query: URLSearchParams): { entries: BasketUrlEntry[]; invalid: number } {
  const entries: (BasketUrlEntry | undefined)[] = [];
  for (const list of query.getAll('add')) {
    for (const part of list.split(';')) {
      if (part.trim()) entries.push(entry(...(part.split('|') as [string, string | undefined])));
    }
  }
  const codes = query.get('pcode');
  if (codes) {
    const quantities = (query.get('qty') ?? '').split(',');
    codes.split(',').forEach((code, index) => entries.push(entry(code, quantities[index])));
  }
  const valid = entries.filter((value): value is BasketUrlEntry => value !== undefined);
  return { entries: valid.slice(0, MAX_URL_ENTRIES), invalid: entries.length - valid.length };
}

/** The query without the add-to-basket parameters: where the shopper lands after the add. */
export function withoutBasketUrlEntries(query: URLSearchParams): string {
  const rest = new URLSearchParams(query);
  for (const name of ['add', 'pcode', 'qty']) rest.delete(name);
  const text = rest.toString();
  return text ? `?${text}` : '';
}
