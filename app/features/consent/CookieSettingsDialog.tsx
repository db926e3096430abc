// The cookie settings as a modal dialog (shopping-core §2: centred, large, static backdrop): a native
// <dialog> opened with showModal() when it mounts, so the browser keeps focus inside it and closes it on
// Escape; a click on the backdrop does nothing. Loaded only when the footer's link is used
// (CookieSettingsLink), so pages carry neither its code nor its styles before that.
import { useEffect, useRef } from 'react';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { ConsentCategory } from './consent-rules';
import { CookieSettingsForm } from './CookieSettingsForm';

export default function CookieSettingsDialog({ returnTo, accepted, onClosed }: { returnTo: string; accepted: readonly ConsentCategory[]; onClosed: () => void }) {
  const t = useT();
  const { href } = useShopLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="cookie-dialog" aria-labelledby="cookie-dialog-title" onClose={onClosed}>
      <div className="cookie-dialog-header">
        <h2 id="cookie-dialog-title">{t('cookies.page.title')}</h2>
        <button type="button" className="button-link" onClick={close}>
          {t('cookies.dialog.close.button')}
        </button>
      </div>
      <CookieSettingsForm action={href('/cookies')} returnTo={returnTo} accepted={accepted} idPrefix="cookie-dialog">
        <button type="button" className="button-link" onClick={close}>
          {t('cookies.dialog.cancel.button')}
        </button>
      </CookieSettingsForm>
    </dialog>
  );
}
