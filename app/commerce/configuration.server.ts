import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { configurationsDataSchema, mapServerConfiguration, type ServerConfiguration } from './models/server-configuration';

export function createConfigurationResource(t: Transport) {
  return {
    /** Channel settings; sent without locale and currency (business-and-integration §7.4). */
    async get(): Promise<ServerConfiguration> {
      const data = await t.request('configurations', {
        mediaType: MEDIA_TYPES.configuration,
        sendLocale: false,
        sendCurrency: false,
        cacheable: true,
        schema: configurationsDataSchema,
      });
      return mapServerConfiguration(data);
    },
  };
}

export type ConfigurationResource = ReturnType<typeof createConfigurationResource>;
