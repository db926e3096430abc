// The basket's cost center (business customers, shopping-core §3): one of the user's eligible cost
// centers, chosen on the basket page as the PWA does; and a line item's own, when the company chooses
// cost centers per line item (empty: the basket's applies). One schema each for the browser and the action.
import { z } from 'zod';

export const costCenterSchema = z.object({
  costCenter: z.string({ error: 'checkout.cost_center.select.error.required' }).trim().min(1, { error: 'checkout.cost_center.select.error.required' }).max(100, {
    error: 'checkout.cost_center.select.error.unknown',
  }),
});

export const lineCostCenterSchema = z.object({
  itemId: z.string().min(1).max(256),
  costCenter: z.string().trim().max(100, { error: 'checkout.cost_center.select.error.unknown' }).optional(),
});

export type CostCenterInput = z.input<typeof costCenterSchema>;
export type LineCostCenterInput = z.input<typeof lineCostCenterSchema>;
