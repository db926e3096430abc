// When a user token is refreshed: at half its lifetime (spec §9, time-out factor 0.5), so a token never
// runs out between two requests of an active shopper; and when it is past saving.
import type { ApiTokens } from '~/commerce/models/user';

/** ICM's default user token lifetime, for an answer that does not say. */
const DEFAULT_LIFETIME_SECONDS = 3600;
const TIME_OUT_FACTOR = 0.5;

export interface TokenTimes {
  /** Epoch ms from which the token is refreshed. */
  refreshAt: number;
  /** Epoch ms at which ICM no longer takes it. */
  expiresAt: number;
}

export function tokenTimes(tokens: Pick<ApiTokens, 'expiresInSeconds'>, now: number): TokenTimes {
  const lifetime = (tokens.expiresInSeconds && tokens.expiresInSeconds > 0 ? tokens.expiresInSeconds : DEFAULT_LIFETIME_SECONDS) * 1000;
  return { refreshAt: now + lifetime * TIME_OUT_FACTOR, expiresAt: now + lifetime };
}
