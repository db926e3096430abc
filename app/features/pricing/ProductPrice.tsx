import type { ProductPrices } from '~/commerce/models/product-prices';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';

/** Sale price, the crossed-out list price when on sale, or a from–to range for masters. */
export function ProductPrice({ prices, showScaled = false }: { prices?: ProductPrices; showScaled?: boolean }) {
  const t = useT();
  const format = usePriceFormat();
  if (!prices || (!prices.sale && !prices.min)) {
    return <p className="price price-unavailable">{t('product.price.na.text')}</p>;
  }
  if (prices.min && prices.max && prices.min.gross.value !== prices.max.gross.value) {
    return (
      <p className="price price-range">
        {t('product.price.range.text', { min: format(prices.min), max: format(prices.max) })}
      </p>
    );
  }
  const sale = prices.sale ?? prices.min!;
  const onSale = prices.list && prices.list.gross.value > sale.gross.value;
  return (
    <div className="price-block">
      <p className="price">
        <span className={onSale ? 'sale-price on-sale' : 'sale-price'}>
          {onSale && <span className="visually-hidden">{t('product.price.salePrice.label')} </span>}
          {format(sale)}
        </span>
        {onSale && (
          <>
            {' '}
            <s className="list-price">
              <span className="visually-hidden">{t('product.price.listPrice.label')} </span>
              {format(prices.list!)}
            </s>
          </>
        )}
      </p>
      {showScaled && prices.scaled.length > 0 && (
        <table className="scaled-prices">
          <caption>{t('product.price.scaled.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product.price.scaled.quantity')}</th>
              <th scope="col">{t('product.price.scaled.price')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.scaled.map((scaled) => (
              <tr key={scaled.minQuantity}>
                <td>{t('product.price.scaled.from', { quantity: scaled.minQuantity })}</td>
                <td>{format(scaled.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
