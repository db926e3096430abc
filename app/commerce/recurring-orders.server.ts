// Recurring orders (recurringorder.v2): one of the token's recurring orders, e.g. the one a recurring
// basket just became (POST orders answers STOPPED with exitReason `recurring.order`), and a customer's
// recurring orders below the customer resource (spec §6, §7): a private customer's under
// privatecustomers/{no}; a business user's own under customers/{no}/users/{login}, and in the ADMIN
// context under customers/{no}, where ICM gives the account admin the company's and anyone else their own.
import { z } from 'zod';

import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import {
  mapRecurringOrderDetail,
  mapRecurringOrderEnvelope,
  mapRecurringOrderList,
  type RecurringOrder,
  type RecurringOrderDetail,
  recurringOrderEnvelopeDataSchema,
  recurringOrderListDataSchema,
  type RecurringOrderSummary,
} from './models/recurring-order';

/** The logged-in user whose recurring orders are meant, as the session knows them. */
export interface RecurringOrderOwner {
  customerNo: string;
  businessCustomer: boolean;
  login?: string;
}

/** MY: the user's own; ADMIN: the company's (business customers; ICM decides what the user may see). */
export type RecurringOrderContext = 'MY' | 'ADMIN';

const anyAnswer = z.unknown();

function idSegment(id: string): string {
  if (!id) throw new Error('a recurring order call needs a recurring order id');
  return encodeURIComponent(id);
}

/** The collection the owner's recurring orders are listed, read, changed and deleted under. */
export function ownerCollectionPath(owner: RecurringOrderOwner, context: RecurringOrderContext = 'MY'): string {
  if (!owner.customerNo) throw new Error('a customer recurring order call needs the customer number');
  const customer = encodeURIComponent(owner.customerNo);
  if (!owner.businessCustomer) return `privatecustomers/${customer}/recurringorders`;
  if (context === 'ADMIN') return `customers/${customer}/recurringorders`;
  return `customers/${customer}/users/${owner.login ? encodeURIComponent(owner.login) : '-'}/recurringorders`;
}

export function createRecurringOrdersResource(t: Transport) {
  const itemPath = (owner: RecurringOrderOwner, id: string, context?: RecurringOrderContext) => `${ownerCollectionPath(owner, context)}/${idSegment(id)}`;
  const detailCall = async (path: string, o: { method?: 'GET' | 'PATCH'; body?: unknown } = {}) =>
    mapRecurringOrderDetail(await t.request(path, { ...o, mediaType: MEDIA_TYPES.recurringOrder, schema: recurringOrderEnvelopeDataSchema }));

  return {
    /** `GET recurringorders/{id}`: its number, schedule, state and totals. Another token's is 404. */
    async get(id: string): Promise<RecurringOrder> {
      const envelope = await t.request(`recurringorders/${idSegment(id)}`, { mediaType: MEDIA_TYPES.recurringOrder, schema: recurringOrderEnvelopeDataSchema });
      return mapRecurringOrderEnvelope(envelope);
    },

    /** The owner's recurring orders (in the ADMIN context the company's), as ICM orders them. */
    async list(owner: RecurringOrderOwner, context?: RecurringOrderContext): Promise<RecurringOrderSummary[]> {
      const list = await t.request(ownerCollectionPath(owner, context), { mediaType: MEDIA_TYPES.recurringOrder, schema: recurringOrderListDataSchema });
      return mapRecurringOrderList(list);
    },

    /** One of them with everything on it; one outside the owner's (another customer's) is 404. */
    detail(owner: RecurringOrderOwner, id: string, context?: RecurringOrderContext): Promise<RecurringOrderDetail> {
      return detailCall(itemPath(owner, id, context));
    },

    /**
     * Activates or deactivates it (spec §4): `PATCH {active}` only when that changes its state.
     * `changed` says whether it did; an expired one cannot be activated (ICM answers 422).
     */
    async setActive(owner: RecurringOrderOwner, id: string, active: boolean, context?: RecurringOrderContext): Promise<{ order: RecurringOrderDetail; changed: boolean }> {
      const path = itemPath(owner, id, context);
      const current = await detailCall(path);
      if (current.active === active) return { order: current, changed: false };
      return { order: await detailCall(path, { method: 'PATCH', body: { active } }), changed: true };
    },

    /** `DELETE`: the schedule ends; the orders it placed stay. */
    async delete(owner: RecurringOrderOwner, id: string, context?: RecurringOrderContext): Promise<void> {
      await t.request(itemPath(owner, id, context), { method: 'DELETE', mediaType: MEDIA_TYPES.recurringOrder, schema: anyAnswer });
    },
  };
}

export type RecurringOrdersResource = ReturnType<typeof createRecurringOrdersResource>;
