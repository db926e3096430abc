// The texts of a basket's feedback in each locale, as ICM answers them in the request's locale: the
// errors and infos of basket validation and their causes (checkout steps, lines, quantities,
// addresses, shipping, payment, promotion codes), which the order submission's refusals share.
// One entry per code; a promotion code's text is the one of its reason (`parameters.reason`).
// {{name}} placeholders take the values the feedback names.
import { type LocalizedText, interpolate, languageTag, textIn } from '../reference/locales';

const FEEDBACK_TEXTS = {
  // checkout steps (checkout/order-readiness.ts)
  'basket.line_item.missing.error': { en_US: 'The basket has no items.', de_DE: 'Der Warenkorb enthält keine Artikel.' },
  'basket.invoice_to_address.missing.error': { en_US: 'The basket has no invoice address.', de_DE: 'Der Warenkorb hat keine Rechnungsadresse.' },
  'basket.ship_to_address.missing.error': { en_US: 'The basket has no ship-to address.', de_DE: 'Der Warenkorb hat keine Lieferadresse.' },
  'basket.shipping_method.missing.error': { en_US: 'The basket has no shipping method.', de_DE: 'Für den Warenkorb ist keine Versandart gewählt.' },
  'basket.payment.missing.error': { en_US: 'The basket has no payment.', de_DE: 'Für den Warenkorb ist keine Zahlungsart gewählt.' },
  // lines and quantities
  'basket.line_item.product.not_available.error': {
    en_US: 'The product of line {{position}} is no longer available.',
    de_DE: 'Das Produkt in Position {{position}} ist nicht mehr verfügbar.',
  },
  'basket.line_item.product.out_of_stock.error': {
    en_US: 'Only {{available}} of {{sku}} are in stock.',
    de_DE: 'Von {{sku}} sind nur {{available}} Stück auf Lager.',
  },
  'basket.line_item.quantity.below_minimum.error': {
    en_US: "The quantity of '{{sku}}' must be at least {{min}}.",
    de_DE: "Die Menge von '{{sku}}' muss mindestens {{min}} betragen.",
  },
  'basket.line_item.quantity.above_maximum.error': {
    en_US: "The quantity of '{{sku}}' must be at most {{max}}.",
    de_DE: "Die Menge von '{{sku}}' darf höchstens {{max}} betragen.",
  },
  'basket.line_item.quantity.step.error': {
    en_US: "The quantity of '{{sku}}' must be a multiple of {{step}}.",
    de_DE: "Die Menge von '{{sku}}' muss ein Vielfaches von {{step}} sein.",
  },
  'basket.line_item.quantity.adjusted.info': {
    en_US: "The quantity of '{{sku}}' was adjusted from {{from}} to {{to}}.",
    de_DE: "Die Menge von '{{sku}}' wurde von {{from}} auf {{to}} geändert.",
  },
  'basket.line_item.removed.info': {
    en_US: "The line item of '{{sku}}' was removed from the basket.",
    de_DE: "Die Position mit '{{sku}}' wurde aus dem Warenkorb entfernt.",
  },
  'basket.validation.empty.error': { en_US: 'The basket is empty.', de_DE: 'Der Warenkorb ist leer.' },
  // addresses (address-validation.ts)
  'basket.invoice_to_address.invalid.error': { en_US: 'The invoice address is not complete.', de_DE: 'Die Rechnungsadresse ist unvollständig.' },
  'basket.ship_to_address.invalid.error': { en_US: 'The ship-to address is not complete.', de_DE: 'Die Lieferadresse ist unvollständig.' },
  'address.firstName.missing.error': { en_US: 'The address needs a first name.', de_DE: 'Der Adresse fehlt der Vorname.' },
  'address.lastName.missing.error': { en_US: 'The address needs a last name.', de_DE: 'Der Adresse fehlt der Nachname.' },
  'address.addressLine1.missing.error': { en_US: 'The address needs a street and house number.', de_DE: 'Der Adresse fehlen Straße und Hausnummer.' },
  'address.postalCode.missing.error': { en_US: 'The address needs a postal code.', de_DE: 'Der Adresse fehlt die Postleitzahl.' },
  'address.city.missing.error': { en_US: 'The address needs a city.', de_DE: 'Der Adresse fehlt der Ort.' },
  'address.countryCode.missing.error': { en_US: 'The address needs a country.', de_DE: 'Der Adresse fehlt das Land.' },
  'address.email.missing.error': { en_US: 'The address needs an e-mail address.', de_DE: 'Der Adresse fehlt die E-Mail-Adresse.' },
  'address.countryCode.invalid.error': { en_US: "The country '{{country}}' is not known.", de_DE: "Das Land '{{country}}' ist nicht bekannt." },
  'address.mainDivisionCode.invalid.error': {
    en_US: "'{{region}}' is no region of '{{country}}'.",
    de_DE: "'{{region}}' ist keine Region von '{{country}}'.",
  },
  'address.email.invalid.error': { en_US: 'The e-mail address is not valid.', de_DE: 'Die E-Mail-Adresse ist ungültig.' },
  // shipping and payment
  'basket.shipping_method.not_eligible.error': {
    en_US: "The shipping method '{{id}}' is not eligible for this basket.",
    de_DE: "Die Versandart '{{id}}' ist für diesen Warenkorb nicht möglich.",
  },
  'basket.payment_method.not_eligible.error': {
    en_US: "The payment method '{{id}}' is not eligible for this basket.",
    de_DE: "Die Zahlungsart '{{id}}' ist für diesen Warenkorb nicht möglich.",
  },
  'payment.method.order_value_above_maximum.restriction': {
    en_US: '{{method}} is not available for orders above {{amount}} {{currency}}.',
    de_DE: '{{method}} ist für Bestellungen über {{amount}} {{currency}} nicht möglich.',
  },
  'basket.payment_instrument.missing.error': {
    en_US: 'The payment needs a {{method}} instrument.',
    de_DE: 'Für die Zahlung fehlen die Angaben zu {{method}}.',
  },
  'basket.payment_instrument.incomplete.error': {
    en_US: 'The {{method}} instrument is not complete.',
    de_DE: 'Die Angaben zu {{method}} sind unvollständig.',
  },
  // promotion codes: applying one (promotion-routes.ts), and the reason an applied one grants nothing (promotion-codes.ts)
  'basket.promotion_code.not_found.error': { en_US: "The promotion code '{{code}}' is not known.", de_DE: "Der Aktionscode '{{code}}' ist nicht bekannt." },
  'basket.promotion_code.limit_reached.error': {
    en_US: 'A basket holds at most {{limit}} promotion codes.',
    de_DE: 'Ein Warenkorb kann höchstens {{limit}} Aktionscodes enthalten.',
  },
  'basket.promotion_code.not_started': {
    en_US: "The promotion code '{{code}}' is not valid yet.",
    de_DE: "Der Aktionscode '{{code}}' ist noch nicht gültig.",
  },
  'basket.promotion_code.expired': { en_US: "The promotion code '{{code}}' has expired.", de_DE: "Der Aktionscode '{{code}}' ist abgelaufen." },
  'basket.promotion_code.unknown': {
    en_US: "The promotion code '{{code}}' is no longer offered.",
    de_DE: "Der Aktionscode '{{code}}' wird nicht mehr angeboten.",
  },
  'basket.promotion_code.minimum_order_value': {
    en_US: "The promotion code '{{code}}' needs a higher order value.",
    de_DE: "Der Aktionscode '{{code}}' gilt erst ab einem höheren Bestellwert.",
  },
  'basket.promotion_code.currency': {
    en_US: "The promotion code '{{code}}' is not offered in this currency.",
    de_DE: "Der Aktionscode '{{code}}' gilt nicht in dieser Währung.",
  },
  'basket.promotion_code.no_matching_items': {
    en_US: "The promotion code '{{code}}' applies to none of the items in the basket.",
    de_DE: "Der Aktionscode '{{code}}' gilt für keinen Artikel im Warenkorb.",
  },
} satisfies Record<string, LocalizedText>;

export type FeedbackTextKey = keyof typeof FEEDBACK_TEXTS;

/** The text of a feedback code in the locale (English for a locale without texts), its placeholders filled. */
export function feedbackText(locale: string, key: FeedbackTextKey, values: Record<string, string | number> = {}): string {
  return interpolate(textIn(FEEDBACK_TEXTS[key], locale), values);
}

/** An amount of money as the locale writes it, with two decimals (1,000.00 / 1.000,00). */
export function amountText(locale: string, cents: number): string {
  return new Intl.NumberFormat(languageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}
