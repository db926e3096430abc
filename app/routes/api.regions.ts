import { data } from 'react-router';
import type { Route } from './+types/api.regions';
import { regionsOf } from '~/features/checkout/address-step.server';
import { getShop } from '~/shop-context.server';

/** The regions (states, provinces) of `?country=XX` in the page's language, for the address forms' fetcher. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const country = (new URL(request.url).searchParams.get('country') ?? '').trim().toUpperCase();
  const regions = await regionsOf(shop, country);
  return data({ country, regions }, { headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600' } });
}
