// The browser's way from a refused add to the mini basket (business-and-integration §8: a basket error
// opens the mini basket, unless on /basket). A form sent with JavaScript gets its reply as data; when
// that reply says the basket refused, the mini basket hears of it from here. Only effects call it, so a
// server render never shares anything through this module between visitors.
import { useEffect } from 'react';
import type { FormReply } from '~/forms/form-reply';

const listeners = new Set<() => void>();
/** Replies already reported: a keyed fetcher keeps its reply across pages, it opens the basket once. */
const reportedReplies = new WeakSet<object>();

/** The mini basket listens (MiniBasket.tsx). */
export function subscribeToBasketErrors(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A reply that refused the add: an error on a field (a quantity over the maximum) or an error message. */
export const isRefusedReply = (reply: FormReply) =>
  reply.result?.status === 'error' || reply.messages.some((message) => message.type === 'error');

/** Tells the mini basket, once per `reply` (an add form's reply), when it refused the add. */
export function useBasketErrorReport(reply: FormReply | undefined): void {
  useEffect(() => {
    if (!reply || reportedReplies.has(reply)) return;
    reportedReplies.add(reply);
    if (isRefusedReply(reply)) for (const listener of listeners) listener();
  }, [reply]);
}
