// Payment methods offered in a currency, with their texts (and SEPA mandate text), costs, order value limit and the
// parameter definitions (constraints) an instrument of the method must meet.
import type { Db } from '../db/open-database';

export interface PaymentParameterDefinition {
  name: string;
  displayName: string;
  required: boolean;
  minSize: number | null;
  maxSize: number | null;
  pattern: string | null;
  masked: boolean;
}

export interface PaymentMethodOffer {
  id: string;
  serviceId: string;
  displayName: string;
  description: string;
  capabilities: string[];
  saveAllowed: boolean;
  netCents: number;
  grossCents: number;
  /** Restricted above this basket gross total (cents), unlimited when null. */
  maxGrossCents: number | null;
  /** Direct debits: the SEPA mandate text, else null. */
  mandateText: string | null;
  parameters: PaymentParameterDefinition[];
}

export function createPaymentMethods(db: Db) {
  const offers = db.prepare(`SELECT m.id, m.service_id AS serviceId, t.display_name AS displayName,
      t.description, t.mandate_text AS mandateText, m.capabilities, m.save_allowed AS saveAllowed, c.net_cents AS netCents,
      c.gross_cents AS grossCents, c.max_gross_cents AS maxGrossCents
    FROM payment_methods m
    JOIN payment_method_texts t ON t.payment_method_id = m.id AND t.locale = ?
    JOIN payment_method_currencies c ON c.payment_method_id = m.id AND c.currency = ?
    ORDER BY m.position`);
  const parameters = db.prepare(`SELECT payment_method_id AS methodId, name, display_name AS displayName,
      required, min_size AS minSize, max_size AS maxSize, pattern, masked
    FROM payment_method_parameters ORDER BY payment_method_id, position`);
  type ParameterRow = Omit<PaymentParameterDefinition, 'required' | 'masked'> & {
    methodId: string;
    required: number;
    masked: number;
  };
  type OfferRow = Omit<PaymentMethodOffer, 'capabilities' | 'saveAllowed' | 'parameters'> & {
    capabilities: string;
    saveAllowed: number;
  };
  return {
    /** The methods with costs in the currency, in their order. */
    offered(locale: string, currency: string): PaymentMethodOffer[] {
      const definitions = (parameters.all() as ParameterRow[]).map(({ methodId, required, masked, ...rest }) => ({
        methodId,
        definition: { ...rest, required: required === 1, masked: masked === 1 },
      }));
      return (offers.all(locale, currency) as OfferRow[]).map(row => ({
        ...row,
        capabilities: row.capabilities === '' ? [] : row.capabilities.split(','),
        saveAllowed: row.saveAllowed === 1,
        parameters: definitions.filter(entry => entry.methodId === row.id).map(entry => entry.definition),
      }));
    },
  };
}

export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
