// The bundled ICM-compatible commerce API: a Fastify instance over the SQLite database.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';

import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createCatalogServices } from './domain/catalog-services';
import { installIcmErrorHandling } from './http/icm-errors';
import { type RequestWithMatrixParameters, installIcmRequestContext } from './http/request-context';
import { splitMatrixParameters } from './http/matrix-parameters';
import { installIcmMediaTypes } from './http/media-types';
import { registerAttachmentRoutes } from './routes/attachments';
import { registerCategoryRoutes } from './routes/categories';
import { registerHealthRoutes } from './routes/health';
import { registerImageRoutes } from './routes/images';
import { registerInventoryRoutes } from './routes/inventories';
import { registerPriceRoutes } from './routes/prices';
import { registerProductFilterRoutes } from './routes/product-filters';
import { registerProductRelationRoutes } from './routes/product-relations';
import { registerProductRoutes } from './routes/products';
import { registerReferenceDataRoutes } from './routes/reference-data';
import { registerSearchRoutes } from './routes/search';

export const DEFAULT_CHANNEL = 'inSPIRED-inTRONICS-Site';

export interface CommerceApiOptions {
  dbFile: string;
  channel?: string;
  /** Log level of the request log (pino), or false for none. */
  logger?: false | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
}

export function restBasePath(channel: string): string {
  return `/INTERSHOP/rest/WFS/${channel}/-`;
}

/** A ready (not listening) API; the database is migrated, and closed when the app closes. */
export async function createCommerceApi(options: CommerceApiOptions): Promise<FastifyInstance> {
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const db = openDatabase(options.dbFile);
  migrate(db);
  const services = createCatalogServices(db);

  const app = Fastify({
    logger: options.logger ? { level: options.logger } : false,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    rewriteUrl(request) {
      const { url, parameters } = splitMatrixParameters(request.url ?? '/');
      (request as RequestWithMatrixParameters).icmMatrixParameters = parameters;
      return url;
    },
  });
  app.addHook('onClose', async () => {
    db.close();
  });

  await app.register(compress, { global: true, threshold: 1024 });
  installIcmErrorHandling(app);
  installIcmMediaTypes(app);

  await app.register(
    async rest => {
      installIcmRequestContext(rest, channel, services.settings);
      registerProductRoutes(rest, services);
      registerProductRelationRoutes(rest, services);
      registerCategoryRoutes(rest, services);
      registerProductFilterRoutes(rest, services);
      registerSearchRoutes(rest, services);
      registerPriceRoutes(rest, services);
      registerInventoryRoutes(rest, services);
      registerReferenceDataRoutes(rest, services);
    },
    { prefix: restBasePath(channel) },
  );
  registerImageRoutes(app, services, channel);
  registerAttachmentRoutes(app, services, channel);
  registerHealthRoutes(app, db);

  await app.ready();
  return app;
}
