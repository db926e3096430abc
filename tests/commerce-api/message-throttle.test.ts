// The throttle on messages to the shop's service address: five per logged-in user, else per client address,
// in 15 minutes, the sixth refused with the seconds until the oldest leaves the window; an IPv6 /64 counts
// as one address; it forgets the longest-unused sender beyond its bound.
import { describe, expect, it } from 'vitest';

import { ThrottledError } from '../../commerce-api/http/icm-errors';
import { MESSAGES_PER_ADDRESS, MESSAGE_WINDOW_MS, TRACKED_ADDRESSES, createMessageThrottle } from '../../commerce-api/mail/message-throttle';

function clock() {
  let at = Date.parse('2026-11-27T10:00:00Z');
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const refusal = (take: () => void) => {
  try {
    take();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('message throttle', () => {
  it('refuses the sixth message in the window, saying when the next may come', () => {
    const time = clock();
    const throttle = createMessageThrottle(time.now);
    for (let count = 0; count < MESSAGES_PER_ADDRESS; count++) {
      throttle.take({ address: '198.51.100.1' });
      time.advance(60_000);
    }
    const error = refusal(() => throttle.take({ address: '198.51.100.1' }));
    expect(error).toBeInstanceOf(ThrottledError);
    expect(error).toMatchObject({ status: 429, code: 'message.throttled.error', retryAfterSeconds: (MESSAGE_WINDOW_MS - 5 * 60_000) / 1000 });
  });

  it('takes messages again once the oldest has left the window', () => {
    const time = clock();
    const throttle = createMessageThrottle(time.now);
    for (let count = 0; count < MESSAGES_PER_ADDRESS; count++) throttle.take({ address: '198.51.100.1' });
    time.advance(MESSAGE_WINDOW_MS);
    expect(refusal(() => throttle.take({ address: '198.51.100.1' }))).toBeUndefined();
  });

  it('counts each address on its own, and an IPv6 /64 network as one address', () => {
    const throttle = createMessageThrottle(clock().now);
    for (let count = 0; count < MESSAGES_PER_ADDRESS; count++) throttle.take({ address: `2001:db8:1:2::${count + 1}` });
    expect(refusal(() => throttle.take({ address: '2001:db8:1:2:ffff::9' }))).toBeInstanceOf(ThrottledError);
    expect(refusal(() => throttle.take({ address: '2001:db8:1:3::1' }))).toBeUndefined();
    expect(refusal(() => throttle.take({ address: '198.51.100.2' }))).toBeUndefined();
  });

  it('counts a logged-in sender by login, not by the address colleagues share', () => {
    const throttle = createMessageThrottle(clock().now);
    for (let count = 0; count < MESSAGES_PER_ADDRESS; count++) throttle.take({ address: '198.51.100.1', login: 'jlink@test.intershop.de' });
    expect(refusal(() => throttle.take({ address: '198.51.100.9', login: 'JLink@test.intershop.de' }))).toBeInstanceOf(ThrottledError);
    expect(refusal(() => throttle.take({ address: '198.51.100.1', login: 'pmiller@test.intershop.de' }))).toBeUndefined();
    expect(refusal(() => throttle.take({ address: '198.51.100.1' }))).toBeUndefined();
  });

  it('forgets the longest-unused address when it tracks more than its bound', () => {
    const throttle = createMessageThrottle(clock().now);
    for (let count = 0; count < MESSAGES_PER_ADDRESS; count++) throttle.take({ address: '198.51.100.1' });
    for (let index = 0; index < TRACKED_ADDRESSES; index++) throttle.take({ address: `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}` });
    expect(refusal(() => throttle.take({ address: '198.51.100.1' }))).toBeUndefined();
  });
});
