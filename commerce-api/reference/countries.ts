// Countries and their main divisions (country.v1), with names in the request locale. They are reference
// data, written only by the seed before the API starts: read once per locale and kept (frozen), since
// every basket and address answer names its country and division.
import type { Db } from '../db/open-database';
import { frozen } from './frozen';
import { perLocale } from './per-locale';

interface Named {
  id: string;
  name: string;
}

export function createCountryStore(db: Db) {
  const countries = db.prepare(`SELECT c.code AS id, t.name FROM countries c
    JOIN country_texts t ON t.country_code = c.code AND t.locale = ? ORDER BY t.name`);
  const country = db.prepare('SELECT code FROM countries WHERE code = ?').pluck();
  const divisions = db.prepare(`SELECT d.country_code AS countryCode, d.code AS id, t.name FROM main_divisions d
    JOIN main_division_texts t ON t.country_code = d.country_code AND t.code = d.code AND t.locale = ?
    ORDER BY d.country_code, t.name`);
  const inLocale = perLocale(locale => {
    const list = frozen(countries.all(locale) as Named[]);
    const divisionsOf = new Map<string, Named[]>();
    for (const { countryCode, ...division } of divisions.all(locale) as (Named & { countryCode: string })[]) {
      const entries = divisionsOf.get(countryCode) ?? [];
      entries.push(division);
      divisionsOf.set(countryCode, entries);
    }
    return { list, names: new Map(list.map(entry => [entry.id, entry.name])), divisionsOf: frozen(divisionsOf) as ReadonlyMap<string, Named[]> };
  });
  const NONE: Named[] = frozen([]);
  const mainDivisions = (code: string, locale: string) => inLocale(locale).divisionsOf.get(code) ?? NONE;
  return {
    countries: (locale: string) => inLocale(locale).list,
    exists: (code: string) => country.get(code) !== undefined,
    mainDivisions,
    /** A country's name in the locale; undefined for a code the shop does not know. */
    name: (code: string, locale: string) => inLocale(locale).names.get(code),
    mainDivisionName: (countryCode: string, code: string, locale: string) =>
      mainDivisions(countryCode, locale).find(division => division.id === code)?.name,
  };
}

export type CountryStore = ReturnType<typeof createCountryStore>;
