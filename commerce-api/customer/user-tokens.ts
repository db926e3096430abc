// Users' access and refresh tokens: 32 random bytes (base64url) handed out once by POST token and
// stored only as SHA-256 hashes, grouped into the session of one login. Refresh grants rotate both
// tokens; a refresh token presented a second time revokes its session.
import { randomBytes, randomUUID } from 'node:crypto';

import { hashToken } from '../basket/anonymous-tokens';
import type { Db } from '../db/open-database';

/** Tokens and secret codes are stored as SHA-256 hashes, as anonymous tokens are. */
export { hashToken };

/** Access tokens live an hour (`expires_in` 3600, as ICM answers); the storefront refreshes them. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
/** A refresh token lives a day: a shopper away for longer logs in again. */
export const REFRESH_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** A live access token: its user and the session it belongs to. */
export interface AccessGrant {
  userId: string;
  sessionId: string;
}

export type RefreshOutcome = ({ status: 'rotated'; tokens: TokenPair } & AccessGrant) | { status: 'invalid' };

export function createUserTokens(db: Db, now: () => Date = () => new Date()) {
  const insertSession = db.prepare('INSERT INTO user_sessions (id, user_id, created_at) VALUES (?, ?, ?)');
  const insertToken = db.prepare(
    'INSERT INTO user_tokens (token_hash, session_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const purgeTokens = db.prepare('DELETE FROM user_tokens WHERE expires_at <= ?');
  const purgeSessions = db.prepare(
    `DELETE FROM user_sessions WHERE NOT EXISTS (SELECT 1 FROM user_tokens WHERE user_tokens.session_id = user_sessions.id)`,
  );
  const liveToken = db.prepare(
    `SELECT s.user_id AS userId, s.id AS sessionId, t.used_at AS usedAt
       FROM user_tokens t JOIN user_sessions s ON s.id = t.session_id
      WHERE t.token_hash = ? AND t.kind = ? AND t.expires_at > ? AND s.revoked_at IS NULL`,
  );
  const markUsed = db.prepare('UPDATE user_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const revokeSessionById = db.prepare('UPDATE user_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare(
    'UPDATE user_sessions SET revoked_at = ? WHERE user_id = ? AND id IS NOT ? AND revoked_at IS NULL',
  );

  function issueInto(sessionId: string, at: Date): TokenPair {
    const accessToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    const created = at.toISOString();
    insertToken.run(hashToken(accessToken), sessionId, 'access', created, new Date(at.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000).toISOString());
    insertToken.run(hashToken(refreshToken), sessionId, 'refresh', created, new Date(at.getTime() + REFRESH_TOKEN_LIFETIME_MS).toISOString());
    return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
  }

  return {
    /** A new session (a login) for the user with its first token pair; purges expired tokens. */
    issue: db.transaction((userId: string): TokenPair => {
      const at = now();
      purgeTokens.run(at.toISOString());
      purgeSessions.run();
      const sessionId = randomUUID();
      insertSession.run(sessionId, userId, at.toISOString());
      return issueInto(sessionId, at);
    }),

    /**
     * Exchanges a refresh token for a new pair in the same session; the old refresh token stops
     * working. A refresh token used before (replayed) revokes the session.
     */
    refresh: db.transaction((refreshToken: string): RefreshOutcome => {
      const at = now();
      const hash = hashToken(refreshToken);
      const found = liveToken.get(hash, 'refresh', at.toISOString()) as (AccessGrant & { usedAt: string | null }) | undefined;
      if (!found) return { status: 'invalid' };
      if (found.usedAt !== null) {
        revokeSessionById.run(at.toISOString(), found.sessionId);
        return { status: 'invalid' };
      }
      markUsed.run(at.toISOString(), hash);
      return { status: 'rotated', userId: found.userId, sessionId: found.sessionId, tokens: issueInto(found.sessionId, at) };
    }),

    /**
     * A further token pair in the session of a live access token, as ICM answers a refresh_token grant
     * that presents the access token (the Intershop PWA keeps only that one); the presented token
     * stays valid until it expires.
     */
    renew: db.transaction((accessToken: string): ({ tokens: TokenPair } & AccessGrant) | undefined => {
      const at = now();
      const found = liveToken.get(hashToken(accessToken), 'access', at.toISOString()) as AccessGrant | undefined;
      return found && { userId: found.userId, sessionId: found.sessionId, tokens: issueInto(found.sessionId, at) };
    }),

    /** The user and session of a live (unexpired, unrevoked) access token. */
    access(accessToken: string): AccessGrant | undefined {
      const found = liveToken.get(hashToken(accessToken), 'access', now().toISOString()) as AccessGrant | undefined;
      return found && { userId: found.userId, sessionId: found.sessionId };
    },

    /** The session of a live refresh token (for logout by refresh token). */
    refreshSession(refreshToken: string): AccessGrant | undefined {
      const found = liveToken.get(hashToken(refreshToken), 'refresh', now().toISOString()) as AccessGrant | undefined;
      return found && { userId: found.userId, sessionId: found.sessionId };
    },

    /** Ends a login: its access and refresh tokens stop working. */
    revokeSession(sessionId: string): void {
      revokeSessionById.run(now().toISOString(), sessionId);
    },

    /** Ends every other login of the user (after a password change), keeping `keepSessionId`. */
    revokeOtherSessions(userId: string, keepSessionId: string | null): void {
      revokeOthers.run(now().toISOString(), userId, keepSessionId);
    },
  };
}

export type UserTokens = ReturnType<typeof createUserTokens>;
