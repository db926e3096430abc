// The one place where an optional third-party source joins the pages' Content-Security-Policy, by the
// consent category it belongs to (docs/decisions/024): the store finder's map tiles are functional
// (docs/decisions/029), and so are the trust badge and the copilot widget while their features are on
// for the request (docs/decisions/032); the tag manager is tracking, while its feature is on and a container
// configured (docs/decisions/031). The CSP names them only for visitors who accepted the category.
import type { ConsentCategory } from './consent-rules';
import { tileSource } from '~/features/store-locator/map-settings';
import { copilotSources } from '~/features/widgets/copilot-settings';
import { TRUSTBADGE_ORIGIN } from '~/features/widgets/trust-badge';
import { config } from '~/http/config.server';
import type { FeatureToggle } from '~/http/features';
import { type EmbedDirective, withEmbeddedSources } from '~/http/security-headers.server';

type Sources = Partial<Record<EmbedDirective, readonly string[]>>;

const mapTileSource = config.mapTiles && tileSource(config.mapTiles.url);
const copilot = config.copilot && copilotSources(config.copilot);

/** The tag manager's script, and the requests and pixels it sends to its own origin. */
const tagManager = config.tagManager?.origin;

/**
 * Functional sources of what a request's features turn on (the server's toggles as the extra configuration
 * changes them): the store finder's map tiles, the badge's script and images, the copilot's script and chat server.
 */
const WIDGET_SOURCES: Partial<Record<FeatureToggle, Sources>> = {
  ...(mapTileSource ? { storeLocator: { 'img-src': [mapTileSource] } } : {}),
  trustbadge: { 'script-src': [TRUSTBADGE_ORIGIN], 'img-src': [TRUSTBADGE_ORIGIN], 'connect-src': [TRUSTBADGE_ORIGIN] },
  ...(copilot ? { copilot: { 'script-src': [copilot.script], 'connect-src': [copilot.connect] } } : {}),
};

/** Tracking sources of the features a request turns on: the tag manager's. */
const TRACKING_SOURCES: Partial<Record<FeatureToggle, Sources>> = {
  ...(tagManager ? { tracking: { 'script-src': [tagManager], 'connect-src': [tagManager], 'img-src': [tagManager] } } : {}),
};

/** The policy with the sources of the accepted optional categories; unchanged when they have none. */
export function withConsentedSources(policy: string, categories: readonly ConsentCategory[], features: ReadonlySet<FeatureToggle>): string {
  const sources: Record<string, string[]> = {};
  const add = (added: Sources) => {
    for (const [directive, origins] of Object.entries(added)) (sources[directive] ??= []).push(...origins);
  };
  for (const category of categories) {
    if (category === 'required') continue;
    const byFeature = category === 'functional' ? WIDGET_SOURCES : TRACKING_SOURCES;
    for (const [feature, widget] of Object.entries(byFeature)) if (features.has(feature as FeatureToggle)) add(widget);
  }
  return Object.keys(sources).length > 0 ? withEmbeddedSources(policy, sources) : policy;
}
