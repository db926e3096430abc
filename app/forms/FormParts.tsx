import { useHydrated } from 'remix-utils/use-hydrated';
import { useT } from '~/i18n/use-t';
import { ENHANCED_FIELD, INTENT_FIELD, type ShopMessage } from './form-reply';

/**
 * A submit button's props while its form is being sent: it says so (aria-disabled) and ignores clicks,
 * but stays enabled, because disabling the focused button would drop the keyboard focus to the page.
 */
export function pendingProps(pending: boolean) {
  return pending
    ? { 'aria-disabled': true as const, onClick: (event: React.MouseEvent) => event.preventDefault() }
    : {};
}

/** Tells the action that the page has hydrated, so it answers with data instead of a redirect. */
export function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name={INTENT_FIELD} value={intent} />;
}

/**
 * A field's first message (a translation key), linked to the field by `id` (use it in
 * aria-describedby): one thing to fix at a time, not every rule the value broke.
 */
export function FieldErrors({ id, errors, values }: { id: string; errors?: string[]; values?: Record<string, string | number> }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={id}>
      {t(errors[0], values)}
    </p>
  );
}

/**
 * Messages for the shopper: errors are alerts, success and info a polite status. A page the server
 * renders with errors (a refused post without JavaScript) starts with the focus on them, by the HTML
 * `autofocus` attribute, so that keyboard and screen reader users start where the problem is told
 * (hydrated pages leave the focus to the navigation).
 */
export function Messages({ messages }: { messages: ShopMessage[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const errors = messages.filter((message) => message.type === 'error');
  const notes = messages.filter((message) => message.type !== 'error');
  return (
    <>
      <div
        role="alert"
        className="messages messages-error"
        hidden={errors.length === 0}
        tabIndex={errors.length > 0 ? -1 : undefined}
        autoFocus={!hydrated && errors.length > 0}
      >
        {errors.map((message) => (
          <p key={message.key}>{t(message.key, message.values)}</p>
        ))}
      </div>
      <div role="status" className="messages messages-note" hidden={notes.length === 0}>
        {notes.map((message) => (
          <p key={message.key} className={`message-${message.type}`}>
            {t(message.key, message.values)}
          </p>
        ))}
      </div>
    </>
  );
}
