// The footer's privacy link (shopping-core §2, business-and-integration §2.9): without JavaScript it leads
// to /cookies; with it, it opens the same settings in a modal dialog (native <dialog>, centred and large,
// a static backdrop: Escape, the close and cancel buttons close it, a click beside it does not), whose
// form posts as the page's does. Focus goes into the dialog and back to the link when it closes.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import { cookieSettingsPath } from './consent-paths';
import { CookieSettingsForm } from './CookieSettingsForm';

export function CookieSettingsLink() {
  const t = useT();
  const { href } = useShopLocale();
  const { pathname, search } = useLocation();
  const accepted = useRootData()?.consent.categories ?? ['required'];
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = `${pathname}${search}`;

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  const closed = () => {
    setOpen(false);
    link.current?.focus();
  };

  return (
    <>
      <a
        ref={link}
        href={cookieSettingsPath(href, returnTo)}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('footer.privacy_policy.link')}
      </a>
      {open && (
        <dialog ref={dialog} className="cookie-dialog" aria-labelledby="cookie-dialog-title" onClose={closed}>
          <div className="cookie-dialog-header">
            <h2 id="cookie-dialog-title">{t('cookies.page.title')}</h2>
            <button type="button" className="button-link" onClick={() => dialog.current?.close()}>
              {t('cookies.dialog.close.button')}
            </button>
          </div>
          <CookieSettingsForm action={href('/cookies')} returnTo={returnTo} accepted={accepted} idPrefix="cookie-dialog">
            <button type="button" className="button-link" onClick={() => dialog.current?.close()}>
              {t('cookies.dialog.cancel.button')}
            </button>
          </CookieSettingsForm>
        </dialog>
      )}
    </>
  );
}
