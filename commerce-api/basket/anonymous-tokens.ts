// Anonymous authentication tokens: 32 random bytes (base64url) handed out once in the
// `authentication-token` header and stored only as their SHA-256 hash. A token lives a fixed time
// from its creation; expired tokens (and with them their baskets) are purged on every new token.
// A logged-in user's access token resolves to the user's owner key (customer/principal.ts), a row
// that never expires, so baskets and orders work alike for both and outlive the user's logins.
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';

/** ICM's default anonymous basket lifetime (the channel's `basket.lifetime`, 28800 s). */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

export type TokenHash = string;

export function hashToken(token: string): TokenHash {
  return createHash('sha256').update(token).digest('hex');
}

/** The owner key of a user's live access token (customer area), else undefined. */
export type UserTokenResolver = (token: string) => TokenHash | undefined;

export function createAnonymousTokens(db: Db, now: () => Date = () => new Date(), userTokens?: UserTokenResolver) {
  const insert = db.prepare('INSERT INTO basket_tokens (token_hash, created_at, expires_at) VALUES (?, ?, ?)');
  const purge = db.prepare('DELETE FROM basket_tokens WHERE expires_at <= ?');
  const live = db.prepare('SELECT 1 FROM basket_tokens WHERE token_hash = ? AND expires_at > ?').pluck();
  const expiry = db.prepare('SELECT expires_at FROM basket_tokens WHERE token_hash = ? AND expires_at > ?').pluck();

  return {
    /** A new token; only its hash is kept. */
    create(): { token: string; hash: TokenHash } {
      const created = now();
      purge.run(created.toISOString());
      const token = randomBytes(32).toString('base64url');
      const hash = hashToken(token);
      insert.run(hash, created.toISOString(), new Date(created.getTime() + TOKEN_LIFETIME_MS).toISOString());
      return { token, hash };
    },
    /** The whole seconds a known anonymous token has left to live, else undefined. */
    secondsLeft(token: string): number | undefined {
      const at = now();
      const expiresAt = expiry.get(hashToken(token), at.toISOString()) as string | undefined;
      return expiresAt === undefined ? undefined : Math.floor((Date.parse(expiresAt) - at.getTime()) / 1000);
    },
    /** The hash of a known, unexpired anonymous token, or a user's owner key, else undefined. */
    resolve(token: string): TokenHash | undefined {
      const hash = hashToken(token);
      if (live.get(hash, now().toISOString()) !== undefined) return hash;
      return userTokens?.(token);
    },
  };
}

export type AnonymousTokens = ReturnType<typeof createAnonymousTokens>;
