// What an account admin sends for a punchout user, checked field by field before anything changes:
// a new user (POST …/punchouts/{type}/users: login, password, optional e-mail address and active
// flag) and a change (PUT …/users/{login}: any of e-mail address, password and active flag; the
// login stays). Every refusal is ICM's 400 naming the attribute (`error-invalid-attributes`).
import { isAcceptablePassword } from '../../customer/passwords';
import { isEmailAddress } from '../../customer/user-profile';
import { InvalidAttributeError, badRequest } from '../../http/icm-errors';

const MAX_LOGIN_LENGTH = 256;

export interface PunchoutUserChangeInput {
  email?: string;
  password?: string;
  active?: boolean;
}

export interface NewPunchoutUserInput extends PunchoutUserChangeInput {
  login: string;
  password: string;
}

const invalid = (attribute: string, why: string, code = 'punchout.user.attribute.invalid.error') =>
  new InvalidAttributeError(attribute, code, `The ${attribute} ${why}.`);

function objectOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('rest.request.malformed.error', 'The request body must be an object.');
  return body as Record<string, unknown>;
}

/** A login a procurement system can send as USERNAME, name_kunde or cXML Identity: no white space, at most 256 characters. */
function loginOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw invalid('login', 'is required');
  if (value.length > MAX_LOGIN_LENGTH || /\s/.test(value)) throw invalid('login', `must be at most ${MAX_LOGIN_LENGTH} characters without white space`);
  return value;
}

function changesOf(input: Record<string, unknown>): PunchoutUserChangeInput {
  const changes: PunchoutUserChangeInput = {};
  if (input.email !== undefined && input.email !== null) {
    if (typeof input.email !== 'string' || (input.email.trim() !== '' && !isEmailAddress(input.email.trim()))) {
      throw invalid('email', 'is not a valid e-mail address', 'customer.email.invalid.error');
    }
    changes.email = input.email.trim();
  }
  if (input.password !== undefined && input.password !== null) {
    if (typeof input.password !== 'string' || !isAcceptablePassword(input.password)) {
      throw invalid('password', 'needs at least 7 characters with a letter and a digit and no white space', 'punchout.password_invalid.error');
    }
    changes.password = input.password;
  }
  if (input.active !== undefined && input.active !== null) {
    if (typeof input.active !== 'boolean') throw invalid('active', 'must be true or false');
    changes.active = input.active;
  }
  return changes;
}

export function newPunchoutUserOf(body: unknown): NewPunchoutUserInput {
  const input = objectOf(body);
  const login = loginOf(input.login);
  const changes = changesOf(input);
  if (changes.password === undefined) throw invalid('password', 'is required', 'punchout.password_invalid.error');
  return { ...changes, login, password: changes.password };
}

/** The changes of PUT; a login in the body (the PWA sends the whole user) must be the path's. */
export function punchoutUserChangesOf(body: unknown, login: string): PunchoutUserChangeInput {
  const input = objectOf(body);
  if (input.login !== undefined && input.login !== null && (typeof input.login !== 'string' || input.login.toLowerCase() !== login.toLowerCase())) {
    throw invalid('login', 'cannot be changed');
  }
  return changesOf(input);
}
