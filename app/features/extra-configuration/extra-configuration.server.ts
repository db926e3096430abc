// Loads the extra configuration (decision 032) for a request when the feature extraConfiguration is on:
// the configuration include from the shared catalogue cache (anonymous content, like the layout's
// includes), mapped once per cached answer. Secondary data: a failing include means today's defaults
// and a degraded (uncached) answer, never an error page. Also the request's feature toggles.
import type { ContentInclude } from '~/commerce/models';
import { staticBase } from '~/features/content/content-loading.server';
import { secondary } from '~/http/commerce-boundary.server';
import { config } from '~/http/config.server';
import type { FeatureToggle } from '~/http/features';
import type { ShopContext } from '~/http/shop-context.server';
import { effectiveFeatures } from './effective-features';
import { CONFIGURATION_INCLUDE, type ExtraConfiguration, mapExtraConfiguration } from './extra-configuration';

/**
 * Mapped configurations by the cached answer they come from (one per locale and pgid): they live as
 * long as the catalogue cache keeps that answer, so they are bounded by it; nothing personal is in one.
 */
const mapped = new WeakMap<ContentInclude, ExtraConfiguration>();

function configurationOf(include: ContentInclude, shop: ShopContext): ExtraConfiguration {
  let extra = mapped.get(include);
  if (!extra) {
    extra = mapExtraConfiguration(include, {
      staticBase: staticBase(shop),
      locale: shop.locale.id,
      imageOrigins: config.usesBundledApi ? [] : [config.icmOrigin],
    });
    mapped.set(include, extra);
  }
  return extra;
}

/** The request's extra configuration; undefined while the feature is off or when the include fails. */
export async function loadExtraConfiguration(shop: ShopContext): Promise<ExtraConfiguration | undefined> {
  if (!config.features.has('extraConfiguration')) return undefined;
  const include: Promise<ExtraConfiguration | undefined> = shop.commerce.cms.include(CONFIGURATION_INCLUDE).then((answer) => configurationOf(answer, shop));
  return secondary(shop, 'extra configuration', include, undefined);
}

/** Which toggles that need server configuration have it: the copilot its script; Tacton never here (decision 032). */
const CONFIGURED = { copilot: !!config.copilot, tacton: false };

/** The toggles of a request without extra configuration. */
export const serverFeatures = effectiveFeatures(config.features, undefined, CONFIGURED);

/** The toggles of a request: the server's, changed by the extra configuration's Features and AddFeatures. */
export function shopFeatures(extra: ExtraConfiguration | undefined): ReadonlySet<FeatureToggle> {
  return extra ? effectiveFeatures(config.features, extra, CONFIGURED) : serverFeatures;
}
