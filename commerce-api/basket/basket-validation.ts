// Basket validation (POST baskets/{id}/validations): a table from each validation scope to its
// check. A check answers errors and infos (ICM's basket feedback: `{code, message, parameters:
// {scopes, lineItemId?, productSku?}, causes?}`), each naming the scope it belongs to, so a
// storefront can jump to the earliest checkout step with a problem. Only the Products check
// adjusts (with `adjustmentsAllowed`); the later checks see the adjusted basket.
//
// Scopes: the checked ones below; `Addresses` is InvoiceAddress and ShippingAddress, `All` is
// every checked scope, and '' (ICM: "no scope, a minimum is validated") is Products and Value.
// Messages are in the request's locale, from one table of texts per code (feedback-texts.ts).
import type { IcmErrorCause } from '../http/icm-errors';
import type { CountryStore } from '../reference/countries';
import { checkoutStepCauses } from '../checkout/order-readiness';
import type { StockReservations } from '../checkout/stock-reservation';
import { validateAddress } from './address-validation';
import type { AddressRecord } from './basket-addresses';
import type { BasketView } from './basket-document';
import type { BasketRecord, LineItemRecord } from './basket-store';
import { type FeedbackTextKey, feedbackText } from './feedback-texts';
import { checkProducts } from './basket-validation-products';
import { checkPromotion } from './promotion-validation';
import { type BasketViewStores, basketView } from './basket-view';
import { constraintMessage } from './payment-parameters';
import type { CostCenterStore } from '../organization/cost-centers/cost-center-store';
import { costCenterCauses } from '../organization/requisitions/cost-center-choice';

export const CHECKED_SCOPES = [
  'Products',
  'Promotion',
  'Value',
  'CostCenter',
  'InvoiceAddress',
  'ShippingAddress',
  'Shipping',
  'Payment',
  'Quote',
  'Subscription',
] as const;
export type CheckedScope = (typeof CHECKED_SCOPES)[number];

/** Every scope a request may name, and the checked scopes it stands for. */
export const VALIDATION_SCOPES = new Map<string, readonly CheckedScope[]>([
  ['', ['Products', 'Value']],
  ['All', CHECKED_SCOPES],
  ['Addresses', ['InvoiceAddress', 'ShippingAddress']],
  ...CHECKED_SCOPES.map(scope => [scope, [scope]] as [string, CheckedScope[]]),
]);

export interface ValidationFeedback {
  code: string;
  message: string;
  parameters: { scopes: CheckedScope[]; lineItemId?: string; productSku?: string };
  causes?: IcmErrorCause[];
}

export interface ScopeOutcome {
  errors: ValidationFeedback[];
  infos: ValidationFeedback[];
  /** The check changed the basket. */
  adjusted: boolean;
}

export interface ValidationStores extends BasketViewStores {
  /** The customers' cost centers; without them the CostCenter scope checks nothing. */
  costCenters?: CostCenterStore;
  maxItemQuantity: () => number;
  stock: StockReservations;
  countries: CountryStore;
  /** The API's clock (quotes expire by it); the real time without it. */
  now?: () => Date;
}

/** What a check reads: the basket as it is after the checks before it. */
export interface ValidationInput {
  basket: BasketRecord;
  view: BasketView;
  lines: LineItemRecord[];
  adjustmentsAllowed: boolean;
  locale: string;
  stores: ValidationStores;
}

export type ScopeCheck = (input: ValidationInput) => ScopeOutcome;

const none = (): ScopeOutcome => ({ errors: [], infos: [], adjusted: false });
const NOTHING_TO_CHECK: ScopeCheck = none;

/** One error of the scope, with its causes (their `paths` point into the basket). */
const errorsOf = (scope: CheckedScope, code: string, message: string, causes: IcmErrorCause[]): ScopeOutcome => ({
  errors: [{ code, message, parameters: { scopes: [scope] }, causes }],
  infos: [],
  adjusted: false,
});

/** Each shared checkout step cause (order-readiness.ts) as an error of its own. */
const stepErrors = (scope: CheckedScope, causes: IcmErrorCause[]): ScopeOutcome => ({
  errors: causes.map(cause => ({ code: cause.code, message: cause.message, parameters: { scopes: [scope] }, causes: [cause] })),
  infos: [],
  adjusted: false,
});

/** An address must be chosen and still be complete and valid by the rules of a new one. */
function addressCheck(
  scope: 'InvoiceAddress' | 'ShippingAddress',
  missing: (view: BasketView) => IcmErrorCause[],
  chosen: (view: BasketView) => AddressRecord | undefined,
  field: string,
  invalidCode: FeedbackTextKey,
): ScopeCheck {
  return ({ view, stores, locale }) => {
    const address = chosen(view);
    if (!address) return stepErrors(scope, missing(view));
    const input = { ...address, addressLine2: address.addressLine2 ?? undefined, mainDivisionCode: address.mainDivisionCode ?? undefined };
    const result = validateAddress(input, stores.countries, locale);
    if (!('causes' in result)) return none();
    const causes = result.causes.map(cause => ({ ...cause, paths: (cause.paths ?? []).map(path => `/${field}${path}`) }));
    return errorsOf(scope, invalidCode, feedbackText(locale, invalidCode), causes);
  };
}

const checkValue: ScopeCheck = ({ view, lines, locale }) => {
  // no minimum order value: a basket is worth ordering when it has items
  const causes = checkoutStepCauses.lineItems(view, lines);
  const code = 'basket.validation.empty.error';
  return causes.length === 0 ? none() : errorsOf('Value', code, feedbackText(locale, code), causes);
};

