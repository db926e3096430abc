// cXML punchout sessions (migration 025). A setup request opens one for its punchout user and
// basket; its id is the StartPage's `sid` (24 random bytes, base64url) and the StartPage's
// `access-token` is a start token (32 random bytes, kept as its SHA-256 hash) that starts the
// session once, within five minutes (the StartPage "is effectively a one time key", cXML.dtd).
// The session then lives a day, as a login does, until its basket is transferred.
import { randomBytes } from 'node:crypto';

import { hashToken } from '../../basket/anonymous-tokens';
import type { Db } from '../../db/open-database';
import type { CxmlCredential, SetupOperation } from './setup-request';

export const START_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface NewCxmlSession {
  userId: string;
  basketId: string;
  operation: SetupOperation;
  buyerCookieXml: string;
  returnUrl: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
}

export interface CxmlSession extends NewCxmlSession {
  id: string;
  createdAt: string;
}

interface SessionRow extends Omit<CxmlSession, 'from' | 'to'> {
  fromJson: string;
  toJson: string;
}

const COLUMNS = `id, user_id AS userId, basket_id AS basketId, operation, buyer_cookie_xml AS buyerCookieXml,
  return_url AS returnUrl, from_json AS fromJson, to_json AS toJson, created_at AS createdAt`;

const toSession = ({ fromJson, toJson, ...row }: SessionRow): CxmlSession => ({
  ...row,
  from: JSON.parse(fromJson) as CxmlCredential[],
  to: JSON.parse(toJson) as CxmlCredential[],
});

export function createCxmlSessions(db: Db, now: () => Date = () => new Date()) {
  const purge = db.prepare('DELETE FROM cxml_punchout_sessions WHERE expires_at <= ?');
  const insert = db.prepare(`INSERT INTO cxml_punchout_sessions (id, user_id, basket_id, operation, buyer_cookie_xml,
      return_url, from_json, to_json, start_token_hash, start_expires_at, created_at, expires_at)
    VALUES (@id, @userId, @basketId, @operation, @buyerCookieXml, @returnUrl, @fromJson, @toJson, @startTokenHash,
      @startExpiresAt, @createdAt, @expiresAt)`);
  const startable = db.prepare(`SELECT user_id FROM cxml_punchout_sessions
    WHERE id = ? AND start_token_hash = ? AND started_at IS NULL AND start_expires_at > ?`).pluck();
  const markStarted = db.prepare('UPDATE cxml_punchout_sessions SET started_at = ? WHERE id = ?');
  const live = db.prepare(`SELECT ${COLUMNS} FROM cxml_punchout_sessions
    WHERE id = ? AND user_id = ? AND started_at IS NOT NULL AND transferred_at IS NULL AND expires_at > ?`);
  const markTransferred = db.prepare('UPDATE cxml_punchout_sessions SET transferred_at = ? WHERE id = ? AND transferred_at IS NULL');

  return {
    /** A new session with its start token (handed out once, in the StartPage); purges expired sessions. */
    open(session: NewCxmlSession): { sid: string; startToken: string } {
      const at = now();
      purge.run(at.toISOString());
      const sid = randomBytes(24).toString('base64url');
      const startToken = randomBytes(32).toString('base64url');
      insert.run({
        ...session,
        id: sid,
        fromJson: JSON.stringify(session.from),
        toJson: JSON.stringify(session.to),
        startTokenHash: hashToken(startToken),
        startExpiresAt: new Date(at.getTime() + START_TOKEN_LIFETIME_MS).toISOString(),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS).toISOString(),
      });
      return { sid, startToken };
    },

    /** Starts the session with its start token, once and only in time: the session's user, else undefined. */
    start: db.transaction((sid: string, startToken: string): string | undefined => {
      const userId = startable.get(sid, hashToken(startToken), now().toISOString()) as string | undefined;
      if (userId !== undefined) markStarted.run(now().toISOString(), sid);
      return userId;
    }),

    /** The user's started session that is neither transferred nor expired. */
    find(sid: string, userId: string): CxmlSession | undefined {
      const row = live.get(sid, userId, now().toISOString()) as SessionRow | undefined;
      return row && toSession(row);
    },

    /** Ends the session by its transfer; false when another transfer ended it first. */
    transferred: (sid: string): boolean => markTransferred.run(now().toISOString(), sid).changes === 1,
  };
}

export type CxmlSessions = ReturnType<typeof createCxmlSessions>;
