// What a user may change depends on who logged them in (business-and-integration §6): the shop's own
// login (ICM's token) and punchout may edit password, e-mail and profile; single sign-on and co-browse
// may not (the identity provider or the customer owns those). Invite needs a provider that invites.
// The newsletter is the customer's own consent: a sales representative co-browsing never gives it.
import type { IdentityProviderId } from '~/http/session.server';

export interface IdentityCapabilities {
  editProfile: boolean;
  editEmail: boolean;
  editPassword: boolean;
  /** Subscribe to (or unsubscribe from) the newsletter: the customer's own consent. */
  editNewsletter: boolean;
  invite: boolean;
}

export const IDENTITY_CAPABILITIES: Readonly<Record<IdentityProviderId, IdentityCapabilities>> = {
  icm: { editProfile: true, editEmail: true, editPassword: true, editNewsletter: true, invite: false },
  // The identity provider owns the login data; the newsletter is still the user's own choice.
  sso: { editProfile: false, editEmail: false, editPassword: false, editNewsletter: true, invite: false },
  // A sales representative acts for the customer but consents to nothing in the customer's name.
  cobrowse: { editProfile: false, editEmail: false, editPassword: false, editNewsletter: false, invite: false },
  punchout: { editProfile: true, editEmail: true, editPassword: true, editNewsletter: true, invite: false },
};

/** Why the profile page offers no change of profile, e-mail or password (a translation key), by provider. */
export const READ_ONLY_PROFILE_NOTICE: Readonly<Record<IdentityProviderId, string>> = {
  icm: 'account.profile.managed_elsewhere.text',
  sso: 'account.profile.managed_elsewhere.text',
  cobrowse: 'account.profile.cobrowse.text',
  punchout: 'account.profile.managed_elsewhere.text',
};

export function capabilitiesOf(provider: IdentityProviderId | undefined): IdentityCapabilities {
  return IDENTITY_CAPABILITIES[provider ?? 'icm'];
}
