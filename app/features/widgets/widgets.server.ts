// Which third-party widgets a page embeds (decision 032): the trust badge (feature trustbadge) and the
// copilot (feature copilot, only with its settings), both only for visitors who accepted functional
// cookies, the category their origins join the CSP under (consent-sources.server.ts).
import { config } from '~/http/config.server';
import type { ShopContext } from '~/http/shop-context.server';
import type { CopilotSettings } from './copilot-settings';
import { trustbadgeId, trustbadgeScriptUrl } from './trust-badge';

export interface PageWidgets {
  /** The trust badge's script URL. */
  trustbadge?: string;
  copilot?: CopilotSettings;
}

export function pageWidgets(shop: ShopContext): PageWidgets {
  if (!shop.consent.categories.includes('functional')) return {};
  const widgets: PageWidgets = {};
  const badge = shop.features.has('trustbadge') ? trustbadgeId(config.trustbadgeId, shop.extra?.trustbadgeId) : undefined;
  if (badge) widgets.trustbadge = trustbadgeScriptUrl(badge);
  if (shop.features.has('copilot') && config.copilot) widgets.copilot = config.copilot;
  return widgets;
}
