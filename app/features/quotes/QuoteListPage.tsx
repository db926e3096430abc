import { getInputProps, getTextareaProps } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { CaptchaField } from '~/features/captcha/CaptchaField';
import { useCalendarDate } from '~/features/basket/BasketPage';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, QUOTE_CONTACT_FORM_ID } from './quote-form-ids';
import type { QuoteContactInput } from './quote-forms';
import { quotePath, STATE_LABEL_KEYS } from './quote-paths';
import type { QuoteListData } from './quotes.server';

const contactValidation = lazyValidation(() => import('./quote-forms').then((module) => module.quoteContactSchema));

const CONTACT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true, max: MAX_NAME_LENGTH },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, max: 256 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false, max: 50 },
  { name: 'company', type: 'text', autoComplete: 'organization', required: false, max: MAX_NAME_LENGTH },
] as const;

/** The free-text quote request: who asks and what for, posted to the seller (and the captcha ICM may ask for). */
function QuoteContactForm({ data }: { data: QuoteListData }) {
  const t = useT();
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<QuoteContactInput>(contactValidation, QUOTE_CONTACT_FORM_ID, actionData);
  const busy = useNavigation().state === 'submitting';
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.comment);
  return (
    <section aria-labelledby="quote-contact-heading" className="quote-contact">
      <h2 id="quote-contact-heading">{t('quote.contact.heading')}</h2>
      <p>{t('quote.contact.text')}</p>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        <IntentField intent="contact" />
        <EnhancedMarker />
        {CONTACT_FIELDS.map(({ name, type, autoComplete, required, max }) => {
          const field = fields[name];
          const { key, ...props } = getInputProps(field, { type });
          return (
            <div key={name} className={`form-field field-${name}`}>
              <label htmlFor={field.id}>{t(`quote.contact.${name}.label`)}</label>
              <input key={key} {...props} required={required} maxLength={max} autoComplete={autoComplete} />
              <FieldErrors id={field.errorId} errors={field.errors} />
            </div>
          );
        })}
        <div className="form-field field-comment">
          <label htmlFor={fields.comment.id}>{t('quote.contact.comment.label')}</label>
          <textarea key={commentKey} {...commentProps} required maxLength={MAX_COMMENT_LENGTH} rows={5} />
          <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
        </div>
        <CaptchaField captcha={data.captcha} reply={actionData} />
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('quote.contact.send.button')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** /quote-list: the buyer's quote requests and quotes with their states, and the free-text quote request. */
export function QuoteListPage({ data }: { data: QuoteListData }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  return (
    <div className="quote-list">
      <h1>{data.title}</h1>
      {data.rows &&
        (data.rows.length === 0 ? (
          <p>{t('quote.list.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="order-table quote-table">
              <caption className="visually-hidden">{t('quote.list.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quote.list.table.quote_no')}</th>
                  <th scope="col">{t('quote.list.table.name')}</th>
                  <th scope="col">{t('quote.list.table.line_items')}</th>
                  <th scope="col">{t('quote.list.table.creation_date')}</th>
                  <th scope="col">{t('quote.list.table.expiration_date')}</th>
                  <th scope="col">{t('quote.list.table.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t('quote.list.table.quote_no')}>
                      <Link to={href(quotePath(row.id))}>{row.number}</Link>
                    </td>
                    <td data-label={t('quote.list.table.name')}>{row.name ?? '–'}</td>
                    <td data-label={t('quote.list.table.line_items')}>{row.itemCount ?? '–'}</td>
                    <td data-label={t('quote.list.table.creation_date')}>{row.creationDate ? formatDate(row.creationDate) : '–'}</td>
                    <td data-label={t('quote.list.table.expiration_date')}>{row.validToDate ? formatDate(row.validToDate) : '–'}</td>
                    <td data-label={t('quote.list.table.status')} className={`quote-state quote-state-${row.state}`}>
                      {t(STATE_LABEL_KEYS[row.state])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      <QuoteContactForm data={data} />
    </div>
  );
}
