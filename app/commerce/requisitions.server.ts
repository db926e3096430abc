// Requisitions (order.v1) of the logged-in business user, as the PWA's requisitions service calls
// them: `customers/-/users/-/requisitions?view=&status=` (list), `…/requisitions/{id}` with the
// basket's includes (one), and PATCH with an `ApprovalStatusChange` (approve or reject).
import { BASKET_INCLUDES } from './baskets.server';
import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import {
  type ApprovalStatusChange,
  mapRequisition,
  mapRequisitionList,
  type Requisition,
  requisitionEnvelopeDataSchema,
  requisitionListDataSchema,
  type RequisitionStatus,
  type RequisitionView,
} from './models/requisition';

const BASE = 'customers/-/users/-/requisitions';

function requisitionPath(id: string): string {
  if (!id) throw new Error('a requisition call needs a requisition id');
  return `${BASE}/${encodeURIComponent(id)}`;
}

export function createRequisitionsResource(t: Transport) {
  const include = BASKET_INCLUDES.join(',');
  return {
    /**
     * `GET …/requisitions?view=&status=`: the buyer's own, or those the approver may decide, newest
     * first. A page of them when the backend pages (`offset`, `limit`, `info.total`); a backend that
     * answers all of them (ICM's own) is cut to the page here.
     */
    async list(view: RequisitionView, status: RequisitionStatus, page: { limit: number; offset: number }): Promise<{ requisitions: Requisition[]; total: number }> {
      const data = await t.request(BASE, {
        mediaType: MEDIA_TYPES.order,
        schema: requisitionListDataSchema,
        query: { view, status, offset: page.offset || undefined, limit: page.limit },
      });
      const all = mapRequisitionList(data);
      const total = data.info?.total;
      if (total !== undefined && all.length <= page.limit) return { requisitions: all, total };
      return { requisitions: all.slice(page.offset, page.offset + page.limit), total: all.length };
    },

    /** `GET …/requisitions/{id}` with everything its basket had. */
    async get(id: string): Promise<Requisition> {
      const data = await t.request(requisitionPath(id), { mediaType: MEDIA_TYPES.order, schema: requisitionEnvelopeDataSchema, query: { include } });
      return mapRequisition(data.data, data.included);
    },

    /** `PATCH …/requisitions/{id}`: approve or reject, with the approver's comment. */
    async updateStatus(id: string, change: ApprovalStatusChange): Promise<Requisition> {
      const body = { name: 'string', type: 'ApprovalStatusChange', statusCode: change.statusCode, approvalComment: change.approvalComment };
      const data = await t.request(requisitionPath(id), {
        method: 'PATCH',
        body,
        mediaType: MEDIA_TYPES.order,
        schema: requisitionEnvelopeDataSchema,
        query: { include },
      });
      return mapRequisition(data.data, data.included);
    },
  };
}

export type RequisitionsResource = ReturnType<typeof createRequisitionsResource>;
