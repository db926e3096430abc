// The main navigation's settings (business-and-integration §2.6, §3 extra settings, §9): how many
// sub-category levels it shows, in how many columns a dropdown lists them, and whether the dropdown's
// headings (the second navigation level) show their category's image or an arrow (NavLevel2Icon).
// Read from the server configuration (NAVIGATION_DEPTH, NAVIGATION_COLUMNS, NAV_LEVEL2_ICON).

export type NavLevel2Icon = 'arrow' | 'icon';

export interface NavigationSettings {
  /** Sub-category levels below the top level (main navigation sub-category depth). */
  depth: number;
  /** Columns of a dropdown on wide screens. */
  columns: number;
  /** What a dropdown heading shows before its name: an arrow, or its category's image. */
  level2Icon: NavLevel2Icon;
}

/** What the page renders of the settings: the depth is the server's business (which tree it loads). */
export type NavigationLayout = Pick<NavigationSettings, 'columns' | 'level2Icon'>;

export const DEFAULT_NAVIGATION_SETTINGS: NavigationSettings = { depth: 2, columns: 4, level2Icon: 'arrow' };

/** The bounds the stylesheet and the category API are made for. */
export const NAVIGATION_DEPTH_RANGE = [1, 4] as const;
export const NAVIGATION_COLUMNS_RANGE = [1, 6] as const;

function wholeNumber(name: string, value: string | undefined, fallback: number, [min, max]: readonly [number, number]): number {
  if (!value?.trim()) return fallback;
  const number = Number(value.trim());
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return number;
}

/** The settings an environment names; unset ones keep their defaults, wrong ones stop the start. */
export function parseNavigationSettings(env: Record<string, string | undefined>): NavigationSettings {
  const icon = env.NAV_LEVEL2_ICON?.trim() || DEFAULT_NAVIGATION_SETTINGS.level2Icon;
  if (icon !== 'arrow' && icon !== 'icon') throw new Error('NAV_LEVEL2_ICON must be arrow or icon');
  return {
    depth: wholeNumber('NAVIGATION_DEPTH', env.NAVIGATION_DEPTH, DEFAULT_NAVIGATION_SETTINGS.depth, NAVIGATION_DEPTH_RANGE),
    columns: wholeNumber('NAVIGATION_COLUMNS', env.NAVIGATION_COLUMNS, DEFAULT_NAVIGATION_SETTINGS.columns, NAVIGATION_COLUMNS_RANGE),
    level2Icon: icon,
  };
}
