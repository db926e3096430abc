import { Form, useActionData, useNavigation } from 'react-router';
import { IntentField, Messages, pendingProps } from '~/forms/FormParts';
import { useT } from '~/i18n/use-t';
import { MAX_TITLE_LENGTH } from './wishlist-paths';
import { replyMessages } from './wishlist-reply';
import { ADD_TO_WISHLIST_FORM_ID } from './wishlist-form-ids';
import type { AddToWishlistPageData } from './wishlists.server';

/** /account/wishlists/add?sku=: the product into one of the user's lists, or into a new one. */
export function AddToWishlistPage({ data }: { data: AddToWishlistPageData }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const messages = replyMessages(ADD_TO_WISHLIST_FORM_ID, useActionData());
  const chosen = data.wishlists.find((list) => list.preferred)?.id ?? data.wishlists[0]?.id ?? '';
  return (
    <div className="add-to-wishlist">
      <h1>{data.title}</h1>
      <Messages messages={messages} />
      <Form method="post" className="account-form">
        <IntentField intent="add" />
        <input type="hidden" name="sku" value={data.sku} />
        <p>
          {data.productName}{' '}
          <span className="line-sku">
            {t('product.itemNumber.label')} {data.sku}
          </span>
        </p>
        <fieldset className="form-field">
          <legend>{t('wishlists.add.choose.legend')}</legend>
          {data.wishlists.map((list) => (
            <label key={list.id} className="radio-label">
              <input type="radio" name="wishlistId" value={list.id} defaultChecked={chosen === list.id} /> {list.title}
            </label>
          ))}
          <label className="radio-label">
            <input type="radio" name="wishlistId" value="" defaultChecked={chosen === ''} /> {t('wishlists.add.new.option')}
          </label>
        </fieldset>
        <div className="form-field">
          <label htmlFor="add-wishlist-title">{t('wishlists.add.new.title.label')}</label>
          <input id="add-wishlist-title" type="text" name="title" maxLength={MAX_TITLE_LENGTH} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-primary" {...pendingProps(busy)}>
            {t('wishlists.add.button')}
          </button>
        </div>
      </Form>
    </div>
  );
}
