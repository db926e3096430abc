// The one place where an optional third-party source joins the pages' Content-Security-Policy, by the
// consent category it belongs to (docs/decisions/024). None exists yet: tracking (issue 21), map tiles
// and a trust badge add theirs here, and the CSP names them only for visitors who accepted the category.
import type { ConsentCategory } from './consent-rules';
import { type EmbedDirective, withEmbeddedSources } from '~/http/security-headers.server';

type Sources = Partial<Record<EmbedDirective, readonly string[]>>;

const OPTIONAL_SOURCES: Record<Exclude<ConsentCategory, 'required'>, Sources> = {
  functional: {},
  tracking: {},
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
