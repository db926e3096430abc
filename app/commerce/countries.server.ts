import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { type Country, countriesDataSchema, mainDivisionsDataSchema, mapCountries, mapRegions, type Region } from './models/country';

export function createCountriesResource(t: Transport) {
  return {
    async list(): Promise<Country[]> {
      const data = await t.request('countries', { mediaType: MEDIA_TYPES.country, cacheable: true, schema: countriesDataSchema });
      return mapCountries(data);
    },
    /** States, provinces or regions of a country (empty when it has none). */
    async mainDivisions(countryCode: string): Promise<Region[]> {
      if (!countryCode) throw new Error('countries.mainDivisions() needs a country code');
      const data = await t.request(`countries/${encodeURIComponent(countryCode)}/main-divisions`, {
        mediaType: MEDIA_TYPES.country,
        cacheable: true,
        schema: mainDivisionsDataSchema,
      });
      return mapRegions(countryCode, data);
    },
  };
}

export type CountriesResource = ReturnType<typeof createCountriesResource>;
