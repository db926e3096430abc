// Payment methods offered in a currency, with their texts (and SEPA mandate text), costs, order value limit and the
// parameter definitions (constraints) an instrument of the method must meet. They are reference data, written
// only by the seed before the API starts: read once per locale and kept (frozen), since every basket read
// lists them.
import type { Db } from '../db/open-database';
import { frozen } from './frozen';
import { perLocale } from './per-locale';

export interface PaymentParameterDefinition {
  name: string;
  /** The texts are in the locale the methods were asked for. */
  displayName: string;
  required: boolean;
  minSize: number | null;
  maxSize: number | null;
  pattern: string | null;
  masked: boolean;
  /** The message of each constraint the parameter has (null for the ones it has not). */
  messages: { required: string | null; size: string | null; pattern: string | null };
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
      c.gross_cents AS grossCents, c.max_gross_cents AS maxGrossCents, c.currency
    FROM payment_methods m
    JOIN payment_method_texts t ON t.payment_method_id = m.id AND t.locale = ?
    JOIN payment_method_currencies c ON c.payment_method_id = m.id
    ORDER BY m.position`);
  const parameters = db.prepare(`SELECT p.payment_method_id AS methodId, p.name, t.display_name AS displayName,
      p.required, p.min_size AS minSize, p.max_size AS maxSize, p.pattern, p.masked, t.required_message AS requiredMessage,
      t.size_message AS sizeMessage, t.pattern_message AS patternMessage
    FROM payment_method_parameters p
    JOIN payment_method_parameter_texts t ON t.payment_method_id = p.payment_method_id AND t.name = p.name AND t.locale = ?
    ORDER BY p.payment_method_id, p.position`);
  const texts = db.prepare(`SELECT display_name AS displayName, description FROM payment_method_texts
    WHERE payment_method_id = ? AND locale = ?`);
  type ParameterRow = Omit<PaymentParameterDefinition, 'required' | 'masked' | 'messages'> & {
    methodId: string;
    required: number;
    masked: number;
    requiredMessage: string | null;
    sizeMessage: string | null;
    patternMessage: string | null;
  };
  type OfferRow = Omit<PaymentMethodOffer, 'capabilities' | 'saveAllowed' | 'parameters'> & {
    capabilities: string;
    saveAllowed: number;
    currency: string;
  };
  /** The offers of every currency in the locale: currency -> methods in their order. */
  const offersIn = perLocale(locale => {
    const rows = parameters.all(locale) as ParameterRow[];
    const definitions = rows.map(({ methodId, required, masked, requiredMessage, sizeMessage, patternMessage, ...rest }) => ({
      methodId,
      definition: {
        ...rest,
        required: required === 1,
        masked: masked === 1,
        messages: { required: requiredMessage, size: sizeMessage, pattern: patternMessage },
      },
    }));
    const byCurrency = new Map<string, PaymentMethodOffer[]>();
    for (const { currency, ...row } of offers.all(locale) as OfferRow[]) {
      const methods = byCurrency.get(currency) ?? [];
      methods.push({
        ...row,
        capabilities: row.capabilities === '' ? [] : row.capabilities.split(','),
        saveAllowed: row.saveAllowed === 1,
        parameters: definitions.filter(entry => entry.methodId === row.id).map(entry => entry.definition),
      });
      byCurrency.set(currency, methods);
    }
    return frozen(byCurrency) as ReadonlyMap<string, readonly PaymentMethodOffer[]>;
  });
  const NONE: readonly PaymentMethodOffer[] = frozen([]);
  return {
    /** The methods with costs in the currency, in their order (shared and frozen: map them, never change them). */
    offered: (locale: string, currency: string): readonly PaymentMethodOffer[] => offersIn(locale).get(currency) ?? NONE,
    /** A method's display name and description in the locale; undefined for a method the shop no longer has. */
    texts: (id: string, locale: string) => texts.get(id, locale) as { displayName: string; description: string } | undefined,
  };
}

export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
