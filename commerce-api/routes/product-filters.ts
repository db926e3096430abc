// Filter navigation of a search or a master's variations (category filters live below categories/).
import type { FastifyInstance } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { filterNavigation } from './product-listing';

export function registerProductFilterRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get('/productfilters', async request => filterNavigation(request, services));
}
