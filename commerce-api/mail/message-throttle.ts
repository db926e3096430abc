// Limits the messages a stranger can make the shop send to its own service address (contact us, the
// free-text quote request): at most MESSAGES_PER_ADDRESS from one sender in MESSAGE_WINDOW_MS, shared by
// both forms. A logged-in user is a sender of their own (colleagues behind one company address do not
// share a count); anybody else is their client address (an IPv6 /64 counts as one). The next is refused with a 429 and Retry-After until
// the oldest counted message leaves the window. The captcha, where configured, stops robots; this stops
// one person or script from filling the service mailbox. Kept in memory: at most TRACKED_ADDRESSES
// addresses, the longest-unused forgotten first, so it holds a bounded amount whatever comes in.
import { ThrottledError } from '../http/icm-errors';
import { throttledAddress } from '../customer/login-throttle';

export const MESSAGES_PER_ADDRESS = 5;
export const MESSAGE_WINDOW_MS = 15 * 60 * 1000;
export const TRACKED_ADDRESSES = 10_000;

export type MessageThrottle = ReturnType<typeof createMessageThrottle>;

export function createMessageThrottle(now: () => Date = () => new Date()) {
  /** Per address, the times of its messages inside the window, oldest first; Map order = least recently used first. */
  const sent = new Map<string, number[]>();

  return {
    /** Counts a message from the user (by login) or else the address, or throws the 429 when it has sent its share. */
    take(sender: { address: string; login?: string }): void {
      const key = sender.login ? `login:${sender.login.toLowerCase()}` : `address:${throttledAddress(sender.address)}`;
      const at = now().getTime();
      const times = (sent.get(key) ?? []).filter((time) => time > at - MESSAGE_WINDOW_MS);
      sent.delete(key);
      if (times.length >= MESSAGES_PER_ADDRESS) {
        sent.set(key, times);
        const retryAfter = Math.ceil((times[0] + MESSAGE_WINDOW_MS - at) / 1000);
        throw new ThrottledError(retryAfter, `Too many messages; try again in ${retryAfter} seconds.`, 'message.throttled.error');
      }
      times.push(at);
      sent.set(key, times);
      if (sent.size > TRACKED_ADDRESSES) sent.delete(sent.keys().next().value!);
    },
  };
}
