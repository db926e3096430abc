// The cost centers the logged-in business user may order on (`customers/-/users/-/costcenters`,
// costcenter.v2): the options of the basket's cost center, as the PWA's user service reads them.
import { z } from 'zod';

import type { Transport } from './icm-transport.server';
import { MEDIA_TYPES } from './media-types';
import { idString, lenientString } from './models/lenient-scalars';

export interface UserCostCenter {
  /** The cost center's number, as the basket's costCenter names it. */
  id: string;
  name: string;
  /** Owner and/or Buyer. */
  roles: string[];
}

const userCostCenterDataSchema = z.looseObject({ id: idString, name: lenientString.optional(), roles: z.array(lenientString).nullish() });
const listSchema = z.looseObject({
  elements: z.array(userCostCenterDataSchema).nullish(),
  data: z.array(userCostCenterDataSchema).nullish(),
});

export function createUserCostCentersResource(t: Transport) {
  return {
    /** Those the user may choose for a basket: the ones where the user is a buyer. */
    async eligible(): Promise<UserCostCenter[]> {
      const answer = await t.request('customers/-/users/-/costcenters', { mediaType: MEDIA_TYPES.costCenter, schema: listSchema });
      return (answer.elements ?? answer.data ?? []).map((entry) => ({
        id: entry.id,
        name: entry.name ?? entry.id,
        roles: (entry.roles ?? []).filter((role): role is string => !!role),
      }));
    },
  };
}
