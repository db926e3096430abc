// The recently viewed list's rules (app/features/recently/recently-list.ts): order, uniqueness, the
// bound, the retention of 10080 minutes, and stored values that are broken or forged.
import { describe, expect, it } from 'vitest';
import {
  minutesOf,
  parseRecentViews,
  RECENTLY_COUNT,
  RECENTLY_RETENTION_MINUTES,
  recordView,
  storedRecentViews,
} from '~/features/recently/recently-list';

const now = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('the recently viewed list', () => {
  it('puts the latest view first, each product once, and survives its stored form', () => {
    let views = recordView([], 'a', minutesAgo(30));
    views = recordView(views, 'b', minutesAgo(20));
    views = recordView(views, 'a', minutesAgo(10));
    expect(views.map((view) => view.sku)).toEqual(['a', 'b']);
    expect(parseRecentViews(storedRecentViews(views), now)).toEqual(views);
  });

  it(`keeps at most ${RECENTLY_COUNT} products`, () => {
    let views = recordView([], 'first', now);
    for (let index = 0; index < RECENTLY_COUNT; index++) views = recordView(views, `sku${index}`, now);
    expect(views).toHaveLength(RECENTLY_COUNT);
    expect(views.map((view) => view.sku)).not.toContain('first');
    expect(views[0].sku).toBe(`sku${RECENTLY_COUNT - 1}`);
  });

  it(`forgets a view ${RECENTLY_RETENTION_MINUTES} minutes (7 days) after it`, () => {
    const views = [
      { sku: 'fresh', at: minutesOf(minutesAgo(RECENTLY_RETENTION_MINUTES - 1)) },
      { sku: 'old', at: minutesOf(minutesAgo(RECENTLY_RETENTION_MINUTES)) },
    ];
    expect(parseRecentViews(storedRecentViews(views), now).map((view) => view.sku)).toEqual(['fresh']);
  });

  it('reads nothing from a broken or forged value', () => {
    for (const stored of [undefined, '', 'x', '%E0%A4%A', encodeURIComponent('{"a":1}'), 'a'.repeat(5000)]) {
      expect(parseRecentViews(stored, now)).toEqual([]);
    }
    const forged = encodeURIComponent(JSON.stringify([['ok', minutesOf(now)], ['', 1], ['x\n', minutesOf(now)], [7, 1], ['future', minutesOf(now) + 100], ['ok', minutesOf(now) - 1]]));
    expect(parseRecentViews(forged, now)).toEqual([{ sku: 'ok', at: minutesOf(now) }]);
  });
});
