import { useActionData, useFetcher } from 'react-router';
import type { ProductPrices } from '~/commerce/models/product-prices';
import { ProductTile } from '~/features/listing/ProductTile';
import type { ProductCard } from '~/features/catalog/product-views';
import { EnhancedMarker, FieldErrors, IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { notesOf, useReplyToasts } from '~/features/toasts/toast-feed';
import { useBasketErrorReport } from './basket-error-feed';
import { useT } from '~/i18n/use-t';
import { ADD_MANY_FORM_ID, ADD_MANY_MAX_QUANTITY } from './add-form-ids';

/**
 * A retail set's parts, each with its quantity (default its minimum order quantity; 0 skips it), and
 * one "Add all to basket" (intent `add-many`). Parts that cannot be ordered on their own are listed
 * without a quantity. It posts to the page it is on, like every basket form: with JavaScript through
 * a fetcher, without it as a plain form that comes back here. Like the product's own form, it does
 * without conform on the catalogue's pages: native constraints in the browser, the schema and the
 * parts' rules on the server (add-many.server.ts), whose reply shows here.
 */
export function AddAllToBasketForm({
  parts,
  prices,
  setName,
}: {
  parts: ProductCard[];
  prices: Record<string, ProductPrices | undefined>;
  setName: string;
}) {
  const t = useT();
  const fetcher = useFetcher({ key: ADD_MANY_FORM_ID });
  const actionData = useActionData();
  const busy = fetcher.state !== 'idle';
  const reply = busy ? undefined : replyFor(ADD_MANY_FORM_ID, fetcher.data ?? actionData);
  const messages = reply?.messages ?? [];
  const errors = messages.filter((message) => message.type === 'error');
  // What was added is a toast; what was refused stays with the form.
  useReplyToasts(reply, notesOf(messages));
  useBasketErrorReport(reply);
  const fieldErrors = reply?.result?.error ?? {};
  const orderable = parts.filter((part) => part.addQuantity !== undefined);
  const typed = (reply?.result?.initialValue as { items?: ({ quantity?: string } | undefined)[] } | undefined)?.items;
  const formErrorId = `${ADD_MANY_FORM_ID}-error`;
  return (
    <fetcher.Form method="post" id={ADD_MANY_FORM_ID} className="add-all-to-basket" aria-label={t('product.retailset.form', { name: setName })}>
      <IntentField intent="add-many" />
      <EnhancedMarker />
      <ul className="product-list product-list-grid">
        {parts.map((part) => {
          const index = orderable.indexOf(part);
          const name = `items[${index}].quantity`;
          const id = `${ADD_MANY_FORM_ID}-quantity-${index}`;
          const errors = fieldErrors[name] ?? undefined;
          // The values of the message that names this part (its rule's minimum, maximum or step).
          const values = messages.find((message) => message.values?.sku === part.sku)?.values;
          return (
            <li key={part.sku}>
              <ProductTile product={part} prices={prices[part.sku]} />
              {index >= 0 && (
                <div className="quantity-field">
                  <input type="hidden" name={`items[${index}].sku`} value={part.sku} />
                  <label htmlFor={id}>{t('shopping_cart.detailed.quantity.label', { name: part.name })}</label>
                  <input
                    id={id}
                    name={name}
                    type="number"
                    inputMode="numeric"
                    required
                    min={0}
                    max={ADD_MANY_MAX_QUANTITY}
                    defaultValue={typed?.[index]?.quantity ?? String(part.addQuantity)}
                    aria-invalid={errors ? true : undefined}
                    aria-describedby={errors ? `${id}-error` : undefined}
                  />
                  <FieldErrors id={`${id}-error`} errors={errors} values={values} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {orderable.length > 0 && (
        <>
          <p className="form-hint">{t('product.retailset.quantity.hint')}</p>
          <button type="submit" className="button-primary" {...pendingProps(busy)} aria-describedby={fieldErrors[''] ? formErrorId : undefined}>
            {t(busy ? 'product.add_to_cart.busy' : 'product.retailset.add_all')}
          </button>
          {/* Refusals come as messages too: the form's own errors only when the reply has none. */}
          {errors.length === 0 && <FieldErrors id={formErrorId} errors={fieldErrors[''] ?? undefined} />}
          <Messages messages={errors} />
        </>
      )}
    </fetcher.Form>
  );
}
