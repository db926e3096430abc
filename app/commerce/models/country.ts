import { z } from 'zod';

import { idString, lenientString } from './lenient-scalars';

export interface Country {
  countryCode: string;
  name: string;
}

export interface Region {
  /** `{countryCode}_{regionCode}`, unique across countries. */
  id: string;
  countryCode: string;
  regionCode: string;
  name: string;
}

const codeAndNameSchema = z.looseObject({ id: idString, name: lenientString.optional() });

/** `GET countries` (country.v1). */
export const countriesDataSchema = z.looseObject({ data: z.array(codeAndNameSchema).nullish() });
/** `GET countries/{code}/main-divisions`. */
export const mainDivisionsDataSchema = countriesDataSchema;

export function mapCountries(data: z.infer<typeof countriesDataSchema>): Country[] {
  return (data.data ?? []).map(c => ({ countryCode: c.id, name: c.name ?? c.id }));
}

export function mapRegions(countryCode: string, data: z.infer<typeof mainDivisionsDataSchema>): Region[] {
  return (data.data ?? []).map(r => ({
    id: `${countryCode}_${r.id}`,
    countryCode,
    regionCode: r.id,
    name: r.name ?? r.id,
  }));
}
