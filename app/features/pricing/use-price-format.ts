import type { Money, PriceItem } from '~/commerce/models/money';
import { formatPrice } from '~/features/pricing/format-price';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useRootData } from '~/root-data';

/** formatPrice bound to the page's locale and the shopper's display type (net or gross). */
export function usePriceFormat(): (price: Money | PriceItem) => string {
  const { locale } = useShopLocale();
  const displayType = useRootData()?.displayType ?? 'b2c';
  return (price) => formatPrice(price, { locale: locale.intl, displayType });
}
