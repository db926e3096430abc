// The one place where an optional third-party source joins the pages' Content-Security-Policy, by the
// consent category it belongs to (docs/decisions/024): the store finder's map tiles are functional
// (docs/decisions/029), the tag manager is tracking (docs/decisions/031); a trust badge adds its own
// here. The CSP names them only for visitors who accepted the category.
import type { ConsentCategory } from './consent-rules';
import { tileSource } from '~/features/store-locator/map-settings';
import { config } from '~/http/config.server';
import { type EmbedDirective, withEmbeddedSources } from '~/http/security-headers.server';

type Sources = Partial<Record<EmbedDirective, readonly string[]>>;

const mapTileSource = config.features.has('storeLocator') && config.mapTiles ? tileSource(config.mapTiles.url) : undefined;

/** The tag manager's script, and the requests and pixels it sends to its own origin. */
const tagManager = config.tagManager?.origin;

const OPTIONAL_SOURCES: Record<Exclude<ConsentCategory, 'required'>, Sources> = {
  functional: mapTileSource ? { 'img-src': [mapTileSource] } : {},
  tracking: tagManager ? { 'script-src': [tagManager], 'connect-src': [tagManager], 'img-src': [tagManager] } : {},
};

/** The policy with the sources of the accepted optional categories; unchanged when they have none. */
export function withConsentedSources(policy: string, categories: readonly ConsentCategory[]): string {
  const sources: Record<string, string[]> = {};
  for (const category of categories) {
    if (category === 'required') continue;
    for (const [directive, added] of Object.entries(OPTIONAL_SOURCES[category])) (sources[directive] ??= []).push(...added);
  }
  return Object.keys(sources).length > 0 ? withEmbeddedSources(policy, sources) : policy;
}
