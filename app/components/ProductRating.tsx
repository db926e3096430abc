import { useTranslation } from 'react-i18next';
import { useShopLocale } from '~/i18n/use-shop-locale';

/** "Rated 4.5 of 5 (12 reviews)", the rating written the page locale's way (4,5 in German). */
export function ProductRating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const { locale } = useShopLocale();
  const formatted = new Intl.NumberFormat(locale.intl, { maximumFractionDigits: 1 }).format(rating);
  return <p className="rating">{t('product.rating.text', { rating: formatted, count })}</p>;
}