const checkShipping: ScopeCheck = ({ basket, view, locale }) => {
  if (view.checkout.shippingMethod) return none();
  if (basket.shippingMethodId === null) return stepErrors('Shipping', checkoutStepCauses.shippingMethod(view));
  const code = 'basket.shipping_method.not_eligible.error';
  const message = feedbackText(locale, code, { id: basket.shippingMethodId });
  return errorsOf('Shipping', code, message, [{ code, message, paths: ['/commonShippingMethod'] }]);
};

/** An open tender whose method is still offered and unrestricted and, for methods with parameters, a complete instrument. */
const checkPayment: ScopeCheck = ({ basket, view, stores, locale }) => {
  const tender = stores.paymentInstruments.openTender(basket.id);
  if (!tender) return stepErrors('Payment', checkoutStepCauses.payment(view));
  const failed = (code: string, message: string, causes: IcmErrorCause[] = [{ code, message, paths: ['/payments'] }]) =>
    errorsOf('Payment', code, message, causes);
  const text = (code: FeedbackTextKey, values: Record<string, string>) => feedbackText(locale, code, values);
  const method = view.payment.methods.find(candidate => candidate.id === tender.paymentMethodId);
  const notEligible = 'basket.payment_method.not_eligible.error';
  if (!method) return failed(notEligible, text(notEligible, { id: tender.paymentMethodId }));
  // the restriction's own message (basket-payment.ts), in the same locale
  if (method.restrictions.length > 0) return failed('basket.payment_method.restricted.error', method.restrictions[0].message);
  if (method.parameters.length === 0) return none();
  const instrument = view.payment.instruments.find(candidate => candidate.id === tender.paymentInstrumentId);
  const noInstrument = 'basket.payment_instrument.missing.error';
  if (!instrument) return failed(noInstrument, text(noInstrument, { method: method.displayName }));
  const missing = method.parameters.filter(
    definition => definition.required && !instrument.parameters.some(parameter => parameter.name === definition.name && parameter.value !== ''),
  );
  if (missing.length === 0) return none();
  const incomplete = 'basket.payment_instrument.incomplete.error';
  return failed(
    incomplete,
    text(incomplete, { method: method.displayName }),
    missing.map(definition => ({
      code: `payment.instrument.${definition.name}.missing.error`,
      message: constraintMessage(definition, 'required'),
      paths: ['/payments'],
    })),
  );
};

/** The check of every scope; add a scope's check here. */
export const SCOPE_CHECKS: Record<CheckedScope, ScopeCheck> = {
  Products: checkProducts,
  // Applied promotion codes that have expired or whose conditions are not met (promotion-validation.ts).
  Promotion: checkPromotion,
  Value: checkValue,
  // A business user's cost center (Order_CostCenter_ID); anonymous and private baskets have none to check.
  CostCenter: ({ view, stores, locale }) => {
    const causes = stores.costCenters ? costCenterCauses(view, stores.costCenters) : [];
    const code = 'basket.cost_center.invalid.error';
    return causes.length === 0 ? none() : errorsOf('CostCenter', code, causes[0].message, causes);
  },
  InvoiceAddress: addressCheck(
    'InvoiceAddress',
    checkoutStepCauses.invoiceToAddress,
    view => view.checkout.invoiceToAddress,
    'invoiceToAddress',
    'basket.invoice_to_address.invalid.error',
  ),
  ShippingAddress: addressCheck(
    'ShippingAddress',
    checkoutStepCauses.shipToAddress,
    view => view.checkout.shipToAddress,
    'commonShipToAddress',
    'basket.ship_to_address.invalid.error',
  ),
  Shipping: checkShipping,
  Payment: checkPayment,
  // Quotes and subscriptions (recurring orders) are not supported: nothing to check.
  Quote: NOTHING_TO_CHECK,
  Subscription: NOTHING_TO_CHECK,
};

export interface ValidationResults {
  valid: boolean;
  adjusted: boolean;
  errors: ValidationFeedback[];
  infos: ValidationFeedback[];
}

/**
 * Runs the checks of the requested scopes (known names, see VALIDATION_SCOPES) in checkout order,
 * each once. Call it inside a transaction: adjustments write to the basket.
 */
export function validateBasket(
  basket: BasketRecord,
  scopes: string[],
  options: { adjustmentsAllowed: boolean; locale: string },
  stores: ValidationStores,
): ValidationResults {
  const requested = new Set(scopes.flatMap(scope => VALIDATION_SCOPES.get(scope) ?? []));
  const read = (): ValidationInput => ({
    basket,
    view: basketView(basket, stores, options.locale),
    lines: stores.baskets.lineItems(basket.id),
    adjustmentsAllowed: options.adjustmentsAllowed,
    locale: options.locale,
    stores,
  });
  let input = read();
  const results: ValidationResults = { valid: true, adjusted: false, errors: [], infos: [] };
  for (const scope of CHECKED_SCOPES.filter(candidate => requested.has(candidate))) {
    const outcome = SCOPE_CHECKS[scope](input);
    results.errors.push(...outcome.errors);
    results.infos.push(...outcome.infos);
    if (outcome.adjusted) {
      results.adjusted = true;
      input = read();
    }
  }
  results.valid = results.errors.length === 0;
  return results;
}
