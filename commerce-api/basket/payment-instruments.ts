// A basket's payment instruments (parameters already masked) and its open tender: the chosen
// method and, for methods with parameters, the chosen instrument.
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';

export interface InstrumentParameter {
  name: string;
  value: string;
}

export interface PaymentInstrumentRecord {
  id: string;
  paymentMethodId: string;
  parameters: InstrumentParameter[];
  accountIdentifier: string | null;
}

export interface OpenTender {
  paymentMethodId: string;
  paymentInstrumentId: string | null;
}

export function createPaymentInstruments(db: Db) {
  const insert = db.prepare(`INSERT INTO basket_payment_instruments
      (id, basket_id, payment_method_id, parameters, account_identifier, position)
    VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_payment_instruments WHERE basket_id = ?))`);
  const ofBasket = db.prepare(`SELECT id, payment_method_id AS paymentMethodId, parameters,
      account_identifier AS accountIdentifier
    FROM basket_payment_instruments WHERE basket_id = ? ORDER BY position`);
  const tender = db.prepare(`SELECT payment_method_id AS paymentMethodId, payment_instrument_id AS paymentInstrumentId
    FROM baskets WHERE id = ? AND payment_method_id IS NOT NULL`);
  const setTender = db.prepare('UPDATE baskets SET payment_method_id = ?, payment_instrument_id = ? WHERE id = ?');
  type Row = Omit<PaymentInstrumentRecord, 'parameters'> & { parameters: string };
  return {
    create(basketId: string, paymentMethodId: string, parameters: InstrumentParameter[], accountIdentifier: string | null) {
      const id = randomBytes(18).toString('base64url');
      insert.run(id, basketId, paymentMethodId, JSON.stringify(parameters), accountIdentifier, basketId);
      return { id, paymentMethodId, parameters, accountIdentifier };
    },
    list: (basketId: string): PaymentInstrumentRecord[] =>
      (ofBasket.all(basketId) as Row[]).map(row => ({ ...row, parameters: JSON.parse(row.parameters) as InstrumentParameter[] })),
    openTender: (basketId: string) => tender.get(basketId) as OpenTender | undefined,
    /** Replaces the open tender; undefined removes it. */
    setOpenTender(basketId: string, choice: OpenTender | undefined): void {
      setTender.run(choice?.paymentMethodId ?? null, choice?.paymentInstrumentId ?? null, basketId);
    },
  };
}

export type PaymentInstruments = ReturnType<typeof createPaymentInstruments>;
