// The one place that resolves the main navigation's settings for a page: the server configuration's,
// with the columns and NavLevel2Icon of the CMS's extra configuration over them (decision 032).
import type { NavigationSettings } from '~/features/catalog/navigation-settings';
import { config } from '~/http/config.server';
import type { ShopContext } from '~/http/shop-context.server';

export function navigationSettings(shop: ShopContext): NavigationSettings {
  return shop.extra ? { ...config.navigation, ...shop.extra.navigation } : config.navigation;
}
