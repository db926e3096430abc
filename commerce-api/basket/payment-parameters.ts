// Checks an instrument's parameters against its method's definitions (required, size, pattern)
// and masks the values whose definition says so: every problem is a cause with a path into the
// body (its message the constraint's, in the locale the definitions were read in; an unknown
// parameter's in the request's locale), and a masked value keeps only its last four characters.
// A card's expiry date (`expiryDate`, MM/YY: the last month the card works) is also checked against
// today, as the payment provider would refuse an expired card.
import type { IcmErrorCause } from '../http/icm-errors';
import type { PaymentParameterDefinition } from '../reference/payment-methods';
import { feedbackText } from './feedback-texts';
import type { InstrumentParameter } from './payment-instruments';

type Constraint = keyof PaymentParameterDefinition['messages'];

/** The message of a constraint, in definitions and in causes alike (the English default when none is stored). */
export function constraintMessage(definition: PaymentParameterDefinition, constraint: Constraint): string {
  const stored = definition.messages[constraint];
  if (stored !== null) return stored;
  const { displayName, minSize, maxSize } = definition;
  if (constraint === 'required') return `${displayName} is required.`;
  if (constraint === 'size') return `${displayName} must have ${minSize ?? 0} to ${maxSize ?? 'any number of'} characters.`;
  return `${displayName} is not valid.`;
}

/** The parameter that names the last month a card works, as MM/YY. */
const EXPIRY_PARAMETER = 'expiryDate';
const MONTH_YEAR = /^(0[1-9]|1[0-2])\/([0-9]{2})$/;

/** True for an MM/YY month before the month of `now` (years 00–99 read as 2000–2099). */
function isPastMonth(value: string, now: Date): boolean {
  const match = MONTH_YEAR.exec(value);
  if (!match) return false;
  const [, month, year] = match;
  return 2000 + Number(year) < now.getUTCFullYear() || (2000 + Number(year) === now.getUTCFullYear() && Number(month) < now.getUTCMonth() + 1);
}

function maskValue(value: string): string {
  return '*'.repeat(Math.max(value.length - 4, 0)) + value.slice(-4);
}

export function checkParameters(
  given: InstrumentParameter[],
  definitions: PaymentParameterDefinition[],
  locale: string,
  now: Date = new Date(),
): { causes: IcmErrorCause[] } | { stored: InstrumentParameter[]; accountIdentifier: string | null } {
  const causes: IcmErrorCause[] = [];
  given.forEach((parameter, index) => {
    if (!definitions.some(definition => definition.name === parameter.name)) {
      const code = 'payment.instrument.parameter.unknown.error';
      causes.push({ code, message: feedbackText(locale, code, { name: parameter.name }), paths: [`/parameters/${index}/name`] });
    }
  });
  const stored = definitions.flatMap(definition => {
    const index = given.findIndex(parameter => parameter.name === definition.name);
    const value = index < 0 ? '' : given[index].value.trim();
    const path = index < 0 ? '/parameters' : `/parameters/${index}/value`;
    const cause = (problem: string, constraint: Constraint) =>
      causes.push({ code: `payment.instrument.${definition.name}.${problem}.error`, message: constraintMessage(definition, constraint), paths: [path] });
    if (value === '') {
      if (definition.required) cause('missing', 'required');
      return [];
    }
    const { minSize, maxSize, pattern } = definition;
    if ((minSize !== null && value.length < minSize) || (maxSize !== null && value.length > maxSize)) {
      cause('size', 'size');
    } else if (pattern !== null && !new RegExp(pattern).test(value)) {
      cause('pattern', 'pattern');
    } else if (definition.name === EXPIRY_PARAMETER && isPastMonth(value, now)) {
      const code = 'payment.instrument.expiryDate.expired.error';
      causes.push({ code, message: feedbackText(locale, code), paths: [path] });
    }
    return [{ name: definition.name, value: definition.masked ? maskValue(value) : value }];
  });
  if (causes.length > 0) return { causes };
  const identifying = definitions.find(definition => definition.masked);
  return { stored, accountIdentifier: stored.find(parameter => parameter.name === identifying?.name)?.value ?? null };
}
