import { z } from 'zod';

import { lenientString } from './lenient-scalars';

/** One form field of an OCI punchout answer (`NEW_ITEM-PRICE[1]` = `21999.0000`). */
export interface PunchoutField {
  name: string;
  value: string;
}

/** `POST …/punchouts/oci5/transfer`, `GET …/oci5/validate`, `GET …/oci5/background-search` (punchout.v2). */
export const punchoutFieldsDataSchema = z.looseObject({
  data: z.array(z.looseObject({ name: z.string(), value: lenientString.optional() })).nullish(),
});

export function mapPunchoutFields(data: z.infer<typeof punchoutFieldsDataSchema>): PunchoutField[] {
  return (data.data ?? []).map(f => ({ name: f.name, value: f.value ?? '' }));
}
