import { useT } from '~/i18n/use-t';

/**
 * Stock status 1 in stock, 2 low, 3 out of stock (shopping-core §4), with what follows from it: the
 * shipping time while there is stock, the date it is expected back when there is none.
 */
export function StockStatus({
  status,
  availableStock,
  readyForShipment,
  availableDate,
}: {
  status: 1 | 2 | 3;
  availableStock?: number;
  /** Working days until shipment. */
  readyForShipment?: { min: number; max: number };
  /** The date the stock is expected back, as text (the loader formats it and passes only a future one). */
  availableDate?: string;
}) {
  const t = useT();
  const text =
    status === 1
      ? t('product.stock.in_stock.text')
      : status === 2
        ? t('product.stock.low_stock.text', { count: availableStock ?? 0 })
        : t('product.stock.out_of_stock.text');
  return (
    <>
      <p className={`stock-status stock-status-${status}`}>{text}</p>
      {status !== 3 && readyForShipment && (
        <p className="shipping-time">{t('product.ready_for_shipment.text', { min: readyForShipment.min, max: readyForShipment.max })}</p>
      )}
      {status === 3 && availableDate && (
        <p className="available-from">
          {t('product.stock.available_from.text', { date: availableDate })}
        </p>
      )}
    </>
  );
}

