// The feature toggles a request runs with (business-and-integration §6, decision 032): the server's
// (FEATURES), replaced by the extra configuration's Features when it names any, plus its AddFeatures.
// The CMS cannot switch extraConfiguration itself, nor turn on a toggle whose service only the server
// knows (tracking, scandit, documents); and a toggle that needs server configuration is off while that
// configuration is missing (copilot without its script; tacton, which has no endpoint setting here).
import type { FeatureToggle } from '~/http/features';
import type { ExtraConfiguration } from './extra-configuration';

/** Toggles the CMS may keep or turn off, but only the server may turn on. */
const SERVER_ONLY: readonly FeatureToggle[] = ['extraConfiguration', 'tracking', 'scandit', 'documents'];

export function effectiveFeatures(
  server: ReadonlySet<FeatureToggle>,
  extra: Pick<ExtraConfiguration, 'features' | 'addFeatures'> | undefined,
  configured: Partial<Record<FeatureToggle, boolean>>,
): ReadonlySet<FeatureToggle> {
  const features = new Set<FeatureToggle>([...(extra?.features ?? server), ...(extra?.addFeatures ?? [])]);
  for (const feature of SERVER_ONLY) if (!server.has(feature)) features.delete(feature);
  if (server.has('extraConfiguration')) features.add('extraConfiguration');
  for (const [feature, isConfigured] of Object.entries(configured)) if (!isConfigured) features.delete(feature as FeatureToggle);
  return features;
}
