import { Form, useLocation } from 'react-router';
import { IntentField } from '~/forms/FormParts';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import { addToWishlistPath } from './wishlist-paths';

/**
 * "Add to wishlist" on product pages and listing tiles (feature wishlists): posts the SKU to the add
 * page's action, which puts it into the preferred list and comes back here, or lets the shopper
 * choose a list. The SKU is in the address too, so a logged-out visitor, sent to the login, comes
 * back to that page.
 */
export function AddToWishlistButton({ sku, productName }: { sku: string; productName: string }) {
  const t = useT();
  const { href } = useShopLocale();
  const location = useLocation();
  if (!useRootData()?.features.includes('wishlists')) return null;
  return (
    <Form method="post" action={href(addToWishlistPath(sku))} className="add-to-wishlist-form">
      <IntentField intent="quick" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="button-secondary">
        {t('wishlists.add_to_wishlist.button')}
        <span className="visually-hidden"> {productName}</span>
      </button>
    </Form>
  );
}
