// The feature toggles of business-and-integration §6, read once from FEATURES (a comma-separated
// list of the features that are on) into `config.features`; a request runs with `shop.features`, the same set changed
// by the extra configuration (docs/decisions/032). Route guards (`feature`), links and widgets ask
// that set and nothing else (docs/decisions/017).

/** Every toggle the spec names. */
export const FEATURE_TOGGLES = [
  'quoting',
  'freetextQuoting',
  'costCenters',
  'punchout',
  'documents',
  'compare',
  'wishlists',
  'quickorder',
  'storeLocator',
  'copilot',
  'recently',
  'scanner',
  'scandit',
  'saveLanguageSelection',
  'extraConfiguration',
  'stickyHeader',
  'tracking',
  'trustbadge',
  'tacton',
  'contactUs',
] as const;

export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];

/**
 * On when FEATURES is unset: what the shop offers without an outside service. Off: copilot, scandit,
 * tacton, trustbadge, tracking and extraConfiguration need one; documents needs ICM's document service.
 */
export const DEFAULT_FEATURES: readonly FeatureToggle[] = [
  'quoting',
  'freetextQuoting',
  'costCenters',
  'punchout',
  'compare',
  'wishlists',
  'quickorder',
  'storeLocator',
  'recently',
  'scanner',
  'saveLanguageSelection',
  'stickyHeader',
  'contactUs',
];

const isFeatureToggle = (name: string): name is FeatureToggle => (FEATURE_TOGGLES as readonly string[]).includes(name);

/** The toggles a FEATURES value turns on; unknown names are ignored, unset means the defaults. */
export function parseFeatures(value: string | undefined): ReadonlySet<FeatureToggle> {
  if (value === undefined) return new Set(DEFAULT_FEATURES);
  return new Set(
    value
      .split(',')
      .map((name) => name.trim())
      .filter(isFeatureToggle),
  );
}
