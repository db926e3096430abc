import { useT } from '~/i18n/use-t';
import { WishlistItems } from './WishlistItems';
import type { WishlistPageData } from './wishlists.server';

/** /wishlists/{id}?owner=&secureCode=: a list someone shared, read-only. */
export function SharedWishlistPage({ data }: { data: WishlistPageData }) {
  const t = useT();
  return (
    <div className="wishlist wishlist-shared-view">
      <h1>{data.title}</h1>
      <p>{t('wishlists.shared.text')}</p>
      <WishlistItems items={data.items} />
    </div>
  );
}
