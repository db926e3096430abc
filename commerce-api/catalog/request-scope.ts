// What every catalogue answer depends on besides its parameters.
import type { FastifyRequest } from 'fastify';

export interface RequestScope {
  channel: string;
  locale: string;
  currency: string;
}

export function scopeOf(request: FastifyRequest): RequestScope {
  const { channel, locale, currency } = request.icm;
  return { channel, locale, currency };
}
