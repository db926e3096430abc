// The payment step's form, built from the server's payment methods: a method choice and, for the
// chosen method, its parameters with the server's constraints (required, size, pattern: shopping-core
// §5), or one of the user's saved instruments of that method. Its schema is in payment-schema.ts.
import type { PaymentInstrument, PaymentMethod, PaymentParameter } from '~/commerce/models';

export const PAYMENT_FORM_ID = 'payment';

/** What the form needs of a method (sent to the browser). */
export type PaymentFormMethod = Pick<PaymentMethod, 'id' | 'displayName' | 'description' | 'paymentCosts' | 'isRestricted' | 'restrictionCauses' | 'hostedPaymentPageParameters'> & {
  parameters: PaymentParameter[];
  /** A logged-in user's saved instruments of the method, as its basket lists them (none for a guest). */
  savedInstruments: SavedInstrumentChoice[];
};

/** A saved instrument to choose instead of typing the parameters again: named by its urn, which stays the same while the basket's id for it changes. */
export interface SavedInstrumentChoice {
  id: string;
  urn: string;
  accountIdentifier?: string;
  /** The values of the method's other parameters (the holder, the expiry date). */
  details: string[];
}

/** The value of an instrument choice that means "the parameters typed in below". */
export const NEW_INSTRUMENT = 'new';

const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_VALUE_LENGTH = 256;

/** Methods whose id and parameter names can be form field names (anything else cannot be filled in). */
export function formMethods(methods: PaymentMethod[]): PaymentFormMethod[] {
  return methods
    .filter((method) => SAFE_NAME.test(method.id) && method.parameters.every((parameter) => SAFE_NAME.test(parameter.name)))
    .map(({ id, displayName, description, paymentCosts, isRestricted, restrictionCauses, hostedPaymentPageParameters, parameters, paymentInstruments }) => ({
      id,
      displayName,
      description,
      paymentCosts,
      isRestricted,
      restrictionCauses,
      hostedPaymentPageParameters,
      parameters: parameters.filter((parameter) => !parameter.hidden),
      savedInstruments: savedChoices(parameters, paymentInstruments),
    }));
}

/** A basket lists a user's saved instruments with their urns; its own (typed in at checkout) have none. */
function savedChoices(parameters: PaymentParameter[], instruments: PaymentInstrument[]): SavedInstrumentChoice[] {
  if (parameters.length === 0) return [];
  const shown = new Set(parameters.filter((parameter) => !parameter.hidden).map((parameter) => parameter.name));
  return instruments.flatMap(({ id, urn, accountIdentifier, parameters: values }) =>
    urn
      ? [{
          id,
          urn,
          ...(accountIdentifier ? { accountIdentifier } : {}),
          details: values.flatMap((value) => (shown.has(value.name) && value.value !== accountIdentifier && value.value !== '' ? [String(value.value)] : [])),
        }]
      : [],
  );
}

/** Whether an id (the basket's, the account's own id) or urn names the saved instrument; ICM's urn ends with the account's id. */
export const namesInstrument = (instrument: SavedInstrumentChoice, reference: string) =>
  instrument.id === reference || instrument.urn === reference || instrument.urn.endsWith(`:${reference}`);

type InstrumentValues = Record<string, string | undefined> | undefined;

/** The posted choice for the method: a saved instrument's urn, NEW_INSTRUMENT or nothing (both mean the typed parameters). */
export const instrumentChoice = (method: PaymentFormMethod, values: InstrumentValues) => values?.[method.id] ?? NEW_INSTRUMENT;

/** The saved instrument posted for the method, if one of its own was. */
export const chosenSavedInstrument = (method: PaymentFormMethod, values: InstrumentValues) =>
  method.savedInstruments.find((instrument) => instrument.urn === instrumentChoice(method, values));

/** The form field of a method's parameter: conform reads `param.{method}.{name}` as nested values. */
export const parameterField = (methodId: string, parameter: PaymentParameter) => `param.${methodId}.${parameter.name}`;

/** The form field of a method's saved-instrument choice. */
export const instrumentField = (methodId: string) => `instrument.${methodId}`;

/**
 * What a parameter is, by its name: identifiers (a card number; an IBAN or BIC, written in upper
 * case) are typed with spaces for legibility, and the form's inputs get the browser's hints.
 */
export type ParameterKind = 'card-number' | 'bank-code' | 'holder' | 'expiry' | 'other';

export function parameterKind(parameter: PaymentParameter): ParameterKind {
  if (/card.?number/i.test(parameter.name)) return 'card-number';
  if (/^(iban|bic)$/i.test(parameter.name)) return 'bank-code';
  if (/holder/i.test(parameter.name)) return 'holder';
  if (/expir/i.test(parameter.name)) return 'expiry';
  return 'other';
}

/** A typed value as it is checked and sent: trimmed; an identifier without spaces (a bank code in upper case). */
export function parameterValue(parameter: PaymentParameter, typed: string | undefined): string {
  const value = (typed ?? '').trim();
  switch (parameterKind(parameter)) {
    case 'card-number':
      return value.replace(/\s+/g, '');
    case 'bank-code':
      return value.replace(/\s+/g, '').toUpperCase();
    default:
      return value;
  }
}

function patternOf(source: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return undefined;
  }
}

/** Why a parameter's value is not acceptable (the server's own message, else a translation key). */
export function parameterProblem(parameter: PaymentParameter, value: string): string | undefined {
  if (value === '') return parameter.required ? (parameter.requiredMessage ?? 'checkout.payment.error.parameter_required') : undefined;
  if (value.length > MAX_VALUE_LENGTH) return parameter.sizeMessage ?? 'checkout.payment.error.parameter_size';
  if ((parameter.minSize !== undefined && value.length < parameter.minSize) || (parameter.maxSize !== undefined && value.length > parameter.maxSize)) {
    return parameter.sizeMessage ?? 'checkout.payment.error.parameter_size';
  }
  const pattern = parameter.pattern ? patternOf(parameter.pattern) : undefined;
  if (pattern && !pattern.test(value)) return parameter.patternMessage ?? 'checkout.payment.error.parameter_pattern';
  return undefined;
}

/** The chosen method's parameters as ICM's name/value pairs. */
export function chosenParameters(method: PaymentFormMethod, values: Record<string, Record<string, string | undefined> | undefined> | undefined) {
  return method.parameters.map((parameter) => ({ name: parameter.name, value: parameterValue(parameter, values?.[method.id]?.[parameter.name]) }));
}
