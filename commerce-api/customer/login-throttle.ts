// Slows down password guessing. After 5 failed password checks for one login (50 from one client
// address) within 15 minutes, further attempts wait 30 s from the last failure; every further
// failure while throttled doubles the delay, up to 15 minutes. The throttle ends once its delay
// and another 15 minutes pass without a failure, and a successful login ends its login's: nobody
// is locked out for good.
import type { Db } from '../db/open-database';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 50;
const FIRST_DELAY_MS = 30 * 1000;
const LONGEST_DELAY_MS = 15 * 60 * 1000;

/** The delay at a throttle level (1: the limit was reached; each further failure one more). */
export function throttleDelayMs(level: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(level - 1, 20), LONGEST_DELAY_MS);
}

const loginKey = (login: string) => `login:${login.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

interface ThrottleState {
  level: number;
  lastFailureAt: string;
}

export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  const insertFailure = db.prepare('INSERT INTO login_failures (throttle_key, failed_at) VALUES (?, ?)');
  const countFailures = db.prepare('SELECT COUNT(*) FROM login_failures WHERE throttle_key = ? AND failed_at > ?').pluck();
  const pruneFailures = db.prepare('DELETE FROM login_failures WHERE failed_at <= ?');
  const stateOf = db.prepare('SELECT level, last_failure_at AS lastFailureAt FROM login_throttles WHERE throttle_key = ?');
  const saveState = db.prepare(
    `INSERT INTO login_throttles (throttle_key, level, last_failure_at) VALUES (?, ?, ?)
     ON CONFLICT (throttle_key) DO UPDATE SET level = excluded.level, last_failure_at = excluded.last_failure_at`,
  );
  const pruneStates = db.prepare('DELETE FROM login_throttles WHERE last_failure_at <= ?');
  const forgetFailures = db.prepare('DELETE FROM login_failures WHERE throttle_key = ?');
  const forgetState = db.prepare('DELETE FROM login_throttles WHERE throttle_key = ?');

  /** The end of the key's current delay (ms since the epoch), or 0. */
  function delayEnd(key: string): number {
    const state = stateOf.get(key) as ThrottleState | undefined;
    return state ? Date.parse(state.lastFailureAt) + throttleDelayMs(state.level) : 0;
  }

  function fail(key: string, limit: number, at: Date): void {
    const state = stateOf.get(key) as ThrottleState | undefined;
    const stillThrottled = state && at.getTime() < Date.parse(state.lastFailureAt) + throttleDelayMs(state.level) + THROTTLE_WINDOW_MS;
    insertFailure.run(key, at.toISOString());
    if (stillThrottled) {
      saveState.run(key, state.level + 1, at.toISOString());
    } else if ((countFailures.get(key, new Date(at.getTime() - THROTTLE_WINDOW_MS).toISOString()) as number) >= limit) {
      saveState.run(key, 1, at.toISOString());
    } else if (state) {
      forgetState.run(key);
    }
  }

  return {
    /** Seconds to wait before the next attempt for this login from this address, or 0. */
    retryAfterSeconds(login: string, clientAddress: string): number {
      const end = Math.max(delayEnd(loginKey(login)), delayEnd(addressKey(clientAddress)));
      return Math.max(0, Math.ceil((end - now().getTime()) / 1000));
    },

    recordFailure: db.transaction((login: string, clientAddress: string): void => {
      const at = now();
      pruneFailures.run(new Date(at.getTime() - THROTTLE_WINDOW_MS).toISOString());
      pruneStates.run(new Date(at.getTime() - LONGEST_DELAY_MS - THROTTLE_WINDOW_MS).toISOString());
      fail(loginKey(login), LOGIN_FAILURE_LIMIT, at);
      fail(addressKey(clientAddress), ADDRESS_FAILURE_LIMIT, at);
    }),

    /** A right password: the login's failures and throttle are forgotten (the address's stay). */
    recordSuccess: db.transaction((login: string): void => {
      forgetFailures.run(loginKey(login));
      forgetState.run(loginKey(login));
    }),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
