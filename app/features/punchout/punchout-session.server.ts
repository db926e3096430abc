// Who is in a punchout session and what it keeps: the punchout roles (business-and-integration §2.9,
// §6), the standard a user transfers by (the first permission of cXML, OCI, IDS), the origins that may
// frame its pages, the fresh session an entry starts and the end a transfer puts to it.
import { redirect, type MiddlewareFunction } from 'react-router';
import { endUserSession, signedInUser } from '~/features/account/user-session.server';
import type { PunchoutSessionData, SessionData, SessionUser } from '~/http/session.server';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';

export type PunchoutType = PunchoutSessionData['type'];

/** The role of each standard's punchout users. */
export const PUNCHOUT_ROLES: Readonly<Record<PunchoutType, string>> = {
  cxml: 'APP_B2B_CXML_USER',
  oci: 'APP_B2B_OCI_USER',
  ids: 'APP_B2B_IDS_USER',
};

/** §6: the transfer uses the first standard whose permission the user holds, in this order. */
const TRANSFER_PERMISSIONS: readonly [string, PunchoutType][] = [
  ['APP_B2B_SEND_CXML_BASKET', 'cxml'],
  ['APP_B2B_SEND_OCI_BASKET', 'oci'],
  ['APP_B2B_SEND_IDS_BASKET', 'ids'],
];

/** A user holding a punchout role: shops for a procurement system, never checks out. */
export function isPunchoutUser(user: SessionUser | undefined): boolean {
  return Object.values(PUNCHOUT_ROLES).some((role) => user?.roleIds?.includes(role));
}

export function holdsPunchoutRole(user: SessionUser | undefined, type: PunchoutType): boolean {
  return !!user?.roleIds?.includes(PUNCHOUT_ROLES[type]);
}

/** The standard the user's basket goes back by, if the user may transfer one. */
export function transferTypeOf(user: SessionUser | undefined): PunchoutType | undefined {
  return TRANSFER_PERMISSIONS.find(([permission]) => user?.permissionIds?.includes(permission))?.[1];
}

/** The logged-in punchout user, if the session is one's. */
export function punchoutUser(shop: ShopContext): SessionUser | undefined {
  const user = signedInUser(shop);
  return isPunchoutUser(user) ? user : undefined;
}

/** The origins that may frame the session's pages besides the shop: the company's, in a punchout session only. */
export function sessionFrameAncestors(shop: ShopContext): string[] {
  return punchoutUser(shop) ? (shop.session.get('punchout')?.frameAncestors ?? []) : [];
}

/**
 * Whatever the browser's session held goes, the user it was logged in as logged out (its token
 * revoked): an entry never continues or upgrades a session, so no one can plant theirs on another.
 */
export async function dropSession(shop: ShopContext): Promise<void> {
  await endUserSession(shop);
  for (const field of Object.keys(shop.session.data) as (keyof SessionData)[]) shop.session.unset(field);
}

/** The checkout's middleware: a punchout session transfers its basket and never checks out (§6). */
export const punchoutSessionsSkipCheckout: MiddlewareFunction<Response> = ({ context }, next) => {
  const shop = getShop(context);
  if (punchoutUser(shop)) throw redirect(localizePath('/basket', shop.locale), 303);
  return next();
};
