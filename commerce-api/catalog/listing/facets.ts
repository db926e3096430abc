// Filter navigation (ICM productfilters): one filter per facet with its entries, their counts,
// selection state and a link that toggles the entry.
import type { FacetValueText } from './catalog-snapshot';
import type { CategoryRecord, CategoryStore } from '../categories/category-store';
import { productFiltersUri } from '../icm-uris';
import {
  applySelections,
  CATEGORY_FACET,
  CATEGORY_PARAMETER,
  countValues,
  type FacetDefinition,
  type ListingContext,
  type ListingFact,
  type Selections,
  STOCK_FACET,
} from './listing';
import type { LocalizationTexts } from '../../reference/localization-texts';
import { PRICE_RANGES, priceRangeDisplay } from './price-ranges';

export interface FilterEntryData {
  type: 'Facet';
  name: string;
  displayName: string;
  displayValue: string;
  count: number;
  selected: boolean;
  level: number;
  link: { type: 'Link'; uri: string; title: string };
  mappedType?: string;
  mappedValue?: string;
}

export interface FilterData {
  type: 'SearchIndexFilter';
  id: string;
  name: string;
  displayType: string;
  selectionType: string;
  limitCount: number;
  minCount: number;
  scope: string;
  filterEntries: FilterEntryData[];
  /** The same entries under the name older ICM releases used. */
  facets: FilterEntryData[];
}

export type FacetValueTexts = (facetId: string, locale: string) => Map<string, FacetValueText>;

export interface FilterNavigationInput {
  facts: ListingFact[];
  selections: Selections;
  definitions: FacetDefinition[];
  context: ListingContext;
  channel: string;
  locale: string;
  currency: string;
  categories: CategoryStore;
  valueTexts: FacetValueTexts;
  texts: LocalizationTexts;
}

const encodeValues = (values: Iterable<string>) => [...values].map(encodeURIComponent).join(',');

/**
 * Builds the queries of a filter navigation's links: the context parameters, then the current
 * selections in facet order with one value toggled. Every facet's part is encoded once, as a
 * navigation has many links.
 */
function filterQueryBuilder(context: ListingContext, selections: Selections, definitions: FacetDefinition[]) {
  const contextParts: string[] = [];
  if (context.searchTerm !== undefined) contextParts.push(`searchTerm=${encodeURIComponent(context.searchTerm)}`);
  if (context.master) contextParts.push(`MasterSKU=${encodeURIComponent(context.master.sku)}`);
  // the category parameter goes last
  const order = [...definitions.map(definition => definition.id).filter(id => id !== CATEGORY_FACET), CATEGORY_FACET];
  const parameterName = (facetId: string) => encodeURIComponent(facetId === CATEGORY_FACET ? CATEGORY_PARAMETER : facetId);
  const encoded = new Map<string, string>();
  for (const facetId of order) {
    const values = selections.get(facetId);
    if (values && values.size > 0) encoded.set(facetId, `${parameterName(facetId)}=${encodeValues(values)}`);
  }

  /** The query with `value` of `facetId` toggled, or `facetId` left out when no value is given. */
  return (facetId?: string, value?: string): string => {
    const parts = [...contextParts];
    for (const id of order) {
      if (id !== facetId) {
        const part = encoded.get(id);
        if (part) parts.push(part);
        continue;
      }
      if (value === undefined) continue;
      const values = new Set(selections.get(id));
      if (values.has(value)) values.delete(value);
      else values.add(value);
      if (values.size > 0) parts.push(`${parameterName(id)}=${encodeValues(values)}`);
    }
    return parts.join('&');
  };
}

function link(uri: string, query: string, title: string): FilterEntryData['link'] {
  return { type: 'Link', uri: query ? `${uri}?${query}` : uri, title };
}

function entry(
  name: string,
  displayValue: string,
  count: number,
  selected: boolean,
  level: number,
  entryLink: FilterEntryData['link'],
  mapped?: { mappedType: string | null; mappedValue: string | null },
): FilterEntryData {
  return {
    type: 'Facet',
    name,
    displayName: displayValue,
    displayValue,
    count,
    selected,
    level,
    link: entryLink,
    ...(mapped?.mappedType ? { mappedType: mapped.mappedType } : {}),
    ...(mapped?.mappedValue ? { mappedValue: mapped.mappedValue } : {}),
  };
}

