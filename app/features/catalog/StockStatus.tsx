import { useTranslation } from 'react-i18next';

/** Stock status 1 in stock, 2 low, 3 out of stock (shopping-core §4). */
export function StockStatus({ status, availableStock }: { status: 1 | 2 | 3; availableStock?: number }) {
  const { t } = useTranslation();
  const text =
    status === 1
      ? t('product.stock.in_stock.text')
      : status === 2
        ? t('product.stock.low_stock.text', { count: availableStock ?? 0 })
        : t('product.stock.out_of_stock.text');
  return <p className={`stock-status stock-status-${status}`}>{text}</p>;
}
