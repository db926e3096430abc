import { getInputProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { FieldErrors, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { LOGIN_FORM_ID } from './account-form-ids';
import type { LoginPageData } from './login.server';

const loginValidation = lazyValidation(() => import('./login-form').then((module) => module.loginSchema));

/** /login: e-mail and password, the way back to where the shopper was, and where to go without an account. */
export function LoginPage({ data, actionData }: { data: LoginPageData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const navigation = useNavigation();
  const { fields, messages, formProps } = useShopForm<{ login: string; password: string; returnUrl: string }>(loginValidation, LOGIN_FORM_ID, actionData);
  const { key: loginKey, ...loginProps } = getInputProps(fields.login, { type: 'email' });
  const { key: passwordKey, ...passwordProps } = getInputProps(fields.password, { type: 'password' });
  const busy = navigation.state === 'submitting' && navigation.formAction?.includes('/login') === true;
  return (
    <div className="account-page login-page">
      <h1>{data.title}</h1>
      <Messages messages={[...data.messages, ...messages]} />
      <Form method="post" {...formProps} className="account-form">
        <input type="hidden" name="returnUrl" value={data.returnUrl} />
        <div className="form-field">
          <label htmlFor={fields.login.id}>{t('account.login.email.label')}</label>
          <input key={loginKey} {...loginProps} autoComplete="username" required maxLength={256} defaultValue={fields.login.initialValue} />
          <FieldErrors id={fields.login.errorId} errors={fields.login.errors} />
        </div>
        <div className="form-field">
          <label htmlFor={fields.password.id}>{t('account.login.password.label')}</label>
          <input key={passwordKey} {...passwordProps} autoComplete="current-password" required maxLength={256} />
          <FieldErrors id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.login.button')}
        </button>
      </Form>
      <p>
        <Link to={href('/forgotPassword')}>{t('account.login.forgot_password.link')}</Link>
      </p>
      <section aria-labelledby="login-register-heading" className="login-register">
        <h2 id="login-register-heading">{t('account.login.new_customer.heading')}</h2>
        <p>{t('account.login.new_customer.text')}</p>
        <Link to={href('/register')} className="button-secondary">
          {t('account.login.register.link')}
        </Link>
      </section>
    </div>
  );
}
