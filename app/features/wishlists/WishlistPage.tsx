import { useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useHydrated } from 'remix-utils/use-hydrated';
import { IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { WISHLISTS_PATH } from './wishlist-paths';
import { replyMessages } from './wishlist-reply';
import { WishlistItems } from './WishlistItems';
import { WISHLIST_FORM_ID } from './wishlist-form-ids';
import type { WishlistPageData } from './wishlists.server';

/**
 * Copies the share link, where the browser lets a page write to the clipboard (with JavaScript only;
 * without, the link's field selects itself for copying by hand). A live region says it worked.
 */
function CopyLinkButton({ url }: { url: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated || !navigator.clipboard) return null;
  const copy = () => navigator.clipboard.writeText(url).then(() => setCopied(true), () => setCopied(false));
  return (
    <p>
      <button type="button" className="button-secondary" onClick={copy}>
        {t('account.wishlist.sharing.copy.button')}
      </button>{' '}
      <span role="status">{copied ? t('account.wishlist.sharing.copied.text') : ''}</span>
    </p>
  );
}

/** /account/wishlists/{id}: the list's products (remove, move to the basket) and its sharing. */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const busy = useNavigation().state === 'submitting';
  const messages = replyMessages(WISHLIST_FORM_ID, useActionData());
  const itemForm = (intent: 'move' | 'remove', sku: string, name: string) => (
    <Form method="post" className="inline-form">
      <IntentField intent={intent} />
      <input type="hidden" name="sku" value={sku} />
      <button type="submit" className={intent === 'move' ? 'button-primary' : 'button-secondary'} {...pendingProps(busy)}>
        {t(intent === 'move' ? 'account.wishlist.move_to_basket.button' : 'account.wishlist.remove.button')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </Form>
  );
  return (
    <div className="wishlist">
      <p>
        <Link to={href(WISHLISTS_PATH)}>{t('account.wishlist.back.link')}</Link>
      </p>
      <h1>{data.title}</h1>
      {data.wishlist.preferred && <p className="wishlist-preferred">{t('account.wishlists.preferred')}</p>}
      <Messages messages={messages} />
      <WishlistItems
        items={data.items}
        actions={(item) => (
          <div className="wishlist-item-actions">
            {itemForm('move', item.sku, item.name)}
            {itemForm('remove', item.sku, item.name)}
          </div>
        )}
      />
      <section aria-labelledby="wishlist-sharing-heading" className="wishlist-sharing">
        <h2 id="wishlist-sharing-heading">{t('account.wishlist.sharing.heading')}</h2>
        {data.shareUrl ? (
          <>
            <div className="form-field">
              <label htmlFor="wishlist-share-link">{t('account.wishlist.sharing.link.label')}</label>
              <input id="wishlist-share-link" type="url" readOnly value={data.shareUrl} onFocus={(event) => event.currentTarget.select()} />
            </div>
            <CopyLinkButton url={data.shareUrl} />
            <p className="form-hint">{t('account.wishlist.sharing.link.hint')}</p>
            <Form method="post">
              <IntentField intent="unshare" />
              <button type="submit" className="button-secondary" {...pendingProps(busy)}>
                {t('account.wishlist.unshare.button')}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>{t(data.wishlist.shared ? 'account.wishlist.sharing.link_unknown.text' : 'account.wishlist.sharing.text')}</p>
            <Form method="post">
              <IntentField intent="share" />
              <button type="submit" className="button-secondary" {...pendingProps(busy)}>
                {t('account.wishlist.share.button')}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
