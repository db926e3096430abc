import { Link } from 'react-router';
import { ADDRESS_LIMITS } from '~/features/checkout/address-rules';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { REGISTER_FORM_ID } from './account-form-ids';
import { type RegistrationFieldset, RegistrationForm } from './RegistrationForm';
import type { RegistrationPageData } from './registration.server';
import { TextField } from './TextField';

const registrationValidation = lazyValidation(() => import('./registration-form').then((module) => module.registrationSchema));

type Fields = RegistrationFieldset & Record<'email' | 'password' | 'passwordConfirmation', RegistrationFieldset['title']>;

/** /register: private or business customer, login and password, name and address, and the terms. */
export function RegistrationPage({ data, actionData }: { data: RegistrationPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="account-page registration-page">
      <h1>{data.title}</h1>
      <p>{t('account.register.intro.text')}</p>
      <RegistrationForm<Fields> formId={REGISTER_FORM_ID} validation={registrationValidation} actionData={actionData} data={data}>
        {(fields) => (
          <fieldset className="address-fieldset">
            <legend>{t('account.register.login.heading')}</legend>
            <TextField
              field={fields.email}
              label={t('account.register.email.label')}
              type="email"
              autoComplete="username"
              required
              maxLength={ADDRESS_LIMITS.email}
              hint={t('account.register.email.hint')}
            />
            <TextField
              field={fields.password}
              label={t('account.register.password.label')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('account.register.password.extrainfo.message', { min: 7 })}
            />
            <TextField field={fields.passwordConfirmation} label={t('account.register.password_confirmation.label')} type="password" autoComplete="new-password" required />
          </fieldset>
        )}
      </RegistrationForm>
      <p>
        {t('account.register.have_account.text')} <Link to={href('/login')}>{t('account.login.link')}</Link>
      </p>
    </div>
  );
}
