// Which token a basket request acts for, and which of that token's baskets it addresses
// (`current` and `-` name the newest one not yet submitted as an order). A basket submitted as an
// order is gone for the basket resources, as at ICM: a second session of the same user holding its id
// can neither change it nor see it again; only the return from a payment provider, which continues
// the order it became, still reaches it (`{ submitted: true }`).
import type { FastifyRequest } from 'fastify';

import { LegacyIcmError, notFound } from '../http/icm-errors';
import type { AnonymousTokens, TokenHash } from './anonymous-tokens';
import type { BasketRecord, BasketStore } from './basket-store';

export interface BasketAccessStores {
  tokens: AnonymousTokens;
  baskets: BasketStore;
}

const CURRENT_BASKET = new Set(['current', '-']);

/** The request's token; missing, unknown and expired tokens answer 401 (the PWA then retries without one). */
export function tokenOf(request: FastifyRequest, tokens: AnonymousTokens): TokenHash {
  const token = request.icm.authenticationToken;
  if (token === undefined || token === '') {
    throw new LegacyIcmError(401, 'rest.authentication.token.missing.error', 'This resource needs an AuthenticationToken.');
  }
  const hash = tokens.resolve(token);
  if (hash === undefined) {
    throw new LegacyIcmError(401, 'rest.authentication.token.invalid.error', 'The AuthenticationToken is invalid or has expired.');
  }
  return hash;
}

export function basketOf(request: FastifyRequest, basketId: string, stores: BasketAccessStores, reach: { submitted?: boolean } = {}): BasketRecord {
  const tokenHash = tokenOf(request, stores.tokens);
  const basket = CURRENT_BASKET.has(basketId)
    ? stores.baskets.list(tokenHash).find(open => open.submittedOrderId === null)
    : stores.baskets.find(basketId, tokenHash);
  if (!basket || (basket.submittedOrderId !== null && !reach.submitted)) throw notFound('basket.not_found.error', `The basket '${basketId}' was not found.`);
  return basket;
}
