import { Link } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** /register/approval: the registration was received; the shop approves the customer before the first login. */
export function RegistrationApprovalPage({ title }: { title: string }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="account-page registration-approval">
      <h1>{title}</h1>
      <p>{t('account.register.approval.text')}</p>
      <p>{t('account.register.approval.mail.text')}</p>
      <p className="form-actions">
        <Link to={href('/home')} className="button-secondary">
          {t('account.register.approval.home.link')}
        </Link>{' '}
        <Link to={href('/login')} className="button-secondary">
          {t('account.register.approval.login.link')}
        </Link>
      </p>
    </div>
  );
}
