import { getInputProps, getTextareaProps } from '@conform-to/react';
import type { CostCenterChoice } from '~/features/checkout/cost-center-choice.server';
import { CostCenterSelection } from '~/features/checkout/CostCenterSelection';
import { LineCostCenterForm } from '~/features/checkout/LineCostCenterForm';
import { useState } from 'react';
import { Form, Link, useActionData, useFetcher } from 'react-router';
import type { Money, PriceItem } from '~/commerce/models/money';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import type { ShopMessage } from '~/forms/form-reply';
import { lazyValidation } from '~/forms/lazy-validation';
import { useShopForm } from '~/forms/use-shop-form';
import { AddByNumberForm } from '~/features/quickorder/AddByNumberForm';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import type { BasketRecurrence } from '~/commerce/models/basket';
import type { BasketDiscount } from '~/commerce/models/line-item';
import { DELIVERY_DATE_FORM_ID, lineFormId, MESSAGE_FORM_ID, MESSAGE_TO_MERCHANT_MAX, PROMOTION_FORM_ID, RECURRENCE_FORM_ID, warrantyFormId } from './basket-form-ids';
import type { DeliveryDateInput, MessageToMerchantInput, PromotionCodeInput, RecurrenceInput, UpdateLineInput, WarrantyInput } from './basket-forms';
import type { BasketLineView, BasketView } from './basket-page.server';
import { todayIso } from './delivery-date';
import { MAX_REPETITIONS, RECURRENCE_INTERVALS, scheduleText } from './recurrence';
import { RequiredMark } from '~/components/RequiredMark';

const deliveryDateValidation = lazyValidation(() => import('./basket-forms').then((module) => module.deliveryDateSchema));
const messageToMerchantValidation = lazyValidation(() => import('./basket-forms').then((module) => module.messageToMerchantSchema));
const promotionCodeValidation = lazyValidation(() => import('./basket-forms').then((module) => module.promotionCodeSchema));
const recurrenceValidation = lazyValidation(() => import('./basket-forms').then((module) => module.recurrenceSchema));
const updateLineValidation = lazyValidation(() => import('./basket-forms').then((module) => module.updateLineSchema));
const warrantyValidation = lazyValidation(() => import('./basket-forms').then((module) => module.warrantySchema));

export interface BasketPageData {
  basket?: BasketView;
  messages: ShopMessage[];
  /** Business users: the basket's cost center. */
  costCenter?: CostCenterChoice;
  /** A punchout session: the basket goes back to the procurement system instead of to the checkout. */
  punchout?: boolean;
  /** "Add by item number" (the quick order's lookup) is offered: the quickorder feature is on. */
  addByNumber?: boolean;
  /** The user may ask for a quote for the basket (feature quoting, a buyer). */
  quoting?: boolean;
  /** The names (or numbers) of the quotes whose lines the basket holds, by quote id. */
  quoteLabels?: Record<string, string>;
}

