// What a user may change depends on who logged them in (business-and-integration §6): the shop's own
// login (ICM's token) and punchout may edit password, e-mail and profile; single sign-on and co-browse
// may not (the identity provider or the customer owns those). Invite needs a provider that invites.
import type { IdentityProviderId } from '~/session.server';

export interface IdentityCapabilities {
  editProfile: boolean;
  editEmail: boolean;
  editPassword: boolean;
  invite: boolean;
}

const ALL: IdentityCapabilities = { editProfile: true, editEmail: true, editPassword: true, invite: false };
const NONE: IdentityCapabilities = { editProfile: false, editEmail: false, editPassword: false, invite: false };

export const IDENTITY_CAPABILITIES: Readonly<Record<IdentityProviderId, IdentityCapabilities>> = {
  icm: ALL,
  sso: NONE,
  cobrowse: NONE,
};

export function capabilitiesOf(provider: IdentityProviderId | undefined): IdentityCapabilities {
  return IDENTITY_CAPABILITIES[provider ?? 'icm'];
}
