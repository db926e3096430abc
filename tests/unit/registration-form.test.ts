import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { CommerceError } from '~/commerce/errors';
import { companyOf, REGISTRATION_ERROR, registrationSchema } from '~/features/account/registration-form';
import { registrationRefusal } from '~/features/account/registration.server';

const PRIVATE = {
  customerType: 'private',
  email: 'patricia@example.com',
  password: 'Secret123',
  passwordConfirmation: 'Secret123',
  'address.firstName': 'Patricia',
  'address.lastName': 'Miller',
  'address.addressLine1': 'Berliner Str. 20',
  'address.postalCode': '07743',
  'address.city': 'Jena',
  'address.countryCode': 'DE',
  termsAndConditions: 'on',
};

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: registrationSchema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  expect(submission.status).toBe('error');
  return submission.status === 'error' ? (submission.error ?? {}) : {};
}

describe('the registration form', () => {
  it('accepts a private customer without any company fields', () => {
    const submission = parse(PRIVATE);
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.address).toMatchObject({ firstName: 'Patricia', countryCode: 'DE' });
    expect(companyOf(submission.value)).toBeUndefined();
  });

  it('ignores the company fields of a private customer, whatever they hold', () => {
    const submission = parse({ ...PRIVATE, companyName: '', industry: '   ' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(companyOf(submission.value)).toBeUndefined();
  });

  it('requires the company name of a business customer, on the company name field', () => {
    const errors = errorsOf({ ...PRIVATE, customerType: 'business', companyName: '  ' });
    expect(errors.companyName).toEqual([REGISTRATION_ERROR.companyName]);
  });

  it('gives a business customer its company, the optional fields trimmed', () => {
    const submission = parse({ ...PRIVATE, customerType: 'business', companyName: ' Acme ', taxationID: ' DE123 ', companyName2: '' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(companyOf(submission.value)).toEqual({ companyName: 'Acme', taxationID: 'DE123' });
  });

  it('refuses an unknown customer type', () => {
    expect(errorsOf({ ...PRIVATE, customerType: 'reseller' }).customerType).toEqual([REGISTRATION_ERROR.customerType]);
  });

  it.each(['short1', 'lettersonly', '12345678', 'with space1'])('refuses the password %j by ICM\'s rule', (password) => {
    expect(errorsOf({ ...PRIVATE, password, passwordConfirmation: password }).password).toEqual([REGISTRATION_ERROR.passwordRule]);
  });

  it('refuses a confirmation that differs from the password, on the confirmation', () => {
    expect(errorsOf({ ...PRIVATE, passwordConfirmation: 'Secret124' }).passwordConfirmation).toEqual([REGISTRATION_ERROR.passwordMismatch]);
  });

  it('asks for the confirmation when it is missing', () => {
    expect(errorsOf({ ...PRIVATE, passwordConfirmation: '' }).passwordConfirmation).toEqual([REGISTRATION_ERROR.passwordConfirmation]);
  });

  it('requires accepting the terms', () => {
    const { termsAndConditions, ...withoutTerms } = PRIVATE;
    expect(termsAndConditions).toBe('on');
    expect(errorsOf(withoutTerms).termsAndConditions).toEqual([REGISTRATION_ERROR.terms]);
  });

  it('refuses a company name longer than the field allows, even from a forged post', () => {
    expect(errorsOf({ ...PRIVATE, customerType: 'business', companyName: 'x'.repeat(5_000) }).companyName).toEqual(['account.profile.error.too_long']);
  });

  it('shows every problem at once: the company and the password mismatch beside a missing address field', () => {
    const errors = errorsOf({ ...PRIVATE, customerType: 'business', passwordConfirmation: 'x', 'address.city': '' });
    expect(Object.keys(errors).sort()).toEqual(['address.city', 'companyName', 'passwordConfirmation']);
  });

  it('makes no company field required in HTML, so a private customer can post without JavaScript', () => {
    const constraint = getZodConstraint(registrationSchema);
    expect(constraint.companyName?.required).toBeFalsy();
    expect(constraint.email?.required).toBe(true);
    expect(constraint['address.city']?.required).toBe(true);
    expect(constraint.termsAndConditions?.required).toBe(true);
  });
});

describe("the backend's refusals of a registration", () => {
  const refusal = (init: ConstructorParameters<typeof CommerceError>[0]) => registrationRefusal(new CommerceError(init));

  it('puts a taken login on the e-mail field, with status 409', () => {
    expect(refusal({ status: 409, errorKey: 'customer.credentials.login.not_unique.error' })).toEqual({
      status: 409,
      fieldErrors: { email: [REGISTRATION_ERROR.emailTaken] },
      messages: [],
    });
  });

  it('puts a broken password rule on the password field', () => {
    expect(refusal({ status: 400, errorKey: 'customer.credentials.password.invalid.error' })?.fieldErrors).toEqual({ password: [REGISTRATION_ERROR.passwordRule] });
  });

  it("puts the address's causes on the address's fields", () => {
    const result = refusal({
      status: 422,
      errorKey: 'customer.address.creation.failed',
      causes: [{ code: 'address.city.missing.error', message: 'The address needs a city.', paths: ['/address/city'] }],
    });
    expect(result?.fieldErrors).toEqual({ 'address.city': ['checkout.address.error.required'] });
  });

  it('shows any other refusal above the form', () => {
    const result = refusal({ status: 400, errorKey: 'rest.request.malformed.error', message: 'Invalid request.' });
    expect(result?.fieldErrors).toEqual({});
    expect(result?.messages).toHaveLength(1);
  });

  it('leaves failures of the backend to the error page', () => {
    expect(refusal({ status: 503 })).toBeUndefined();
    expect(refusal({ status: 404 })).toBeUndefined();
  });
});
