import { getInputProps } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { CaptchaField } from '~/features/captcha/CaptchaField';
import type { CaptchaWidget } from '~/features/captcha/captcha-widget';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import type { ReminderInput } from './recovery-forms';
import { RECOVERY_LIMITS, REMINDER_FORM_ID } from './recovery-rules';

const reminderValidation = lazyValidation(() => import('./recovery-forms').then((module) => module.reminderSchema));

const FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
] as const;

/** /forgotPassword: the shopper's e-mail address and name (and the captcha ICM may ask for); the answer never says whether an account has them. */
export function ForgotPasswordPage({ captcha, actionData }: { captcha?: CaptchaWidget; actionData: unknown }) {
  const t = useT();
  const { fields, messages, formProps } = useShopForm<ReminderInput>(reminderValidation, REMINDER_FORM_ID, actionData);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="account-recovery">
      <h1>{t('account.forgotdata.password_retrieval.heading')}</h1>
      <p>{t('account.forgotdata.password_retrieval_info.text')}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="remind" />
        <EnhancedMarker />
        {FIELDS.map(({ name, type, autoComplete }) => {
          const field = fields[name];
          const { key, ...props } = getInputProps(field, { type });
          return (
            <div key={name} className={`form-field field-${name}`}>
              <label htmlFor={field.id}>{t(`account.forgotdata.${name}.label`)}</label>
              <input key={key} {...props} required maxLength={RECOVERY_LIMITS[name]} autoComplete={autoComplete} />
              <FieldErrors id={field.errorId} errors={field.errors} />
            </div>
          );
        })}
        <CaptchaField captcha={captcha} reply={actionData} />
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('forgot_password.form.send.button.label')}
          </button>
        </div>
      </Form>
    </div>
  );
}
