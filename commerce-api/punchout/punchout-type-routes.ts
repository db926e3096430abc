// The punchout standards the shop supports (ICM's General punchout API): GET customers/{no}/punchouts
// (a collection of Links, one per standard, which the PWA resolves to learn the punchout types) and
// GET …/punchouts/{cxml1.2|ids} (the standard's type and version; OCI's document, with its
// formatters and placeholders, is oci/'s). For the company's punchout managers and punchout users.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Principals } from '../customer/principal';
import { Text } from '../http/schemas';
import { punchoutCaller } from './punchout-access';
import { CXML, IDS, PUNCHOUT_TYPES, punchoutTypeDocument } from './punchout-types';

export interface PunchoutTypeRouteStores {
  principals: Principals;
}

const CustomerParams = Type.Object({ customerNo: Text });
/** Who reads the standards: their managers and every punchout user (the OCI document of oci/ too). */
export const PUNCHOUT_TYPE_READERS = ['APP_B2B_MANAGE_PUNCHOUT', 'APP_B2B_SEND_PUNCHOUT_BASKET'] as const;

export function registerPunchoutTypeRoutes(app: FastifyInstance, stores: PunchoutTypeRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/customers/:customerNo/punchouts', { schema: { params: CustomerParams } }, async request => {
    const caller = punchoutCaller(request, stores.principals, request.params.customerNo, PUNCHOUT_TYPE_READERS);
    return {
      type: 'ResourceCollection',
      name: 'punchouts',
      elements: PUNCHOUT_TYPES.map(type => ({
        type: 'Link',
        uri: `${request.icm.channel}/-/customers/${encodeURIComponent(caller.customerNo)}/punchouts/${type.resource}`,
        title: type.punchoutType,
      })),
    };
  });

  for (const type of [CXML, IDS]) {
    typed.get(`/customers/:customerNo/punchouts/${type.resource}`, { schema: { params: CustomerParams } }, async request => {
      punchoutCaller(request, stores.principals, request.params.customerNo, PUNCHOUT_TYPE_READERS);
      return punchoutTypeDocument(type);
    });
  }
}
