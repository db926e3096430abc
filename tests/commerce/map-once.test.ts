import { describe, expect, it } from 'vitest';
import { mapOnce } from '~/commerce/map-once';

describe('mapping a shared answer once', () => {
  it('maps the same decoded answer once for the same arguments', () => {
    let calls = 0;
    const map = mapOnce((data: { value: number }, factor: number) => {
      calls++;
      return { result: data.value * factor };
    });
    const answer = { value: 2 };
    expect(map(answer, 3)).toBe(map(answer, 3));
    expect(calls).toBe(1);
  });

  it('maps again for other arguments or another answer', () => {
    const map = mapOnce((data: { value: number }, factor: number) => ({ result: data.value * factor }));
    const answer = { value: 2 };
    expect(map(answer, 3).result).toBe(6);
    expect(map(answer, 4).result).toBe(8);
    expect(map({ value: 2 }, 3)).not.toBe(map(answer, 3));
  });
});
