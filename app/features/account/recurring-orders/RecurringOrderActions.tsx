// What the list and the details both offer for one recurring order: its state, activating or
// deactivating it, and deleting it after a confirmation step that is a page of its own (a link to
// `?confirmDelete=…`), so it works without JavaScript as with it.
import { Form, Link, useNavigation } from 'react-router';
import type { RecurringOrder } from '~/commerce/models';
import { EnhancedMarker, IntentField, pendingProps } from '~/forms/FormParts';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

type Order = Pick<RecurringOrder, 'id' | 'number' | 'active' | 'expired'>;

/** The translation key of the state: expired (its schedule has ended), active or inactive. */
export function stateKey(order: Pick<RecurringOrder, 'active' | 'expired'>): string {
  if (order.expired) return 'account.recurring_orders.status.expired';
  return order.active ? 'account.recurring_orders.status.active' : 'account.recurring_orders.status.inactive';
}

function useBusy(intent: string, id: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('recurringOrderId') === id;
}

/** Activate or deactivate (not offered once the schedule has ended: ICM would refuse it). */
export function ActiveToggleForm({ order, action }: { order: Order; action: string }) {
  const t = useT();
  const { href } = useShopLocale();
  const intent = order.active ? 'deactivate' : 'activate';
  const busy = useBusy(intent, order.id);
  if (order.expired) return null;
  return (
    <Form method="post" action={href(action)} className="inline-form">
      <IntentField intent={intent} />
      <EnhancedMarker />
      <input type="hidden" name="recurringOrderId" value={order.id} />
      <button type="submit" className="button-secondary" {...pendingProps(busy)}>
        {t(`account.recurring_orders.${intent}.button`)}
        <span className="visually-hidden"> {t('account.recurring_order.heading', { number: order.number })}</span>
      </button>
    </Form>
  );
}

/** The first step of a deletion: to the page that asks for the confirmation. */
export function DeleteLink({ order, confirmHref }: { order: Order; confirmHref: string }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <Link to={href(confirmHref)} className="button-link" preventScrollReset>
      {t('account.recurring_orders.delete.button')}
      <span className="visually-hidden"> {t('account.recurring_order.heading', { number: order.number })}</span>
    </Link>
  );
}

/** The second step: the question, the post that deletes, and the way back. */
export function DeleteConfirmation({ order, action, cancelHref }: { order: Pick<RecurringOrder, 'id' | 'number'>; action: string; cancelHref: string }) {
  const t = useT();
  const { href } = useShopLocale();
  const busy = useBusy('delete', order.id);
  return (
    <section className="delete-confirmation" aria-labelledby="delete-confirmation-heading">
      <h2 id="delete-confirmation-heading">{t('account.recurring_orders.delete.heading', { number: order.number })}</h2>
      <p>{t('account.recurring_orders.delete.question')}</p>
      <Form method="post" action={href(action)} className="inline-form">
        <IntentField intent="delete" />
        <EnhancedMarker />
        <input type="hidden" name="recurringOrderId" value={order.id} />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.recurring_orders.delete.confirm.button')}
        </button>
      </Form>
      <Link to={href(cancelHref)} className="button-link" preventScrollReset>
        {t('account.recurring_orders.delete.cancel.link')}
      </Link>
    </section>
  );
}
