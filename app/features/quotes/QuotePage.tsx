import { getInputProps, getTextareaProps } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import type { Money } from '~/commerce/models/money';
import type { QuoteState } from '~/commerce/models/quote';
import { LinesHead, useCalendarDate } from '~/features/basket/BasketPage';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { INTENT_FIELD, replyFor } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { MAX_COMMENT_LENGTH, MAX_NAME_LENGTH, MAX_QUANTITY, QUOTE_META_FORM_ID, quoteItemFormId } from './quote-form-ids';
import type { QuoteItemInput, QuoteMetaInput } from './quote-forms';
import { QUOTE_LIST_PATH, STATE_LABEL_KEYS } from './quote-paths';
import type { QuoteLineView, QuotePageData } from './quotes.server';

const metaValidation = lazyValidation(() => import('./quote-forms').then((module) => module.quoteMetaSchema));
const itemValidation = lazyValidation(() => import('./quote-forms').then((module) => module.quoteItemSchema));

/** The refusal of an accept that the page's notice of the quote's state says already. */
const REFUSAL_SHOWN_ABOVE: Partial<Record<QuoteState, string>> = { expired: 'quote.error.expired', ordered: 'quote.error.already_ordered' };

/** A request's name and comment, saved or sent with the request. */
function RequestForm({ data }: { data: QuotePageData }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { fields, messages, formProps } = useShopForm<QuoteMetaInput>(metaValidation, QUOTE_META_FORM_ID, useActionData());
  const { key: nameKey, ...nameProps } = getInputProps(fields.displayName, { type: 'text' });
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.description);
  return (
    <Form method="post" {...formProps} className="account-form quote-request-form">
      <EnhancedMarker />
      <Messages messages={messages} />
      <div className="form-field">
        <label htmlFor={fields.displayName.id}>{t('quote.edit.unsubmitted.name.label')}</label>
        <input key={nameKey} {...nameProps} defaultValue={fields.displayName.initialValue ?? data.quote.displayName ?? ''} maxLength={MAX_NAME_LENGTH} />
        <FieldErrors id={fields.displayName.errorId} errors={fields.displayName.errors} />
      </div>
      <div className="form-field">
        <label htmlFor={fields.description.id}>{t('quote.edit.unsubmitted.comment.label')}</label>
        <textarea key={commentKey} {...commentProps} defaultValue={fields.description.initialValue ?? data.quote.description ?? ''} maxLength={MAX_COMMENT_LENGTH} rows={4} />
        <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="form-actions">
        <button type="submit" name={INTENT_FIELD} value="save" className="button-secondary" {...pendingProps(busy)}>
          {t('quote.edit.button.save.label')}
        </button>
        {data.lines.length > 0 && (
          <button type="submit" name={INTENT_FIELD} value="submit" className="button-primary" {...pendingProps(busy)}>
            {t('quote.edit.button.submit.label')}
          </button>
        )}
      </div>
    </Form>
  );
}

