// /contact: the contact form — subject (ICM's list), name, e-mail, phone and order number (optional),
// the message, the captcha where ICM wants one — posted to the page's action, with and without JavaScript.
import { getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CaptchaField } from '~/features/captcha/CaptchaField';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import { CONTACT_FORM_ID, MAX_COMMENT_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_ORDER_LENGTH, MAX_PHONE_LENGTH } from './contact-form-ids';
import type { ContactInput } from './contact-forms';
import type { ContactPageData } from './contact.server';

const validation = lazyValidation(() => import('./contact-forms').then((module) => module.contactSchema));

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true, max: MAX_NAME_LENGTH },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, max: MAX_EMAIL_LENGTH },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false, max: MAX_PHONE_LENGTH },
  { name: 'order', type: 'text', autoComplete: 'off', required: false, max: MAX_ORDER_LENGTH },
] as const;

export function ContactPage({ data }: { data: ContactPageData }) {
  const t = useT();
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<ContactInput>(validation, CONTACT_FORM_ID, actionData);
  const busy = useNavigation().state === 'submitting';
  const { key: subjectKey, ...subjectProps } = getSelectProps(fields.subject);
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.comment);
  return (
    <div className="contact-page">
      <h1>{data.title}</h1>
      <p>{t('contact.text')}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form contact-form">
        <IntentField intent="send" />
        <EnhancedMarker />
        <div className="form-field field-subject">
          <label htmlFor={fields.subject.id}>{t('contact.subject.label')}</label>
          <select key={subjectKey} {...subjectProps} required>
            <option value="">{t('contact.subject.choose')}</option>
            {data.subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.subject.errorId} errors={fields.subject.errors} />
        </div>
        {TEXT_FIELDS.map(({ name, type, autoComplete, required, max }) => {
          const field = fields[name];
          const { key, ...props } = getInputProps(field, { type });
          return (
            <div key={name} className={`form-field field-${name}`}>
              <label htmlFor={field.id}>{t(`contact.${name}.label`)}</label>
              <input key={key} {...props} required={required} maxLength={max} autoComplete={autoComplete} />
              <FieldErrors id={field.errorId} errors={field.errors} />
            </div>
          );
        })}
        <div className="form-field field-comment">
          <label htmlFor={fields.comment.id}>{t('contact.comment.label')}</label>
          <textarea key={commentKey} {...commentProps} required maxLength={MAX_COMMENT_LENGTH} rows={6} />
          <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
        </div>
        <CaptchaField captcha={data.captcha} reply={actionData} />
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('contact.send.button')}
          </button>
        </div>
      </Form>
    </div>
  );
}
