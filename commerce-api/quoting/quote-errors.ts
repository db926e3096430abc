// The quoting answers' refusals (en_US, de_DE; other locales get English). Their codes are the
// Intershop PWA's message keys where it has one (quote.error.expired, quote.already_in_basket.error,
// quoterequest.not_editable.error, …), so a storefront translates them by the code.
import { IcmError, type IcmErrorCause, notFound } from '../http/icm-errors';

const TEXTS = {
  'quote.not_found.error': ['The quote could not be found.', 'Das Preisangebot wurde nicht gefunden.'],
  'quoterequest.not_found.error': ['The quote request could not be found.', 'Die Preisanfrage wurde nicht gefunden.'],
  'quoterequest.item.not_found.error': ['The quote request item could not be found.', 'Die Position der Preisanfrage wurde nicht gefunden.'],
  'quoterequest.not_editable.error': ['The quote request has been submitted and cannot be changed.', 'Die Preisanfrage wurde abgeschickt und kann nicht mehr geändert werden.'],
  'quote.error.invalid_items': ['The quote request contains invalid items.', 'Die Preisanfrage enthält ungültige Positionen.'],
  'quote.error.expired': ['Your quote has expired.', 'Ihr Preisangebot ist abgelaufen.'],
  'quote.error.not_started': ['Your quote is pending. The start date has not been reached yet.', 'Ihr Preisangebot gilt noch nicht.'],
  'quote.error.is_rejected': ['The quote has been rejected.', 'Das Preisangebot wurde abgelehnt.'],
  'quote.already_in_basket.error': ['The quote is already in the cart.', 'Das Preisangebot liegt bereits im Warenkorb.'],
  'quote.error.already_ordered': ['The quote has already been ordered.', 'Das Preisangebot wurde bereits bestellt.'],
  'basket.add_quote.error': ['The quote could not be added to the cart.', 'Das Preisangebot konnte nicht in den Warenkorb gelegt werden.'],
  'basket.add_quotelineitem.error': [
    'The quote cannot be added to the shopping cart. It contains invalid products.',
    'Das Preisangebot kann nicht in den Warenkorb gelegt werden. Es enthält ungültige Produkte.',
  ],
  'basket.quote.currency.error': ['The quote is in another currency than the cart.', 'Das Preisangebot ist in einer anderen Währung als der Warenkorb.'],
  'basket.quote.product_in_basket.error': [
    "The product '{{sku}}' is already in the cart; remove it to add the quote.",
    "Das Produkt '{{sku}}' liegt bereits im Warenkorb; entfernen Sie es, um das Preisangebot hinzuzufügen.",
  ],
  'quoterequest.item.product.not_found.error': ["The product '{{sku}}' is not available.", "Das Produkt '{{sku}}' ist nicht verfügbar."],
} as const satisfies Record<string, readonly [string, string]>;

export type QuoteTextKey = keyof typeof TEXTS;

export function quoteText(locale: string, key: QuoteTextKey, values: Record<string, string | number> = {}): string {
  const [en, de] = TEXTS[key];
  return (locale === 'de_DE' ? de : en).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const quoteCause = (locale: string, key: QuoteTextKey, path: string, values: Record<string, string | number> = {}): IcmErrorCause => ({
  code: key,
  message: quoteText(locale, key, values),
  paths: [path],
});

export const quoteError = (status: number, locale: string, key: QuoteTextKey, causes: IcmErrorCause[] = []) =>
  new IcmError(status, key, quoteText(locale, key), causes);

export const quoteNotFound = (locale: string, key: 'quote.not_found.error' | 'quoterequest.not_found.error' | 'quoterequest.item.not_found.error') =>
  notFound(key, quoteText(locale, key));