/** A new request's line: its quantity to change, or the line to remove. */
function ItemForms({ line }: { line: QuoteLineView & { id: string } }) {
  const t = useT();
  const formId = quoteItemFormId(line.id);
  const { fields, messages, formProps } = useShopForm<QuoteItemInput>(itemValidation, formId, useActionData());
  const { key, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' });
  return (
    <>
      <Form method="post" {...formProps} className="line-quantity">
        <IntentField intent="item-update" />
        <EnhancedMarker />
        <input type="hidden" name="itemId" value={line.id} />
        <label htmlFor={fields.quantity.id} className="visually-hidden">
          {t('shopping_cart.detailed.quantity.label', { name: line.name })}
        </label>
        <input key={key} {...quantityProps} defaultValue={typeof fields.quantity.initialValue === 'string' ? fields.quantity.initialValue : String(line.quantity)} min={1} max={MAX_QUANTITY} inputMode="numeric" />
        <button type="submit" className="button-secondary">
          {t('shopping_cart.detailed.update.button')}
        </button>
        <FieldErrors id={fields.quantity.errorId} errors={fields.quantity.errors} />
        <Messages messages={messages} />
      </Form>
      <Form method="post">
        <IntentField intent="item-remove" />
        <EnhancedMarker />
        <input type="hidden" name="itemId" value={line.id} />
        <button type="submit" className="button-link">
          {t('shopping_cart.remove.item.button')}
          <span className="visually-hidden"> {line.name}</span>
        </button>
      </Form>
    </>
  );
}

function Price({ price, origin }: { price?: Money; origin?: Money }) {
  const t = useT();
  const format = usePriceFormat();
  if (!price) return <>–</>;
  if (!origin) return <>{format(price)}</>;
  return (
    <>
      <span className="quote-price-suggested">
        {t('quote.items.suggested_price.label')} {format(price)}
      </span>{' '}
      <span className="quote-price-original">
        {t('quote.items.original_price.label')} <s>{format(origin)}</s>
      </span>
    </>
  );
}

function QuoteLines({ data, editable }: { data: QuotePageData; editable: boolean }) {
  const t = useT();
  const { href } = useShopLocale();
  if (data.lines.length === 0) return <p>{t('quote.items.no_items')}</p>;
  return (
    <table className="basket-lines quote-lines">
      <caption>{t('quote.items.table.heading')}</caption>
      <LinesHead />
      <tbody>
        {data.lines.map((line, index) => (
          <tr key={line.id ?? index}>
            <th scope="row" className="line-product">
              {line.href ? <Link to={href(line.href)}>{line.name}</Link> : line.name}
              <span className="line-sku">
                {t('product.itemNumber.label')} {line.sku}
              </span>
            </th>
            <td data-label={t('shopping_cart.detailed.price.heading')}>
              <Price price={line.singlePrice} origin={line.originSinglePrice} />
            </td>
            <td data-label={t('shopping_cart.detailed.quantity.heading')}>
              {editable && line.id ? (
                <ItemForms line={{ ...line, id: line.id }} />
              ) : (
                <>
                  {line.quantity}
                  {line.originQuantity !== undefined && <span className="quote-quantity-original"> ({t('quote.items.original_quantity.label', { quantity: line.originQuantity })})</span>}
                </>
              )}
            </td>
            <td data-label={t('shopping_cart.detailed.total.heading')}>
              <Price price={line.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A quote's answer: add it to the basket, or reject it; a refusal (expired meanwhile) says why. */
function QuoteDecision() {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="quote-decision">
      {/* no EnhancedMarker: accepted, the buyer goes to the basket, with JavaScript too */}
      <Form method="post">
        <IntentField intent="accept" />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('quote.edit.button.add_quote_to_cart.label')}
        </button>
      </Form>
      <Form method="post">
        <IntentField intent="reject" />
        <EnhancedMarker />
        <button type="submit" className="button-secondary" {...pendingProps(busy)}>
          {t('quote.edit.reject.button.reject.label')}
        </button>
      </Form>
    </div>
  );
}

/** /quote-list/{id}: a request to review, edit and submit, or a quote with its prices and validity to accept. */
export function QuotePage({ data }: { data: QuotePageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const { quote } = data;
  // a refused acceptance or rejection (expired meanwhile, say): why, above the quote's lines
  const decisionReply = replyFor(QUOTE_META_FORM_ID, useActionData());
  const isNew = quote.state === 'new';
  return (
    <div className="quote-page">
      <Breadcrumbs trail={[{ label: t('quote.list.heading'), to: QUOTE_LIST_PATH }, { label: data.title }]} />
      <h1>{data.title}</h1>
      {quote.state === 'expired' && (
        <p role="alert" className="messages messages-error quote-expired">
          {t('quote.edit.submitted.your_quote_expired.text', { 0: quote.validToDate ? formatDate(quote.validToDate) : '' })}
        </p>
      )}
      {quote.state === 'submitted' && quote.submittedDate && (
        <p className="quote-submitted">{t('quote.edit.submitted.your_quote_request_has_been_submitted.text', { 0: formatDate(quote.submittedDate) })}</p>
      )}
      {quote.state === 'accepted' && <p className="quote-accepted">{t('quote.accepted.text')}</p>}
      {quote.state === 'ordered' && <p className="quote-ordered">{t('quote.ordered.text')}</p>}
      <dl className="order-facts quote-facts">
        <dt>{t('quote.edit.unsubmitted.quote_no.label')}</dt>
        <dd>{quote.number ?? quote.id}</dd>
        <dt>{t('quote.edit.unsubmitted.status.label')}</dt>
        <dd className={`quote-state quote-state-${quote.state}`}>{t(STATE_LABEL_KEYS[quote.state])}</dd>
        {quote.creationDate && (
          <>
            <dt>{t('quote.list.table.creation_date')}</dt>
            <dd>{formatDate(quote.creationDate)}</dd>
          </>
        )}
        {quote.kind === 'Quote' && quote.validToDate && (
          <>
            <dt>{t('quote.edit.unsubmitted.valid.label')}</dt>
            <dd>
              {quote.validFromDate ? `${formatDate(quote.validFromDate)} – ` : ''}
              {formatDate(quote.validToDate)}
            </dd>
          </>
        )}
        {!isNew && quote.displayName && (
          <>
            <dt>{t('quote.edit.unsubmitted.name.label')}</dt>
            <dd>{quote.displayName}</dd>
          </>
        )}
        {!isNew && quote.description && (
          <>
            <dt>{t('quote.edit.unsubmitted.comment.label')}</dt>
            <dd>{quote.description}</dd>
          </>
        )}
        {quote.sellerComment && (
          <>
            <dt>{t('quote.edit.unsubmitted.seller_comment.label')}</dt>
            <dd>{quote.sellerComment}</dd>
          </>
        )}
        {quote.total && (
          <>
            <dt>{t('quote.items.total.label')}</dt>
            <dd>
              <Price price={quote.total} origin={quote.originTotal && quote.originTotal.value !== quote.total.value ? quote.originTotal : undefined} />
            </dd>
          </>
        )}
      </dl>
      {/* an expired or ordered quote's refusal says what the notice above says already */}
      {!isNew && <Messages messages={(decisionReply?.messages ?? []).filter((message) => message.key !== REFUSAL_SHOWN_ABOVE[quote.state])} />}
      <QuoteLines data={data} editable={isNew} />
      {isNew && <RequestForm data={data} />}
      {quote.state === 'responded' && <QuoteDecision />}
      {quote.state === 'accepted' && (
        <p>
          <Link to={href('/basket')}>{t('quote.accepted.basket.link')}</Link>
        </p>
      )}
      <p>
        <Link to={href(QUOTE_LIST_PATH)}>{t('quote.edit.back_to_quotes.link')}</Link>
      </p>
    </div>
  );
}
