// The browser's way to the toast region: a form sent with JavaScript gets its reply as data (no
// redirect, no flash) and hands the messages meant for a toast to the region from here. Only effects
// call it, so a server render never shares anything through this module between visitors.
import { useEffect } from 'react';
import type { ShopMessage } from '~/forms/form-reply';

type Listener = (messages: readonly ShopMessage[]) => void;

const listeners = new Set<Listener>();
/** Replies already shown: a keyed fetcher keeps its reply across pages, its toast shows once. */
const shownReplies = new WeakSet<object>();

/** The toast region listens (Toasts.tsx). */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows `messages` as toasts once per `reply` (the action's data object), when it comes. */
export function useReplyToasts(reply: object | undefined, messages: readonly ShopMessage[]): void {
  useEffect(() => {
    if (!reply || shownReplies.has(reply)) return;
    shownReplies.add(reply);
    if (messages.length === 0) return;
    for (const listener of listeners) listener(messages);
  }, [reply, messages]);
}

/** The messages of a reply that become toasts: what happened; errors stay with their form. */
export const notesOf = (messages: readonly ShopMessage[]) => messages.filter((message) => message.type !== 'error');
