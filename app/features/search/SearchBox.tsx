import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useNavigate, useSearchParams } from 'react-router';
import { suggestionHref, type SuggestionView } from '~/features/search/suggestions';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** Suggestions are asked for after this pause in typing (shopping-core §9). */
const SUGGEST_DEBOUNCE_MS = 400;
const MIN_SUGGEST_LENGTH = 2;

// Without JavaScript this is a plain GET form to /search. Hydrated, it suggests as you type
// and is a keyboard-navigable combobox (ARIA 1.2 pattern): Escape closes the suggestions and
// keeps the term, Down Arrow opens them again.
export function SearchBox({ id }: { id?: string }) {
  const t = useT();
  const { href } = useShopLocale();
  const [searchParams] = useSearchParams();
  const [term, setTerm] = useState(searchParams.get('searchTerm') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<{ suggestions: SuggestionView[] }>();
  const navigate = useNavigate();
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The term the suggestions were last asked for, so reopening them asks again only when it changed. */
  const requested = useRef<string>(undefined);

  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  // The field is uncontrolled, so what a shopper typed before the page hydrated stays in it (a
  // controlled field is reset to its first state by hydration); that text becomes the term.
  useEffect(() => {
    if (input.current && input.current.value !== term) setTerm(input.current.value);
  }, []);

  const suggestions = term.trim().length >= MIN_SUGGEST_LENGTH ? (fetcher.data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;

  function requestSuggestions(trimmed: string) {
    requested.current = trimmed;
    fetcher.load(`${href('/api/suggest')}?${new URLSearchParams({ SearchTerm: trimmed })}`);
  }

  function onTermChange(value: string) {
    setTerm(value);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed.length < MIN_SUGGEST_LENGTH) return;
    timer.current = setTimeout(() => requestSuggestions(trimmed), SUGGEST_DEBOUNCE_MS);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // A search field empties itself on Escape; here Escape only closes the suggestions.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!expanded) {
      const trimmed = term.trim();
      if (event.key === 'ArrowDown' && trimmed.length >= MIN_SUGGEST_LENGTH) {
        event.preventDefault();
        setOpen(true);
        setActive(0);
        if (requested.current !== trimmed) {
          clearTimeout(timer.current);
          requestSuggestions(trimmed);
        }
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // -1 is the input itself; the highlight cycles through the suggestions and back to it.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      setOpen(false);
      navigate(href(suggestionHref(suggestions[active])));
    }
  }

  return (
    <search className="search-box" id={id}>
      <Form method="get" action={href('/search')} role="search" onSubmit={() => setOpen(false)}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {t('search.searchbox.label')}
        </label>
        <input
          id={`${listId}-input`}
          type="search"
          name="searchTerm"
          ref={input}
          defaultValue={term}
          onChange={(event) => onTermChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
          placeholder={t('search.searchbox.instructional_text')}
          autoComplete="off"
          required
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
        />
        <button type="submit">{t('search.searchbox.button.label')}</button>
        <ul id={`${listId}-list`} role="listbox" aria-label={t('search.suggestions.label')} className="suggestions" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.suggestType}-${suggestion.term}-${suggestion.id ?? ''}`}
              id={`${listId}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={`suggestion suggestion-${suggestion.suggestType}`}
              onMouseDown={(event) => {
                event.preventDefault();
                setOpen(false);
                navigate(href(suggestionHref(suggestion)));
              }}
            >
              {suggestion.imageURL && <img src={suggestion.imageURL} alt="" width="40" height="40" loading="lazy" />}
              <span>{suggestion.term}</span>
              <span className="suggestion-type">{t(`search.suggestions.type.${suggestion.suggestType}`)}</span>
            </li>
          ))}
        </ul>
      </Form>
    </search>
  );
}
