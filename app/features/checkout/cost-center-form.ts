// The basket's cost center (business customers, shopping-core §3): one of the user's eligible cost
// centers, chosen on the basket page as the PWA does. One schema for the browser and the action.
import { z } from 'zod';

export const costCenterSchema = z.object({
  costCenter: z.string({ error: 'checkout.cost_center.select.error.required' }).trim().min(1, { error: 'checkout.cost_center.select.error.required' }).max(100, {
    error: 'checkout.cost_center.select.error.unknown',
  }),
});

export type CostCenterInput = z.input<typeof costCenterSchema>;
