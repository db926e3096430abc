// SEPA mandate references for direct debit instruments: unique, at most 35 characters of A-Z
// and 0-9 (as SEPA allows), assigned by the shop when the instrument is created.
import { randomBytes } from 'node:crypto';

import type { InstrumentParameter } from './payment-instruments';

export function newMandateReference(): InstrumentParameter {
  return { name: 'mandateReference', value: `ISH${randomBytes(10).toString('hex').toUpperCase()}` };
}
