// GET and PUT customers/{no}/punchouts/settings (punchout.v2, our extension; punchout-settings.ts):
// the company's punchout managers (APP_B2B_MANAGE_PUNCHOUT) read and write them; its punchout users
// read them, because the storefront checks a hook URL and sets frame-ancestors in the punchout
// user's own session.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { Principals } from '../../customer/principal';
import { Text } from '../../http/schemas';
import { punchoutCaller, punchoutManager } from '../punchout-access';
import { PUNCHOUT_TYPE_READERS } from '../punchout-type-routes';
import { type PunchoutSettingsStore, settingsOf } from './punchout-settings';

export interface PunchoutSettingsRouteStores {
  principals: Principals;
  punchoutSettings: PunchoutSettingsStore;
}

const CustomerParams = Type.Object({ customerNo: Text });
const PATH = '/customers/:customerNo/punchouts/settings';

export function registerPunchoutSettingsRoutes(app: FastifyInstance, stores: PunchoutSettingsRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(PATH, { schema: { params: CustomerParams } }, async request => {
    const caller = punchoutCaller(request, stores.principals, request.params.customerNo, PUNCHOUT_TYPE_READERS, 'Reading the punchout settings');
    return stores.punchoutSettings.of(caller.customerId);
  });

  typed.put(PATH, { schema: { params: CustomerParams, body: Type.Unknown() } }, async request => {
    const caller = punchoutManager(request, stores.principals, request.params.customerNo);
    stores.punchoutSettings.update(caller.customerId, settingsOf(request.body));
    return stores.punchoutSettings.of(caller.customerId);
  });
}
