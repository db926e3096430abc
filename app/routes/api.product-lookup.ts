import { data } from 'react-router';
import type { Route } from './+types/api.product-lookup';
import { lookupSuggestions } from '~/features/quickorder/lookup-suggestions.server';
import { getShop } from '~/http/shop-context.server';

/** The product lookup (shopping-core §5) as JSON, for the quick order's suggestions while typing. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const term = new URL(request.url).searchParams.get('searchTerm') ?? '';
  return data({ products: await lookupSuggestions(getShop(context), term) }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } });
}
