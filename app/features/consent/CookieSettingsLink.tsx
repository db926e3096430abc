// The footer's privacy link (shopping-core §2, business-and-integration §2.9): without JavaScript it leads
// to /cookies; with it, it opens the same settings in a modal dialog (CookieSettingsDialog, loaded on the
// first click) whose form posts as the page's does. Focus goes back to the link when the dialog closes.
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import { cookieSettingsPath } from './consent-paths';

const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog'));

export function CookieSettingsLink() {
  const t = useT();
  const { href } = useShopLocale();
  const { pathname, search } = useLocation();
  const accepted = useRootData()?.consent.categories ?? ['required'];
  // Each opening mounts a new dialog (its key): a click right after Escape, before React has removed
  // the closed one, would otherwise find it mounted and never show it again.
  const [dialog, setDialog] = useState({ open: false, opening: 0 });
  const link = useRef<HTMLAnchorElement>(null);
  const returnTo = `${pathname}${search}`;
  return (
    <>
      <a
        ref={link}
        href={cookieSettingsPath(href, returnTo)}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setDialog((shown) => ({ open: true, opening: shown.opening + 1 }));
        }}
      >
        {t('footer.privacy_policy.link')}
      </a>
      {dialog.open && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            key={dialog.opening}
            returnTo={returnTo}
            accepted={accepted}
            onClosed={() => {
              setDialog((shown) => ({ ...shown, open: false }));
              link.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
