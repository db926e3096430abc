import { useActionData, useFetcher } from 'react-router';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useT } from '~/i18n/use-t';
import { notesOf, useReplyToasts } from '~/features/toasts/toast-feed';
import { addToBasketFormId } from './add-form-ids';
import { useBasketErrorReport } from './basket-error-feed';
import type { OrderRules } from './order-rules';

/**
 * Quantity and "Add to basket" for one product. It posts to the page it is on; with JavaScript through
 * a fetcher (the page stays, the mini basket updates), without it as a plain form that comes back here.
 * The product page is the shop's busiest page, so this one form does without conform: the browser
 * checks the product's quantity rules (min, max, step) natively, and the action's schema and the
 * product's own rules on the server decide (basket-action.server.ts); their errors show here, and
 * what was added in a toast (with JavaScript; without it the next page's flash is one).
 */
export function AddToBasketForm({ sku, rules, productName }: { sku: string; rules: OrderRules; productName: string }) {
  const t = useT();
  const formId = addToBasketFormId(sku);
  const fetcher = useFetcher({ key: formId });
  const actionData = useActionData();
  const reply = replyFor(formId, fetcher.data ?? actionData);
  const busy = fetcher.state !== 'idle';
  const shown = busy ? undefined : reply;
  const messages = shown?.messages ?? [];
  useReplyToasts(shown, notesOf(messages));
  useBasketErrorReport(shown);
  const quantityId = `${formId}-quantity`;
  const errorId = `${quantityId}-error`;
  const errors = busy ? undefined : (reply?.result?.error?.quantity ?? undefined);
  const typed = reply?.result?.initialValue?.quantity;
  return (
    <fetcher.Form method="post" id={formId} className="add-to-basket" aria-label={t('product.add_to_cart.form', { name: productName })}>
      <IntentField intent="add" />
      <EnhancedMarker />
      <input type="hidden" name="sku" value={sku} />
      <div className="quantity-field">
        <label htmlFor={quantityId}>{t('product.quantity.label')}</label>
        <input
          // A new reply (another attempt) shows what was typed for it.
          key={JSON.stringify(typed ?? null)}
          id={quantityId}
          name="quantity"
          type="number"
          defaultValue={typeof typed === 'string' ? typed : String(rules.min)}
          min={rules.min}
          max={rules.max}
          step={rules.step}
          required
          inputMode="numeric"
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? errorId : undefined}
        />
        {rules.unit && <span className="unit">{rules.unit}</span>}
      </div>
      <button type="submit" className="button-primary" {...pendingProps(busy)}>
        {t(busy ? 'product.add_to_cart.busy' : 'product.add_to_cart.link')}
      </button>
      <FieldErrors id={errorId} errors={errors} values={{ min: rules.min, max: rules.max, step: rules.step }} />
      <Messages messages={messages.filter((message) => message.type === 'error')} />
    </fetcher.Form>
  );
}
