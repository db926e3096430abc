import { describe, expect, it } from 'vitest';
import { earliestFailingStep, scopesBefore } from '~/features/checkout/checkout-steps';

describe('checkout steps', () => {
  it('validates the scopes of every earlier step before a step is shown', () => {
    expect(scopesBefore('shipping')).toEqual(['Products', 'Promotion', 'Value', 'CostCenter', 'InvoiceAddress', 'ShippingAddress', 'Addresses']);
  });

  it('validates nothing before the basket', () => {
    expect(scopesBefore('basket')).toEqual([]);
  });

  it('jumps to the earliest step whose scopes failed', () => {
    expect(earliestFailingStep(['Payment', 'ShippingAddress'], 'review').id).toBe('address');
  });

  it('sends a product problem back to the basket', () => {
    expect(earliestFailingStep(['Products'], 'review').path).toBe('/basket');
  });

  it('falls back to the given step when the errors name no step scope', () => {
    expect(earliestFailingStep(['All'], 'payment').id).toBe('payment');
  });
});
