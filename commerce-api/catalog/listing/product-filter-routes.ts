// Filter navigation of a search or a master's variations (category filters live below categories/).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

import { filterNavigation, ListingQuery, listingRequest, type ListingStores } from './product-listing';

export function registerProductFilterRoutes(app: FastifyInstance, stores: ListingStores): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/productfilters', { schema: { querystring: ListingQuery } }, async request =>
      filterNavigation(listingRequest(request, request.query), stores),
    );
}
