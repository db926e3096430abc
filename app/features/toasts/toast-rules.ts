// How long a toast stays and which toasts are the same (business-and-integration §9, shopping-core §9):
// success 3 s, info, warning and error 5 s, a message's own duration before both, 0 for a toast that
// stays until it is closed; after the pointer or the focus leaves a toast, 3 s more; a message equal to
// one on screen is not shown twice.
import type { ShopMessage } from '~/forms/form-reply';

export const SUCCESS_DURATION_MS = 3000;
export const DEFAULT_DURATION_MS = 5000;
/** The time a toast stays after the shopper pointed at it or focused it and left it again. */
export const EXTENDED_DURATION_MS = 3000;

/** How long the toast of `message` stays, in ms; 0 means until the shopper closes it. */
export function toastDuration(message: ShopMessage): number {
  if (message.duration !== undefined && Number.isFinite(message.duration) && message.duration >= 0) return message.duration;
  return message.type === 'success' ? SUCCESS_DURATION_MS : DEFAULT_DURATION_MS;
}

/** A sticky toast has no timer, and a close button instead. */
export const isSticky = (message: ShopMessage) => toastDuration(message) === 0;

/** What makes two messages the same toast: type, text key and values (not their duration). */
export function toastId(message: ShopMessage): string {
  const values = Object.entries(message.values ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([message.type, message.key, values]);
}

/** `shown` with those of `incoming` that are not on screen yet (nor twice among themselves). */
export function withoutDuplicates(shown: readonly ShopMessage[], incoming: readonly ShopMessage[]): readonly ShopMessage[] {
  const ids = new Set(shown.map(toastId));
  const added = incoming.filter((message) => {
    const id = toastId(message);
    if (ids.has(id)) return false;
    ids.add(id);
    return true;
  });
  return added.length > 0 ? [...shown, ...added] : shown;
}
