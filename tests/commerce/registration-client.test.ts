import { describe, expect, it } from 'vitest';
import { stubbed } from './stubbed-client';

const address = { countryCode: 'DE', firstName: 'Erika', lastName: 'Mustermann', addressLine1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' };
const registration = {
  type: 'PrivateCustomer' as const,
  credentials: { login: 'erika@example.com', password: 'secret-123' },
  user: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com' },
  address,
};

describe('registration', () => {
  it('proposes a customer number of twelve digits (ICM takes the one the client sends)', async () => {
    const { commerce, sent } = stubbed(() => ({ status: 201 }));
    await commerce.customers.register(registration);
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'privatecustomers' });
    expect(sent[0].body?.customerNo).toMatch(/^[1-9]\d{11}$/);
  });

  it('proposes a new customer number for each registration', async () => {
    const { commerce, sent } = stubbed(() => ({ status: 201 }));
    await commerce.customers.register(registration);
    await commerce.customers.register({ ...registration, type: 'SMBCustomer', company: { companyName: 'Mustermann GmbH' } });
    expect(sent[1]).toMatchObject({ method: 'POST', path: 'customers' });
    expect(sent[1].body?.customerNo).not.toBe(sent[0].body?.customerNo);
  });
});
