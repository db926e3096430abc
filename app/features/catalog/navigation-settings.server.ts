// The one place that resolves the main navigation's settings for a page: today the server configuration's;
// the CMS's extra configuration (issue 21) will override them here.
import type { NavigationSettings } from '~/features/catalog/navigation-settings';
import { config } from '~/http/config.server';

export function navigationSettings(): NavigationSettings {
  return config.navigation;
}
