// A company's punchout settings (migration 026), our extension of ICM's punchout API, which has no
// documented equivalent: the origins (scheme://host[:port]) an OCI HOOK_URL, IDS hookurl or cXML
// BrowserFormPost URL must belong to when the list is not empty, the origins that may frame the
// company's punchout sessions (the storefront's frame-ancestors), and whether SAP GUI's `SAPEVENT:`
// hook URLs are taken. Origins are stored normalised (lower-case host, no default port, no path), so
// the storefront compares them with a URL's `origin` as they are.
import type { Db } from '../../db/open-database';
import { InvalidAttributeError } from '../../http/icm-errors';

export interface PunchoutSettings {
  allowedReturnOrigins: string[];
  frameAncestors: string[];
  allowSapEvent: boolean;
}

export const MAX_RETURN_ORIGINS = 50;
export const MAX_FRAME_ANCESTORS = 20;

const DEFAULTS: PunchoutSettings = { allowedReturnOrigins: [], frameAncestors: [], allowSapEvent: false };

const invalid = (path: string, message: string) => new InvalidAttributeError(path, 'punchout.settings.invalid.error', message);

/** An origin as a URL's `origin` spells it; a path, query, credentials or a wildcard make it none. */
export function normalizedOrigin(value: string): string | undefined {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value) || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  // a host name or an IP literal: no `*` (CSP would read it as a wildcard), nothing a header could split on
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined;
  return url.origin;
}

function originsOf(value: unknown, path: string, max: number): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > max) throw invalid(path, `'${path}' must be a list of at most ${max} origins.`);
  const origins = value.map((entry: unknown, index) => {
    const origin = typeof entry === 'string' ? normalizedOrigin(entry.trim()) : undefined;
    if (!origin) throw invalid(`${path}[${index}]`, `'${path}[${index}]' is no origin such as https://procurement.example.com.`);
    return origin;
  });
  return [...new Set(origins)];
}

/** The settings a PUT sets, all of them: a list it leaves out is empty, a missing allowSapEvent false. */
export function settingsOf(body: unknown): PunchoutSettings {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body', 'The settings must be an object.');
  const input = body as Record<string, unknown>;
  const allowSapEvent = input.allowSapEvent ?? false;
  if (typeof allowSapEvent !== 'boolean') throw invalid('allowSapEvent', "'allowSapEvent' must be true or false.");
  return {
    allowedReturnOrigins: originsOf(input.allowedReturnOrigins, 'allowedReturnOrigins', MAX_RETURN_ORIGINS),
    frameAncestors: originsOf(input.frameAncestors, 'frameAncestors', MAX_FRAME_ANCESTORS),
    allowSapEvent,
  };
}

interface SettingsRow {
  allowed_return_origins: string;
  frame_ancestors: string;
  allow_sap_event: number;
}

export function createPunchoutSettings(db: Db) {
  const stored = db.prepare('SELECT allowed_return_origins, frame_ancestors, allow_sap_event FROM punchout_settings WHERE customer_id = ?');
  const upsert = db.prepare(`INSERT INTO punchout_settings (customer_id, allowed_return_origins, frame_ancestors, allow_sap_event)
    VALUES (@customerId, @allowedReturnOrigins, @frameAncestors, @allowSapEvent)
    ON CONFLICT (customer_id) DO UPDATE SET allowed_return_origins = excluded.allowed_return_origins,
      frame_ancestors = excluded.frame_ancestors, allow_sap_event = excluded.allow_sap_event`);

  return {
    /** The company's settings, the defaults where it has none. */
    of(customerId: string): PunchoutSettings {
      const row = stored.get(customerId) as SettingsRow | undefined;
      if (!row) return { ...DEFAULTS };
      return {
        allowedReturnOrigins: JSON.parse(row.allowed_return_origins) as string[],
        frameAncestors: JSON.parse(row.frame_ancestors) as string[],
        allowSapEvent: row.allow_sap_event === 1,
      };
    },
    update(customerId: string, settings: PunchoutSettings): void {
      upsert.run({
        customerId,
        allowedReturnOrigins: JSON.stringify(settings.allowedReturnOrigins),
        frameAncestors: JSON.stringify(settings.frameAncestors),
        allowSapEvent: settings.allowSapEvent ? 1 : 0,
      });
    },
  };
}

export type PunchoutSettingsStore = ReturnType<typeof createPunchoutSettings>;
