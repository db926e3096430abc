// IDS Connect for a company's IDS punchout users (business-and-integration §7.3): POST
// customers/{no}/punchouts/ids/transfer?basketId= answers the basket as the warenkorb XML
// (text/xml) the storefront posts to the craft software's hookurl; GET …/ids/login-info and
// …/ids/version answer the IDS actions LI and SV (ids-entry-info.ts), also to the company's
// punchout managers, who hand those details to the craft business.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Principals } from '../../customer/principal';
import { Text } from '../../http/schemas';
import { punchoutCaller, punchoutUserCaller } from '../punchout-access';
import { type PunchoutBasketStores, transferredBasket } from '../punchout-basket';
import { IDS } from '../punchout-types';
import { idsLoginInfoDocument, idsVersionDocument } from './ids-entry-info';
import { type WarenkorbStores, warenkorbXml } from './ids-warenkorb';

export interface IdsRouteStores extends PunchoutBasketStores, WarenkorbStores {
  principals: Principals;
  storefrontUrl: string;
  now?: () => Date;
}

const CustomerParams = Type.Object({ customerNo: Text });
const TransferQuery = Type.Object({ basketId: Text });
const READERS = ['APP_B2B_SEND_IDS_BASKET', 'APP_B2B_MANAGE_PUNCHOUT'] as const;

export function registerIdsRoutes(app: FastifyInstance, stores: IdsRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = stores.now ?? (() => new Date());

  typed.post(
    '/customers/:customerNo/punchouts/ids/transfer',
    { schema: { params: CustomerParams, querystring: TransferQuery } },
    async (request, reply) => {
      punchoutUserCaller(request, stores.principals, request.params.customerNo, IDS);
      const view = transferredBasket(request, request.query.basketId, stores);
      return reply.type('text/xml; charset=utf-8').send(warenkorbXml(view, stores, now()));
    },
  );

  typed.get('/customers/:customerNo/punchouts/ids/login-info', { schema: { params: CustomerParams } }, async request => {
    const caller = punchoutCaller(request, stores.principals, request.params.customerNo, READERS);
    return idsLoginInfoDocument(stores.storefrontUrl, caller.customerNo);
  });

  typed.get('/customers/:customerNo/punchouts/ids/version', { schema: { params: CustomerParams } }, async request => {
    punchoutCaller(request, stores.principals, request.params.customerNo, READERS);
    return idsVersionDocument();
  });
}
