// The tag manager of the feature `tracking` (business-and-integration §6, docs/decisions/031): the
// container (GTM_ID, `GTM-` and capitals or digits) and the script it loads from (GTM_SCRIPT_URL, Google
// Tag Manager's by default; tests point it at a local origin). Without a container id there is no tracking.

export const DEFAULT_TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

export interface TagManagerSettings {
  containerId: string;
  /** The script's URL with the container id (`?id=GTM-…`). */
  scriptUrl: string;
  /** Where the script and the requests it makes go: the one source the CSP opens for it. */
  origin: string;
}

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The settings of GTM_ID and GTM_SCRIPT_URL; undefined without an id, an error for a malformed one. */
export function parseTagManager(containerId: string | undefined, scriptUrl: string | undefined): TagManagerSettings | undefined {
  const id = containerId?.trim();
  if (!id) return undefined;
  if (!CONTAINER_ID.test(id)) throw new Error('GTM_ID must be a tag manager container id such as GTM-AB12CD3');
  const source = scriptUrl?.trim() || DEFAULT_TAG_MANAGER_SCRIPT;
  const url = URL.canParse(source) ? new URL(source) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('GTM_SCRIPT_URL must be an http or https URL');
  url.searchParams.set('id', id);
  return { containerId: id, scriptUrl: url.href, origin: url.origin };
}
