import { Form } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import { ADD_PRODUCT_TO_QUOTE_PATH } from './quote-paths';

/**
 * The product page's "request a quote" (feature quoting): opens /addProductToQuoteRequest with the SKU,
 * a plain link-like form that works without JavaScript; the page asks anonymous shoppers to log in.
 */
export function ProductQuoteButton({ sku, productName }: { sku: string; productName: string }) {
  const t = useT();
  const { href } = useShopLocale();
  if (!useRootData()?.features.includes('quoting')) return null;
  return (
    <Form method="get" action={href(ADD_PRODUCT_TO_QUOTE_PATH)} className="product-quote">
      <input type="hidden" name="sku" value={sku} />
      <button type="submit" className="button-secondary">
        {t('quote.add_product_to_quote.button.add_to_quote.label')}
        <span className="visually-hidden"> {productName}</span>
      </button>
    </Form>
  );
}
