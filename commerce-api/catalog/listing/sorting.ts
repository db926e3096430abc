// Sort keys of product lists and their order.
import type { LocalizationTexts } from '../../reference/localization-texts';
import { languageTag } from '../../reference/locales';

export const SORT_KEYS = ['name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

// ICM's own sort key names, mapped to ours. A Map, so keys such as `__proto__` find nothing.
const ALIASES = new Map<string, SortKey>([
  ['ProductSalePriceGross-asc', 'price-asc'],
  ['ProductSalePriceGross-desc', 'price-desc'],
  ['ProductSalePriceNet-asc', 'price-asc'],
  ['ProductSalePriceNet-desc', 'price-desc'],
  ['value-asc', 'price-asc'],
  ['value-desc', 'price-desc'],
  ['ArrivalDate-desc', 'newest-desc'],
]);

/** Our sort key for a requested one; unknown keys are ignored (undefined), as ICM ignores them. */
export function normalizeSortKey(key: string | undefined): SortKey | undefined {
  if (!key) return undefined;
  if ((SORT_KEYS as readonly string[]).includes(key)) return key as SortKey;
  return ALIASES.get(key);
}

export interface Sortable {
  id: number;
  position: number;
  name: string;
  createdAt: string;
  priceGrossCents: number | null;
}

const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(languageTag(locale), { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/** Sorted by the sort key; without one by relevance when given, else in catalogue order. */
export function sortListing<T extends Sortable>(
  items: T[],
  sortKey: SortKey | undefined,
  locale: string,
  relevance?: Map<number, number>,
): T[] {
  const collator = collatorFor(locale);
  const byPosition = (a: T, b: T) => a.position - b.position;
  const byPrice = (direction: 1 | -1) => (a: T, b: T) => {
    if (a.priceGrossCents === null) return b.priceGrossCents === null ? byPosition(a, b) : 1;
    if (b.priceGrossCents === null) return -1;
    return direction * (a.priceGrossCents - b.priceGrossCents) || byPosition(a, b);
  };
  const compare: Record<SortKey, (a: T, b: T) => number> = {
    'name-asc': (a, b) => collator.compare(a.name, b.name) || byPosition(a, b),
    'name-desc': (a, b) => collator.compare(b.name, a.name) || byPosition(a, b),
    'price-asc': byPrice(1),
    'price-desc': byPrice(-1),
    'newest-desc': (a, b) => b.createdAt.localeCompare(a.createdAt) || byPosition(a, b),
  };
  const defaultOrder = relevance
    ? (a: T, b: T) => (relevance.get(b.id) ?? 0) - (relevance.get(a.id) ?? 0) || byPosition(a, b)
    : byPosition;
  return [...items].sort(sortKey ? compare[sortKey] : defaultOrder);
}

export function sortableAttributes(texts: LocalizationTexts, locale: string) {
  return Object.fromEntries(
    SORT_KEYS.map(key => [
      key,
      {
        name: key,
        displayName: texts.text(locale, `commerce.sorting.${key}`, key),
        direction: key.endsWith('-desc') ? 'desc' : 'asc',
      },
    ]),
  );
}
