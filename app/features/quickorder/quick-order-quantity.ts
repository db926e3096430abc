// A quick-order quantity as typed (a form field or a CSV cell): a whole number from 1, digits only, so
// that `1.5`, `1e9`, `0x10` and `-1` are refused with a message instead of being read as something
// else. The product's own rules (minimum, maximum, step) are checked once the product is known.
import { ADD_MANY_MAX_QUANTITY } from '~/features/basket/add-form-ids';

export const QUICK_ORDER_MAX_QUANTITY = ADD_MANY_MAX_QUANTITY;

/** Why the typed quantity is no quantity, as a message key with its values; undefined when it is one. */
export function quantityProblemOf(typed: string): { key: string; values?: Record<string, number> } | undefined {
  const text = typed.trim();
  if (text === '') return { key: 'product.quantity.error.number' };
  if (/^-\d+$/.test(text)) return { key: 'product.quantity.error.not_negative' };
  if (!/^\d+$/.test(text)) return { key: 'product.quantity.error.integer' };
  const quantity = Number(text);
  if (quantity === 0) return { key: 'product.quantity.error.positive' };
  if (quantity > QUICK_ORDER_MAX_QUANTITY) return { key: 'product.quantity.error.max', values: { max: QUICK_ORDER_MAX_QUANTITY } };
  return undefined;
}
