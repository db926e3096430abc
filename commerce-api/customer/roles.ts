// The demo's business roles and the permissions each grants (the ids the PWA checks), with their
// display names, and the UserRoles document of GET customers/{no}/users/{login}/roles (and of the
// roles a company can hand out, GET customers/{no}/roles).
type Texts = Record<'en_US' | 'de_DE', string>;

const PERMISSIONS = {
  APP_B2B_PURCHASE: { en_US: 'Make purchases', de_DE: 'Einkäufe tätigen' },
  APP_B2B_MANAGE_OWN_QUOTES: { en_US: 'Create quotes', de_DE: 'Preisangebote erstellen' },
  APP_B2B_VIEW_COSTOBJECT: { en_US: 'View cost objects', de_DE: 'Kostenobjekte anzeigen' },
  APP_B2B_ASSIGN_COSTOBJECT_TO_BASKET: { en_US: 'Assign cost objects to baskets', de_DE: 'Kostenobjekt zu Warenkorb zuordnen' },
  APP_B2B_ORDER_APPROVAL: { en_US: 'Approve pending orders', de_DE: 'Offene Bestellungen genehmigen' },
  APP_B2B_MANAGE_USERS: { en_US: 'Manage users', de_DE: 'Benutzer verwalten' },
  APP_B2B_MANAGE_COSTCENTER: { en_US: 'Manage cost centers', de_DE: 'Kostenstellen verwalten' },
  APP_B2B_VIEW_COSTCENTER: { en_US: 'View cost centers', de_DE: 'Kostenstellen anzeigen' },
  APP_B2B_MANAGE_ORDERS: { en_US: "Manage the company's orders", de_DE: 'Bestellungen der Firma verwalten' },
  APP_B2B_MANAGE_PUNCHOUT: { en_US: 'Manage punchout users', de_DE: 'Punchout-Benutzer verwalten' },
  APP_B2B_SEND_OCI_BASKET: { en_US: 'Transfer baskets by OCI punchout', de_DE: 'Warenkörbe per OCI-Punchout übertragen' },
  APP_B2B_SEND_CXML_BASKET: { en_US: 'Transfer baskets by cXML punchout', de_DE: 'Warenkörbe per cXML-Punchout übertragen' },
  APP_B2B_SEND_IDS_BASKET: { en_US: 'Transfer baskets by IDS punchout', de_DE: 'Warenkörbe per IDS-Punchout übertragen' },
  APP_B2B_SEND_PUNCHOUT_BASKET: { en_US: 'Transfer baskets by punchout', de_DE: 'Warenkörbe per Punchout übertragen' },
} satisfies Record<string, Texts>;

export type PermissionId = keyof typeof PERMISSIONS;

interface RoleDefinition {
  names: Texts;
  permissions: readonly PermissionId[];
}

const BUYING: readonly PermissionId[] = ['APP_B2B_PURCHASE', 'APP_B2B_MANAGE_OWN_QUOTES', 'APP_B2B_VIEW_COSTOBJECT', 'APP_B2B_ASSIGN_COSTOBJECT_TO_BASKET'];

export const ROLES = {
  APP_B2B_ACCOUNT_OWNER: {
    names: { en_US: 'Account Admin', de_DE: 'Kontoadministrator' },
    permissions: [
      ...BUYING,
      'APP_B2B_MANAGE_USERS',
      'APP_B2B_MANAGE_COSTCENTER',
      'APP_B2B_VIEW_COSTCENTER',
      'APP_B2B_MANAGE_ORDERS',
      'APP_B2B_ORDER_APPROVAL',
      'APP_B2B_MANAGE_PUNCHOUT',
    ],
  },
  APP_B2B_BUYER: { names: { en_US: 'Buyer', de_DE: 'Einkäufer' }, permissions: BUYING },
  APP_B2B_APPROVER: { names: { en_US: 'Approver', de_DE: 'Genehmiger' }, permissions: [...BUYING, 'APP_B2B_ORDER_APPROVAL'] },
  APP_B2B_COSTCENTER_OWNER: {
    names: { en_US: 'Cost Center Manager', de_DE: 'Kostenstellenverantwortlicher' },
    // their own cost centers only (organization/cost-centers/cost-center-access.ts); approving a
    // requisition over a buyer's limit or budget needs APP_B2B_ORDER_APPROVAL, which this role lacks
    permissions: ['APP_B2B_VIEW_COSTCENTER', 'APP_B2B_MANAGE_COSTCENTER'],
  },
  APP_B2B_ORDER_MANAGER: { names: { en_US: 'Order Manager', de_DE: 'Bestellverwalter' }, permissions: ['APP_B2B_MANAGE_ORDERS'] },
  APP_B2B_OCI_USER: {
    names: { en_US: 'OCI Punchout User', de_DE: 'OCI-Punchout-Benutzer' },
    permissions: ['APP_B2B_SEND_OCI_BASKET', 'APP_B2B_SEND_PUNCHOUT_BASKET'],
  },
  APP_B2B_CXML_USER: {
    names: { en_US: 'cXML Punchout User', de_DE: 'cXML-Punchout-Benutzer' },
    permissions: ['APP_B2B_SEND_CXML_BASKET', 'APP_B2B_SEND_PUNCHOUT_BASKET'],
  },
  APP_B2B_IDS_USER: { names: { en_US: 'IDS Punchout User', de_DE: 'IDS-Punchout-Benutzer' }, permissions: ['APP_B2B_SEND_IDS_BASKET', 'APP_B2B_SEND_PUNCHOUT_BASKET'] },
} satisfies Record<string, RoleDefinition>;

export type RoleId = keyof typeof ROLES;

/** The roles of punchout users: they are no company users to manage (business-and-integration §5), and no role to hand out there. */
export const PUNCHOUT_ROLE_IDS = ['APP_B2B_OCI_USER', 'APP_B2B_CXML_USER', 'APP_B2B_IDS_USER'] as const satisfies readonly RoleId[];

export const isPunchoutRole = (id: string) => (PUNCHOUT_ROLE_IDS as readonly string[]).includes(id);

export function isRoleId(id: string): id is RoleId {
  return Object.hasOwn(ROLES, id);
}

const textOf = (texts: Texts, locale: string) => (locale === 'de_DE' ? texts.de_DE : texts.en_US);

/** Every permission the roles grant, each once. */
export function permissionsOf(roleIds: readonly string[]): PermissionId[] {
  return [...new Set(roleIds.filter(isRoleId).flatMap(id => ROLES[id].permissions))];
}

export function hasPermission(roleIds: readonly string[], permission: PermissionId): boolean {
  return permissionsOf(roleIds).includes(permission);
}

/** The UserRoles document the PWA's AuthorizationMapper and B2bRoleMapper read. */
export function userRolesDocument(roleIds: readonly string[], locale: string) {
  return {
    type: 'UserRoles',
    userRoles: roleIds.filter(isRoleId).map(roleID => ({
      type: 'UserRole',
      roleID,
      roleDisplayName: textOf(ROLES[roleID].names, locale),
      fixed: roleID === 'APP_B2B_ACCOUNT_OWNER',
      permissions: ROLES[roleID].permissions.map(permissionID => ({
        type: 'RolePermission',
        permissionID,
        permissionDisplayName: textOf(PERMISSIONS[permissionID], locale),
      })),
    })),
  };
}