function LineQuantityForm({ line }: { line: BasketLineView }) {
  const t = useT();
  const formId = lineFormId(line.id);
  const fetcher = useFetcher({ key: formId });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<UpdateLineInput>(updateLineValidation, formId, fetcher.data ?? actionData, { notesAsToasts: true });
  const { key, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' });
  const errorId = `${fields.quantity.id}-error`;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" {...formProps} className="line-quantity">
      <IntentField intent="update" />
      <EnhancedMarker />
      <input type="hidden" name="lineItemId" value={line.id} />
      <label htmlFor={fields.quantity.id} className="visually-hidden">
        {t('shopping_cart.detailed.quantity.label', { name: line.name })}
      </label>
      <input
        key={key}
        {...quantityProps}
        defaultValue={fields.quantity.initialValue ?? String(line.quantity)}
        min={0}
        max={line.rules.max}
        step={line.rules.step}
        inputMode="numeric"
        disabled={!line.editable}
        aria-describedby={fields.quantity.errors ? errorId : undefined}
      />
      <button type="submit" className="button-secondary" disabled={!line.editable} {...pendingProps(busy)}>
        {t('shopping_cart.detailed.update.button')}
      </button>
      <FieldErrors id={errorId} errors={fields.quantity.errors} values={{ min: line.rules.min, max: line.rules.max, step: line.rules.step }} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}

function WarrantyForm({ line }: { line: BasketLineView }) {
  const t = useT();
  const format = usePriceFormat();
  const formId = warrantyFormId(line.id);
  const fetcher = useFetcher({ key: formId });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<WarrantyInput>(warrantyValidation, formId, fetcher.data ?? actionData, { notesAsToasts: true });
  const errorId = `${fields.warranty.id}-error`;
  return (
    <fetcher.Form method="post" {...formProps} className="line-warranty-form">
      <IntentField intent="warranty" />
      <EnhancedMarker />
      <input type="hidden" name="lineItemId" value={line.id} />
      <label htmlFor={fields.warranty.id}>{t('shopping_cart.warranty.select.label', { name: line.name })}</label>
      <select
        key={fields.warranty.key}
        id={fields.warranty.id}
        name={fields.warranty.name}
        defaultValue={fields.warranty.initialValue ?? line.warranty?.sku ?? ''}
        disabled={!line.editable}
        aria-invalid={fields.warranty.errors ? true : undefined}
        aria-describedby={fields.warranty.errors ? errorId : undefined}
      >
        <option value="">{t('shopping_cart.warranty.none.option')}</option>
        {line.warranties.map((warranty) => (
          <option key={warranty.id} value={warranty.id}>
            {warranty.price ? `${warranty.name} – ${format(warranty.price)}` : warranty.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button-secondary" disabled={!line.editable} {...pendingProps(fetcher.state !== 'idle')}>
        {t('shopping_cart.warranty.update.button')}
        <span className="visually-hidden"> {line.name}</span>
      </button>
      <FieldErrors id={errorId} errors={fields.warranty.errors} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}

// Creating an Intl.DateTimeFormat costs far more than using one: one per locale and style.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${intlLocale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/** A calendar date (yyyy-mm-dd) in the page's language, the same day everywhere. */
export function useCalendarDate(): (isoDate: string) => string {
  const { locale } = useShopLocale();
  return (isoDate) => {
    const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? isoDate : dateFormat(locale.intl, { dateStyle: 'long' }).format(date);
  };
}

/** "every 2 weeks from 1 July 2025 until 31 December 2025" as a sentence of the page's language. */
export function useRecurrenceText(): (recurrence: BasketRecurrence) => string {
  const t = useT();
  const formatDate = useCalendarDate();
  return (recurrence) => scheduleText(recurrence, t, formatDate);
}

function DeliveryDateForm({ basket }: { basket: BasketView }) {
  const t = useT();
  const { locale } = useShopLocale();
  const formatDate = useCalendarDate();
  const fetcher = useFetcher({ key: DELIVERY_DATE_FORM_ID });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<DeliveryDateInput>(deliveryDateValidation, DELIVERY_DATE_FORM_ID, fetcher.data ?? actionData, { notesAsToasts: true });
  const { key, ...dateProps } = getInputProps(fields.desiredDeliveryDate, { type: 'date' });
  const { min, max, excludedWeekdays } = basket.delivery;
  const errorId = `${fields.desiredDeliveryDate.id}-error`;
  const hintId = `${fields.desiredDeliveryDate.id}-hint`;
  const weekdayName = (day: number) => dateFormat(locale.intl, { weekday: 'long' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
  const range = { min: formatDate(min), max: formatDate(max) };
  return (
    <fetcher.Form method="post" {...formProps} className="desired-delivery-date">
      <IntentField intent="delivery-date" />
      <EnhancedMarker />
      <label htmlFor={fields.desiredDeliveryDate.id}>{t('checkout.desired_delivery_date.label')}</label>
      <input
        key={key}
        {...dateProps}
        defaultValue={fields.desiredDeliveryDate.initialValue ?? basket.desiredDeliveryDate ?? ''}
        min={min}
        max={max}
        aria-describedby={[hintId, fields.desiredDeliveryDate.errors ? errorId : ''].filter(Boolean).join(' ')}
      />
      <p className="field-hint" id={hintId}>
        {t('checkout.desired_delivery_date.range.hint', range)}
        {excludedWeekdays.length > 0 && (
          <> {t('checkout.desired_delivery_date.excluded.hint', { days: excludedWeekdays.map(weekdayName).join(', ') })}</>
        )}
      </p>
      <button type="submit" className="button-secondary" {...pendingProps(fetcher.state !== 'idle')}>
        {t('checkout.desired_delivery_date.save.button')}
      </button>
      <FieldErrors id={errorId} errors={fields.desiredDeliveryDate.errors} values={range} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}

function RecurrenceForm({ recurrence }: { recurrence?: BasketRecurrence }) {
  const t = useT();
  const fetcher = useFetcher({ key: RECURRENCE_FORM_ID });
  const actionData = useActionData();
  const { form, fields, messages, formProps } = useShopForm<RecurrenceInput>(recurrenceValidation, RECURRENCE_FORM_ID, fetcher.data ?? actionData, { notesAsToasts: true });
  const { key: recurringKey, ...recurringProps } = getInputProps(fields.recurring, { type: 'checkbox' });
  const { key: startKey, ...startProps } = getInputProps(fields.startDate, { type: 'date' });
  const { key: endKey, ...endProps } = getInputProps(fields.endDate, { type: 'date' });
  const { key: repetitionsKey, ...repetitionsProps } = getInputProps(fields.repetitions, { type: 'number' });
  const errorIdOf = (id: string) => `${id}-error`;
  const describedBy = (field: { id: string; errors?: string[] }, ...more: string[]) =>
    [...more, field.errors ? errorIdOf(field.id) : ''].filter(Boolean).join(' ') || undefined;
  const endHintId = `${form.id}-end-hint`;
  // After a reply (an error), the fields show what was posted; before, what the basket has.
  const submitted = form.status !== undefined || fields.recurring.initialValue !== undefined || fields.interval.initialValue !== undefined;
  const initial = (value: unknown, fallback: string | undefined) => (submitted ? (typeof value === 'string' ? value : '') : (fallback ?? ''));
  const today = todayIso();
  // The schema wants a start date for a recurring basket only; without JavaScript, as the page came.
  const [recurring, setRecurring] = useState(submitted ? fields.recurring.initialValue === 'on' : !!recurrence);
  return (
    <fetcher.Form method="post" {...formProps} className="recurrence-form">
      <IntentField intent="recurrence" />
      <EnhancedMarker />
      <fieldset>
        <legend>{t('shopping_cart.recurrence.heading')}</legend>
        <div className="checkbox-field">
          <input
            key={recurringKey}
            {...recurringProps}
            defaultChecked={submitted ? fields.recurring.initialValue === 'on' : !!recurrence}
            onChange={(event) => setRecurring(event.currentTarget.checked)}
            aria-describedby={describedBy(fields.recurring)}
          />
          <label htmlFor={fields.recurring.id}>{t('shopping_cart.recurrence.enabled.label')}</label>
        </div>
        <label htmlFor={fields.interval.id}>{t('shopping_cart.recurrence.interval.label')}</label>
        <select
          key={fields.interval.key}
          id={fields.interval.id}
          name={fields.interval.name}
          defaultValue={initial(fields.interval.initialValue, recurrence?.interval ?? 'P1W')}
          aria-invalid={fields.interval.errors ? true : undefined}
          aria-describedby={describedBy(fields.interval)}
        >
          {RECURRENCE_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t(`shopping_cart.recurrence.interval.${interval}`)}
            </option>
          ))}
        </select>
        <FieldErrors id={errorIdOf(fields.interval.id)} errors={fields.interval.errors} />
        <label htmlFor={fields.startDate.id}>
          {t('shopping_cart.recurrence.start_date.label')}
          <RequiredMark />
        </label>
        <input
          key={startKey}
          {...startProps}
          min={today}
          required={recurring}
          defaultValue={initial(fields.startDate.initialValue, recurrence?.startDate)}
          aria-describedby={describedBy(fields.startDate)}
        />
        <FieldErrors id={errorIdOf(fields.startDate.id)} errors={fields.startDate.errors} />
        <p className="field-hint" id={endHintId}>
          {t('shopping_cart.recurrence.end.hint')}
        </p>
        <label htmlFor={fields.endDate.id}>{t('shopping_cart.recurrence.end_date.label')}</label>
        <input
          key={endKey}
          {...endProps}
          min={today}
          defaultValue={initial(fields.endDate.initialValue, recurrence?.endDate)}
          aria-describedby={describedBy(fields.endDate, endHintId)}
        />
        <FieldErrors id={errorIdOf(fields.endDate.id)} errors={fields.endDate.errors} />
        <label htmlFor={fields.repetitions.id}>{t('shopping_cart.recurrence.repetitions.label')}</label>
        <input
          key={repetitionsKey}
          {...repetitionsProps}
          min={1}
          max={MAX_REPETITIONS}
          step={1}
          inputMode="numeric"
          defaultValue={initial(fields.repetitions.initialValue, recurrence && !recurrence.endDate && recurrence.repetitions ? String(recurrence.repetitions) : '')}
          aria-describedby={describedBy(fields.repetitions, endHintId)}
        />
        <FieldErrors id={errorIdOf(fields.repetitions.id)} errors={fields.repetitions.errors} values={{ max: MAX_REPETITIONS }} />
      </fieldset>
      <button type="submit" className="button-secondary" {...pendingProps(fetcher.state !== 'idle')}>
        {t('shopping_cart.recurrence.save.button')}
      </button>
      <Messages messages={messages} />
    </fetcher.Form>
  );
}

function RemoveLineForm({ line }: { line: BasketLineView }) {
  const t = useT();
  const fetcher = useFetcher({ key: `remove-${line.id}` });
  return (
    <fetcher.Form method="post">
      <IntentField intent="remove" />
      <EnhancedMarker />
      <input type="hidden" name="lineItemId" value={line.id} />
      <button type="submit" className="button-link" disabled={!line.editable} {...pendingProps(fetcher.state !== 'idle')}>
        {t('shopping_cart.remove.item.button')}
        <span className="visually-hidden"> {line.name}</span>
      </button>
    </fetcher.Form>
  );
}

function PromotionCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const fetcher = useFetcher({ key: PROMOTION_FORM_ID });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<PromotionCodeInput>(promotionCodeValidation, PROMOTION_FORM_ID, fetcher.data ?? actionData, {
    validateOn: 'submit',
    notesAsToasts: true,
  });
  const { key, ...codeProps } = getInputProps(fields.code, { type: 'text' });
  const errorId = `${fields.code.id}-error`;
  return (
    <section className="promotion-codes" aria-labelledby="promotion-heading">
      <h2 id="promotion-heading">{t('shopping_cart.promotion_code.heading')}</h2>
      <fetcher.Form method="post" {...formProps}>
        <IntentField intent="promotion-add" />
        <EnhancedMarker />
        <label htmlFor={fields.code.id}>{t('shopping_cart.promotion_code.label')}</label>
        <input key={key} {...codeProps} autoComplete="off" aria-describedby={fields.code.errors ? errorId : undefined} />
        <button type="submit" className="button-secondary" {...pendingProps(fetcher.state !== 'idle')}>
          {t('shopping_cart.promotion_code.apply.button')}
        </button>
        <FieldErrors id={errorId} errors={fields.code.errors} />
        <Messages messages={messages} />
      </fetcher.Form>
      {codes.length > 0 && (
        <ul className="applied-codes">
          {codes.map((code) => (
            <li key={code}>
              <Form method="post">
                <IntentField intent="promotion-remove" />
                <input type="hidden" name="code" value={code} />
                {t('shopping_cart.promotion_code.applied', { code })}{' '}
                <button type="submit" className="button-link">
                  {t('shopping_cart.promotion_code.remove.button')}
                  <span className="visually-hidden"> {code}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageToMerchant({ message }: { message?: string }) {
  const t = useT();
  const fetcher = useFetcher({ key: MESSAGE_FORM_ID });
  const actionData = useActionData();
  const { fields, messages, formProps } = useShopForm<MessageToMerchantInput>(messageToMerchantValidation, MESSAGE_FORM_ID, fetcher.data ?? actionData, { notesAsToasts: true });
  const { key, ...textProps } = getTextareaProps(fields.messageToMerchant);
  const errorId = `${fields.messageToMerchant.id}-error`;
  return (
    <fetcher.Form method="post" {...formProps} className="message-to-merchant">
      <IntentField intent="message" />
      <EnhancedMarker />
      <label htmlFor={fields.messageToMerchant.id}>{t('shopping_cart.message_to_merchant.label')}</label>
      <textarea
        key={key}
        {...textProps}
        defaultValue={fields.messageToMerchant.initialValue ?? message ?? ''}
        maxLength={MESSAGE_TO_MERCHANT_MAX}
        rows={3}
        aria-describedby={fields.messageToMerchant.errors ? errorId : undefined}
      />
      <button type="submit" className="button-secondary" {...pendingProps(fetcher.state !== 'idle')}>
        {t('shopping_cart.message_to_merchant.save.button')}
      </button>
      <FieldErrors id={errorId} errors={fields.messageToMerchant.errors} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}

const abs = (money: Money): Money => ({ ...money, value: Math.abs(money.value) });

/**
 * A discount's name in the totals. A fixed amount's promotion title states the amount net (or gross),
 * which the row's amount contradicts in the other price display: such a discount is named by its code.
 */
function discountLabel(discount: BasketDiscount, t: ReturnType<typeof useT>): string {
  const byCode = discount.code ? t('checkout.cart.promotion_code.discount.label', { code: discount.code }) : t('checkout.cart.discount.label');
  return discount.promotionType?.includes('ValueOff') ? byCode : (discount.description ?? byCode);
}

/**
 * A basket's or an order's totals, each discount once: the lines and the subtotal are after item
 * discounts (ICM's itemTotal; a line shows its undiscounted price struck through), order and shipping
 * discounts follow what they take from. Without the discounts themselves, their totals stand in.
 */
export function BasketTotals({ basket }: { basket: Pick<BasketView, 'totals' | 'discounts'> }) {
  const t = useT();
  const format = usePriceFormat();
  const net = useRootData()?.displayType === 'b2b';
  const { totals } = basket;
  const row = (label: string, price: PriceItem | undefined, className?: string) =>
    price ? (
      <div className={className}>
        <dt>{label}</dt>
        <dd>{format(price)}</dd>
      </div>
    ) : null;
  // Discounts are amounts taken off: shown with a minus sign whichever sign the backend gives them.
  const discountRow = (key: string, label: string, price: PriceItem) => (
    <div className="discount" key={key}>
      <dt>{label}</dt>
      <dd>{`−${format({ net: abs(price.net), gross: abs(price.gross) })}`}</dd>
    </div>
  );
  const discountRows = (basis: 'value' | 'shipping', total: PriceItem | undefined, fallbackLabel: string) => {
    const listed = basket.discounts.filter((discount) => (discount.basis ?? 'value') === basis && discount.amount);
    if (listed.length > 0) return listed.map((discount) => discountRow(discount.id, discountLabel(discount, t), discount.amount!));
    return total && total.gross.value !== 0 ? discountRow(basis, fallbackLabel, total) : null;
  };
  // Shipping before its discounts; a backend without the undiscounted shipping gives it after them.
  const shipping = totals.undiscountedShippingTotal ?? totals.shippingTotal;
  return (
    <dl className="basket-totals">
      {row(t('checkout.cart.subtotal.heading'), totals.itemTotal)}
      {discountRows('value', totals.valueRebatesTotal, t('checkout.cart.discount.label'))}
      {totals.shippingUnknown ? (
        <div>
          <dt>{t('checkout.cart.shipping.label')}</dt>
          <dd>{t('checkout.cart.shipping.pending.text')}</dd>
        </div>
      ) : (
        row(t('checkout.cart.shipping.label'), shipping)
      )}
      {totals.undiscountedShippingTotal && discountRows('shipping', totals.shippingRebatesTotal, t('checkout.cart.shipping_discount.label'))}
      {totals.paymentCostsTotal && totals.paymentCostsTotal.gross.value !== 0 && row(t('checkout.cart.payment_cost.label'), totals.paymentCostsTotal)}
      {net && row(t('checkout.cart.total_net.label'), totals.total)}
      {totals.taxTotal && (
        <div>
          <dt>{t('checkout.cart.tax.label')}</dt>
          <dd>{format({ net: totals.taxTotal, gross: totals.taxTotal })}</dd>
        </div>
      )}
      {/* What is paid is the gross total, also where prices are shown net (business customers). */}
      {totals.total &&
        (net ? (
          <div className="grand-total">
            <dt>{t('checkout.cart.total_gross.label')}</dt>
            <dd>{format({ net: totals.total.gross, gross: totals.total.gross })}</dd>
          </div>
        ) : (
          row(t('checkout.cart.total.label'), totals.total, 'grand-total')
        ))}
      {totals.isEstimated && <p className="estimated">{t('checkout.cart.estimated.note')}</p>}
    </dl>
  );
}

/** The column heads of a table of basket or order lines. */
export function LinesHead() {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{t('shopping_cart.detailed.product.heading')}</th>
        <th scope="col">{t('shopping_cart.detailed.price.heading')}</th>
        <th scope="col">{t('shopping_cart.detailed.quantity.heading')}</th>
        <th scope="col">{t('shopping_cart.detailed.total.heading')}</th>
      </tr>
    </thead>
  );
}

/** A line's unit price, with the price before its discount struck through. */
export function UnitPrice({ price, undiscounted }: { price?: PriceItem; undiscounted?: PriceItem }) {
  const t = useT();
  const format = usePriceFormat();
  if (!price) return <>{t('product.price.na.text')}</>;
  return (
    <>
      {undiscounted && undiscounted.gross.value !== price.gross.value && <del>{format(undiscounted)}</del>} {format(price)}
    </>
  );
}

function BasketLines({ lines, costCenter }: { lines: BasketLineView[]; costCenter?: CostCenterChoice }) {
  const t = useT();
  // a line's own cost center, when the company chooses them per line item and the user has some to choose
  const lineCostCenters = costCenter?.perLineItem && costCenter.options.length > 0 ? costCenter : undefined;
  const format = usePriceFormat();
  const { href } = useShopLocale();
  return (
    <table className="basket-lines">
      <caption className="visually-hidden">{t('shopping_cart.detailed.caption')}</caption>
      <LinesHead />
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="line-product">
              {line.image && <img src={line.image.url} alt="" width="80" height="80" loading="lazy" />}
              <span>
                {line.href ? <Link to={href(line.href)}>{line.name}</Link> : line.name}
                <span className="line-sku">
                  {t('product.itemNumber.label')} {line.sku}
                </span>
                {line.warranty && (
                  <span className="line-warranty">
                    {line.warranty.name
                      ? t('shopping_cart.warranty.chosen.label', { name: line.warranty.name })
                      : t('shopping_cart.warranty.label', { sku: line.warranty.sku })}
                    {line.warranty.price && <> – {format(line.warranty.price)}</>}
                  </span>
                )}
              </span>
              {line.warranties.length > 0 && <WarrantyForm line={line} />}
              {lineCostCenters && <LineCostCenterForm line={line} choice={lineCostCenters} />}
              <RemoveLineForm line={line} />
            </th>
            <td>
              <UnitPrice price={line.singlePrice} undiscounted={line.undiscountedSinglePrice} />
            </td>
            <td>
              <LineQuantityForm line={line} />
            </td>
            <td>{line.total ? format(line.total) : t('product.price.na.text')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lines of one accepted quote: at the quoted prices and quantities, removable only together. */
function QuotedLines({ quoteId, label, lines }: { quoteId: string; label: string; lines: BasketLineView[] }) {
  const t = useT();
  const fetcher = useFetcher({ key: `remove-quote-${quoteId}` });
  const headingId = `quote-lines-${quoteId}`;
  return (
    <section aria-labelledby={headingId} className="basket-quote">
      <h2 id={headingId}>{t('quote.basket_items.label', { 0: label })}</h2>
      <fetcher.Form method="post">
        <IntentField intent="remove-quote" />
        <EnhancedMarker />
        <input type="hidden" name="quoteId" value={quoteId} />
        <button type="submit" className="button-link" {...pendingProps(fetcher.state !== 'idle')}>
          {t('quote.basket_items.remove.button.label')}
          <span className="visually-hidden"> {label}</span>
        </button>
      </fetcher.Form>
      <BasketLines lines={lines} />
    </section>
  );
}

/** Asks for a quote for the whole basket: a new request with its lines, reviewed and submitted on its own page. */
function RequestQuoteForm() {
  const t = useT();
  return (
    <Form method="post" className="basket-quote-request">
      <IntentField intent="quote-request" />
      <button type="submit" className="button-secondary">
        {t('shopping_cart.quote.create.button')}
      </button>
    </Form>
  );
}

export function BasketPage({ data }: { data: BasketPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const { basket } = data;
  return (
    <div className="basket-page">
      <h1>{t('shopping_cart.heading')}</h1>
      <Messages messages={data.messages} />
      {!basket ? (
        <div className="basket-empty">
          <p>{t('shopping_cart.empty.text')}</p>
          <p>
            <Link to={href('/home')}>{t('shopping_cart.continue_shopping.link')}</Link>
          </p>
          {data.addByNumber && <AddByNumberForm />}
        </div>
      ) : (
        <>
          <p className="basket-summary">{t('shopping_cart.items.text', { count: basket.totalProductQuantity })}</p>
          {basket.lines.some((line) => !line.quote) && <BasketLines lines={basket.lines.filter((line) => !line.quote)} costCenter={data.costCenter} />}
          {[...new Set(basket.lines.flatMap((line) => (line.quote ? [line.quote] : [])))].map((quoteId) => (
            <QuotedLines key={quoteId} quoteId={quoteId} label={data.quoteLabels?.[quoteId] ?? quoteId} lines={basket.lines.filter((line) => line.quote === quoteId)} />
          ))}
          {data.quoting && <RequestQuoteForm />}
          {data.addByNumber && <AddByNumberForm />}
          <div className="basket-aside">
            {data.costCenter && <CostCenterSelection choice={data.costCenter} />}
            <PromotionCodes codes={basket.promotionCodes} />
            {/* what only an order placed here carries: a punchout basket is ordered by the procurement system */}
            {!data.punchout && (
              <>
                <MessageToMerchant message={basket.messageToMerchant} />
                <DeliveryDateForm basket={basket} />
                <RecurrenceForm recurrence={basket.recurrence} />
              </>
            )}
            <section className="basket-summary-totals" aria-labelledby="totals-heading">
              <h2 id="totals-heading">{t('checkout.cart.totals.heading')}</h2>
              <BasketTotals basket={basket} />
              {data.punchout ? (
                // The answer is the page that posts to the procurement system: a document load, not a fetch.
                <Form method="post" action={href('/punchout/transfer')} reloadDocument className="checkout-start">
                  <button type="submit" className="button-primary">
                    {t('punchout.transfer.basket.button')}
                  </button>
                </Form>
              ) : (
                // Entering the checkout loads its document: as a client navigation right after a basket form's
                // fetcher had saved, it twice left the basket rendered under the checkout's address (CI, e2e).
                <Form method="post" reloadDocument className="checkout-start">
                  <IntentField intent="checkout" />
                  <button type="submit" className="button-primary">
                    {t('shopping_cart.proceed_to_checkout.button')}
                  </button>
                </Form>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
