import { data } from 'react-router';
import { capabilitiesOf } from '~/features/account/identity-capabilities';
import { config } from '~/http/config.server';

// /invite (shopping-core §2): runs the identity provider's invite when it has one, else is denied.
// Neither the shop's own login nor single sign-on (decision 014) invites users, so it is denied.
export function loader() {
  const invites = capabilitiesOf(config.sso ? 'sso' : 'icm').invite;
  throw data(null, { status: invites ? 501 : 403 });
}

// A page route (not a resource route), so that the refusal renders as the shop's error page.
export default function InviteRoute() {
  return null;
}
