// The channel configuration stored as dotted paths, read as the ICM configurations document
// and as the few settings the API itself needs.
import type { Db } from '../db/open-database';

export type ConfigurationDocument = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nests dotted paths into objects; every object below the root gets its key as `id`. */
export function buildConfigurationDocument(entries: { path: string; value: unknown }[]): ConfigurationDocument {
  const root: Record<string, unknown> = {};
  for (const { path, value } of entries) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach(key => {
      if (!isPlainObject(node[key])) node[key] = { id: key };
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = value;
  }
  return root;
}

export function createShopSettings(db: Db) {
  const all = db.prepare('SELECT path, value_json AS valueJson FROM configuration ORDER BY path');
  const one = db.prepare('SELECT value_json FROM configuration WHERE path = ?').pluck();

  function value<T>(path: string, fallback: T): T {
    const json = one.get(path) as string | undefined;
    return json === undefined ? fallback : (JSON.parse(json) as T);
  }

  return {
    /** The stored configuration, plus `computed` entries that come from elsewhere (the environment). */
    document(computed: { path: string; value: unknown }[] = []): ConfigurationDocument {
      const rows = all.all() as { path: string; valueJson: string }[];
      return buildConfigurationDocument([...rows.map(row => ({ path: row.path, value: JSON.parse(row.valueJson) })), ...computed]);
    },
    locales: () => value<string[]>('general.locales', ['en_US']),
    currencies: () => value<string[]>('general.currencies', ['EUR']),
    defaultLocale: () => value('general.defaultLocale', 'en_US'),
    defaultCurrency: () => value('general.defaultCurrency', 'EUR'),
    maxItemQuantity: () => Number(value<string | number>('basket.maxItemQuantity', 100)),
    /** Where the shop's contact forms go (the free-text quote request, quoting/quote-contact-routes.ts). */
    serviceEmail: () => value('preferences.ChannelPreferences.ContactFormUserServiceEmailFrom', 'info@inspired.example'),
    maxSubCategoriesDepth: () => Number(value<string | number>('preferences.ChannelPreferences.maxSubCategoriesDepth', 2)),
  };
}

export type ShopSettings = ReturnType<typeof createShopSettings>;
