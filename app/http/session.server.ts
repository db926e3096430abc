import { createCookieSessionStorage, type Session } from 'react-router';
import { config } from '~/http/config.server';
import { createEncryptedCookie } from '~/http/encrypted-cookie.server';
import type { SsoSessionData } from '~/features/account/sso/sso-session';
import type { TokenTimes } from '~/features/account/token-lifetime';
import type { ShopMessage } from '~/forms/form-reply';
import type { DataLayerEvent } from '~/features/tracking/tracking-events';

export type IdentityProviderId = 'icm' | 'sso' | 'cobrowse' | 'punchout';

export interface SessionUser {
  customerNo: string;
  businessCustomer: boolean;
  login?: string;
  firstName?: string;
  lastName?: string;
  /** A business user's roles and permissions, loaded at login (business-and-integration §4). */
  roleIds?: string[];
  permissionIds?: string[];
}

/** What the storefront keeps about a visitor: server-side only, in an encrypted httpOnly cookie. */
export interface SessionData {
  /** ICM authentication token and what it stands for. */
  apiToken: string;
  tokenType: 'user' | 'anonymous' | 'order';
  /** A user token's refresh token, and when to use it and when the token runs out (see token-lifetime.ts). */
  refreshToken: string;
  tokenTimes: TokenTimes;
  /** Who logged the user in (business-and-integration §6): it decides what the user may change. */
  identityProvider: IdentityProviderId;
  /** Single sign-on: the login under way, the provider's tokens (app/features/account/sso). */
  sso: SsoSessionData;
  /** The logged-in user as the header and the account area name them. */
  user: SessionUser;
  /** Personalization group: logged-in users share cached catalogue answers by it. */
  pgid: string;
  basketId: string;
  /** The currency the shopper chose with the currency switch; unset means the site's default (app/i18n/site-currency.ts). */
  currency: string;
  /** Preferred price display: b2c shows gross, b2b net prices. */
  displayType: 'b2c' | 'b2b';
  /** Sales representative acting for the customer. */
  salesRepId: string;
  /**
   * The secure links of the wishlists this session shared, by wishlist id (a few at most): ICM answers a
   * list's link only to the share call, and the owner's list page shows it from here (app/features/wishlists).
   */
  wishlistShares: Record<string, { owner: string; secureCode: string }>;
  /** SKUs the shopper put on the compare list, oldest first (app/features/compare, decision 027). */
  compare: string[];
  /** Ids of the orders this session placed last (their receipts are shown only to it). */
  placedOrders: string[];
  /** Data layer events of actions for the next page of a tracked visitor (app/features/tracking). */
  trackingEvents: DataLayerEvent[];
  /** Ids of the orders whose purchase the data layer got (app/features/tracking): a receipt reports it once. */
  trackedOrders: string[];
  /** What a procurement system sent at punchout entry, kept for the basket transfer (app/features/punchout). */
  punchout: PunchoutSessionData;
}

/**
 * A punchout session's protocol values: the cXML session id, return URL and transfer field; OCI's
 * HOOK_URL and its echoed ~OkCode, ~TARGET and ~CALLER; IDS's hookurl; the origins the company lets
 * frame its punchout sessions (its punchout settings, read at the entry). Never a credential.
 */
export interface PunchoutSessionData {
  type: 'cxml' | 'oci' | 'ids';
  sid?: string;
  returnUrl?: string;
  transferFormField?: string;
  hookUrl?: string;
  okCode?: string;
  target?: string;
  caller?: string;
  frameAncestors?: string[];
}

/** Values kept for the next request only. */
export interface FlashData {
  /** Messages for the page after a redirect (app/forms/flash.server.ts). */
  messages: ShopMessage[];
}

export type ShopSession = Session<SessionData, FlashData>;

export const SESSION_COOKIE = '__session';
export const SESSION_DAYS = 30;

/** The session in an encrypted cookie (app/encrypted-cookie.server.ts): its tokens are not readable from it. */
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: createEncryptedCookie(
    SESSION_COOKIE,
    { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies, maxAge: 60 * 60 * 24 * SESSION_DAYS },
    config.sessionSecrets,
  ),
});

export function getSession(request: Request): Promise<ShopSession> {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}
