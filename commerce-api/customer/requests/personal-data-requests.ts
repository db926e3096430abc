// Personal data (GDPR) requests: the back office makes one for a user and mails its link; the user
// confirms it with the link's hash (PUT gdpr-requests/{id}/confirmations) before it expires. The
// hash is stored hashed and compared in constant time. A request is PENDING, then CONFIRMED, or
// CANCELLED by the back office while pending.
import { randomUUID, timingSafeEqual } from 'node:crypto';

import type { Db } from '../../db/open-database';
import { hashSecureCode, newSecureCode } from './secure-codes';

/** A request link is valid for two weeks. */
export const PERSONAL_DATA_REQUEST_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export type PersonalDataRequestState = 'PENDING' | 'CONFIRMED' | 'CANCELLED';

export interface PersonalDataRequest {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  state: PersonalDataRequestState;
}

export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'not-found' | 'not-confirmable';

const COLUMNS = `id, user_id AS userId, created_at AS createdAt, expires_at AS expiresAt,
  confirmed_at AS confirmedAt, state`;

export function createPersonalDataRequests(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare(`INSERT INTO personal_data_requests (id, user_id, hash_hash, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?)`);
  const withHash = db.prepare(`SELECT ${COLUMNS}, hash_hash AS hashHash FROM personal_data_requests WHERE id = ?`);
  const ofUser = db.prepare(`SELECT ${COLUMNS} FROM personal_data_requests WHERE user_id = ? ORDER BY created_at DESC, id`);
  const confirm = db.prepare(`UPDATE personal_data_requests SET state = 'CONFIRMED', confirmed_at = ?
    WHERE id = ? AND state = 'PENDING'`);
  const cancel = db.prepare(`UPDATE personal_data_requests SET state = 'CANCELLED' WHERE id = ? AND state = 'PENDING'`);

  return {
    /** A new pending request of the user and the hash of its link; call inside the transaction that mails it. */
    create(userId: string): { request: PersonalDataRequest; hash: string } {
      const at = now();
      const id = randomUUID();
      const { code, hash } = newSecureCode();
      const expiresAt = new Date(at.getTime() + PERSONAL_DATA_REQUEST_LIFETIME_MS).toISOString();
      insert.run(id, userId, hash, at.toISOString(), expiresAt);
      return {
        request: { id, userId, createdAt: at.toISOString(), expiresAt, confirmedAt: null, state: 'PENDING' },
        hash: code,
      };
    },
    ofUser: (userId: string) => ofUser.all(userId) as PersonalDataRequest[],
    /**
     * Confirms the request if the hash is its link's: the first time `confirmed`, then
     * `already-confirmed`. An unknown id, a wrong hash and an expired pending request are all
     * `not-found` (nothing tells them apart); a cancelled request is `not-confirmable`.
     */
    confirm(id: string, hash: string): ConfirmationOutcome {
      const request = withHash.get(id) as (PersonalDataRequest & { hashHash: string }) | undefined;
      if (!request) return 'not-found';
      const expected = Buffer.from(request.hashHash, 'hex');
      const given = Buffer.from(hashSecureCode(hash), 'hex');
      if (!timingSafeEqual(expected, given)) return 'not-found';
      if (request.state === 'CONFIRMED') return 'already-confirmed';
      if (request.state === 'CANCELLED') return 'not-confirmable';
      const at = now().toISOString();
      if (request.expiresAt <= at) return 'not-found';
      confirm.run(at, id);
      return 'confirmed';
    },
    /** Cancels a pending request; false when it is not pending (or unknown). */
    cancel: (id: string) => cancel.run(id).changes === 1,
  };
}

export type PersonalDataRequests = ReturnType<typeof createPersonalDataRequests>;
