// The schemas of the cost center forms (shared by browser and action). Business-and-integration §5:
// organization forms show no format messages, only what is required; a malformed amount or number
// is the API's to refuse, and its message stands next to the field.
import { z } from 'zod';
import { BUDGET_PERIODS } from './cost-center-ids';

export const COST_CENTER_ERROR = {
  required: 'account.costcenter.error.required',
} as const;

/** Required text; how long it may be is the API's to say (its refusal stands next to the field). */
const text = z.string({ error: COST_CENTER_ERROR.required }).trim().min(1, COST_CENTER_ERROR.required);
const period = z.enum(BUDGET_PERIODS, { error: COST_CENTER_ERROR.required });

export const costCenterSchema = z.object({
  costCenterId: text,
  name: text,
  owner: text,
  budget: text,
  budgetPeriod: period,
});

/** The edit form: the owner only for those who may choose one. */
export const costCenterEditSchema = costCenterSchema.extend({ owner: text.optional() });

export const buyerAddSchema = z.object({ login: text, budget: text, budgetPeriod: period });

export const buyerBudgetSchema = z.object({ login: text, budget: text, budgetPeriod: period });

export const buyerRemoveSchema = z.object({ login: text });

/** Activating, deactivating and deleting post nothing but their intent. */
export const costCenterStateSchema = z.object({});
