// Countries and their main divisions (country.v1), with names in the request locale.
import type { Db } from '../db/open-database';

export function createCountryStore(db: Db) {
  const countries = db.prepare(`SELECT c.code AS id, t.name FROM countries c
    JOIN country_texts t ON t.country_code = c.code AND t.locale = ? ORDER BY t.name`);
  const country = db.prepare('SELECT code FROM countries WHERE code = ?').pluck();
  const divisions = db.prepare(`SELECT d.code AS id, t.name FROM main_divisions d
    JOIN main_division_texts t ON t.country_code = d.country_code AND t.code = d.code AND t.locale = ?
    WHERE d.country_code = ? ORDER BY t.name`);
  return {
    countries: (locale: string) => countries.all(locale) as { id: string; name: string }[],
    exists: (code: string) => country.get(code) !== undefined,
    mainDivisions: (code: string, locale: string) => divisions.all(locale, code) as { id: string; name: string }[],
  };
}

export type CountryStore = ReturnType<typeof createCountryStore>;
