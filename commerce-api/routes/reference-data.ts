// Promotions, countries with main divisions, channel configuration and localizations.
import type { FastifyInstance } from 'fastify';

import type { CatalogServices } from '../domain/catalog-services';
import { notFound } from '../http/icm-errors';
import { stringListParameter } from '../http/query-parameters';

export function registerReferenceDataRoutes(app: FastifyInstance, services: CatalogServices): void {
  app.get<{ Params: { id: string } }>('/promotions/:id', async request => {
    const promotion = services.promotions.find(request.params.id, request.icm.locale);
    if (!promotion) {
      throw notFound('promotion.not_found.error', `The promotion '${request.params.id}' could not be found.`);
    }
    return promotion;
  });

  app.get('/countries', async request => ({ data: services.countries.countries(request.icm.locale) }));

  app.get<{ Params: { code: string } }>('/countries/:code/main-divisions', async request => {
    const code = request.params.code.toUpperCase();
    if (!services.countries.exists(code)) {
      throw notFound('country.not_found.error', `The country '${request.params.code}' could not be found.`);
    }
    return { data: services.countries.mainDivisions(code, request.icm.locale) };
  });

  app.get('/configurations', async () => ({ data: services.settings.document() }));

  app.get('/localizations', async request => {
    const prefixes = stringListParameter(request.query, 'searchKeys')
      .flatMap(value => value.split(','))
      .filter(Boolean);
    return services.texts.search(request.icm.locale, prefixes);
  });

  app.get<{ Params: { key: string } }>('/localizations/:key', async (request, reply) => {
    const text = services.texts.find(request.icm.locale, request.params.key);
    if (text === undefined) {
      throw notFound('localization.not_found.error', `No text is known for the key '${request.params.key}'.`);
    }
    return reply.type('text/plain; charset=utf-8').send(text);
  });
}
