import { z } from 'zod';

import type { Transport } from './icm-transport.server';
import { type Localizations, localizationsDataSchema } from './models/localizations';

export function createLocalizationsResource(t: Transport) {
  return {
    /** Server-side translations whose keys start with `searchKeys` (the PWA uses `pwa-`). */
    async get(searchKeys: string = 'pwa-'): Promise<Localizations> {
      return t.request('localizations', {
        sendCurrency: false,
        cacheable: true,
        schema: localizationsDataSchema,
        query: { searchKeys },
      });
    },
    /** One translation as plain text. */
    async text(key: string): Promise<string> {
      return t.request(`localizations/${encodeURIComponent(key)}`, {
        sendCurrency: false,
        cacheable: true,
        responseType: 'text',
        mediaType: 'text/plain',
        schema: z.string(),
      });
    },
  };
}

export type LocalizationsResource = ReturnType<typeof createLocalizationsResource>;
