// The toast region of every page (shopping-core §4, §9; business-and-integration §4, §9): the messages
// flashed for this page (after a redirect) and, with JavaScript, those a form's reply hands over
// (toast-feed.ts). The server renders it; with JavaScript it floats (top on desktop, bottom on smaller
// screens), each toast closes after its duration and every toast when the next navigation starts. Without
// JavaScript (CSS `scripting: none`) it is a list at the top of the page that the next page no longer has.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { ShopMessage } from '~/forms/form-reply';
import { useT } from '~/i18n/use-t';
import { subscribeToToasts } from './toast-feed';
import { EXTENDED_DURATION_MS, isSticky, toastDuration, toastId, withoutDuplicates } from './toast-rules';

/** One toast: it closes after its duration, waits while pointed at or focused, then stays a little longer. */
function Toast({ message, onClose }: { message: ShopMessage; onClose: (id: string) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [extended, setExtended] = useState(false);
  const sticky = isSticky(message);
  const id = toastId(message);
  const held = pointed || focused;
  useEffect(() => {
    if (sticky || held) return;
    const timer = setTimeout(() => onClose(id), extended ? EXTENDED_DURATION_MS : toastDuration(message));
    return () => clearTimeout(timer);
  }, [sticky, held, extended, id, message, onClose]);
  const leave = (set: (value: boolean) => void) => () => {
    set(false);
    setExtended(true);
  };
  return (
    <div
      className={`toast toast-${message.type}`}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={leave(setPointed)}
      onFocus={() => setFocused(true)}
      onBlur={leave(setFocused)}
    >
      <p>{t(message.key, message.values)}</p>
      {sticky && hydrated && (
        <button type="button" className="toast-close" aria-label={t('toasts.close')} onClick={() => onClose(id)}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Errors in an alert (assertive), the rest in a polite status. Both live regions are always there, so
 * a toast added to them is announced (itself, not those before it); each takes its role only while it
 * holds a toast, so an empty one is no alert or status to anybody. A page the server renders with
 * errors (a refused post without JavaScript) starts with the focus on them, as the form messages do
 * (FormParts.tsx).
 */
export function Toasts({ flashed }: { flashed: ShopMessage[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const [toasts, setToasts] = useState(() => withoutDuplicates([], flashed));
  const shownFlash = useRef(flashed);

  // The next navigation closes every toast as it starts: what its action answers (a form sent with
  // JavaScript) and its page's flashed messages (a redirect after a post) come after.
  const next = useNavigation().location;
  useEffect(() => {
    if (next) setToasts([]);
  }, [next]);

  useEffect(() => {
    if (shownFlash.current === flashed) return;
    shownFlash.current = flashed;
    setToasts((shown) => withoutDuplicates(shown, flashed));
  }, [flashed]);

  useEffect(() => subscribeToToasts((messages) => setToasts((shown) => withoutDuplicates(shown, messages))), []);

  const close = useCallback((id: string) => setToasts((shown) => shown.filter((message) => toastId(message) !== id)), []);
  const errors = toasts.filter((message) => message.type === 'error');
  const notes = toasts.filter((message) => message.type !== 'error');
  const list = (messages: ShopMessage[]) => messages.map((message) => <Toast key={toastId(message)} message={message} onClose={close} />);
  return (
    <section className="toasts" aria-label={t('toasts.label')}>
      <div
        aria-live="assertive"
        aria-atomic={false}
        role={errors.length > 0 ? 'alert' : undefined}
        className="toast-list"
        tabIndex={errors.length > 0 ? -1 : undefined}
        autoFocus={!hydrated && errors.length > 0}
      >
        {list(errors)}
      </div>
      <div aria-live="polite" aria-atomic={false} role={notes.length > 0 ? 'status' : undefined} className="toast-list">
        {list(notes)}
      </div>
    </section>
  );
}
