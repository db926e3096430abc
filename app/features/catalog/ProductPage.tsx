import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { AddAllToBasketForm } from '~/features/basket/AddAllToBasketForm';
import { AddToBasketForm } from '~/features/basket/AddToBasketForm';
import { ProductPrice } from '~/features/pricing/ProductPrice';
import { ProductRating } from '~/components/ProductRating';
import { ProductTile } from '~/features/listing/ProductTile';
import { categoryPath, productPath } from '~/features/catalog/catalog-urls';
import { ProductGallery } from '~/features/catalog/ProductGallery';
import type { ProductPageData } from '~/features/catalog/product-page.server';
import { StockStatus } from '~/features/catalog/StockStatus';
import { VariationSelector } from '~/features/catalog/VariationSelector';
import { ProductListing } from '~/features/listing/ProductListing';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { ProductQuoteButton } from '~/features/quotes/ProductQuoteButton';
import { CompareToggle } from '~/features/compare/CompareToggle';
import { RecentlyViewedStrip } from '~/features/recently/RecentlyViewed';
import { AddToWishlistButton } from '~/features/wishlists/AddToWishlistButton';

export function ProductPage({ data }: { data: ProductPageData }) {
  const t = useT();
  const { href } = useShopLocale();
  const format = usePriceFormat();
  const { product, prices } = data;
  const trail = [
    ...data.breadcrumbPath.map((entry) => ({ label: entry.name, to: categoryPath(entry) })),
    { label: product.name },
  ];
  return (
    <div className="product-page">
      <Breadcrumbs trail={trail} />
      <div className="product-main">
        <ProductGallery images={product.images} productName={product.name} />
        <section className="product-info" aria-labelledby="product-name">
          <h1 id="product-name">{product.name}</h1>
          <p className="product-ids">
            {t('product.itemNumber.label')} <span>{product.sku}</span>
            {product.manufacturer && (
              <>
                {' · '}
                {t('product.manufacturer.label')} <span>{product.manufacturer}</span>
              </>
            )}
          </p>
          {product.numberOfReviews > 0 && <ProductRating rating={product.roundedAverageRating} count={product.numberOfReviews} />}
          {product.shortDescription && <p className="short-description">{product.shortDescription}</p>}
          <ProductPrice prices={prices[product.sku]} showScaled />
          <p className="price-note">{t(data.displayType === 'b2b' ? 'product.price.net.note' : 'product.price.gross.note')}</p>
          {data.variationOptions.length > 0 && (
            <VariationSelector options={data.variationOptions} categoryUniqueId={data.categoryUniqueId} />
          )}
          {data.stockStatus && (
            <StockStatus
              status={data.stockStatus}
              availableStock={data.availableStock}
              availableDate={data.availableDate}
              readyForShipment={
                product.readyForShipmentMin !== undefined && product.readyForShipmentMax !== undefined
                  ? { min: product.readyForShipmentMin, max: product.readyForShipmentMax }
                  : undefined
              }
            />
          )}
          {product.orderable && <AddToBasketForm sku={product.sku} rules={product.orderRules} productName={product.name} />}
          {product.orderable && <ProductQuoteButton sku={product.sku} productName={product.name} />}
          <CompareToggle sku={product.sku} name={product.name} />
          {product.type !== 'VariationProductMaster' && <AddToWishlistButton sku={product.sku} productName={product.name} />}
          {product.availableWarranties.length > 0 && (
            <section className="warranties" aria-labelledby="warranties-heading">
              <h2 id="warranties-heading">{t('product.warranty.heading')}</h2>
              <ul>
                {product.availableWarranties.map((warranty) => (
                  <li key={warranty.id}>
                    {warranty.name}
                    {warranty.price && <> – {format(warranty.price)}</>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>
      </div>

      {data.variationListing && data.variationListing.itemCount > 1 && (
        <section className="variation-listing" aria-labelledby="variations-heading">
          <h2 id="variations-heading">{t('product.variations.all.heading')}</h2>
          <ProductListing listing={data.variationListing} params={data.listingParams} categoryId={data.categoryUniqueId} />
        </section>
      )}

      {data.bundleParts.length > 0 && (
        <section className="bundle-parts" aria-labelledby="bundle-heading">
          <h2 id="bundle-heading">{t('product.bundle.parts.heading')}</h2>
          <ul>
            {data.bundleParts.map((part) => (
              <li key={part.product.sku}>
                {t('product.bundle.part.quantity', { count: part.quantity })}{' '}
                <Link to={href(productPath(part.product))}>{part.product.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.retailSetParts.length > 0 && (
        <section className="retail-set-parts" aria-labelledby="retail-set-heading">
          <h2 id="retail-set-heading">{t('product.retailset.parts.heading')}</h2>
          <AddAllToBasketForm parts={data.retailSetParts} prices={prices} setName={product.name} />
        </section>
      )}

      {product.longDescription && (
        <section className="product-description" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description.heading')}</h2>
          <p>{product.longDescription}</p>
        </section>
      )}

      {product.attributes.length > 0 && (
        <section className="product-attributes" aria-labelledby="attributes-heading">
          <h2 id="attributes-heading">{t('product.attributes.heading')}</h2>
          <dl>
            {product.attributes.map((attribute) => (
              <div key={attribute.name}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {product.attachments.length > 0 && (
        <section className="product-attachments" aria-labelledby="attachments-heading">
          <h2 id="attachments-heading">{t('product.attachments.heading')}</h2>
          <ul>
            {product.attachments.map((attachment) => (
              <li key={attachment.key}>
                <a href={attachment.url}>{attachment.name}</a>
                {attachment.description && <p>{attachment.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.related.groups.map(({ type, products }) => (
        <section key={type} className="product-links" aria-labelledby={`links-${type}`}>
          <h2 id={`links-${type}`}>{t(`product.product_links.${type}.title`, { defaultValue: type })}</h2>
          <ul className="product-list product-list-grid">
            {products.map((linked) => (
              <li key={linked.sku}>
                <ProductTile product={linked} prices={data.related.prices[linked.sku]} addToBasket compare />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <RecentlyViewedStrip products={data.recently.products} prices={data.recently.prices} />
    </div>
  );
}
