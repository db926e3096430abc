// The demo's sales representatives, whom a co-browse link names (`salesRepId`, business-and-integration
// §2.8): GET salesrepresentatives/{id} answers one of them to a logged-in user (the co-browse token is the
// customer's), 404 sales_representative.not_found.error for anyone else. ICM keeps its representatives in
// the back office and exposes no such resource; the storefront asks for it and treats a backend without it
// as one it cannot ask (app/features/account/cobrowse.server.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Principals } from '../customer/principal';
import { notFound } from '../http/icm-errors';
import { NoQuery, Text } from '../http/schemas';

export interface SalesRepresentative {
  id: string;
  firstName: string;
  lastName: string;
}

export const DEMO_SALES_REPRESENTATIVES: readonly SalesRepresentative[] = [
  { id: 'rep-007', firstName: 'Sam', lastName: 'Seller' },
  { id: 'rep-042', firstName: 'Rita', lastName: 'Vertrieb' },
];

const SalesRepresentativeParams = Type.Object({ salesRepId: Text });

export function registerSalesRepresentativeRoutes(app: FastifyInstance, stores: { principals: Principals }): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/salesrepresentatives/:salesRepId', { schema: { params: SalesRepresentativeParams, querystring: NoQuery } }, async request => {
      stores.principals.authenticatedOf(request);
      const representative = DEMO_SALES_REPRESENTATIVES.find(candidate => candidate.id === request.params.salesRepId);
      if (!representative) {
        throw notFound('sales_representative.not_found.error', `The sales representative '${request.params.salesRepId}' was not found.`);
      }
      return representative;
    });
}
