// A user's saved payment instruments (migration 016): the method and its parameters, masked as the
// basket's instruments are (basket/payment-parameters.ts) before they are stored. Each is named by
// its id and its urn, urn:payment-instrument:user:{userId}:{id}, as ICM names them.
import { randomBytes } from 'node:crypto';

import type { InstrumentParameter, PaymentInstrumentRecord } from '../../basket/payment-instruments';
import type { Db } from '../../db/open-database';

export interface SavedInstrumentRecord extends PaymentInstrumentRecord {
  userId: string;
  urn: string;
}

export function savedInstrumentUrn(userId: string, id: string): string {
  return `urn:payment-instrument:user:${userId}:${id}`;
}

const COLUMNS = `id, user_id AS userId, payment_method_id AS paymentMethodId, parameters, account_identifier AS accountIdentifier`;
type Row = Omit<SavedInstrumentRecord, 'parameters' | 'urn'> & { parameters: string };
const toRecord = (row: Row): SavedInstrumentRecord => ({
  ...row,
  parameters: JSON.parse(row.parameters) as InstrumentParameter[],
  urn: savedInstrumentUrn(row.userId, row.id),
});

export function createUserPaymentInstruments(db: Db, now: () => Date = () => new Date()) {
  const ofUser = db.prepare(`SELECT ${COLUMNS} FROM user_payment_instruments WHERE user_id = ? ORDER BY position`);
  const insert = db.prepare(`INSERT INTO user_payment_instruments
      (id, user_id, payment_method_id, parameters, account_identifier, position, created_at)
    VALUES (@id, @userId, @paymentMethodId, @parameters, @accountIdentifier,
      (SELECT COALESCE(MAX(position), 0) + 1 FROM user_payment_instruments WHERE user_id = @userId), @createdAt)`);
  const update = db.prepare('UPDATE user_payment_instruments SET parameters = ?, account_identifier = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM user_payment_instruments WHERE id = ?');
  const copyOf = db.prepare('SELECT urn FROM basket_saved_instruments WHERE basket_instrument_id = ?').pluck();
  // a preference naming a deleted instrument would name nothing
  const forgetPreference = db.prepare('UPDATE users SET preferred_payment_instrument_id = NULL WHERE preferred_payment_instrument_id = ?');

  const list = (userId: string) => (ofUser.all(userId) as Row[]).map(toRecord);

  return {
    list,
    /** The user's instrument with this id, urn or the id of a basket's copy of it (as a basket lists it); another user's is unknown. */
    find(userId: string, reference: string) {
      const urns = [reference, copyOf.get(reference) as string | undefined];
      return list(userId).find(instrument => instrument.id === reference || urns.includes(instrument.urn));
    },
    create(userId: string, paymentMethodId: string, parameters: InstrumentParameter[], accountIdentifier: string | null): SavedInstrumentRecord {
      const id = randomBytes(18).toString('base64url');
      insert.run({ id, userId, paymentMethodId, parameters: JSON.stringify(parameters), accountIdentifier, createdAt: now().toISOString() });
      return { id, userId, paymentMethodId, parameters, accountIdentifier, urn: savedInstrumentUrn(userId, id) };
    },
    /** Replaces the (masked) parameters. */
    update(instrument: SavedInstrumentRecord, parameters: InstrumentParameter[], accountIdentifier: string | null): SavedInstrumentRecord {
      update.run(JSON.stringify(parameters), accountIdentifier, instrument.id);
      return { ...instrument, parameters, accountIdentifier };
    },
    delete: db.transaction((id: string) => {
      forgetPreference.run(id);
      remove.run(id);
    }),
  };
}

export type UserPaymentInstruments = ReturnType<typeof createUserPaymentInstruments>;
