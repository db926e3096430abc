// The extra configuration (business-and-integration §3, decision 032): the configuration include's
// pagelet (`include.configuration.pagelet2-Include`, component `component.configuration.pagelet2-Component`
// of the PWA's configurable theme) mapped to what this shop understands. Everything is editor input:
// images and stylesheets only from where the page's Content-Security-Policy already loads them, CSS
// properties validated (css-properties.ts), settings of ConfigurationJSON by their known keys only.
import type { ContentInclude } from '~/commerce/models';
import { FEATURE_TOGGLES, type FeatureToggle } from '~/http/features';
import { NAVIGATION_COLUMNS_RANGE, type NavigationLayout } from '~/features/catalog/navigation-settings';
import { fileUrl } from '~/features/content/content-mapping.server';
import { isTrustbadgeId } from '~/features/widgets/trust-badge';
import { isShopPath } from '~/http/shop-path';
import { parseCssProperties, themeStyle } from './css-properties';

export const CONFIGURATION_INCLUDE = 'include.configuration.pagelet2-Include';

export interface ExtraConfiguration {
  logo?: string;
  logoMobile?: string;
  favicon?: string;
  /** The validated CSS custom properties as one style rule. */
  themeStyle?: string;
  /** Stylesheets of CSSFonts and CSSFile that lie on the shop's own origin. */
  stylesheets: string[];
  /** Features: the toggles that are on instead of the server's (undefined: the server's). */
  features?: FeatureToggle[];
  /** AddFeatures: toggles turned on besides. */
  addFeatures: FeatureToggle[];
  /** ConfigurationJSON's navigationColumns and NavLevel2Icon. */
  navigation: Partial<NavigationLayout>;
  /** ConfigurationJSON's trustbadgeId. */
  trustbadgeId?: string;
}

export interface ExtraConfigurationOptions {
  /** ICM's static file base for `domain:/path` references (content-loading.server.ts). */
  staticBase?: string;
  locale: string;
  /** Origins besides the shop's that the page's img-src allows (a real ICM's). */
  imageOrigins: readonly string[];
}

function allowedUrl(url: string | undefined, origins: readonly string[]): string | undefined {
  if (!url) return undefined;
  if (isShopPath(url)) return url;
  return URL.canParse(url) && origins.includes(new URL(url).origin) ? url : undefined;
}

function featureList(value: unknown): FeatureToggle[] {
  if (typeof value !== 'string') return [];
  const known = new Set<string>(FEATURE_TOGGLES);
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is FeatureToggle => known.has(name));
}

function settingsOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || !value.trim()) return {};
  try {
    return settingsOf(JSON.parse(value));
  } catch {
    return {};
  }
}

function navigationOf(settings: Record<string, unknown>): Partial<NavigationLayout> {
  const navigation: Partial<NavigationLayout> = {};
  const columns = Number(settings.navigationColumns);
  const [min, max] = NAVIGATION_COLUMNS_RANGE;
  if (settings.navigationColumns !== undefined && Number.isInteger(columns) && columns >= min && columns <= max) navigation.columns = columns;
  if (settings.NavLevel2Icon === 'arrow' || settings.NavLevel2Icon === 'icon') navigation.level2Icon = settings.NavLevel2Icon;
  return navigation;
}

/** The include's first pagelet's parameters, mapped; an include without one configures nothing. */
export function mapExtraConfiguration(include: ContentInclude, options: ExtraConfigurationOptions): ExtraConfiguration {
  const pagelet = include.pagelets[include.pageletIds[0]];
  const parameters = pagelet?.configurationParameters ?? {};
  const image = (name: string) => allowedUrl(fileUrl(parameters[name], options), options.imageOrigins);
  // A stylesheet may also be named by its path on the shop.
  const stylesheet = (value: unknown) => (typeof value === 'string' && isShopPath(value.trim()) ? value.trim() : allowedUrl(fileUrl(value, options), []));
  const fonts = typeof parameters.CSSFonts === 'string' ? parameters.CSSFonts.split(/\r?\n/) : [];
  const settings = settingsOf(parameters.ConfigurationJSON);
  const features = featureList(parameters.Features);
  const trustbadgeId = typeof settings.trustbadgeId === 'string' && isTrustbadgeId(settings.trustbadgeId) ? settings.trustbadgeId : undefined;
  return {
    logo: image('Logo'),
    logoMobile: image('LogoMobile'),
    favicon: image('Favicon'),
    themeStyle: themeStyle(parseCssProperties(parameters.CSSProperties)),
    stylesheets: [...new Set([...fonts, parameters.CSSFile].map(stylesheet).filter((url): url is string => !!url))],
    features: features.length ? features : undefined,
    addFeatures: featureList(parameters.AddFeatures),
    navigation: navigationOf(settings),
    trustbadgeId,
  };
}
