import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { LookupSuggestion } from './lookup-suggestion';

/** Suggestions are asked for after this pause in typing (shopping-core §9). */
const LOOKUP_DEBOUNCE_MS = 400;
const MIN_LOOKUP_LENGTH = 2;

/**
 * A quick-order row's item number field. Without JavaScript a plain text field; hydrated, typing asks
 * the product lookup (after a pause) and lists what it finds as buttons below the field; choosing one
 * puts its SKU into the field. The field stays uncontrolled, so what was typed before hydration stays.
 */
export function SkuField({ id, name, label, defaultValue, describedBy }: { id: string; name: string; label: string; defaultValue: string; describedBy?: string }) {
  const t = useT();
  const { href } = useShopLocale();
  const fetcher = useFetcher<{ products: LookupSuggestion[] }>();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onChange(value: string) {
    clearTimeout(timer.current);
    const term = value.trim();
    setOpen(term.length >= MIN_LOOKUP_LENGTH);
    if (term.length < MIN_LOOKUP_LENGTH) return;
    timer.current = setTimeout(() => fetcher.load(`${href('/api/product-lookup')}?${new URLSearchParams({ searchTerm: term })}`), LOOKUP_DEBOUNCE_MS);
  }

  function choose(sku: string) {
    if (input.current) input.current.value = sku;
    setOpen(false);
    input.current?.focus();
  }

  const suggestions = open ? (fetcher.data?.products ?? []) : [];
  return (
    <div className="sku-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={256}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      />
      {suggestions.length > 0 && (
        <ul className="lookup-suggestions" aria-label={t('quickorder.row.suggestions.label', { label })}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.sku}>
              <button type="button" className="button-link" onClick={() => choose(suggestion.sku)}>
                {suggestion.name} ({suggestion.sku}
                {suggestion.manufacturerSKU ? `, ${suggestion.manufacturerSKU}` : ''})
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
