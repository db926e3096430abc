// A basket's payment instruments (parameters already masked) and its open tender: the chosen
// method and, for methods with parameters, the chosen instrument. A logged-in user's basket also
// offers the user's saved instruments (customer/account), which keep their urns; the open tender
// names one through the basket's copy of it, listed under the copy's id.
import { randomBytes } from 'node:crypto';

import type { Db } from '../db/open-database';
import type { TokenHash } from './anonymous-tokens';

export interface InstrumentParameter {
  name: string;
  value: string;
}

export interface PaymentInstrumentRecord {
  id: string;
  paymentMethodId: string;
  parameters: InstrumentParameter[];
  accountIdentifier: string | null;
  /** A user's saved instrument: its urn (urn:payment-instrument:user:…); a basket's own has none. */
  urn?: string;
}

/** The instruments a basket's owner brings along: a logged-in user's saved ones, each with its own id and urn. */
export interface OwnerPaymentInstruments {
  of(ownerKey: TokenHash): (PaymentInstrumentRecord & { urn: string })[];
}

export interface OpenTender {
  paymentMethodId: string;
  paymentInstrumentId: string | null;
}

export function createPaymentInstruments(db: Db, owners?: OwnerPaymentInstruments) {
  const insert = db.prepare(`INSERT INTO basket_payment_instruments
      (id, basket_id, payment_method_id, parameters, account_identifier, position)
    VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM basket_payment_instruments WHERE basket_id = ?))`);
  // a copy's urn: the owner's saved instrument it stands for (migration 016)
  const ofBasket = db.prepare(`SELECT i.id, i.payment_method_id AS paymentMethodId, i.parameters,
      i.account_identifier AS accountIdentifier, c.urn AS copyOf
    FROM basket_payment_instruments i LEFT JOIN basket_saved_instruments c ON c.basket_instrument_id = i.id
    WHERE i.basket_id = ? ORDER BY i.position`);
  const insertCopy = db.prepare('INSERT INTO basket_saved_instruments (basket_instrument_id, urn) VALUES (?, ?)');
  const tender = db.prepare(`SELECT payment_method_id AS paymentMethodId, payment_instrument_id AS paymentInstrumentId
    FROM baskets WHERE id = ? AND payment_method_id IS NOT NULL`);
  const setTender = db.prepare('UPDATE baskets SET payment_method_id = ?, payment_instrument_id = ? WHERE id = ?');
  const ownerOf = db.prepare('SELECT token_hash FROM baskets WHERE id = ?').pluck();
  type Row = Omit<PaymentInstrumentRecord, 'parameters'> & { parameters: string; copyOf: string | null };

  const create = (basketId: string, paymentMethodId: string, parameters: InstrumentParameter[], accountIdentifier: string | null) => {
    const id = randomBytes(18).toString('base64url');
    insert.run(id, basketId, paymentMethodId, JSON.stringify(parameters), accountIdentifier, basketId);
    return { id, paymentMethodId, parameters, accountIdentifier };
  };

  /**
   * The basket's own instruments, then the owner's saved ones under the id of the basket's copy
   * where it has one; `ownerId` is a saved instrument's own id. Copies of instruments the owner no
   * longer has are left out.
   */
  function entriesOf(basketId: string): { instrument: PaymentInstrumentRecord; ownerId?: string }[] {
    const rows = ofBasket.all(basketId) as Row[];
    const own = rows
      .filter(row => row.copyOf === null)
      .map(({ copyOf: _, ...row }) => ({ instrument: { ...row, parameters: JSON.parse(row.parameters) as InstrumentParameter[] } }));
    const ownerKey = owners && (ownerOf.get(basketId) as TokenHash | undefined);
    if (!ownerKey) return own;
    const copies = new Map(rows.flatMap(row => (row.copyOf === null ? [] : [[row.copyOf, row.id] as const])));
    return [
      ...own,
      ...owners.of(ownerKey).map(saved => ({ instrument: { ...saved, id: copies.get(saved.urn) ?? saved.id }, ownerId: saved.id })),
    ];
  }

  /** A copy of an owner's saved instrument (masked as it is), so that the basket's open tender can reference it. */
  const copy = db.transaction((basketId: string, saved: PaymentInstrumentRecord & { urn: string }): PaymentInstrumentRecord => {
    const created = create(basketId, saved.paymentMethodId, saved.parameters, saved.accountIdentifier);
    insertCopy.run(created.id, saved.urn);
    return { ...saved, id: created.id };
  });

  return {
    create,
    /** The basket's own instruments, then those its owner brings along. */
    list: (basketId: string): PaymentInstrumentRecord[] => entriesOf(basketId).map(entry => entry.instrument),
    /**
     * The basket's instrument named by its id or urn (a saved instrument also by its own id). A saved
     * instrument the basket has no copy of yet gets one, whose id the open tender can name.
     */
    find(basketId: string, reference: string): PaymentInstrumentRecord | undefined {
      const entry = entriesOf(basketId).find(
        ({ instrument, ownerId }) => instrument.id === reference || ownerId === reference || (instrument.urn !== undefined && instrument.urn === reference),
      );
      if (!entry) return undefined;
      const { instrument } = entry;
      return entry.ownerId === instrument.id && instrument.urn !== undefined ? copy(basketId, { ...instrument, urn: instrument.urn }) : instrument;
    },
    openTender: (basketId: string) => tender.get(basketId) as OpenTender | undefined,
    /** Replaces the open tender; undefined removes it. */
    setOpenTender(basketId: string, choice: OpenTender | undefined): void {
      setTender.run(choice?.paymentMethodId ?? null, choice?.paymentInstrumentId ?? null, basketId);
    },
  };
}

export type PaymentInstruments = ReturnType<typeof createPaymentInstruments>;
