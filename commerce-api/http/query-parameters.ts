// Reading ICM query parameters, including facet selections such as `Brand=Canon,Sony`: as in ICM,
// a value is decoded first and then split at commas, so facet values never contain commas.
import type { FastifyRequest } from 'fastify';

import { badRequest } from './icm-errors';

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

type Query = Record<string, unknown>;

/** A single string parameter (the first one when repeated). */
export function stringParameter(query: unknown, name: string): string | undefined {
  const value = (query as Query | undefined)?.[name];
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : undefined;
  return value === undefined ? undefined : String(value);
}

/** All values of a repeatable parameter (`sku=a&sku=b`). */
export function stringListParameter(query: unknown, name: string): string[] {
  const value = (query as Query | undefined)?.[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String).filter(entry => entry !== '');
}

export function integerParameter(
  query: unknown,
  name: string,
  limits: { min: number; max?: number },
): number | undefined {
  const text = stringParameter(query, name);
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text)) {
    throw badRequest('rest.parameter.invalid.error', `The parameter ${name} must be a whole number.`);
  }
  const value = Number(text);
  if (value < limits.min || (limits.max !== undefined && value > limits.max)) {
    throw badRequest(
      'rest.parameter.invalid.error',
      `The parameter ${name} must be between ${limits.min} and ${limits.max ?? 'any size'}.`,
    );
  }
  return value;
}

export function booleanParameter(query: unknown, name: string): boolean {
  return stringParameter(query, name)?.toLowerCase() === 'true';
}
