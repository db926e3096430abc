// Countries with main divisions, channel configuration and localizations.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { CAPTCHA_FORMS, type CaptchaCheck } from '../customer/captcha/captcha-verifier';
import { notFound } from '../http/icm-errors';
import { NoQuery, Text, TextList } from '../http/schemas';
import type { CountryStore } from './countries';
import type { LocalizationTexts } from './localization-texts';
import type { ShopSettings } from './shop-settings';

export interface ReferenceRouteStores {
  countries: CountryStore;
  settings: ShopSettings;
  texts: LocalizationTexts;
  /** Customer types registered as PENDING (SMB, PRIVATE): `general.customerTypeForLoginApproval`. */
  customerTypeForLoginApproval?: readonly string[];
  /** Which forms need a captcha: `captcha.register`, `captcha.forgotPassword`, `captcha.quoteContact`. */
  captcha: Pick<CaptchaCheck, 'required'>;
}

const LocalizationsQuery = Type.Object({ searchKeys: Type.Optional(TextList) });

export function registerReferenceRoutes(app: FastifyInstance, stores: ReferenceRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/countries', { schema: { querystring: NoQuery } }, async request => ({
    data: stores.countries.countries(request.icm.locale),
  }));

  typed.get(
    '/countries/:code/main-divisions',
    { schema: { params: Type.Object({ code: Text }), querystring: NoQuery } },
    async request => {
      const code = request.params.code.toUpperCase();
      if (!stores.countries.exists(code)) {
        throw notFound('country.not_found.error', `The country '${request.params.code}' could not be found.`);
      }
      return { data: stores.countries.mainDivisions(code, request.icm.locale) };
    },
  );

  typed.get('/configurations', { schema: { querystring: NoQuery } }, async () => ({
    data: stores.settings.document([
      { path: 'general.customerTypeForLoginApproval', value: stores.customerTypeForLoginApproval ?? [] },
      // what the API checks, over the stored defaults (the captcha's secret comes from the environment)
      ...CAPTCHA_FORMS.map(form => ({ path: `captcha.${form}`, value: stores.captcha.required(form) })),
    ]),
  }));

  typed.get('/localizations', { schema: { querystring: LocalizationsQuery } }, async request => {
    const prefixes = (request.query.searchKeys ?? []).flatMap(value => value.split(',')).filter(Boolean);
    return stores.texts.search(request.icm.locale, prefixes);
  });

  typed.get(
    '/localizations/:key',
    { schema: { params: Type.Object({ key: Text }), querystring: NoQuery } },
    async (request, reply) => {
      const text = stores.texts.find(request.icm.locale, request.params.key);
      if (text === undefined) {
        throw notFound('localization.not_found.error', `No text is known for the key '${request.params.key}'.`);
      }
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}
