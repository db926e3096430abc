import { useFetcher, useLocation } from 'react-router';
import { EnhancedMarker, IntentField, pendingProps } from '~/forms/FormParts';
import { replyFor } from '~/forms/form-reply';
import { useReplyToasts } from '~/features/toasts/toast-feed';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import { COMPARE_FORM_ID } from './compare-list';

// "Compare" on tiles and product pages (feature compare): one form posting the SKU to /compare's
// action, add or remove by whether the product is on the session's list. With JavaScript a fetcher (a
// toast says what happened, the header's count follows); without, a plain post that comes back here.

export function CompareToggle({ sku, name }: { sku: string; name: string }) {
  const t = useT();
  const root = useRootData();
  const { href } = useShopLocale();
  const location = useLocation();
  const fetcher = useFetcher({ key: `compare-${sku}` });
  if (!root?.features.includes('compare')) return null;
  const listed = root.compare.includes(sku);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={href('/compare')} className="compare-toggle">
      <CompareReplyToasts data={fetcher.data} />
      <IntentField intent={listed ? 'remove' : 'add'} />
      <EnhancedMarker />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="button-link"
        aria-pressed={listed}
        aria-label={t(listed ? 'product.compare.remove.link' : 'product.compare.add.link', { productName: name })}
        {...pendingProps(busy)}
      >
        {t(listed ? 'product.compare.remove.short' : 'product.compare.add.short')}
      </button>
    </fetcher.Form>
  );
}

/** The toasts of a compare post's reply (its messages, errors included: the button has no room for them). */
function CompareReplyToasts({ data }: { data: unknown }) {
  const reply = replyFor(COMPARE_FORM_ID, data);
  useReplyToasts(reply, reply?.messages ?? []);
  return null;
}
