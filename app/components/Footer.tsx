import { BackToTop } from '~/components/BackToTop';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';

/**
 * `cookieSettings`: the privacy link opening the cookie settings (app/features/consent), beside the app
 * version; `content`: the included footer content (CMS); `trustBadge`: the trust badge (feature trustbadge).
 */
export function Footer({
  displayType,
  cookieSettings,
  content,
  trustBadge,
}: {
  displayType: 'b2c' | 'b2b';
  cookieSettings: React.ReactNode;
  content?: React.ReactNode;
  trustBadge?: React.ReactNode;
}) {
  const t = useT();
  const { href } = useShopLocale();
  const features = useRootData()?.features ?? [];
  return (
    <footer className="site-footer">
      {/* Long pages on phones: a way back to the menu and the search without scrolling (§2.6). */}
      <p className="back-to-top">
        <a href="#top">{t('footer.back_to_top.link')}</a>
      </p>
      <BackToTop />
      {/* The store-locator footer (§2.9) and the way to write to the shop, each with its feature. */}
      {(features.includes('storeLocator') || features.includes('contactUs')) && (
        <p className="footer-service">
          {features.includes('storeLocator') && <a href={href('/store-finder')}>{t('footer.store_finder.link')}</a>}
          {features.includes('storeLocator') && features.includes('contactUs') && ' · '}
          {features.includes('contactUs') && <a href={href('/contact')}>{t('footer.contact.link')}</a>}
        </p>
      )}
      {content}
      <p className="disclaimer">
        {t(displayType === 'b2b' ? 'footer.disclaimer.business' : 'footer.disclaimer.consumer')}
      </p>
      <p>
        <a href={href('/page/terms')}>{t('footer.terms.link')}</a> · <a href={href('/page/withdrawal')}>{t('footer.withdrawal.link')}</a> ·{' '}
        <a href={href('/page/privacy')}>{t('footer.privacy.link')}</a> · {cookieSettings}
        <span className="app-version"> · {t('footer.app_version', { version: __APP_VERSION__ })}</span>
      </p>
      {trustBadge}
    </footer>
  );
}
