import { getInputProps, getTextareaProps } from '@conform-to/react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useT } from '~/i18n/use-t';
import { ADD_TO_QUOTE_FORM_ID, MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, MAX_QUANTITY, NEW_QUOTE_REQUEST } from './quote-form-ids';
import type { AddToQuoteInput } from './quote-forms';
import type { AddToQuotePageData } from './quotes.server';

const addValidation = lazyValidation(() => import('./quote-forms').then((module) => module.addToQuoteSchema));

/**
 * /addProductToQuoteRequest?sku=&quantity=: the product and its quantity into one of the buyer's open
 * requests, or into a new one with its name and comment (the PWA's dialog, as a page).
 */
export function AddToQuotePage({ data }: { data: AddToQuotePageData }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { fields, messages, formProps } = useShopForm<AddToQuoteInput>(addValidation, ADD_TO_QUOTE_FORM_ID, useActionData());
  const { key: quantityKey, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' });
  const { key: nameKey, ...nameProps } = getInputProps(fields.displayName, { type: 'text' });
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.description);
  const chosen = fields.quoteRequestId.initialValue ?? (data.openRequests[0]?.id || NEW_QUOTE_REQUEST);
  return (
    <div className="add-to-quote">
      <h1>{data.title}</h1>
      <Messages messages={messages} />
      <Form method="post" {...formProps} className="account-form">
        {/* no EnhancedMarker: once added, the buyer goes on to the request's page, with JavaScript too */}
        <IntentField intent="add" />
        <input type="hidden" name="sku" value={data.sku} />
        <p className="add-to-quote-product">
          {data.productName} <span className="line-sku">{t('product.itemNumber.label')} {data.sku}</span>
        </p>
        <div className="form-field">
          <label htmlFor={fields.quantity.id}>{t('product.quantity.label')}</label>
          <input key={quantityKey} {...quantityProps} defaultValue={typeof fields.quantity.initialValue === 'string' ? fields.quantity.initialValue : String(data.quantity)} min={1} max={MAX_QUANTITY} inputMode="numeric" required />
          <FieldErrors id={fields.quantity.errorId} errors={fields.quantity.errors} />
        </div>
        <fieldset className="form-field">
          <legend>{t('quote.select_quote_request.modal.heading')}</legend>
          {data.openRequests.map((open) => (
            <label key={open.id} className="radio-label">
              <input type="radio" name={fields.quoteRequestId.name} value={open.id} defaultChecked={chosen === open.id} /> {open.label}
            </label>
          ))}
          <label className="radio-label">
            <input type="radio" name={fields.quoteRequestId.name} value={NEW_QUOTE_REQUEST} defaultChecked={chosen === NEW_QUOTE_REQUEST} />{' '}
            {t('quote.select_quote_request.modal.new_quote_request.option.label')}
          </label>
        </fieldset>
        <div className="form-field">
          <label htmlFor={fields.displayName.id}>{t('quote.select_quote_request.modal.new_quote_request.name.placeholder')}</label>
          <input key={nameKey} {...nameProps} maxLength={MAX_NAME_LENGTH} />
          <FieldErrors id={fields.displayName.errorId} errors={fields.displayName.errors} />
        </div>
        <div className="form-field">
          <label htmlFor={fields.description.id}>{t('quote.edit.unsubmitted.comment.label')}</label>
          <textarea key={commentKey} {...commentProps} maxLength={MAX_COMMENT_LENGTH} rows={3} />
          <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('quote.select_quote_request.modal.add_to_quote.button.label')}
          </button>
        </div>
      </Form>
    </div>
  );
}
