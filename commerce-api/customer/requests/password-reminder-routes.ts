// The forgotten password: POST security/reminder mails a link with a secure code to the user the
// body names, POST security/password sets a new password with that code.
//
// The reminder answers 204 whether or not a user matched: nothing tells a stranger whether an
// address has an account. (ICM's own answer for an unknown user is not documented; the PWA maps
// any failure but 401 captcha and 500 mail server to one "invalid login or name" message, so
// answering failures only for malformed bodies loses nothing.) When the shop protects the form with
// a captcha (CAPTCHA_FOR), the token is checked before any lookup: 401 captcha.incorrect.
//
// The reset answers as ICM does, by the attribute at fault, which the PWA's update password error
// handler reads from the `error-missing-attributes` / `error-invalid-attributes` headers (with
// `error-type` naming the header): userID for an unknown or inactive user, secureCode for an
// unknown code (a mistyped or cut link), password for one breaking the password rule, and no
// attribute for an expired code or one used before (the timeout error, whose message says "expired
// or already used": shopping-core §8 has no other key for a used link). `error-key` carries the PWA's message
// key for each, so a client that reads only `error-key` tells them apart too.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Db } from '../../db/open-database';
import { IcmError, sendIcmError } from '../../http/icm-errors';
import { passwordReminderMail } from '../../mail/mail-texts';
import type { Outbox } from '../../mail/outbox';
import { passwordResetLink } from '../../mail/storefront-links';
import { MAX_PASSWORD_LENGTH, hashPassword, isAcceptablePassword } from '../passwords';
import type { CaptchaCheck } from '../captcha/captcha-verifier';
import type { UserRecord, UserStore } from '../user-store';
import { type PasswordReminders, REMINDER_LIFETIME_MS, type ReminderCheck } from './password-reminders';

export interface PasswordReminderRouteStores {
  users: UserStore;
  reminders: PasswordReminders;
  outbox: Outbox;
  /** The storefront's public URL without a trailing slash (storefront-links.ts). */
  storefrontUrl: string;
  captcha: CaptchaCheck;
}

const Name = Type.Optional(Type.String({ maxLength: 200 }));

/** The PWA's PasswordReminder; `answer` (a security question of old ICM versions) is accepted and ignored. */
const ReminderBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 256 }),
  firstName: Name,
  lastName: Name,
  answer: Type.Optional(Type.String({ maxLength: 1000 })),
});

/** The PWA's PasswordReminderUpdate; missing values are answered by attribute, as ICM does. */
const PasswordUpdateBody = Type.Object({
  userID: Type.Optional(Type.String({ maxLength: 200 })),
  secureCode: Type.Optional(Type.String({ maxLength: 200 })),
  // longer passwords are refused by the rule, not as a malformed body
  password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH + 1 })),
});

type Attribute = 'userID' | 'secureCode' | 'password';

/** The PWA's message key for each attribute at fault (its updatePasswordErrorHandler). */
const ATTRIBUTE_ERROR_KEYS: Record<Attribute, string> = {
  userID: 'account.forgotdata.consumer_disabled.error',
  secureCode: 'account.forgotdata.consumer_invalid_hash.error',
  password: 'customer.credentials.passwordreset.invalid_password.error.PasswordExpressionViolation',
};
const TIMEOUT_ERROR_KEY = 'account.forgotdata.consumer_password_timeout.error';

function sendAttributeError(reply: FastifyReply, kind: 'missing' | 'invalid', attribute: Attribute): FastifyReply {
  const type = `error-${kind}-attributes`;
  const message = `The following attributes are ${kind}: ${attribute}`;
  reply.header('error-type', type).header(type, attribute);
  return sendIcmError(reply, new IcmError(400, ATTRIBUTE_ERROR_KEYS[attribute], message, [{ code: type, message, paths: [`/${attribute}`] }]));
}

/** Why a code cannot set the password: unknown is the secure code's fault, expired or used the timeout. */
function sendRefusal(reply: FastifyReply, check: Exclude<ReminderCheck, 'valid'>): FastifyReply {
  if (check === 'unknown') return sendAttributeError(reply, 'invalid', 'secureCode');
  return sendIcmError(reply, new IcmError(400, TIMEOUT_ERROR_KEY, 'The password reminder has expired.'));
}

/** Given names must match when the form sends them (the PWA's current form sends the e-mail address alone). */
function sameName(given: string | undefined, known: string): boolean {
  const name = given?.trim() ?? '';
  return name === '' || name.localeCompare(known.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

function remindable(user: UserRecord | undefined, body: { firstName?: string; lastName?: string }): user is UserRecord {
  // single-sign-on users (no password here) and deactivated users get no reminder
  return !!user && user.active && user.passwordHash !== null && sameName(body.firstName, user.firstName) && sameName(body.lastName, user.lastName);
}

export function registerPasswordReminderRoutes(app: FastifyInstance, db: Db, stores: PasswordReminderRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { users, reminders, outbox } = stores;

  const remind = db.transaction((user: UserRecord) => {
    const reminder = reminders.create(user.id);
    if (!reminder) return;
    const link = passwordResetLink(stores.storefrontUrl, user.id, reminder.code, user.preferredLanguage);
    outbox.enqueue(passwordReminderMail(user, link, REMINDER_LIFETIME_MS / 60_000));
  });

  /** Sets the password if the code is still valid; otherwise answers why not. */
  const reset = db.transaction((userId: string, secureCode: string, passwordHash: string) => {
    const check = reminders.check(userId, secureCode);
    if (check !== 'valid') return check;
    users.setPasswordHash(userId, passwordHash);
    reminders.useOpen(userId);
    return check;
  });

  typed.post('/security/reminder', { schema: { body: ReminderBody } }, async (request, reply) => {
    await stores.captcha.check(request, 'forgotPassword');
    const user = users.findByLogin(request.body.email.trim());
    if (remindable(user, request.body)) remind(user);
    return reply.status(204).send();
  });

  typed.post('/security/password', { schema: { body: PasswordUpdateBody } }, async (request, reply) => {
    const { userID, secureCode, password } = request.body;
    if (!userID) return sendAttributeError(reply, 'missing', 'userID');
    if (!secureCode) return sendAttributeError(reply, 'missing', 'secureCode');

    const user = users.findById(userID);
    if (!user || !user.active) return sendAttributeError(reply, 'invalid', 'userID');
    const check = reminders.check(user.id, secureCode);
    if (check !== 'valid') return sendRefusal(reply, check);
    // the password after the link: without one, a post only asks whether the link still works (the storefront's page does)
    if (!password) return sendAttributeError(reply, 'missing', 'password');
    if (!isAcceptablePassword(password)) return sendAttributeError(reply, 'invalid', 'password');

    // hashed outside the transaction (it takes tens of milliseconds); the transaction checks the code again
    const outcome = reset(user.id, secureCode, await hashPassword(password));
    if (outcome !== 'valid') return sendRefusal(reply, outcome);
    return reply.status(204).send();
  });
}
