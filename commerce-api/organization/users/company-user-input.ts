// What an account admin sends for a company user, checked field by field: the profile (a user of
// POST customers/{no}/users and PUT …/users/{login}), the roles (PUT …/roles) and the budget (PUT
// …/budgets). Every refusal is ICM's 400 naming the attribute at fault (`error-invalid-attributes`),
// before anything changes.
import { type Cents, centsOf } from '../money-input';
import { BUDGET_PERIODS, type BudgetPeriod, isBudgetPeriod } from '../spending';
import { InvalidAttributeError, badRequest } from '../../http/icm-errors';
import { isPunchoutRole, isRoleId, type RoleId } from '../../customer/roles';
import { type UserFieldsInput, isEmailAddress } from '../../customer/user-profile';

const MAX_FIELD_LENGTH = 256;
const TEXT_FIELDS = ['title', 'firstName', 'lastName', 'email', 'phoneHome', 'phoneBusiness', 'phoneMobile', 'fax', 'birthday', 'preferredLanguage', 'businessPartnerNo', 'department'] as const;
const REQUIRED_FIELDS = new Set<string>(['firstName', 'lastName', 'email']);

const invalid = (attribute: string, why: string) => new InvalidAttributeError(attribute, 'customer.user.attribute.invalid.error', `The ${attribute} ${why}.`);

function objectOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('rest.request.malformed.error', 'The request body must be an object.');
  return body as Record<string, unknown>;
}

export interface CompanyUserFields extends UserFieldsInput {
  /** A new user's login (POST only). */
  login?: string;
  active?: boolean;
}

/** The user's fields; texts at most 256 characters, names and e-mail address required. */
export function companyUserFieldsOf(body: unknown): CompanyUserFields {
  const input = objectOf(body);
  const texts: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = input[name];
    if (value === undefined || value === null) {
      if (REQUIRED_FIELDS.has(name)) throw invalid(name, 'is required');
      continue;
    }
    if (typeof value !== 'string') throw invalid(name, 'must be a text');
    if (value.length > MAX_FIELD_LENGTH) throw invalid(name, `must be at most ${MAX_FIELD_LENGTH} characters long`);
    if (REQUIRED_FIELDS.has(name) && value.trim() === '') throw invalid(name, 'is required');
    texts[name] = value;
  }
  const fields: CompanyUserFields = { ...texts, firstName: texts.firstName, lastName: texts.lastName, email: texts.email };
  if (input.active !== undefined) {
    if (typeof input.active !== 'boolean') throw invalid('active', 'must be true or false');
    fields.active = input.active;
  }
  return fields;
}

/**
 * The first user of POST customers/{no}/users: `{elements: [user]}` as the PWA sends it, or the user
 * alone; a login, if given, is an e-mail address (the e-mail address is the login otherwise).
 */
export function newCompanyUserOf(body: unknown): CompanyUserFields {
  const envelope = objectOf(body);
  if (envelope.elements !== undefined && (!Array.isArray(envelope.elements) || envelope.elements.length !== 1)) throw invalid('elements', 'must hold one user');
  const user = envelope.elements === undefined ? envelope : objectOf((envelope.elements as unknown[])[0]);
  const fields = companyUserFieldsOf(user);
  if (user.login !== undefined && user.login !== null) {
    if (typeof user.login !== 'string' || user.login.length > MAX_FIELD_LENGTH || !isEmailAddress(user.login.trim())) {
      throw invalid('login', 'must be an e-mail address');
    }
    fields.login = user.login.trim();
  }
  return fields;
}

/** The role ids of PUT …/roles: known roles of company users, each once. */
export function roleIdsOf(body: unknown): RoleId[] {
  const roles = objectOf(body).userRoles;
  if (!Array.isArray(roles) || roles.length > 50) throw invalid('userRoles', 'must be a list of role ids');
  for (const role of roles) {
    if (typeof role !== 'string' || !isRoleId(role) || isPunchoutRole(role)) {
      throw new InvalidAttributeError('userRoles', 'customer.user.role.unknown.error', `The role '${String(role).slice(0, 100)}' is unknown.`);
    }
  }
  return [...new Set(roles as RoleId[])];
}

export interface BudgetInput {
  orderSpentLimit: Cents | null;
  budget: Cents | null;
  budgetPeriod: BudgetPeriod | undefined;
}

/** Money or nothing: a missing or null amount, or one without a value, means no limit. */
function optionalCents(value: unknown, attribute: string, currencies: readonly string[]): Cents | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(attribute, 'must be money ({currency, value})');
  const money = value as { currency?: unknown; value?: unknown };
  if (money.value === undefined || money.value === null || money.value === '') return null;
  return centsOf(money, attribute, currencies);
}

/** The budget of PUT …/budgets: order limit and budget in one currency, and a known period. */
export function budgetOf(body: unknown, currencies: readonly string[]): BudgetInput {
  const input = objectOf(body);
  const orderSpentLimit = optionalCents(input.orderSpentLimit, 'orderSpentLimit', currencies);
  const budget = optionalCents(input.budget, 'budget', currencies);
  if (orderSpentLimit && budget && orderSpentLimit.currency !== budget.currency) throw invalid('budget', 'must be in the currency of the orderSpentLimit');
  const period = input.budgetPeriod;
  if (period !== undefined && period !== null && (typeof period !== 'string' || !isBudgetPeriod(period))) {
    throw invalid('budgetPeriod', `must be one of ${BUDGET_PERIODS.join(', ')}`);
  }
  return { orderSpentLimit, budget, budgetPeriod: (period ?? undefined) as BudgetPeriod | undefined };
}
