// `customers.current()`: the customer and its user, asked for at once when the session knows the kind of
// customer, one after the other when it does not, and the right way round when the session's guess is wrong.
import { describe, expect, it } from 'vitest';

import { stubbed } from './stubbed-client';

const ANSWERS: Record<string, (business: boolean) => { status?: number; body?: unknown }> = {
  'customers/-': business => ({ body: business ? { type: 'SMBCustomer', customerNo: 'OilCorp', companyName: 'Oil Corp' } : { type: 'PrivateCustomer', customerNo: 'C-4711' } }),
  'customers/-/users/-': business => (business ? { body: { firstName: 'Bernhard', lastName: 'Boldner' } } : { status: 403 }),
  'privatecustomers/-': business => (business ? { status: 403 } : { body: { type: 'PrivateCustomer', customerNo: 'C-4711', firstName: 'Patricia', lastName: 'Miller' } }),
};

/** A backend of a business or private customer; `sentBeforeCustomer`: the calls made before `customers/-` answered. */
function backend(business: boolean) {
  const sentBeforeCustomer: string[] = [];
  const { commerce, sent } = stubbed(async ({ path }) => {
    if (path === 'customers/-') {
      await new Promise(resolve => setTimeout(resolve, 10));
      sentBeforeCustomer.push(...sent.map(call => call.path));
    }
    return ANSWERS[path](business);
  });
  return { commerce, sent, sentBeforeCustomer };
}

describe('customers.current', () => {
  it('asks for the customer and the user at once when the session knows the kind of customer', async () => {
    const { commerce, sentBeforeCustomer } = backend(false);
    const { customer, user } = await commerce.customers.current(false);
    expect(sentBeforeCustomer.sort()).toEqual(['customers/-', 'privatecustomers/-']);
    expect(customer.customerNo).toBe('C-4711');
    expect(user.firstName).toBe('Patricia');

    const business = backend(true);
    const answer = await business.commerce.customers.current(true);
    expect(business.sentBeforeCustomer.sort()).toEqual(['customers/-', 'customers/-/users/-']);
    expect(answer.customer.companyName).toBe('Oil Corp');
    expect(answer.user.lastName).toBe('Boldner');
  });

  it('asks for the user after the customer without a guess', async () => {
    const { commerce, sent, sentBeforeCustomer } = backend(true);
    const { user } = await commerce.customers.current();
    expect(sentBeforeCustomer).toEqual(['customers/-']);
    expect(sent.map(call => call.path)).toEqual(['customers/-', 'customers/-/users/-']);
    expect(user.firstName).toBe('Bernhard');
  });

  it('asks the right way when the guess was wrong, and the wrong answer changes nothing', async () => {
    const { commerce, sent } = backend(true);
    const { customer, user } = await commerce.customers.current(false);
    expect(sent.map(call => call.path).sort()).toEqual(['customers/-', 'customers/-/users/-', 'privatecustomers/-']);
    expect(customer.isBusinessCustomer).toBe(true);
    expect(user.firstName).toBe('Bernhard');
  });
});
