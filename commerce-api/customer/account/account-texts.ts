// The texts of My Account's refusals (customer addresses, saved payment instruments) in each locale,
// as ICM answers them in the request's locale; the address checks and the payment parameter checks
// they share with the basket have their texts in basket/feedback-texts.ts. One entry per code; where
// one code has several texts the key names the text and the code stays the wire's.
// {{name}} placeholders take the values the refusal names.
import { type LocalizedText, interpolate, textIn } from '../../reference/locales';

const ACCOUNT_TEXTS = {
  // addresses (customer-address-routes.ts, registration-address.ts)
  'customer.address.creation.failed': { en_US: 'The address could not be created.', de_DE: 'Die Adresse konnte nicht angelegt werden.' },
  'customer.address.update.failed': { en_US: 'The address could not be updated.', de_DE: 'Die Adresse konnte nicht geändert werden.' },
  'customer.address.not_editable.error': {
    en_US: 'This address may only be changed by its owner or the account admin.',
    de_DE: 'Diese Adresse kann nur von der Person, der sie gehört, oder vom Administrator des Kontos geändert werden.',
  },
  'customer.address.share.failed': { en_US: 'The address could not be shared.', de_DE: 'Die Adresse konnte nicht freigegeben werden.' },
  'customer.user.not_found.error': {
    en_US: "The user '{{login}}' is not a user of this customer.",
    de_DE: "'{{login}}' ist kein Benutzer dieses Kundenkontos.",
  },
  // saved payment instruments (customer-payment-routes.ts)
  'customer.payment_instrument.creation.failed': {
    en_US: 'The payment instrument could not be created.',
    de_DE: 'Die Zahlungsdaten konnten nicht gespeichert werden.',
  },
  'customer.payment_instrument.update.failed': {
    en_US: 'The payment instrument could not be updated.',
    de_DE: 'Die Zahlungsdaten konnten nicht geändert werden.',
  },
  // code payment.method.not_found.error, for a method whose instruments cannot be saved
  'payment.method.not_savable': {
    en_US: "No payment instrument can be saved for the payment method '{{id}}'.",
    de_DE: "Für die Zahlungsart '{{id}}' können keine Zahlungsdaten gespeichert werden.",
  },
  'payment.method.change.error': {
    en_US: 'The payment method of an instrument cannot change.',
    de_DE: 'Die Zahlungsart gespeicherter Zahlungsdaten lässt sich nicht ändern.',
  },
} satisfies Record<string, LocalizedText>;

export type AccountTextKey = keyof typeof ACCOUNT_TEXTS;

/** The text of an account refusal in the locale (English for a locale without texts), its placeholders filled. */
export function accountText(locale: string, key: AccountTextKey, values: Record<string, string | number> = {}): string {
  return interpolate(textIn(ACCOUNT_TEXTS[key], locale), values);
}
