// What a client sends for a cost center or a buyer's budget (the PWA's CostCenterBase and
// CostCenterBuyer), checked field by field: a number and a name (trimmed, required, at most 256
// characters), an owner's login, a budget as exact money (money-input.ts) and a period of
// weekly|monthly|quarterly. Anything else is ICM's 400 naming the attribute; nothing is written.
import { InvalidAttributeError } from '../../http/icm-errors';
import { centsOf } from '../money-input';
import { type BudgetPeriod, isBudgetPeriod } from '../spending';

export const MAX_TEXT_LENGTH = 256;

export interface CostCenterBody {
  costCenterId?: unknown;
  name?: unknown;
  active?: unknown;
  costCenterOwner?: unknown;
  budget?: unknown;
  budgetPeriod?: unknown;
}

export interface BuyerBody {
  login?: unknown;
  budget?: unknown;
  budgetPeriod?: unknown;
}

const invalid = (attribute: string, message: string) => new InvalidAttributeError(attribute, `costcenter.${attribute}.invalid.error`, message);

export function textOf(value: unknown, attribute: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(attribute, `The ${attribute} is required.`);
  const text = value.trim();
  if (text.length > MAX_TEXT_LENGTH) throw invalid(attribute, `The ${attribute} must not be longer than ${MAX_TEXT_LENGTH} characters.`);
  return text;
}

export function activeOf(value: unknown): boolean {
  if (typeof value !== 'boolean') throw invalid('active', 'The active flag must be true or false.');
  return value;
}

export function periodOf(value: unknown): BudgetPeriod {
  if (typeof value !== 'string' || !isBudgetPeriod(value)) throw invalid('budgetPeriod', 'The budget period must be weekly, monthly or quarterly.');
  return value;
}

/** The owner's login from `{login}` (or a plain login). */
export function ownerLoginOf(value: unknown): string {
  const login = typeof value === 'object' && value !== null ? (value as { login?: unknown }).login : value;
  return textOf(login, 'costCenterOwner');
}

/** A budget: null or absent is none; otherwise exact cents in a shop currency. */
export function budgetOf(value: unknown, currencies: readonly string[]): { cents: number; currency: string } | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('budget', 'The budget must be money with a currency and a value.');
  return centsOf(value, 'budget', currencies);
}
