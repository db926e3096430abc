import { BackToTop } from '~/components/BackToTop';
import { CookieSettingsLink } from '~/features/consent/CookieSettingsLink';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

export function Footer({ displayType }: { displayType: 'b2c' | 'b2b' }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <footer className="site-footer">
      {/* Long pages on phones: a way back to the menu and the search without scrolling (§2.6). */}
      <p className="back-to-top">
        <a href="#top">{t('footer.back_to_top.link')}</a>
      </p>
      <BackToTop />
      <p className="disclaimer">
        {t(displayType === 'b2b' ? 'footer.disclaimer.business' : 'footer.disclaimer.consumer')}
      </p>
      <p>
        <a href={href('/page/terms')}>{t('footer.terms.link')}</a> · <a href={href('/page/withdrawal')}>{t('footer.withdrawal.link')}</a> ·{' '}
        <a href={href('/page/privacy')}>{t('footer.privacy.link')}</a> · <CookieSettingsLink />
        <span className="app-version"> · {t('footer.app_version', { version: __APP_VERSION__ })}</span>
      </p>
    </footer>
  );
}
