// The schemas of organization management's forms: a company user's profile, roles and budget (one
// form when creating a user), the company's profile and its settings (budget price type, cost centers). As business-and-
// integration §5 has it, these forms tell what is missing or not accepted, never the expected format.
import { z } from 'zod';
import { PLAIN_TEXT } from '~/forms/plain-text';
import { ADDRESS_LIMITS } from '~/features/checkout/address-rules';
import { BUDGET_PERIODS } from '~/commerce/models/company-user';

export const ORGANIZATION_ERROR = {
  required: 'organization.form.error.required',
  invalid: 'organization.form.error.invalid',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An amount of money as typed: digits with up to two decimals (a comma for the decimal point too). */
const AMOUNT = /^\d{1,12}([.,]\d{1,2})?$/;
const MAX_TEXT = 256;

const requiredText = (max: number) =>
  z.string({ error: ORGANIZATION_ERROR.required }).trim().min(1, ORGANIZATION_ERROR.required).max(max, ORGANIZATION_ERROR.invalid).regex(PLAIN_TEXT, ORGANIZATION_ERROR.invalid);
const optionalText = (max: number) => z.string().trim().max(max, ORGANIZATION_ERROR.invalid).regex(PLAIN_TEXT, ORGANIZATION_ERROR.invalid).optional();
const amount = z.string().trim().regex(AMOUNT, ORGANIZATION_ERROR.invalid).optional();

export const userProfileFields = {
  title: optionalText(20),
  firstName: requiredText(ADDRESS_LIMITS.firstName),
  lastName: requiredText(ADDRESS_LIMITS.lastName),
  email: requiredText(ADDRESS_LIMITS.email).regex(EMAIL, ORGANIZATION_ERROR.invalid),
  phoneHome: optionalText(ADDRESS_LIMITS.phoneHome),
  /** A checkbox: present when ticked. */
  active: z.literal('on').optional(),
};

export const userRolesFields = {
  roleIds: z.array(z.string().max(100)).max(20).optional(),
};

export const userBudgetFields = {
  orderSpentLimit: amount,
  budget: amount,
  budgetPeriod: z.enum(BUDGET_PERIODS, { error: ORGANIZATION_ERROR.required }),
};

export const userProfileSchema = z.object(userProfileFields);
export const userRolesSchema = z.object(userRolesFields);
export const userBudgetSchema = z.object(userBudgetFields);
/** The confirmed deletion of a user: nothing but its intent. */
export const deleteUserSchema = z.object({});
export const userCreateSchema = z.object({ ...userProfileFields, ...userRolesFields, ...userBudgetFields });

export const companySchema = z.object({
  companyName: requiredText(MAX_TEXT),
  companyName2: optionalText(MAX_TEXT),
  taxationID: optionalText(MAX_TEXT),
  industry: optionalText(MAX_TEXT),
  description: optionalText(1000),
});

/** The company's settings: the budget price type and the cost center settings (checkboxes, present when ticked). */
export const companySettingsSchema = z.object({
  budgetPriceType: z.enum(['gross', 'net'], { error: ORGANIZATION_ERROR.required }),
  isCostCenterOptional: z.literal('on').optional(),
  isCostCenterPerPosition: z.literal('on').optional(),
});

export type UserProfileInput = z.output<typeof userProfileSchema>;
export type UserBudgetInput = z.output<typeof userBudgetSchema>;
export type CompanyInput = z.output<typeof companySchema>;

/** A typed amount as a number (undefined: none). */
export function amountValue(typed: string | undefined): number | undefined {
  return typed === undefined ? undefined : Number(typed.replace(',', '.'));
}
