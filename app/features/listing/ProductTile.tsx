import { Link } from 'react-router';
import type { Image } from '~/commerce/models/image';
import type { ProductPrices } from '~/commerce/models/product-prices';
import { ProductPrice } from '~/features/pricing/ProductPrice';
import { productPath } from '~/features/catalog/catalog-urls';
import type { ProductCard } from '~/features/catalog/product-views';
import { TileAddToBasket } from '~/features/listing/TileAddToBasket';
import { CompareToggle } from '~/features/compare/CompareToggle';
import { AddToWishlistButton } from '~/features/wishlists/AddToWishlistButton';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

/** A product in a listing: image, name, manufacturer, price; the whole tile is one link target. */
export function ProductTile({
  product,
  prices,
  categoryId,
  view = 'grid',
  addToBasket = false,
  compare = false,
}: {
  product: ProductCard;
  prices?: ProductPrices;
  categoryId?: string;
  view?: 'grid' | 'list';
  /** Show "Add to basket" for a product orderable as it is (and "Add to wishlist"); only on pages whose route has the basket action, never inside another form. */
  addToBasket?: boolean;
  /** Show the compare button (feature compare); not inside another form. */
  compare?: boolean;
}) {
  const t = useT();
  const { href } = useShopLocale();
  const image: Image | undefined =
    product.images.find((candidate) => candidate.typeID === 'M' && candidate.primary) ??
    product.images.find((candidate) => candidate.typeID === 'M') ??
    product.images[0];
  const to = href(productPath(product, categoryId ? { uniqueId: categoryId } : undefined));
  return (
    <article className={`product-tile product-tile-${view}`}>
      <Link to={to} className="product-tile-image" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image.url} alt="" width="160" height="160" loading="lazy" decoding="async" />
        ) : (
          <span className="no-image">{t('product.image.not_available')}</span>
        )}
      </Link>
      <div className="product-tile-body">
        <h3 className="product-name">
          <Link to={to}>{product.name}</Link>
        </h3>
        {product.manufacturer && <p className="manufacturer">{product.manufacturer}</p>}
        {view === 'list' && product.shortDescription && <p className="short-description">{product.shortDescription}</p>}
        {product.type === 'VariationProductMaster' && <p className="variations-hint">{t('product.variations.available.text')}</p>}
        <ProductPrice prices={prices} />
        {addToBasket && product.addQuantity !== undefined && (
          <TileAddToBasket sku={product.sku} name={product.name} quantity={product.addQuantity} />
        )}
        {compare && <CompareToggle sku={product.sku} name={product.name} />}
        {addToBasket && product.type !== 'VariationProductMaster' && <AddToWishlistButton sku={product.sku} productName={product.name} />}
      </div>
    </article>
  );
}
