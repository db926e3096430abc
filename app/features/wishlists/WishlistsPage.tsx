import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CONFIRM_DELETE_ANCHOR, confirmDeletePath, MAX_TITLE_LENGTH, WISHLISTS_PATH, wishlistPath } from './wishlist-paths';
import { replyMessages } from './wishlist-reply';
import { WISHLISTS_FORM_ID } from './wishlist-form-ids';
import type { WishlistsPageData } from './wishlists.server';
import type { WishlistSummary } from '~/commerce/models/wishlist';

/** Asks before deleting a list and the products on it, without JavaScript too: the page asks, the post deletes. */
function ConfirmDelete({ list, busy }: { list: WishlistSummary; busy: boolean }) {
  const t = useT();
  const { href } = useShopLocale();
  const panel = useRef<HTMLElement>(null);
  // Asked from a row further down (the link keeps the scroll position): the question takes the focus, and with it the view.
  useEffect(() => panel.current?.focus(), [list.id]);
  return (
    <section id={CONFIRM_DELETE_ANCHOR} ref={panel} tabIndex={-1} className="confirm-panel" aria-labelledby="delete-wishlist-heading">
      <h2 id="delete-wishlist-heading">{t('account.wishlists.delete.heading')}</h2>
      <p>{t('account.wishlists.delete.question', { title: list.title, count: list.itemsCount })}</p>
      <Form method="post" action={href(WISHLISTS_PATH)} className="form-actions">
        <IntentField intent="delete" />
        <input type="hidden" name="wishlistId" value={list.id} />
        <button type="submit" className="button-primary" {...pendingProps(busy)}>
          {t('account.wishlists.delete.button')}
        </button>
        <Link to={href(WISHLISTS_PATH)}>{t('account.wishlists.delete.cancel.link')}</Link>
      </Form>
    </section>
  );
}

/** /account/wishlists: the user's lists (open, rename, make preferred, delete after asking) and a new one. */
export function WishlistsPage({ data }: { data: WishlistsPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const busy = useNavigation().state === 'submitting';
  const messages = replyMessages(WISHLISTS_FORM_ID, useActionData());
  return (
    <div className="wishlists">
      <h1>{data.title}</h1>
      <Messages messages={messages} />
      {data.confirmDelete && <ConfirmDelete list={data.confirmDelete} busy={busy} />}
      {data.wishlists.length === 0 ? (
        <p>{t('account.wishlists.no_wishlists')}</p>
      ) : (
        <ul className="wishlist-list">
          {data.wishlists.map((list) => (
            <li key={list.id} className="wishlist-row">
              <p>
                <Link to={href(wishlistPath(list.id))}>{list.title}</Link>{' '}
                <span className="wishlist-count">{t('account.wishlists.items_count', { count: list.itemsCount })}</span>
                {list.preferred && <strong className="wishlist-preferred"> {t('account.wishlists.preferred')}</strong>}
                {list.shared && <span className="wishlist-shared"> {t('account.wishlists.shared')}</span>}
              </p>
              <Form method="post" className="inline-form">
                <IntentField intent="rename" />
                <input type="hidden" name="wishlistId" value={list.id} />
                <label>
                  {t('account.wishlists.rename.label', { title: list.title })}{' '}
                  <input type="text" name="title" defaultValue={list.title} required maxLength={MAX_TITLE_LENGTH} />
                </label>{' '}
                <button type="submit" className="button-secondary" {...pendingProps(busy)}>
                  {t('account.wishlists.rename.button')}
                  <span className="visually-hidden"> {list.title}</span>
                </button>
              </Form>
              {!list.preferred && (
                <Form method="post" className="inline-form">
                  <IntentField intent="preferred" />
                  <input type="hidden" name="wishlistId" value={list.id} />
                  <button type="submit" className="button-secondary" {...pendingProps(busy)}>
                    {t('account.wishlists.make_preferred.button')}
                    <span className="visually-hidden"> {list.title}</span>
                  </button>
                </Form>
              )}
              <Link to={href(confirmDeletePath(list.id))} className="button-secondary" preventScrollReset>
                {t('account.wishlists.delete.button')}
                <span className="visually-hidden"> {list.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-wishlist-heading">
        <h2 id="new-wishlist-heading">{t('account.wishlists.new.heading')}</h2>
        {/* A new list starts a new, empty form (with JavaScript the page stays); a refused one keeps what was typed. */}
        <Form key={data.wishlists.length} method="post" className="account-form">
          <IntentField intent="create" />
          <div className="form-field">
            <label htmlFor="new-wishlist-title">{t('account.wishlists.title.label')}</label>
            <input id="new-wishlist-title" type="text" name="title" required maxLength={MAX_TITLE_LENGTH} />
          </div>
          <div className="form-field">
            <label className="checkbox-label">
              <input type="checkbox" name="preferred" /> {t('account.wishlists.preferred.label')}
            </label>
          </div>
          <div className="form-actions">
            <button type="submit" className="button-primary" {...pendingProps(busy)}>
              {t('account.wishlists.create.button')}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
