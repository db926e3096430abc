// The checkout's steps in order and the validation scopes that guard leaving each (shopping-core §4).

export type CheckoutStepId = 'basket' | 'address' | 'shipping' | 'payment' | 'review';

export interface CheckoutStep {
  id: CheckoutStepId;
  /** Shop path (without locale prefix). */
  path: string;
  /** Scopes validated when leaving the step. */
  scopes: string[];
}

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { id: 'basket', path: '/basket', scopes: ['Products', 'Promotion', 'Value', 'CostCenter'] },
  { id: 'address', path: '/checkout/address', scopes: ['InvoiceAddress', 'ShippingAddress', 'Addresses'] },
  { id: 'shipping', path: '/checkout/shipping', scopes: ['Shipping'] },
  { id: 'payment', path: '/checkout/payment', scopes: ['Payment'] },
  { id: 'review', path: '/checkout/review', scopes: ['All', 'CostCenter'] },
];

/** The steps shown in the checkout's progress list. */
export const PROGRESS_STEPS = CHECKOUT_STEPS.filter((step) => step.id !== 'basket');

export function stepIndex(id: CheckoutStepId): number {
  return CHECKOUT_STEPS.findIndex((step) => step.id === id);
}

/** The scopes to validate before showing `id`: those of every earlier step. */
export function scopesBefore(id: CheckoutStepId): string[] {
  return [...new Set(CHECKOUT_STEPS.slice(0, stepIndex(id)).flatMap((step) => step.scopes))];
}

/**
 * The earliest step whose scopes name one of `errorScopes` (§4's auto-jump); `fallback` when the
 * errors name no scope of a step. `All` belongs to the review step only.
 */
export function earliestFailingStep(errorScopes: string[], fallback: CheckoutStepId): CheckoutStep {
  const named = new Set(errorScopes);
  const match = CHECKOUT_STEPS.find((step) => step.scopes.some((scope) => scope !== 'All' && named.has(scope)));
  return match ?? CHECKOUT_STEPS[stepIndex(fallback)];
}
