// The schemas of the cost center forms (shared by browser and action). Business-and-integration §5:
// organization forms show no format messages, only what is required; a malformed amount or number
// is the API's to refuse, and its message stands next to the field.
import { z } from 'zod';
import { BUDGET_PERIODS } from './cost-center-ids';

export const COST_CENTER_ERROR = {
  required: 'account.costcenter.error.required',
} as const;

/** The API's limit for a cost center's number and name. */
export const MAX_TEXT = 256;

const required = z.string({ error: COST_CENTER_ERROR.required }).trim().min(1, COST_CENTER_ERROR.required);
/** Longer than the API allows goes to the API, which refuses it next to the field. */
const text = required.max(100_000, COST_CENTER_ERROR.required);
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

export type CostCenterFields = z.infer<typeof costCenterSchema>;
