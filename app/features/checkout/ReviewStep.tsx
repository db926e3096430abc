import { getInputProps } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FieldErrors, Messages, pendingProps } from '~/forms/FormParts';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { useCalendarDate, useRecurrenceText } from '~/features/basket/BasketPage';
import { staticPagePath } from '~/features/content/static-pages';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { REVIEW_FORM_ID } from './checkout-form-ids';
import type { ReviewInput } from './checkout-forms';
import { ApprovalNotice } from './ApprovalNotice';
import { BudgetInfo } from './BudgetInfo';
import { CheckoutProgress } from './CheckoutProgress';
import { AddressBlock, CheckoutSummary, MessageToMerchantFact, PaymentLine, ShippingMethodLine, SummaryLines } from './OrderSummaryParts';
import type { loadReviewStep } from './review-step.server';

const reviewValidation = lazyValidation(() => import('./checkout-forms').then((module) => module.reviewSchema));

export function ReviewStep({ data }: { data: Awaited<ReturnType<typeof loadReviewStep>> }) {
  const t = useT();
  const { href } = useShopLocale();
  const formatDate = useCalendarDate();
  const recurrenceText = useRecurrenceText();
  const { recurrence, desiredDeliveryDate } = data.basket;
  const { fields, messages, formProps } = useShopForm<ReviewInput>(reviewValidation, REVIEW_FORM_ID, useActionData());
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  const { key, ...termsProps } = getInputProps(fields.termsAndConditions, { type: 'checkbox' });
  const errorId = `${fields.termsAndConditions.id}-error`;
  const termsLinksId = `${fields.termsAndConditions.id}-links`;
  const edit = (path: string, what: string) => (
    <Link to={href(path)} className="edit-link">
      {t('checkout.review.edit.link')}
      <span className="visually-hidden"> {what}</span>
    </Link>
  );
  return (
    <div className="checkout-step checkout-review">
      <CheckoutProgress current="review" />
      <h1>{t('checkout.review.heading')}</h1>
      <Messages messages={messages} />
      <div className="review-facts">
        <section aria-labelledby="invoice-heading">
          <h2 id="invoice-heading">{t('checkout.address.invoice.heading')}</h2>
          <AddressBlock address={data.invoiceToAddress} />
          {edit('/checkout/address', t('checkout.address.invoice.heading'))}
        </section>
        <section aria-labelledby="ship-to-heading">
          <h2 id="ship-to-heading">{t('checkout.address.shipping.heading')}</h2>
          <AddressBlock address={data.shipToAddress} />
          {edit('/checkout/address', t('checkout.address.shipping.heading'))}
        </section>
        <section aria-labelledby="shipping-heading">
          <h2 id="shipping-heading">{t('checkout.shipping.heading')}</h2>
          <ShippingMethodLine method={data.shippingMethod} />
          {edit('/checkout/shipping', t('checkout.shipping.heading'))}
        </section>
        <section aria-labelledby="payment-heading">
          <h2 id="payment-heading">{t('checkout.payment.heading')}</h2>
          <PaymentLine payment={data.payment} />
          {edit('/checkout/payment', t('checkout.payment.heading'))}
        </section>
        {desiredDeliveryDate && (
          <section aria-labelledby="delivery-date-heading">
            <h2 id="delivery-date-heading">{t('checkout.desired_delivery_date.label')}</h2>
            <p className="desired-delivery-date">{formatDate(desiredDeliveryDate)}</p>
            {edit('/basket', t('checkout.desired_delivery_date.label'))}
          </section>
        )}
        {data.costCenter && (
          <section aria-labelledby="cost-center-heading">
            <h2 id="cost-center-heading">{t('checkout.cost_center.heading')}</h2>
            <p className="basket-cost-center-view">{data.costCenter}</p>
            {edit('/basket', t('checkout.cost_center.heading'))}
          </section>
        )}
        <MessageToMerchantFact message={data.basket.messageToMerchant}>{edit('/basket', t('account.order.message.heading'))}</MessageToMerchantFact>
      </div>
      {recurrence && (
        <p className="recurring-order-note">
          {t('checkout.review.recurring.text', { schedule: recurrenceText(recurrence) })} {edit('/basket', t('shopping_cart.recurrence.heading'))}
        </p>
      )}
      <SummaryLines lines={data.basket.lines} />
      <CheckoutSummary basket={data.basket} />
      {data.budget && <BudgetInfo budget={data.budget} />}
      {data.approval && <ApprovalNotice approval={data.approval} reasons={data.approvalReasons} />}
      <Form method="post" {...formProps} className="submit-order">
        <input type="hidden" name="reviewedTotals" value={data.reviewedTotals} />
        <div className="checkbox-field">
          {/* a refusal without JavaScript has no summary above: the focus starts on the box to tick (HTML autofocus) */}
          <input key={key} {...termsProps} required autoFocus={!hydrated && !!fields.termsAndConditions.errors} aria-describedby={[termsLinksId, fields.termsAndConditions.errors ? errorId : ''].filter(Boolean).join(' ')} />
          <label htmlFor={fields.termsAndConditions.id}>{t('checkout.tac.label')}</label>
        </div>
        {/* Beside the label, not in it: a click on a link must not tick the box. */}
        <p className="field-hint" id={termsLinksId}>
          {t('checkout.tac.links.label')} <Link to={href(staticPagePath('terms'))}>{t('footer.terms.link')}</Link>,{' '}
          <Link to={href(staticPagePath('withdrawal'))}>{t('footer.withdrawal.link')}</Link>
        </p>
        <FieldErrors id={errorId} errors={fields.termsAndConditions.errors} />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t(
            busy
              ? 'checkout.order.submitting'
              : data.approval
                ? 'checkout.order.submit_for_approval.button'
                : recurrence
                  ? 'checkout.order.submit_recurring.button'
                  : 'checkout.order.submit.button',
          )}
        </button>
      </Form>
    </div>
  );
}
