import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { WishlistItemView } from './wishlists.server';

/** A list's products with their names, images and links; `actions` adds the owner's buttons per product. */
export function WishlistItems({ items, actions }: { items: WishlistItemView[]; actions?: (item: WishlistItemView) => ReactNode }) {
  const t = useT();
  const { href } = useShopLocale();
  if (items.length === 0) return <p>{t('account.wishlist.no_items')}</p>;
  return (
    <ul className="wishlist-items">
      {items.map((item) => (
        <li key={item.sku} className="wishlist-item">
          {item.imageUrl && <img src={item.imageUrl} alt="" width="80" height="80" loading="lazy" />}
          <p>
            {item.href ? <Link to={href(item.href)}>{item.name}</Link> : item.name}{' '}
            <span className="line-sku">
              {t('product.itemNumber.label')} {item.sku}
            </span>
          </p>
          {actions?.(item)}
        </li>
      ))}
    </ul>
  );
}
