import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import { Form, Link, useActionData, useFetcher } from 'react-router';
import type { Money, PriceItem } from '~/commerce/models/money';
import { EnhancedMarker, FieldErrors, IntentField, Messages } from '~/forms/FormParts';
import type { ShopMessage } from '~/forms/form-reply';
import { useShopForm } from '~/forms/use-shop-form';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import {
  lineFormId,
  MESSAGE_FORM_ID,
  MESSAGE_TO_MERCHANT_MAX,
  messageToMerchantSchema,
  PROMOTION_FORM_ID,
  promotionCodeSchema,
  updateLineSchema,
} from './basket-forms';
import type { BasketLineView, BasketView } from './basket-page.server';

export interface BasketPageData {
  basket?: BasketView;
  messages: ShopMessage[];
}

function LineQuantityForm({ line }: { line: BasketLineView }) {
  const t = useT();
  const formId = lineFormId(line.id);
  const fetcher = useFetcher({ key: formId });
  const actionData = useActionData();
  const { form, fields, messages } = useShopForm(updateLineSchema, formId, fetcher.data ?? actionData);
  const { key, ...quantityProps } = getInputProps(fields.quantity, { type: 'number' });
  const errorId = `${fields.quantity.id}-error`;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="line-quantity">
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
      <button type="submit" className="button-secondary" disabled={busy || !line.editable}>
        {t('shopping_cart.detailed.update.button')}
      </button>
      <FieldErrors id={errorId} errors={fields.quantity.errors} values={{ min: line.rules.min, max: line.rules.max, step: line.rules.step }} />
      <Messages messages={messages.filter((message) => message.type === 'error')} />
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
      <button type="submit" className="button-link" disabled={fetcher.state !== 'idle' || !line.editable}>
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
  const { form, fields, messages } = useShopForm(promotionCodeSchema, PROMOTION_FORM_ID, fetcher.data ?? actionData);
  const { key, ...codeProps } = getInputProps(fields.code, { type: 'text' });
  const errorId = `${fields.code.id}-error`;
  return (
    <section className="promotion-codes" aria-labelledby="promotion-heading">
      <h2 id="promotion-heading">{t('shopping_cart.promotion_code.heading')}</h2>
      <fetcher.Form method="post" {...getFormProps(form)}>
        <IntentField intent="promotion-add" />
        <EnhancedMarker />
        <label htmlFor={fields.code.id}>{t('shopping_cart.promotion_code.label')}</label>
        <input key={key} {...codeProps} autoComplete="off" aria-describedby={fields.code.errors ? errorId : undefined} />
        <button type="submit" className="button-secondary" disabled={fetcher.state !== 'idle'}>
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
  const { form, fields, messages } = useShopForm(messageToMerchantSchema, MESSAGE_FORM_ID, fetcher.data ?? actionData);
  const { key, ...textProps } = getTextareaProps(fields.messageToMerchant);
  const errorId = `${fields.messageToMerchant.id}-error`;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="message-to-merchant">
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
      <button type="submit" className="button-secondary" disabled={fetcher.state !== 'idle'}>
        {t('shopping_cart.message_to_merchant.save.button')}
      </button>
      <FieldErrors id={errorId} errors={fields.messageToMerchant.errors} />
      <Messages messages={messages} />
    </fetcher.Form>
  );
}

const abs = (money: Money): Money => ({ ...money, value: Math.abs(money.value) });

export function BasketTotals({ basket }: { basket: Pick<BasketView, 'totals' | 'discounts'> }) {
  const t = useT();
  const format = usePriceFormat();
  const { totals } = basket;
  // Discounts are amounts taken off: shown with a minus sign whichever sign the backend gives them.
  const row = (label: string, price: PriceItem | undefined, className?: string) =>
    price ? (
      <div className={className}>
        <dt>{label}</dt>
        <dd>{className === 'discount' ? `−${format({ net: abs(price.net), gross: abs(price.gross) })}` : format(price)}</dd>
      </div>
    ) : null;
  const hasRebate = (price?: PriceItem) => price && price.gross.value !== 0;
  return (
    <dl className="basket-totals">
      {row(t('checkout.cart.subtotal.heading'), totals.undiscountedItemTotal ?? totals.itemTotal)}
      {hasRebate(totals.itemRebatesTotal) && row(t('checkout.cart.item_discounts.label'), totals.itemRebatesTotal, 'discount')}
      {basket.discounts.map((discount) =>
        discount.amount ? row(discount.description ?? discount.code ?? t('checkout.cart.discount.label'), discount.amount, 'discount') : null,
      )}
      {row(t('checkout.cart.shipping.label'), totals.shippingTotal)}
      {hasRebate(totals.shippingRebatesTotal) && row(t('checkout.cart.shipping_discount.label'), totals.shippingRebatesTotal, 'discount')}
      {totals.paymentCostsTotal && totals.paymentCostsTotal.gross.value !== 0 && row(t('checkout.cart.payment_cost.label'), totals.paymentCostsTotal)}
      {totals.taxTotal && (
        <div>
          <dt>{t('checkout.cart.tax.label')}</dt>
          <dd>{format({ net: totals.taxTotal, gross: totals.taxTotal })}</dd>
        </div>
      )}
      {row(t('checkout.cart.total.label'), totals.total, 'grand-total')}
      {totals.isEstimated && <p className="estimated">{t('checkout.cart.estimated.note')}</p>}
    </dl>
  );
}

function BasketLines({ lines }: { lines: BasketLineView[] }) {
  const t = useT();
  const format = usePriceFormat();
  const { href } = useShopLocale();
  return (
    <table className="basket-lines">
      <caption className="visually-hidden">{t('shopping_cart.detailed.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shopping_cart.detailed.product.heading')}</th>
          <th scope="col">{t('shopping_cart.detailed.price.heading')}</th>
          <th scope="col">{t('shopping_cart.detailed.quantity.heading')}</th>
          <th scope="col">{t('shopping_cart.detailed.total.heading')}</th>
        </tr>
      </thead>
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
                    {t('shopping_cart.warranty.label', { sku: line.warranty.sku })}
                    {line.warranty.price && <> – {format(line.warranty.price)}</>}
                  </span>
                )}
              </span>
              <RemoveLineForm line={line} />
            </th>
            <td>
              {line.undiscountedSinglePrice && line.singlePrice && line.undiscountedSinglePrice.gross.value !== line.singlePrice.gross.value && (
                <del>{format(line.undiscountedSinglePrice)}</del>
              )}{' '}
              {line.singlePrice ? format(line.singlePrice) : t('product.price.na.text')}
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
        </div>
      ) : (
        <>
          <p className="basket-summary">{t('shopping_cart.items.text', { count: basket.totalProductQuantity })}</p>
          <BasketLines lines={basket.lines} />
          <div className="basket-aside">
            <PromotionCodes codes={basket.promotionCodes} />
            <MessageToMerchant message={basket.messageToMerchant} />
            <section className="basket-summary-totals" aria-labelledby="totals-heading">
              <h2 id="totals-heading">{t('checkout.cart.totals.heading')}</h2>
              <BasketTotals basket={basket} />
              <Form method="post" className="checkout-start">
                <IntentField intent="checkout" />
                <button type="submit" className="button-primary">
                  {t('shopping_cart.proceed_to_checkout.button')}
                </button>
              </Form>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
