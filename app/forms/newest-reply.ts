// Only the newest action's messages stay on a page: a form sent with JavaScript keeps its reply (a
// keyed fetcher even across pages), so without this the "code applied" of one form would still stand
// beside the "message saved" of the next. A reply belongs to the path it came on: a submission's
// navigation hands over its action data before its new location (same path, another key).
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

let newest: object | undefined;
/** The path each reply was first shown on. */
const shownOn = new WeakMap<object, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while `reply` is the newest reply and the page shown is the one it came on. */
export function useIsNewestReply(reply: object | undefined): boolean {
  const { pathname } = useLocation();
  const current = useSyncExternalStore(subscribe, () => newest, () => undefined);
  useEffect(() => {
    if (!reply || shownOn.has(reply)) return;
    shownOn.set(reply, pathname);
    newest = reply;
    for (const listener of listeners) listener();
  }, [reply, pathname]);
  if (!reply) return false;
  // before the first reply the browser saw (the server's render, hydration) the page's reply stands
  return (current === undefined || current === reply) && (shownOn.get(reply) ?? pathname) === pathname;
}
