// Reading ICM query parameters, including facet selections such as `Brand=Canon,Sony`: as in ICM,
// a value is decoded first and then split at commas, so facet values never contain commas.
import type { FastifyRequest } from 'fastify';

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export function rawQueryString(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  return queryStart === -1 ? '' : request.url.slice(queryStart + 1);
}

/** Query parameters with their values decoded and split at commas. Repeated keys accumulate. */
export function parseListParameters(rawQuery: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decodeFormComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeFormComponent(pair.slice(separator + 1));
    const values = value
      .split(',')
      .map(entry => entry.trim())
      .filter(entry => entry !== '');
    result.set(key, [...(result.get(key) ?? []), ...values]);
  }
  return result;
}
