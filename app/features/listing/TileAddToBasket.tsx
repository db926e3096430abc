import { useActionData, useFetcher } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { EnhancedMarker, IntentField, pendingProps } from '~/forms/FormParts';
import { replyFor, type ShopMessage } from '~/forms/form-reply';
import { useT } from '~/i18n/use-t';
import { addToBasketFormId } from '~/features/basket/add-form-ids';
import { useBasketErrorReport } from '~/features/basket/basket-error-feed';
import { useReplyToasts } from '~/features/toasts/toast-feed';

/** What the action's reply to a tile's form says: its messages, else its first field or form error. */
function replyMessages(reply: ReturnType<typeof replyFor>, min: number): ShopMessage[] {
  if (!reply) return [];
  if (reply.messages.length > 0) return reply.messages;
  const error = reply.result?.error;
  // The quantity is hidden: a rule it broke (the minimum changed since the page was made) is said here.
  const key = error?.quantity?.[0] ?? error?.['']?.[0];
  return key ? [{ type: 'error', key, values: { min } }] : [];
}

/**
 * A listing tile's "Add to basket": the product's minimum order quantity, in one click. It posts to the
 * page it is on (intent `add`); with JavaScript through a fetcher (a toast says what happened, errors
 * too, so the tile keeps its height; the mini basket updates), without it as a plain form that comes
 * back to the listing with the message on top, or, refused, with the reason in the tile.
 */
export function TileAddToBasket({ sku, name, quantity }: { sku: string; name: string; quantity: number }) {
  const t = useT();
  const formId = addToBasketFormId(sku);
  // Its own fetcher: a product page's main form for the same SKU keeps its state apart.
  const fetcher = useFetcher({ key: `tile-${formId}` });
  const actionData = useActionData();
  const busy = fetcher.state !== 'idle';
  const reply = busy ? undefined : replyFor(formId, fetcher.data ?? actionData);
  const messages = replyMessages(reply, quantity);
  useReplyToasts(reply, messages);
  useBasketErrorReport(reply);
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" className="tile-add-to-basket">
      <IntentField intent="add" />
      <EnhancedMarker />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="quantity" value={quantity} />
      {/* Its name says which product, among many tiles; it starts with the text it shows. */}
      <button type="submit" className="button-secondary" {...pendingProps(busy)} aria-label={t('product.add_to_cart.tile', { name })}>
        {t(busy ? 'product.add_to_cart.busy' : 'product.add_to_cart.link')}
      </button>
      {!hydrated && messages.length > 0 && (
        <div role="alert" className="tile-message">
          {messages.map((message) => (
            <p key={message.key}>{t(message.key, message.values)}</p>
          ))}
        </div>
      )}
    </fetcher.Form>
  );
}
