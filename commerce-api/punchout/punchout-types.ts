// The three punchout standards the shop speaks, each under its path segment of
// customers/{no}/punchouts/…: its short type name (the PWA's PunchoutType), the protocol version,
// the role its punchout users hold and the permission that lets them transfer a basket.
import type { PermissionId, RoleId } from '../customer/roles';

export interface PunchoutTypeDefinition {
  /** The path segment: cxml1.2, oci5 or ids. */
  resource: string;
  punchoutType: 'cxml' | 'oci' | 'ids';
  version: string;
  role: RoleId;
  transferPermission: PermissionId;
}

export const PUNCHOUT_TYPES: readonly PunchoutTypeDefinition[] = [
  { resource: 'cxml1.2', punchoutType: 'cxml', version: '1.2', role: 'APP_B2B_CXML_USER', transferPermission: 'APP_B2B_SEND_CXML_BASKET' },
  { resource: 'oci5', punchoutType: 'oci', version: '5.0', role: 'APP_B2B_OCI_USER', transferPermission: 'APP_B2B_SEND_OCI_BASKET' },
  { resource: 'ids', punchoutType: 'ids', version: '2.5', role: 'APP_B2B_IDS_USER', transferPermission: 'APP_B2B_SEND_IDS_BASKET' },
];

export const CXML = PUNCHOUT_TYPES[0];
export const OCI = PUNCHOUT_TYPES[1];
export const IDS = PUNCHOUT_TYPES[2];

/** The standard a path segment names, or undefined. */
export const punchoutTypeOfResource = (resource: string) => PUNCHOUT_TYPES.find(type => type.resource === resource);

/** The standard of a punchout user: the one whose role is the user's only role. */
export function punchoutTypeOfRoles(roles: readonly string[]): PunchoutTypeDefinition | undefined {
  return roles.length === 1 ? PUNCHOUT_TYPES.find(type => type.role === roles[0]) : undefined;
}

/** The Punchout document of a standard (GET customers/{no}/punchouts/{type}; OCI's adds its formatters and placeholders). */
export const punchoutTypeDocument = (type: PunchoutTypeDefinition) => ({ type: 'Punchout', punchoutType: type.punchoutType, version: type.version });
