import { describe, expect, it } from 'vitest';
import type { ShopMessage } from '~/forms/form-reply';
import { DEFAULT_DURATION_MS, isSticky, SUCCESS_DURATION_MS, toastDuration, toastId, withoutDuplicates } from '~/features/toasts/toast-rules';

const added: ShopMessage = { type: 'success', key: 'ede.shopping_cart.product.added.message', values: { sku: '201807171', name: 'Google Home', count: 1 } };

describe('toastDuration', () => {
  it('gives success 3 s and info, warning and error 5 s (business-and-integration §9)', () => {
    expect(toastDuration(added)).toBe(SUCCESS_DURATION_MS);
    expect(SUCCESS_DURATION_MS).toBe(3000);
    for (const type of ['info', 'warning', 'error'] as const) expect(toastDuration({ type, key: 'any' })).toBe(DEFAULT_DURATION_MS);
    expect(DEFAULT_DURATION_MS).toBe(5000);
  });

  it('takes a message’s own duration first; 0 makes the toast sticky', () => {
    expect(toastDuration({ ...added, duration: 2000 })).toBe(2000);
    expect(toastDuration({ type: 'error', key: 'any', duration: 0 })).toBe(0);
    expect(isSticky({ type: 'error', key: 'any', duration: 0 })).toBe(true);
    expect(isSticky(added)).toBe(false);
  });

  it('ignores a duration that is no time (negative, not finite): the type’s default stands', () => {
    expect(toastDuration({ ...added, duration: -1 })).toBe(SUCCESS_DURATION_MS);
    expect(toastDuration({ type: 'info', key: 'any', duration: Number.NaN })).toBe(DEFAULT_DURATION_MS);
    expect(toastDuration({ type: 'info', key: 'any', duration: Number.POSITIVE_INFINITY })).toBe(DEFAULT_DURATION_MS);
  });
});

describe('withoutDuplicates', () => {
  it('adds a message equal to none on screen, after those shown', () => {
    const info: ShopMessage = { type: 'info', key: 'shopping_cart.replaced.info' };
    expect(withoutDuplicates([added], [info])).toEqual([added, info]);
  });

  it('does not show a message twice, on screen or among the new ones, whatever the order of its values or its duration', () => {
    const again: ShopMessage = { type: 'success', key: added.key, values: { count: 1, name: 'Google Home', sku: '201807171' }, duration: 2000 };
    expect(withoutDuplicates([added], [again])).toEqual([added]);
    expect(withoutDuplicates([], [added, again])).toEqual([added]);
  });

  it('keeps messages apart that differ in type, key or a value', () => {
    const other: ShopMessage = { ...added, values: { ...added.values, sku: '201807195' } };
    const asError: ShopMessage = { ...added, type: 'error' };
    expect(withoutDuplicates([added], [other, asError])).toEqual([added, other, asError]);
    expect(new Set([added, other, asError].map(toastId)).size).toBe(3);
  });

  it('answers the same list when nothing is new, so the region does not render again', () => {
    const shown = [added];
    expect(withoutDuplicates(shown, [added])).toBe(shown);
    expect(withoutDuplicates(shown, [])).toBe(shown);
  });
});