function categoryEntries(input: FilterNavigationInput): FilterEntryData[] {
  const { context, selections, categories, channel, locale, definitions } = input;
  const tree = categories.tree(locale);
  const counts = countValues(applySelections(input.facts, selections, CATEGORY_FACET), CATEGORY_FACET);
  const countIn = (category: CategoryRecord) => counts.get(category.uniqueId) ?? 0;
  const selectedByParameter = selections.get(CATEGORY_FACET) ?? new Set<string>();
  const query = filterQueryBuilder(context, selections, definitions);
  // moving into a category keeps the search, master and the other facets' selections
  const pathQuery = query(CATEGORY_FACET);
  const categoryLink = (target: string | undefined, title: string) =>
    link(productFiltersUri(channel, target), pathQuery, title);

  const entries: FilterEntryData[] = [];
  const shown = new Set<string>();
  let listed: CategoryRecord[];
  if (context.category) {
    const path = tree.path(context.category.id);
    path.forEach((category, index) => {
      shown.add(category.uniqueId);
      // a selected level links to its parent, which deselects it
      const parent = index > 0 ? path[index - 1].uniqueId : undefined;
      entries.push(entry(category.uniqueId, category.name, countIn(category), true, category.depth, categoryLink(parent, category.name)));
    });
    listed = tree.children(context.category.id);
  } else {
    listed = tree.children(null);
  }
  for (const category of listed) {
    const count = countIn(category);
    const selected = selectedByParameter.has(category.uniqueId);
    if (count === 0 && !selected) continue;
    shown.add(category.uniqueId);
    const entryLink = selected
      ? link(productFiltersUri(channel, context.category?.uniqueId), query(CATEGORY_FACET, category.uniqueId), category.name)
      : categoryLink(category.uniqueId, category.name);
    entries.push(entry(category.uniqueId, category.name, count, selected, category.depth, entryLink));
  }
  for (const uniqueId of selectedByParameter) {
    if (shown.has(uniqueId)) continue;
    const category = categories.byUniqueId(uniqueId, locale);
    if (!category) continue;
    const entryLink = link(
      productFiltersUri(channel, context.category?.uniqueId),
      query(CATEGORY_FACET, uniqueId),
      category.name,
    );
    entries.push(entry(uniqueId, category.name, countIn(category), true, category.depth, entryLink));
  }
  return entries;
}

function valueEntries(
  input: FilterNavigationInput,
  definition: FacetDefinition,
  orderedValues: { key: string; displayValue: string; mapped?: { mappedType: string | null; mappedValue: string | null } }[],
): FilterEntryData[] {
  const { context, selections, definitions, channel } = input;
  const query = filterQueryBuilder(context, selections, definitions);
  const counts = countValues(applySelections(input.facts, selections, definition.id), definition.id);
  const selected = selections.get(definition.id) ?? new Set<string>();
  const uri = productFiltersUri(channel, context.category?.uniqueId);
  return orderedValues
    .map(value => ({
      value,
      count: counts.get(value.key) ?? 0,
      selected: selected.has(value.key),
    }))
    .filter(({ count, selected: isSelected }) => count > 0 || isSelected)
    .map(({ value, count, selected: isSelected }) =>
      entry(
        value.key,
        value.displayValue,
        count,
        isSelected,
        0,
        link(uri, query(definition.id, value.key), value.displayValue),
        value.mapped,
      ),
    );
}

function entriesOf(input: FilterNavigationInput, definition: FacetDefinition): FilterEntryData[] {
  const { locale, currency, texts } = input;
  switch (definition.kind) {
    case 'category':
      return categoryEntries(input);
    case 'price': {
      const openRange = texts.text(locale, 'commerce.filter.Price.open_range', '{{from}}+');
      return valueEntries(
        input,
        definition,
        PRICE_RANGES.map(range => ({ key: range.key, displayValue: priceRangeDisplay(range, locale, currency, openRange) })),
      );
    }
    case 'stock':
      return valueEntries(
        input,
        definition,
        ['true', 'false'].map(key => ({
          key,
          displayValue: texts.text(locale, `commerce.filter.${STOCK_FACET}.${key}`, key),
        })),
      );
    default: {
      const valueTexts = input.valueTexts(definition.id, locale);
      const keys = new Set<string>(input.selections.get(definition.id) ?? []);
      for (const fact of input.facts) for (const key of fact.facetValues.get(definition.id) ?? []) keys.add(key);
      const ordered = [...keys].sort(
        (a, b) => (valueTexts.get(a)?.position ?? Number.MAX_SAFE_INTEGER) - (valueTexts.get(b)?.position ?? Number.MAX_SAFE_INTEGER) || a.localeCompare(b),
      );
      return valueEntries(
        input,
        definition,
        ordered.map(key => {
          const text = valueTexts.get(key);
          return {
            key,
            displayValue: text?.displayValue ?? key,
            mapped: text ? { mappedType: text.mappedType, mappedValue: text.mappedValue } : undefined,
          };
        }),
      );
    }
  }
}

export function buildFilterNavigation(input: FilterNavigationInput): { elements: FilterData[] } {
  const elements: FilterData[] = [];
  for (const definition of input.definitions) {
    if (definition.kind === 'category' && input.context.master) continue;
    const entries = entriesOf(input, definition);
    if (entries.length === 0) continue;
    // swatches when every value shown has a colour or swatch image, whatever other lists hold
    const swatches = entries.every(entry => entry.mappedType !== undefined);
    const displayType = swatches ? 'swatch' : definition.displayType === 'swatch' ? 'checkbox' : definition.displayType;
    elements.push({
      type: 'SearchIndexFilter',
      id: definition.id,
      name: definition.name,
      displayType,
      selectionType: definition.selectionType,
      limitCount: -1,
      minCount: 1,
      scope: 'Global',
      filterEntries: entries,
      facets: entries,
    });
  }
  return { elements };
}

