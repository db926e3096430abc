// The recently viewed list's rules (business-and-integration §9 "recently 10080 minutes", the PWA's
// recently extension): the SKUs of the product pages a visitor viewed, the latest first, each once, at
// most RECENTLY_COUNT, each forgotten RECENTLY_RETENTION_MINUTES after its view. Pure; kept in the
// visitor's `recentlyViewed` cookie (recently.server.ts, decision 027).

/** How many products the list keeps and /recently shows (the PWA shows the 12 most recent). */
export const RECENTLY_COUNT = 12;
/** How long a view is remembered (the spec's data retention for recently). */
export const RECENTLY_RETENTION_MINUTES = 10_080;

export interface RecentView {
  sku: string;
  /** When it was viewed, in whole minutes since the epoch. */
  at: number;
}

const isSku = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 && !/[\u0000-\u001f\u007f]/.test(value);

export const minutesOf = (date: Date) => Math.floor(date.getTime() / 60_000);

/**
 * The views of a stored value (URL-encoded JSON `[[sku, minute], …]`) still within the retention at
 * `now`, the latest first, each SKU once, at most RECENTLY_COUNT; anything malformed is no view.
 */
export function parseRecentViews(stored: string | undefined, now: Date): RecentView[] {
  if (!stored || stored.length > 4096) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(decodeURIComponent(stored));
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  const current = minutesOf(now);
  const views: RecentView[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry) || !isSku(entry[0]) || !Number.isInteger(entry[1])) continue;
    const view = { sku: entry[0], at: entry[1] as number };
    if (current - view.at >= RECENTLY_RETENTION_MINUTES || view.at > current + 1) continue;
    if (views.some((kept) => kept.sku === view.sku)) continue;
    views.push(view);
  }
  return views.sort((a, b) => b.at - a.at).slice(0, RECENTLY_COUNT);
}

/** The views with `sku` viewed at `now`: first, earlier views of it dropped, bounded. */
export function recordView(views: readonly RecentView[], sku: string, now: Date): RecentView[] {
  return [{ sku, at: minutesOf(now) }, ...views.filter((view) => view.sku !== sku)].slice(0, RECENTLY_COUNT);
}

/** The stored value of the views (their cookie's value). */
export function storedRecentViews(views: readonly RecentView[]): string {
  return encodeURIComponent(JSON.stringify(views.map((view) => [view.sku, view.at])));
}
