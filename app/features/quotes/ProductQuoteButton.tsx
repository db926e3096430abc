import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { addToBasketFormId } from '~/features/basket/add-form-ids';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/root-data';
import { ADD_PRODUCT_TO_QUOTE_PATH, addProductToQuotePath } from './quote-paths';

/**
 * The product page's "request a quote" (feature quoting): opens /addProductToQuoteRequest with the SKU
 * and the quantity chosen in the add-to-basket form. Without JavaScript the button gets that form's
 * fields to the page (a GET of the form, the browser checking the quantity's rules first); with it,
 * where that form posts through a fetcher, the button goes there itself. The page asks anonymous
 * shoppers to log in.
 */
export function ProductQuoteButton({ sku, productName }: { sku: string; productName: string }) {
  const t = useT();
  const { href } = useShopLocale();
  const navigate = useNavigate();
  const quoting = useRootData()?.features.includes('quoting');
  if (!quoting) return null;
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    event.preventDefault();
    if (!form?.reportValidity()) return;
    const quantity = Number(new FormData(form).get('quantity'));
    void navigate(href(addProductToQuotePath(sku, Number.isInteger(quantity) ? quantity : undefined)));
  };
  return (
    <p className="product-quote">
      <button type="submit" form={addToBasketFormId(sku)} formAction={href(ADD_PRODUCT_TO_QUOTE_PATH)} formMethod="get" className="button-secondary" onClick={open}>
        {t('quote.add_product_to_quote.button.add_to_quote.label')}
        <span className="visually-hidden"> {productName}</span>
      </button>
    </p>
  );
}
