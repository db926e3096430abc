// The identities single sign-on vouched for (sso_identities): an OpenID provider's subject, linked to
// the shop's user once the shopper completed the registration (/register/sso).
import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/open-database';

/** What the id_token says about the person; names and e-mail address are optional claims. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface SsoIdentity extends IdentityClaims {
  id: string;
  /** Null until the registration created the user. */
  userId: string | null;
}

const COLUMNS = `id, issuer, subject, user_id AS userId, email, first_name AS firstName, last_name AS lastName`;

export function createSsoIdentities(db: Db, now: () => Date = () => new Date()) {
  const bySubject = db.prepare(`SELECT ${COLUMNS} FROM sso_identities WHERE issuer = ? AND subject = ?`);
  const insert = db.prepare(
    `INSERT INTO sso_identities (id, issuer, subject, email, first_name, last_name, created_at)
     VALUES (@id, @issuer, @subject, @email, @firstName, @lastName, @createdAt)`,
  );
  // an identity not yet registered takes the newest claims: the registration uses them
  const updateClaims = db.prepare(
    'UPDATE sso_identities SET email = @email, first_name = @firstName, last_name = @lastName WHERE id = @id AND user_id IS NULL',
  );
  const link = db.prepare('UPDATE sso_identities SET user_id = ? WHERE id = ? AND user_id IS NULL');

  return {
    findBySubject: (issuer: string, subject: string) => bySubject.get(issuer, subject) as SsoIdentity | undefined,

    /** The identity of the claims' subject, written (or its claims renewed) while it has no user. */
    remember: db.transaction((claims: IdentityClaims): SsoIdentity => {
      const known = bySubject.get(claims.issuer, claims.subject) as SsoIdentity | undefined;
      if (known) {
        if (known.userId === null) updateClaims.run({ ...claims, id: known.id });
      } else {
        insert.run({ ...claims, id: randomUUID(), createdAt: now().toISOString() });
      }
      return bySubject.get(claims.issuer, claims.subject) as SsoIdentity;
    }),

    /** Links the identity to its new user; call inside the registration's transaction. False if it was linked already. */
    link(identityId: string, userId: string): boolean {
      return link.run(userId, identityId).changes > 0;
    },
  };
}

export type SsoIdentities = ReturnType<typeof createSsoIdentities>;
