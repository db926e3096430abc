// The customer area's routes in a scope of their own: the token endpoint's form bodies
// (application/x-www-form-urlencoded) are parsed here only.
import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/open-database';
import { type AccountRouteStores, registerAccountRoutes } from './account-routes';
import { type RegistrationRouteStores, registerRegistrationRoutes } from './registration-routes';
import { type TokenRouteStores, registerTokenRoutes } from './token-routes';

export type CustomerAreaStores = TokenRouteStores & RegistrationRouteStores & AccountRouteStores;

/** Form fields as a plain object; a repeated field keeps its first value. */
function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    // defineProperty: a field named __proto__ stays a plain field
    if (!Object.hasOwn(fields, name)) Object.defineProperty(fields, name, { value, enumerable: true, writable: true });
  }
  return fields;
}

export function registerCustomerArea(app: FastifyInstance, db: Db, stores: CustomerAreaStores): void {
  app.register(async scope => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
    });
    registerTokenRoutes(scope, stores);
    registerRegistrationRoutes(scope, db, stores);
    registerAccountRoutes(scope, db, stores);
  });
}
