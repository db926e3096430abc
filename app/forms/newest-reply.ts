// Only the newest action's messages stay on a page: a form sent with JavaScript keeps its reply (a
// keyed fetcher even across pages), so without this the "code applied" of one form would still stand
// beside the "quantity updated" of the next, and come back with the page.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

let newest: object | undefined;
/** The page (location key) each reply was first shown on. */
const shownOn = new WeakMap<object, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while `reply` is the newest reply of the page it came on and that page is the one shown. */
export function useIsNewestReply(reply: object | undefined): boolean {
  const { key } = useLocation();
  const current = useSyncExternalStore(subscribe, () => newest, () => undefined);
  useEffect(() => {
    if (!reply || shownOn.has(reply)) return;
    shownOn.set(reply, key);
    newest = reply;
    for (const listener of listeners) listener();
  }, [reply, key]);
  if (!reply) return false;
  // before the first reply the browser saw (the server's render, hydration) the page's reply stands
  return (current === undefined || current === reply) && (shownOn.get(reply) ?? key) === key;
}
