// The Trusted Shops trust badge (business-and-integration §2.9, feature trustbadge, decision 032): its
// script is the shop's badge id's file on Trusted Shops' widget server. The id comes from TRUSTBADGE_ID,
// else the extra configuration's trustbadgeId; without either there is no badge. §9 names a default id
// without its value, and an invented one would load a badge that shows no shop's reviews.

export const TRUSTBADGE_ORIGIN = 'https://widgets.trustedshops.com';

/** A Trusted Shops id: X and 32 hexadecimal digits. Anything else never reaches a script URL. */
export const isTrustbadgeId = (id: string): boolean => /^X[0-9A-F]{32}$/i.test(id);

/** The id the badge uses: the server's, else the CMS's; none without either. */
export function trustbadgeId(serverId: string | undefined, extraId: string | undefined): string | undefined {
  return serverId ?? extraId;
}

export const trustbadgeScriptUrl = (id: string) => `${TRUSTBADGE_ORIGIN}/js/${id}.js`;

/** TRUSTBADGE_ID: undefined when unset, a wrong one stops the start. */
export function parseTrustbadgeId(value: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id) return undefined;
  if (!isTrustbadgeId(id)) throw new Error('TRUSTBADGE_ID must be a Trusted Shops id (X and 32 hexadecimal digits)');
  return id;
}
