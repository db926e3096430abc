// A business user's roles and what they may do (`customers/{no}/users/{login}/roles`, the PWA's
// AuthorizationMapper): role ids and the distinct permission ids they grant.
import { z } from 'zod';

import { lenientString } from './lenient-scalars';

export interface Authorization {
  roleIds: string[];
  permissionIds: string[];
}

const permissionSchema = z.looseObject({ permissionID: lenientString.optional() });

export const userRolesDataSchema = z.looseObject({
  userRoles: z
    .array(z.looseObject({ roleID: lenientString.optional(), permissions: z.array(permissionSchema).nullish() }))
    .nullish(),
});

export function mapAuthorization(data: z.infer<typeof userRolesDataSchema>): Authorization {
  const roles = data.userRoles ?? [];
  const roleIds = roles.map(role => role.roleID).filter((id): id is string => !!id);
  const permissionIds = [...new Set(roles.flatMap(role => (role.permissions ?? []).map(permission => permission.permissionID)).filter((id): id is string => !!id))];
  return { roleIds, permissionIds };
}
