import { data } from 'react-router';
import type { Route } from './+types/api.suggest';
import type { SuggestionView } from '~/features/search/suggestions';
import { getShop } from '~/http/shop-context.server';

/** Search suggestions for the search box, as JSON for its fetcher. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const term = new URL(request.url).searchParams.get('SearchTerm') ?? '';
  const suggestions: SuggestionView[] = (await shop.commerce.search.suggest(term).catch(() => [])).map((suggestion) => ({
    term: suggestion.term,
    id: suggestion.id,
    suggestType: suggestion.suggestType,
    imageURL: suggestion.imageURL,
  }));
  return data({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } });
}
