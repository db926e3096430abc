// Recurring orders (recurringorder.v2): read one of the token's recurring orders, e.g. the one a
// recurring basket just became (POST orders answers STOPPED with exitReason `recurring.order`).
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { mapRecurringOrderEnvelope, type RecurringOrder, recurringOrderEnvelopeDataSchema } from './models/recurring-order';

function recurringOrderPath(id: string): string {
  if (!id) throw new Error('a recurring order call needs a recurring order id');
  return `recurringorders/${encodeURIComponent(id)}`;
}

export function createRecurringOrdersResource(t: Transport) {
  return {
    /** `GET recurringorders/{id}`: its number, schedule, state and totals. Another token's is 404. */
    async get(id: string): Promise<RecurringOrder> {
      const envelope = await t.request(recurringOrderPath(id), { mediaType: MEDIA_TYPES.recurringOrder, schema: recurringOrderEnvelopeDataSchema });
      return mapRecurringOrderEnvelope(envelope);
    },
  };
}

export type RecurringOrdersResource = ReturnType<typeof createRecurringOrdersResource>;
