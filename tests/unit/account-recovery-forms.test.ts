// The account recovery forms' schemas: what they accept, the message key of each mistake, and the
// links' parameters.
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema, RECOVERY_ERROR, reminderSchema } from '~/features/account-recovery/recovery-forms';
import { linkValue } from '~/features/account-recovery/recovery-rules';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const errorsOf = (submission: { reply(): { error?: Record<string, string[] | null> } }) => submission.reply().error ?? {};

describe('the password reminder form', () => {
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: reminderSchema });

  it('accepts an e-mail address and a name, trimmed', () => {
    const submission = parse({ email: ' patricia@test.intershop.de ', firstName: ' Patricia', lastName: 'Miller ' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toEqual({ email: 'patricia@test.intershop.de', firstName: 'Patricia', lastName: 'Miller' });
  });

  it('requires every field, each with its own message', () => {
    const errors = errorsOf(parse({ email: '', firstName: '  ', lastName: '' }));
    expect(errors.email).toEqual([RECOVERY_ERROR.emailRequired]);
    expect(errors.firstName).toEqual([RECOVERY_ERROR.firstNameRequired]);
    expect(errors.lastName).toEqual([RECOVERY_ERROR.lastNameRequired]);
  });

  it.each(['patricia', 'patricia@', '@test.de', 'pa tricia@test.de', 'patricia@test'])('refuses the e-mail address %j', (email) => {
    expect(errorsOf(parse({ email, firstName: 'Patricia', lastName: 'Miller' })).email).toEqual([RECOVERY_ERROR.emailInvalid]);
  });

  it('refuses fields longer than 256 characters', () => {
    const errors = errorsOf(parse({ email: `${'p'.repeat(250)}@test.de`, firstName: 'x'.repeat(257), lastName: 'Miller' }));
    expect(errors.email).toEqual([RECOVERY_ERROR.tooLong]);
    expect(errors.firstName).toEqual([RECOVERY_ERROR.tooLong]);
  });
});

describe('the new password form', () => {
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: newPasswordSchema });

  it('accepts a password of 7 characters with letters and digits, repeated', () => {
    const submission = parse({ password: 'abcde12', passwordConfirmation: 'abcde12' });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.password).toBe('abcde12');
  });

  it('requires the password and its repetition', () => {
    const errors = errorsOf(parse({ password: '', passwordConfirmation: '' }));
    expect(errors.password).toEqual([RECOVERY_ERROR.passwordRequired]);
    expect(errors.passwordConfirmation).toEqual([RECOVERY_ERROR.confirmationRequired]);
  });

  it('refuses a password shorter than 7 characters', () => {
    expect(errorsOf(parse({ password: 'abc12', passwordConfirmation: 'abc12' })).password?.[0]).toBe(RECOVERY_ERROR.passwordLength);
  });

  it.each(['abcdefgh', '12345678', 'abc 12345', ' abc12345'])('refuses the password %j by the letters, digits and spaces rule', (password) => {
    expect(errorsOf(parse({ password, passwordConfirmation: password })).password).toEqual([RECOVERY_ERROR.passwordRule]);
  });

  it('refuses a password longer than 256 characters', () => {
    const password = `a1${'x'.repeat(255)}`;
    expect(errorsOf(parse({ password, passwordConfirmation: password })).password).toEqual([RECOVERY_ERROR.tooLong]);
  });

  it('refuses a repetition that differs, next to the repetition', () => {
    const errors = errorsOf(parse({ password: 'abcde12', passwordConfirmation: 'abcde13' }));
    expect(errors.password).toBeUndefined();
    expect(errors.passwordConfirmation).toEqual([RECOVERY_ERROR.mismatch]);
  });

  it('reports a differing repetition even when the password breaks the rule', () => {
    const errors = errorsOf(parse({ password: 'short', passwordConfirmation: 'other' }));
    expect(errors.password?.[0]).toBe(RECOVERY_ERROR.passwordLength);
    expect(errors.passwordConfirmation).toEqual([RECOVERY_ERROR.mismatch]);
  });
});

describe('the parameters of a mail\'s link', () => {
  it('are taken trimmed', () => {
    expect(linkValue(new URLSearchParams('uid=%20user-1%20'), 'uid')).toBe('user-1');
  });

  it.each(['', 'uid=', 'uid=%20%20', `uid=${'x'.repeat(257)}`])('are missing in %j', (query) => {
    expect(linkValue(new URLSearchParams(query), 'uid')).toBeUndefined();
  });
});
