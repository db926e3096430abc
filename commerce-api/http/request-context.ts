// Per-request ICM context: channel, locale and currency from the matrix parameters (validated
// against the channel configuration), personalization ids and the authentication token.
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ShopSettings } from '../reference/shop-settings';
import { badRequest } from './icm-errors';

export interface IcmRequestContext {
  channel: string;
  locale: string;
  currency: string;
  /** Personalization group ids sent as ;spgid= or ;pgid=; accepted, not yet used. */
  spgid?: string;
  pgid?: string;
  /** Value of the authentication-token header, for the customer and basket resources to come. */
  authenticationToken?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    icm: IcmRequestContext;
  }
}

export interface RequestWithMatrixParameters extends IncomingMessage {
  icmMatrixParameters?: Record<string, string>;
}

export function matrixParametersOf(request: FastifyRequest): Record<string, string> {
  return (request.raw as RequestWithMatrixParameters).icmMatrixParameters ?? {};
}

/** Adds `request.icm` to every route registered in this (encapsulated) instance. */
export function installIcmRequestContext(app: FastifyInstance, channel: string, settings: ShopSettings): void {
  app.decorateRequest('icm', null as unknown as IcmRequestContext);
  app.addHook('onRequest', async request => {
    const matrix = matrixParametersOf(request);
    const locale = matrix.loc ?? settings.defaultLocale();
    if (!settings.locales().includes(locale)) {
      throw badRequest('rest.locale.not_supported.error', `The locale '${locale}' is not supported.`);
    }
    const currency = matrix.cur ?? settings.defaultCurrency();
    if (!settings.currencies().includes(currency)) {
      throw badRequest('rest.currency.not_supported.error', `The currency '${currency}' is not supported.`);
    }
    const token = request.headers['authentication-token'];
    request.icm = {
      channel,
      locale,
      currency,
      spgid: matrix.spgid,
      pgid: matrix.pgid,
      authenticationToken: Array.isArray(token) ? token[0] : token,
    };
  });
}
