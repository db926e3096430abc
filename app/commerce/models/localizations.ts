import { z } from 'zod';

/** Translation key → text. */
export type Localizations = Record<string, string>;

/** `GET localizations?searchKeys=…`: a flat JSON object; non-text values are dropped. */
export const localizationsDataSchema = z.record(z.string(), z.unknown()).transform(record => {
  const out: Localizations = {};
  for (const [key, value] of Object.entries(record)) if (typeof value === 'string') out[key] = value;
  return out;
});
