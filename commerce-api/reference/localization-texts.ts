// Localized texts of the localizations table, for API labels and the localizations resource.
import type { Db } from '../db/open-database';
import { interpolate } from './locales';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, character => `\\${character}`);
}

export function createLocalizationTexts(db: Db) {
  const one = db.prepare('SELECT value FROM localizations WHERE locale = ? AND key = ?').pluck();
  const byPrefix = db.prepare(
    "SELECT key, value FROM localizations WHERE locale = ? AND key LIKE ? ESCAPE '\\' ORDER BY key",
  );
  const every = db.prepare('SELECT key, value FROM localizations WHERE locale = ? ORDER BY key');

  return {
    /** The text of a key, with {{placeholders}} filled; the fallback when the key is unknown. */
    text(locale: string, key: string, fallback: string, values: Record<string, string | number> = {}): string {
      const text = (one.get(locale, key) as string | undefined) ?? fallback;
      return interpolate(text, values);
    },
    find(locale: string, key: string): string | undefined {
      return one.get(locale, key) as string | undefined;
    },
    /** Texts whose keys start with one of the prefixes; every text when no prefix is given. */
    search(locale: string, prefixes: string[]): Record<string, string> {
      const rows = (
        prefixes.length === 0
          ? every.all(locale)
          : prefixes.flatMap(prefix => byPrefix.all(locale, `${escapeLike(prefix)}%`))
      ) as { key: string; value: string }[];
      return Object.fromEntries(rows.map(row => [row.key, row.value]));
    },
  };
}

export type LocalizationTexts = ReturnType<typeof createLocalizationTexts>;
