import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

// Creating an Intl.NumberFormat costs far more than using one: one per locale.
const ratingFormats = new Map<string, Intl.NumberFormat>();

function formatRating(rating: number, intlLocale: string): string {
  let format = ratingFormats.get(intlLocale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
    ratingFormats.set(intlLocale, format);
  }
  return format.format(rating);
}

/** "Rated 4.5 of 5 (12 reviews)", the rating written the page locale's way (4,5 in German). */
export function ProductRating({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  const { locale } = useShopLocale();
  return <p className="rating">{t('product.rating.text', { rating: formatRating(rating, locale.intl), count })}</p>;
}
