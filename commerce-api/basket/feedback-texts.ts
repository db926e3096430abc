// The texts of a basket's feedback in each locale, as ICM answers them in the request's locale: the
// errors and infos of basket validation and their causes (checkout steps, lines, quantities,
// addresses, shipping, payment, promotion codes), which the order submission's refusals share, and
// the refusals and infos of the basket's and the order's own resources (lines, attributes, addresses,
// recurrence, payment, merges, orders). One entry per code; where one code has several texts (a
// promotion code's reason in `parameters.reason`, the kind of product a line cannot order) the key
// names the text and the code stays the wire's. {{name}} placeholders take the values the feedback names.
import { type LocalizedText, interpolate, languageTag, textIn } from '../reference/locales';
import { perLocale } from '../reference/per-locale';

const FEEDBACK_TEXTS = {
  // checkout steps (checkout/order-readiness.ts)
  'basket.line_item.missing.error': { en_US: 'The basket has no items.', de_DE: 'Der Warenkorb enthält keine Artikel.' },
  'basket.invoice_to_address.missing.error': { en_US: 'The basket has no invoice address.', de_DE: 'Der Warenkorb hat keine Rechnungsadresse.' },
  'basket.ship_to_address.missing.error': { en_US: 'The basket has no ship-to address.', de_DE: 'Der Warenkorb hat keine Lieferadresse.' },
  'basket.shipping_method.missing.error': { en_US: 'The basket has no shipping method.', de_DE: 'Für den Warenkorb ist keine Versandart gewählt.' },
  'basket.payment.missing.error': { en_US: 'The basket has no payment.', de_DE: 'Für den Warenkorb ist keine Zahlungsart gewählt.' },
  // a business user's cost center (organization/requisitions/cost-center-choice.ts)
  'basket.cost_center.missing.error': { en_US: 'The basket has no cost center.', de_DE: 'Für den Warenkorb ist keine Kostenstelle gewählt.' },
  'basket.cost_center.not_eligible.error': {
    en_US: "The cost center '{{id}}' cannot be used for this order.",
    de_DE: "Die Kostenstelle '{{id}}' kann für diese Bestellung nicht verwendet werden.",
  },
  'basket.line_item.cost_center.not_eligible.error': {
    en_US: "The cost center '{{id}}' of a line item cannot be used for this order.",
    de_DE: "Die Kostenstelle '{{id}}' einer Position kann für diese Bestellung nicht verwendet werden.",
  },
  'basket.approval.payment_redirect.error': {
    en_US: 'An order that needs approval cannot be paid with a payment method that redirects to its provider.',
    de_DE: 'Eine Bestellung, die genehmigt werden muss, kann nicht mit einer Zahlungsart bezahlt werden, die zum Zahlungsanbieter weiterleitet.',
  },
  // lines and quantities
  'basket.line_item.product.not_available.error': {
    en_US: 'The product of line {{position}} is no longer available.',
    de_DE: 'Das Produkt in Position {{position}} ist nicht mehr verfügbar.',
  },
  'basket.line_item.quote.expired.error': {
    en_US: "The quote for '{{name}}' (line {{position}}) has expired; remove the quote's items from the basket.",
    de_DE: "Das Preisangebot für '{{name}}' (Position {{position}}) ist abgelaufen; entfernen Sie die Artikel des Preisangebots aus dem Warenkorb.",
  },
  'basket.line_item.product.out_of_stock.error': {
    en_US: "Only {{available}} of '{{name}}' are in stock.",
    de_DE: "Von '{{name}}' sind nur {{available}} Stück auf Lager.",
  },
  'basket.line_item.quantity.below_minimum.error': {
    en_US: "The quantity of '{{name}}' must be at least {{min}}.",
    de_DE: "Die Menge von '{{name}}' muss mindestens {{min}} betragen.",
  },
  'basket.line_item.quantity.above_maximum.error': {
    en_US: "The quantity of '{{name}}' must be at most {{max}}.",
    de_DE: "Die Menge von '{{name}}' darf höchstens {{max}} betragen.",
  },
  'basket.line_item.quantity.step.error': {
    en_US: "The quantity of '{{name}}' must be a multiple of {{step}}.",
    de_DE: "Die Menge von '{{name}}' muss ein Vielfaches von {{step}} sein.",
  },
  'basket.line_item.quantity.adjusted.info': {
    en_US: "The quantity of '{{name}}' was adjusted from {{from}} to {{to}}.",
    de_DE: "Die Menge von '{{name}}' wurde von {{from}} auf {{to}} geändert.",
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
  'address.postalCode.invalid.error': {
    en_US: "'{{postalCode}}' is no postal code of {{country}} (such as {{example}}).",
    de_DE: "'{{postalCode}}' ist keine Postleitzahl von {{country}} (wie {{example}}).",
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
  // adding and changing lines (line-item-changes.ts, line-item-routes.ts, basket-merge.ts)
  'basket.line_item.creation.failed': { en_US: 'The items could not be added to the basket.', de_DE: 'Die Artikel konnten nicht in den Warenkorb gelegt werden.' },
  'basket.line_item.update.failed': { en_US: 'The line item could not be updated.', de_DE: 'Die Position konnte nicht geändert werden.' },
  'basket.line_item.product.not_found.error': { en_US: "The product '{{sku}}' is not available.", de_DE: "Das Produkt '{{sku}}' ist nicht verfügbar." },
  'basket.line_item.product.not_orderable.error': {
    en_US: "The product '{{sku}}' cannot be ordered on its own.",
    de_DE: "Das Produkt '{{sku}}' kann nicht einzeln bestellt werden.",
  },
  // code basket.line_item.product.not_orderable.error, for a variation master
  'basket.line_item.product.variation_master': {
    en_US: "The product '{{sku}}' is a variation master; add one of its variations.",
    de_DE: "Das Produkt '{{sku}}' gibt es in mehreren Varianten; bitte wählen Sie eine davon.",
  },
  'basket.line_item.warranty.not_available.error': {
    en_US: "The warranty '{{warranty}}' is not offered with the product '{{sku}}'.",
    de_DE: "Die Garantie '{{warranty}}' wird für das Produkt '{{sku}}' nicht angeboten.",
  },
  'basket.line_item.quantity_fixed.error': {
    en_US: "The quantity of '{{sku}}' was agreed in a quote and cannot be changed.",
    de_DE: "Die Menge von '{{sku}}' wurde in einem Preisangebot vereinbart und kann nicht geändert werden.",
  },
  'basket.line_item.desired_delivery.invalid.error': {
    en_US: 'The desired delivery date must be written yyyy-mm-dd.',
    de_DE: 'Der Wunschliefertermin muss im Format JJJJ-MM-TT angegeben werden.',
  },
  'basket.line_item.add_item_added_to_existing_line_item.info': {
    en_US: "The quantity of '{{sku}}' was added to its existing line item.",
    de_DE: "Die Menge von '{{sku}}' wurde zur vorhandenen Position hinzugefügt.",
  },
  'basket.line_item.deletion.info': { en_US: 'The line item was deleted.', de_DE: 'Die Position wurde gelöscht.' },
  // attributes of baskets and line items (basket-attributes.ts, basket-attribute-routes.ts)
  'basket.attribute.creation.failed': { en_US: 'The attribute could not be created.', de_DE: 'Das Attribut konnte nicht angelegt werden.' },
  'basket.line_item.attribute.creation.failed': { en_US: 'The attribute could not be created.', de_DE: 'Das Attribut konnte nicht angelegt werden.' },
  'basket.attribute.update.failed': { en_US: 'The attribute could not be changed.', de_DE: 'Das Attribut konnte nicht geändert werden.' },
  'basket.line_item.attribute.update.failed': { en_US: 'The attribute could not be changed.', de_DE: 'Das Attribut konnte nicht geändert werden.' },
  'basket.attribute.already_exists.error': {
    en_US: "The attribute '{{name}}' exists already; change it with PATCH.",
    de_DE: "Das Attribut '{{name}}' ist bereits vorhanden.",
  },
  'basket.line_item.attribute.already_exists.error': {
    en_US: "The attribute '{{name}}' exists already; change it with PATCH.",
    de_DE: "Das Attribut '{{name}}' ist bereits vorhanden.",
  },
  'basket.attribute.limit.error': { en_US: 'At most {{max}} attributes are kept.', de_DE: 'Es werden höchstens {{max}} Attribute gespeichert.' },
  'basket.line_item.attribute.limit.error': { en_US: 'At most {{max}} attributes are kept.', de_DE: 'Es werden höchstens {{max}} Attribute gespeichert.' },
  'basket.attribute.name.invalid.error': {
    en_US: 'An attribute name has 1 to {{max}} characters.',
    de_DE: 'Der Name eines Attributs hat 1 bis {{max}} Zeichen.',
  },
  'basket.attribute.type.invalid.error': {
    en_US: "The attribute type '{{type}}' is not one of {{types}}.",
    de_DE: "Der Attributtyp '{{type}}' ist keiner von {{types}}.",
  },
  'basket.attribute.value.invalid.error': { en_US: "The value of '{{name}}' is not a {{type}}.", de_DE: "Der Wert von '{{name}}' ist kein {{type}}." },
  'basket.attribute.value.too_long.error': {
    en_US: 'An attribute value has at most {{max}} characters.',
    de_DE: 'Der Wert eines Attributs hat höchstens {{max}} Zeichen.',
  },
  'basket.attribute.desiredDeliveryDate.invalid.error': {
    en_US: "The attribute '{{name}}' must be a date written yyyy-mm-dd.",
    de_DE: 'Der Wunschliefertermin muss ein Datum im Format JJJJ-MM-TT sein.',
  },
  // a PATCH of the basket: addresses, shipping method (basket-checkout.ts) and recurrence (basket-recurrence.ts)
  'basket.update.failed': { en_US: 'The basket could not be updated.', de_DE: 'Der Warenkorb konnte nicht geändert werden.' },
  'basket.address.not_found.error': {
    en_US: "The address '{{reference}}' is not an address of this basket.",
    de_DE: "Die Adresse '{{reference}}' gehört nicht zu diesem Warenkorb.",
  },
  // code basket.address.usage.error
  'basket.address.usage.invoice': {
    en_US: "The address '{{reference}}' cannot be used as invoice address.",
    de_DE: "Die Adresse '{{reference}}' kann nicht als Rechnungsadresse verwendet werden.",
  },
  // code basket.address.usage.error
  'basket.address.usage.ship_to': {
    en_US: "The address '{{reference}}' cannot be used as ship-to address.",
    de_DE: "Die Adresse '{{reference}}' kann nicht als Lieferadresse verwendet werden.",
  },
  'basket.recurrence.interval.invalid.error': {
    en_US: 'The interval must be an ISO-8601 period such as P1D, P1W, P1M or P1Y (1 to 99 units).',
    de_DE: 'Das Intervall muss ein ISO-8601-Zeitraum wie P1D, P1W, P1M oder P1Y sein (1 bis 99 Einheiten).',
  },
  'basket.recurrence.start_date.invalid.error': {
    en_US: 'The start date must be a date written yyyy-mm-dd.',
    de_DE: 'Das Startdatum muss ein Datum im Format JJJJ-MM-TT sein.',
  },
  'basket.recurrence.start_date.in_past.error': {
    en_US: 'The start date must not be before {{today}}.',
    de_DE: 'Das Startdatum darf nicht vor dem {{today}} liegen.',
  },
  'basket.recurrence.end_date.invalid.error': {
    en_US: 'The end date must be a date written yyyy-mm-dd.',
    de_DE: 'Das Enddatum muss ein Datum im Format JJJJ-MM-TT sein.',
  },
  'basket.recurrence.end_date.before_start.error': {
    en_US: 'The end date must be after the start date.',
    de_DE: 'Das Enddatum muss nach dem Startdatum liegen.',
  },
  'basket.recurrence.repetitions.invalid.error': {
    en_US: 'The repetitions must be a whole number from 1 to {{max}}.',
    de_DE: 'Die Anzahl der Wiederholungen muss eine ganze Zahl von 1 bis {{max}} sein.',
  },
  'basket.recurrence.end.ambiguous.error': {
    en_US: 'Give either an end date or a number of repetitions, not both.',
    de_DE: 'Bitte geben Sie entweder ein Enddatum oder eine Anzahl von Wiederholungen an, nicht beides.',
  },
  // the basket's own addresses (checkout-routes.ts)
  'basket.address.creation.failed': { en_US: 'The address could not be created.', de_DE: 'Die Adresse konnte nicht angelegt werden.' },
  'basket.address.update.failed': { en_US: 'The address could not be updated.', de_DE: 'Die Adresse konnte nicht geändert werden.' },
  'basket.address.customer_address.error': {
    en_US: 'A customer address is changed at the customer resource.',
    de_DE: 'Eine gespeicherte Adresse kann nur in Ihrem Adressbuch geändert werden.',
  },
  // payment instruments and the open tender (payment-routes.ts, payment-parameters.ts; the account's saved instruments share them)
  'basket.payment_instrument.creation.failed': {
    en_US: 'The payment instrument could not be created.',
    de_DE: 'Die Zahlungsdaten konnten nicht angelegt werden.',
  },
  'payment.method.not_found.error': { en_US: "The payment method '{{id}}' is not offered.", de_DE: "Die Zahlungsart '{{id}}' wird nicht angeboten." },
  'payment.instrument.expiryDate.expired.error': { en_US: 'The card has expired.', de_DE: 'Die Karte ist abgelaufen.' },
  'payment.instrument.parameter.unknown.error': {
    en_US: "The parameter '{{name}}' is not a parameter of this payment method.",
    de_DE: "Die Angabe '{{name}}' gehört nicht zu dieser Zahlungsart.",
  },
  'basket.payment.update.failed': { en_US: 'The payment could not be set.', de_DE: 'Die Zahlungsart konnte nicht festgelegt werden.' },
  'basket.payment_instrument.not_found.error': {
    en_US: "The payment instrument '{{id}}' is not an instrument of this basket.",
    de_DE: "Die Zahlungsdaten '{{id}}' gehören nicht zu diesem Warenkorb.",
  },
  'basket.payment_method.limited_tender.error': {
    en_US: '{{method}} pays only part of a basket and cannot be its open tender.',
    de_DE: '{{method}} deckt nur einen Teil des Warenkorbs und kann nicht die alleinige Zahlungsart sein.',
  },
  // promotion codes and merges (promotion-routes.ts, basket-merge-routes.ts)
  'basket.promotion_code.add.failed': { en_US: 'The promotion code could not be applied.', de_DE: 'Der Aktionscode konnte nicht eingelöst werden.' },
  'basket.merge.failed': { en_US: 'The baskets could not be merged.', de_DE: 'Die Warenkörbe konnten nicht zusammengeführt werden.' },
  'basket.merge.same_basket.error': {
    en_US: 'A basket cannot be merged into itself.',
    de_DE: 'Ein Warenkorb kann nicht mit sich selbst zusammengeführt werden.',
  },
  // orders and recurring orders (checkout/)
  'order.creation.failed': { en_US: 'The order could not be created.', de_DE: 'Die Bestellung konnte nicht angelegt werden.' },
  'order.terms_and_conditions.not_accepted.error': {
    en_US: 'The terms and conditions must be accepted.',
    de_DE: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  },
  'basket.not_found.error': { en_US: "The basket '{{id}}' was not found.", de_DE: "Der Warenkorb '{{id}}' wurde nicht gefunden." },
  'basket.payment.recurring_order.not_supported.error': {
    en_US: '{{method}} redirects to a payment provider and cannot be used for recurring orders. Please choose another payment.',
    de_DE: '{{method}} leitet zu einem Zahlungsdienstleister weiter und ist für wiederkehrende Bestellungen nicht möglich. Bitte wählen Sie eine andere Zahlungsart.',
  },
  'payment.declined.error': {
    en_US: 'The card ending in {{suffix}} was declined by the payment provider. Please choose another payment.',
    de_DE: 'Die Karte mit der Endung {{suffix}} wurde vom Zahlungsdienstleister abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  },
  // a PATCH in another currency (basket-currency.ts)
  'basket.currency.quote.error': {
    en_US: 'The basket holds items of a quote in {{currency}} and cannot be recalculated in another currency.',
    de_DE: 'Der Warenkorb enthält Artikel eines Angebots in {{currency}} und kann nicht in einer anderen Währung berechnet werden.',
  },
  'recurring_order.update.failed': {
    en_US: 'The recurring order could not be updated.',
    de_DE: 'Die wiederkehrende Bestellung konnte nicht geändert werden.',
  },
  'recurring_order.expired.error': {
    en_US: 'The recurring order has placed its last order and cannot be activated again.',
    de_DE: 'Die wiederkehrende Bestellung hat ihre letzte Bestellung ausgelöst und kann nicht wieder aktiviert werden.',
  },
} satisfies Record<string, LocalizedText>;

export type FeedbackTextKey = keyof typeof FEEDBACK_TEXTS;

/** The text of a feedback code in the locale (English for a locale without texts), its placeholders filled. */
export function feedbackText(locale: string, key: FeedbackTextKey, values: Record<string, string | number> = {}): string {
  return interpolate(textIn(FEEDBACK_TEXTS[key], locale), values);
}

const dayFormat = perLocale((locale) => new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' }));
const amountFormat = perLocale((locale) => new Intl.NumberFormat(languageTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A day (yyyy-mm-dd, UTC) as the locale writes it (Mar 14, 2025 / 14.03.2025). */
export function dayText(locale: string, day: string): string {
  return dayFormat(locale).format(new Date(`${day}T00:00:00Z`));
}

/** An amount of money as the locale writes it, with two decimals (1,000.00 / 1.000,00). */
export function amountText(locale: string, cents: number): string {
  return amountFormat(locale).format(cents / 100);
}
