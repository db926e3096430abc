import { getInputProps } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { NewPasswordInput } from './recovery-forms';
import { NEW_PASSWORD_FORM_ID, PASSWORD_MIN_LENGTH, RECOVERY_LIMITS } from './recovery-rules';
import type { UpdatePasswordData } from './update-password.server';

const newPasswordValidation = lazyValidation(() => import('./recovery-forms').then((module) => module.newPasswordSchema));

/** A new password for the account of a reminder's link; the passwords typed are never sent back to the page. */
export function UpdatePasswordPage({ data, actionData }: { data: UpdatePasswordData; actionData: unknown }) {
  const t = useT();
  const { href } = useShopLocale();
  const { fields, messages, formProps } = useShopForm<NewPasswordInput>(newPasswordValidation, NEW_PASSWORD_FORM_ID, actionData);
  const busy = useNavigation().state === 'submitting';
  const newLink = (
    <p>
      <Link to={href('/forgotPassword')}>{t('account.forgotdata.request_new_link.link')}</Link>
    </p>
  );

  if (!data.linkValid) {
    return (
      <div className="account-recovery">
        <h1>{t('account.update_password.change_your_password.heading')}</h1>
        <Messages messages={[{ type: 'error', key: data.invalidLinkKey }]} />
        {newLink}
      </div>
    );
  }

  const { password, passwordConfirmation } = fields;
  // `value: false`: no password is ever written into the page, not even one the server sent back.
  const { key: passwordKey, ...passwordProps } = getInputProps(password, { type: 'password', value: false });
  const { key: confirmationKey, ...confirmationProps } = getInputProps(passwordConfirmation, { type: 'password', value: false });
  const refusedLink = messages.some((message) => message.type === 'error');
  return (
    <div className="account-recovery">
      <h1>{t('account.update_password.change_your_password.heading')}</h1>
      <Messages messages={messages} />
      {refusedLink && newLink}
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="update" />
        <div className="form-field field-password">
          <label htmlFor={password.id}>{t('account.update_password.new_password.label')}</label>
          <input
            key={passwordKey}
            {...passwordProps}
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={RECOVERY_LIMITS.password}
            autoComplete="new-password"
            aria-describedby={[password.errors ? password.errorId : '', password.descriptionId].filter(Boolean).join(' ')}
          />
          <p className="field-hint" id={password.descriptionId}>
            {t('account.register.password.extrainfo.message', { min: PASSWORD_MIN_LENGTH })}
          </p>
          <FieldErrors id={password.errorId} errors={password.errors} />
        </div>
        <div className="form-field field-passwordConfirmation">
          <label htmlFor={passwordConfirmation.id}>{t('account.update_password.confirm_password.label')}</label>
          <input key={confirmationKey} {...confirmationProps} required maxLength={RECOVERY_LIMITS.password} autoComplete="new-password" />
          <FieldErrors id={passwordConfirmation.errorId} errors={passwordConfirmation.errors} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('account.change_password.button.label')}
          </button>
        </div>
      </Form>
    </div>
  );
}
