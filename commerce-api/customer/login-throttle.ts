// Slows down password guessing without letting a stranger lock a user out. Three counts, each over
// 15 minutes:
// - one login from one client address: 5 failures. The owner, elsewhere, is not slowed by a
//   stranger's guesses, while guessing from one place is;
// - one login from all addresses together: 100 failures, so that guessing from many places stays
//   slow too. This count does not throttle the login from an address it has logged in from before
//   (the last 10 such addresses per login, for 90 days): there only its own count from that address
//   does, so strangers sending that many failures cannot lock the owner out at home, and guessers at
//   new addresses stay slow;
// - one client address for all logins: 50 failures (trying many logins from one place).
// A count at its limit throttles: further attempts wait 30 s from the last failure, and every
// further failure while throttled doubles the delay, up to 15 minutes. The throttle ends once its
// delay and another 15 minutes pass without a failure, and a right password ends its login's count
// from its address: nobody is locked out for good.
// The client address is the request's (`request.ip`: behind the storefront, the shopper's address it
// sends in X-Forwarded-For, which the API believes only from a loopback peer, app.ts); an IPv6
// address counts by its /64 network, which one client usually holds whole.
import { isIPv6 } from 'node:net';

import type { Db } from '../db/open-database';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 5;
export const DISTRIBUTED_LOGIN_FAILURE_LIMIT = 100;
export const ADDRESS_FAILURE_LIMIT = 50;
export const KNOWN_ADDRESSES_PER_LOGIN = 10;
export const KNOWN_ADDRESS_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30 * 1000;
const LONGEST_DELAY_MS = 15 * 60 * 1000;

/** The delay at a throttle level (1: the limit was reached; each further failure one more). */
export function throttleDelayMs(level: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(level - 1, 20), LONGEST_DELAY_MS);
}

/** The address as the throttle counts it: an IPv4 address (also IPv4-mapped), or an IPv6 address's /64 network. */
export function throttledAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':'));
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full.slice(0, 4).map(group => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const normalizedLogin = (login: string) => login.trim().toLowerCase();
const loginKey = (login: string) => `login:${normalizedLogin(login)}`;
const addressKey = (address: string) => `address:${throttledAddress(address)}`;
const loginFromAddressKey = (login: string, address: string) => `login-address:${throttledAddress(address)} ${normalizedLogin(login)}`;

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
  const isKnownAddress = db.prepare('SELECT 1 FROM known_login_addresses WHERE login = ? AND address = ? AND last_success_at > ?').pluck();
  const rememberAddress = db.prepare(
    `INSERT INTO known_login_addresses (login, address, last_success_at) VALUES (?, ?, ?)
     ON CONFLICT (login, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
  );
  const pruneOldAddresses = db.prepare('DELETE FROM known_login_addresses WHERE last_success_at <= ?');
  const pruneSurplusAddresses = db.prepare(
    `DELETE FROM known_login_addresses WHERE login = @login AND address NOT IN
       (SELECT address FROM known_login_addresses WHERE login = @login ORDER BY last_success_at DESC LIMIT @keep)`,
  );

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
      const knownSince = new Date(now().getTime() - KNOWN_ADDRESS_LIFETIME_MS).toISOString();
      const known = isKnownAddress.get(normalizedLogin(login), throttledAddress(clientAddress), knownSince) !== undefined;
      const end = Math.max(
        delayEnd(loginFromAddressKey(login, clientAddress)),
        known ? 0 : delayEnd(loginKey(login)),
        delayEnd(addressKey(clientAddress)),
      );
      return Math.max(0, Math.ceil((end - now().getTime()) / 1000));
    },

    recordFailure: db.transaction((login: string, clientAddress: string): void => {
      const at = now();
      pruneFailures.run(new Date(at.getTime() - THROTTLE_WINDOW_MS).toISOString());
      pruneStates.run(new Date(at.getTime() - LONGEST_DELAY_MS - THROTTLE_WINDOW_MS).toISOString());
      fail(loginFromAddressKey(login, clientAddress), LOGIN_FAILURE_LIMIT, at);
      fail(loginKey(login), DISTRIBUTED_LOGIN_FAILURE_LIMIT, at);
      fail(addressKey(clientAddress), ADDRESS_FAILURE_LIMIT, at);
    }),

    /**
     * A right password: the login's failures from this address are forgotten, and the address is
     * known to the login from now on. Failures from elsewhere and the address's stay, or a guesser
     * could reset them by logging in to an account of their own.
     */
    recordSuccess: db.transaction((login: string, clientAddress: string): void => {
      const at = now();
      forgetFailures.run(loginFromAddressKey(login, clientAddress));
      forgetState.run(loginFromAddressKey(login, clientAddress));
      pruneOldAddresses.run(new Date(at.getTime() - KNOWN_ADDRESS_LIFETIME_MS).toISOString());
      rememberAddress.run(normalizedLogin(login), throttledAddress(clientAddress), at.toISOString());
      pruneSurplusAddresses.run({ login: normalizedLogin(login), keep: KNOWN_ADDRESSES_PER_LOGIN });
    }),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
