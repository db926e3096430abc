import { Form, useLocation } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** Escape closes the open info popover and returns focus to its toggle. */
function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.preventDefault();
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}

/**
 * Prices with VAT (private customers) or without (business customers); the current choice is pressed.
 * On phones the switch keeps to one short line: who each choice is for is left to screen readers. Its
 * info popover (business-and-integration §2.6) says what either view means: a <details>, so it opens
 * without JavaScript; with it, Escape closes it.
 */
export function DisplayTypeSwitch({ displayType }: { displayType: 'b2c' | 'b2b' }) {
  const t = useT();
  const { href } = useShopLocale();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={href('/api/display-type')} className="display-type-switch" aria-label={t('display_type.switch.label')}>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" name="displayType" value="b2c" aria-pressed={displayType === 'b2c'}>
        {t('display_type.b2c.button')} <span className="display-type-for">{t('display_type.b2c.for')}</span>
      </button>
      <button type="submit" name="displayType" value="b2b" aria-pressed={displayType === 'b2b'}>
        {t('display_type.b2b.button')} <span className="display-type-for">{t('display_type.b2b.for')}</span>
      </button>
      <details className="display-type-info" onKeyDown={closeOnEscape}>
        <summary aria-label={t('display_type.info.toggle')}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M10 9v5M10 6v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div className="display-type-info-panel">
          <p>{t('display_type.info.b2c')}</p>
          <p>{t('display_type.info.b2b')}</p>
        </div>
      </details>
    </Form>
  );
}
