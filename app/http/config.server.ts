// Runtime configuration of the storefront, read once from the environment.
import { parseNavigationSettings } from '../features/catalog/navigation-settings';
import { parseFeatures } from './features';
import { parseMapTiles } from '../features/store-locator/map-settings';
import { parsePreviewEditorOrigin } from '../features/preview/preview-settings.server';
import { parseHybridSettings } from '../features/hybrid/hybrid-mode.server';
import { parseTrustbadgeId } from '../features/widgets/trust-badge';
import { parseCopilotSettings } from '../features/widgets/copilot-settings';
import { parseTagManager } from '../features/tracking/tag-manager-settings';

function required(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`Environment variable ${name} is required`);
  return value;
}

/** PUBLIC_URL as a bare origin (`https://shop.example.com`), or undefined when unset. */
function publicUrl(): string | undefined {
  const value = process.env.PUBLIC_URL;
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must be an http or https URL');
  return url.origin;
}

/** TRUST_PROXY as Express's `trust proxy` setting: a hop count, `true`/`false`, or addresses and subnets. */
function trustProxy(): boolean | number | string {
  const value = process.env.TRUST_PROXY?.trim() || 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Single sign-on (docs/decisions/014): the shop logs users in at this OpenID provider when SSO_ISSUER
 * is set. Authorization code flow with PKCE always; SSO_CLIENT_SECRET only for a confidential client.
 */
function singleSignOn() {
  const issuer = process.env.SSO_ISSUER;
  if (!issuer) return undefined;
  const url = new URL(issuer);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw new Error('SSO_ISSUER must be an https URL (http only on loopback)');
  return {
    issuer,
    clientId: required('SSO_CLIENT_ID'),
    clientSecret: process.env.SSO_CLIENT_SECRET || undefined,
    /** offline_access asks for the refresh token that keeps a single sign-on session alive. */
    scopes: process.env.SSO_SCOPES?.trim() || 'openid profile email offline_access',
  };
}

/** COOKIE_CONSENT_VERSION as a positive whole number (default 1, business-and-integration §9). */
function consentVersion(): number {
  const value = Number(process.env.COOKIE_CONSENT_VERSION?.trim() || 1);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error('COOKIE_CONSENT_VERSION must be a positive whole number');
  return value;
}

const channel = process.env.ICM_CHANNEL ?? 'inSPIRED-inTRONICS-Site';
/**
 * The bundled API's origin: its own process elsewhere when COMMERCE_API_URL names it (`http://api:4000` in
 * compose.yaml), else the one `npm start` runs beside the storefront on COMMERCE_API_PORT.
 */
const bundledApiOrigin = process.env.COMMERCE_API_URL
  ? new URL(process.env.COMMERCE_API_URL).origin
  : `http://127.0.0.1:${Number(process.env.COMMERCE_API_PORT ?? 4000)}`;

/** Where the ICM REST API lives: a real ICM when ICM_BASE_URL is set, else the bundled commerce API. */
export const config = {
  port: Number(process.env.PORT ?? 3000),
  /** Origin of absolute URLs; see app/public-origin.server.ts. */
  publicUrl: publicUrl(),
  /** Hosts (`shop.example.com`, or with `:port`) whose requests may name their own origin when PUBLIC_URL is unset. */
  allowedHosts: (process.env.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
  /** Which peers may set X-Forwarded-For/-Host/-Proto: loopback unless TRUST_PROXY says otherwise. */
  trustProxy: trustProxy(),
  icmBaseUrl:
    process.env.ICM_BASE_URL?.replace(/\/$/, '') ??
    `${bundledApiOrigin}/INTERSHOP/rest/WFS/${channel}/-`,
  /** Origin that serves ICM's static files (product images); the storefront proxies it when bundled. */
  icmOrigin: process.env.ICM_BASE_URL ? new URL(process.env.ICM_BASE_URL).origin : bundledApiOrigin,
  usesBundledApi: !process.env.ICM_BASE_URL,
  /**
   * Origins of the payment providers a real ICM redirects shoppers to after the order submission
   * (the bundled API's demo provider is served through the shop's own origin).
   */
  paymentProviderOrigins: (process.env.PAYMENT_PROVIDER_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol))
    .map((origin) => new URL(origin).origin),
  sessionSecrets: required('SESSION_SECRET', process.env.NODE_ENV === 'production' ? undefined : 'dev-only-secret-change-me').split(','),
  secureCookies: process.env.SECURE_COOKIES === 'true',
  /** What users log in with (spec §9: email by default); it picks the login page's wrong-credentials message. */
  loginType: process.env.LOGIN_TYPE === 'username' ? ('username' as const) : ('email' as const),
  /** Google reCAPTCHA v2 site key of the forms ICM protects (configurations' `captcha.register`, `captcha.forgotPassword`); ICM holds the secret. */
  captchaSiteKey: process.env.CAPTCHA_SITE_KEY?.trim() || undefined,
  /** The OpenID provider users log in at, or undefined for the shop's own login (ICM's token). */
  sso: singleSignOn(),
  /** The store finder's map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); unset: the list without a map. */
  mapTiles: parseMapTiles(process.env.MAP_TILE_URL, process.env.MAP_TILE_ATTRIBUTION),
  /** The feature toggles that are on (FEATURES, comma-separated; unset: DEFAULT_FEATURES of app/http/features.ts). */
  features: parseFeatures(process.env.FEATURES),
  /** The tag manager of the feature `tracking` (GTM_ID, GTM_SCRIPT_URL); unset: no tracking (docs/decisions/031). */
  tagManager: parseTagManager(process.env.GTM_ID, process.env.GTM_SCRIPT_URL),
  /** The main navigation's depth, columns and NavLevel2Icon (NAVIGATION_DEPTH, NAVIGATION_COLUMNS, NAV_LEVEL2_ICON). */
  navigation: parseNavigationSettings(process.env),
  /** The trust badge's Trusted Shops id (TRUSTBADGE_ID; unset: the CMS's trustbadgeId, else the default). */
  trustbadgeId: parseTrustbadgeId(process.env.TRUSTBADGE_ID),
  /** The copilot widget (COPILOT_SCRIPT_URL, COPILOT_ID, COPILOT_API_HOST); unset: no widget. */
  copilot: parseCopilotSettings(process.env),
  /** The cookie consent version (COOKIE_CONSENT_VERSION): a record of a lower one shows the banner again. */
  consentVersion: consentVersion(),
  /** isCookieConsentDisabled (COOKIE_CONSENT_DISABLED=true): no banner, required-only consent is stored instead. */
  cookieConsentDisabled: process.env.COOKIE_CONSENT_DISABLED === 'true',
  /** The storefront editor's origin (PREVIEW_EDITOR_ORIGIN): it may frame the shop and send a preview context; unset: no preview bridge. */
  previewEditorOrigin: parsePreviewEditorOrigin(process.env.PREVIEW_EDITOR_ORIGIN),
  /** Hybrid mode (HYBRID_BACKEND_URL, HYBRID_PAGES, HYBRID_APPLICATION): the pages the classic shop serves; unset: off. */
  hybrid: parseHybridSettings(process.env, channel),
  /** Roots of the content page trees the sitemaps list (SITEMAP_CONTENT_ROOTS; default: the bundled API's service pages). */
  sitemapContentRoots: (process.env.SITEMAP_CONTENT_ROOTS ?? (process.env.ICM_BASE_URL ? '' : 'page.service.pagelet2-Page'))
    .split(',')
    .map((root) => root.trim())
    .filter(Boolean),
  /** Stock at or below this count shows as low stock. */
  lowStockThreshold: Number(process.env.LOW_STOCK_THRESHOLD ?? 5),
  /**
   * How long a page waits for the commerce backend, all its calls together (each call of the shared
   * catalogue cache at most as long); then it answers the maintenance answer (503, Retry-After).
   */
  backendTimeoutMs: Number(process.env.BACKEND_TIMEOUT_MS ?? 8_000),
  /** How long a worker keeps a rendered anonymous catalogue page at most (0: not at all); never longer than its s-maxage. */
  pageCacheSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10),
  /** The rendered pages a worker keeps, in megabytes. */
  pageCacheMegabytes: Number(process.env.PAGE_CACHE_MB ?? 8),
  /** Days from today to the earliest desired delivery date. */
  deliveryMinDays: Number(process.env.DELIVERY_MIN_DAYS ?? 2),
  /** Days from today to the latest desired delivery date. */
  deliveryMaxDays: Number(process.env.DELIVERY_MAX_DAYS ?? 60),
  /** Weekdays without delivery (0 Sunday … 6 Saturday), comma-separated; empty: every day. */
  deliveryExcludedWeekdays: [
    ...new Set(
      (process.env.DELIVERY_EXCLUDED_WEEKDAYS ?? '6,0')
        .split(',')
        .map((day) => day.trim())
        .filter((day) => /^[0-6]$/.test(day))
        .map(Number),
    ),
  ],
};
