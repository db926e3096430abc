// Countries and their main divisions (country.v1), with names in the request locale.
import type { Db } from '../db/open-database';

export function createCountryStore(db: Db) {
  const countries = db.prepare(`SELECT c.code AS id, t.name FROM countries c
    JOIN country_texts t ON t.country_code = c.code AND t.locale = ? ORDER BY t.name`);
  const country = db.prepare('SELECT code FROM countries WHERE code = ?').pluck();
  const divisions = db.prepare(`SELECT d.code AS id, t.name FROM main_divisions d
    JOIN main_division_texts t ON t.country_code = d.country_code AND t.code = d.code AND t.locale = ?
    WHERE d.country_code = ? ORDER BY t.name`);
  const countryName = db.prepare('SELECT name FROM country_texts WHERE country_code = ? AND locale = ?').pluck();
  const divisionName = db.prepare('SELECT name FROM main_division_texts WHERE country_code = ? AND code = ? AND locale = ?').pluck();
  return {
    countries: (locale: string) => countries.all(locale) as { id: string; name: string }[],
    exists: (code: string) => country.get(code) !== undefined,
    mainDivisions: (code: string, locale: string) => divisions.all(locale, code) as { id: string; name: string }[],
    /** A country's name in the locale; undefined for a code the shop does not know. */
    name: (code: string, locale: string) => countryName.get(code, locale) as string | undefined,
    mainDivisionName: (countryCode: string, code: string, locale: string) =>
      divisionName.get(countryCode, code, locale) as string | undefined,
  };
}

export type CountryStore = ReturnType<typeof createCountryStore>;
