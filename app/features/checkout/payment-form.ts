// The payment step's form, built from the server's payment methods: a method choice and, for the
// chosen method, its parameters with the server's constraints (required, size, pattern: shopping-core
// §5). Its schema is in payment-schema.ts.
import type { PaymentMethod, PaymentParameter } from '~/commerce/models';

export const PAYMENT_FORM_ID = 'payment';

/** What the form needs of a method (sent to the browser). */
export type PaymentFormMethod = Pick<PaymentMethod, 'id' | 'displayName' | 'description' | 'paymentCosts' | 'isRestricted' | 'restrictionCauses' | 'hostedPaymentPageParameters'> & {
  parameters: PaymentParameter[];
};

const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_VALUE_LENGTH = 256;

/** Methods whose id and parameter names can be form field names (anything else cannot be filled in). */
export function formMethods(methods: PaymentMethod[]): PaymentFormMethod[] {
  return methods
    .filter((method) => SAFE_NAME.test(method.id) && method.parameters.every((parameter) => SAFE_NAME.test(parameter.name)))
    .map(({ id, displayName, description, paymentCosts, isRestricted, restrictionCauses, hostedPaymentPageParameters, parameters }) => ({
      id,
      displayName,
      description,
      paymentCosts,
      isRestricted,
      restrictionCauses,
      hostedPaymentPageParameters,
      parameters: parameters.filter((parameter) => !parameter.hidden),
    }));
}

/** The form field of a method's parameter: conform reads `param.{method}.{name}` as nested values. */
export const parameterField = (methodId: string, parameter: PaymentParameter) => `param.${methodId}.${parameter.name}`;

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
  return method.parameters.map((parameter) => ({ name: parameter.name, value: (values?.[method.id]?.[parameter.name] ?? '').trim() }));
}
