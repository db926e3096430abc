import { useActionData, useFetcher } from 'react-router';
import { EnhancedMarker, FieldErrors, IntentField, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useT } from '~/i18n/use-t';
import { notesOf, useReplyToasts } from '~/features/toasts/toast-feed';
import { ADD_BY_NUMBER_FORM_ID } from './add-by-number-form-id';

/**
 * "Add by item number" on the basket page: an item number (or manufacturer SKU) and a quantity, looked
 * up and checked like a quick-order row (intent `add-by-number` of the basket action). With JavaScript
 * through a fetcher, without it as a plain form that comes back to the basket; what was added is a
 * toast, what was refused stays next to its field.
 */
export function AddByNumberForm() {
  const t = useT();
  const fetcher = useFetcher({ key: ADD_BY_NUMBER_FORM_ID });
  const actionData = useActionData();
  const busy = fetcher.state !== 'idle';
  const reply = busy ? undefined : replyFor(ADD_BY_NUMBER_FORM_ID, fetcher.data ?? actionData);
  const errors = reply?.result?.error ?? {};
  const typed = (reply?.result?.initialValue ?? {}) as { sku?: string; quantity?: string };
  const values = reply?.messages.find((message) => message.type === 'error')?.values;
  useReplyToasts(reply, notesOf(reply?.messages ?? []));
  const id = (field: string) => `${ADD_BY_NUMBER_FORM_ID}-${field}`;
  const describedBy = (field: string) => (errors[field] ? `${id(field)}-error` : undefined);
  return (
    <section className="add-by-number" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('basket.add_by_number.heading')}</h2>
      {/* A new reply is a new form: its fields take what the reply kept (empty after success). */}
      <fetcher.Form method="post" key={JSON.stringify(reply?.result?.initialValue ?? null)}>
        <IntentField intent="add-by-number" />
        <EnhancedMarker />
        <label htmlFor={id('sku')}>{t('basket.add_by_number.sku.label')}</label>
        <input id={id('sku')} name="sku" type="text" required maxLength={256} autoComplete="off" defaultValue={typed.sku ?? ''} aria-invalid={errors.sku ? true : undefined} aria-describedby={describedBy('sku')} />
        <FieldErrors id={`${id('sku')}-error`} errors={errors.sku ?? undefined} values={values} />
        <label htmlFor={id('quantity')}>{t('basket.add_by_number.quantity.label')}</label>
        <input id={id('quantity')} name="quantity" type="text" inputMode="numeric" required maxLength={10} defaultValue={typed.quantity ?? '1'} aria-invalid={errors.quantity ? true : undefined} aria-describedby={describedBy('quantity')} />
        <FieldErrors id={`${id('quantity')}-error`} errors={errors.quantity ?? undefined} values={values} />
        <button type="submit" className="button-secondary" {...pendingProps(busy)}>
          {t('basket.add_by_number.button')}
        </button>
      </fetcher.Form>
    </section>
  );
}
