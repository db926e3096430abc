import { lazyValidation } from '~/forms/lazy-validation';
import { useT } from '~/i18n/use-t';
import { RegistrationForm } from '../RegistrationForm';
import { SSO_REGISTER_FORM_ID } from './sso-form-ids';
import type { SsoRegistrationPageData } from './sso-registration.server';

const ssoRegistrationValidation = lazyValidation(() => import('./sso-registration-form').then((module) => module.ssoRegistrationSchema));

/**
 * /register/sso: the identity provider knows the user, the shop needs the rest: private or business
 * customer, the company, name and address, and the terms. No login or password (the provider's).
 */
export function SsoRegistrationPage({ data, actionData }: { data: SsoRegistrationPageData; actionData: unknown }) {
  const t = useT();
  return (
    <div className="account-page registration-page">
      <h1>{data.title}</h1>
      <p>{t('account.register.sso.intro.text')}</p>
      <RegistrationForm
        formId={SSO_REGISTER_FORM_ID}
        validation={ssoRegistrationValidation}
        actionData={actionData}
        data={data}
        addressDefaults={{ firstName: data.firstName, lastName: data.lastName }}
      />
    </div>
  );
}
