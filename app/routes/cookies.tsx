import { data, redirect } from 'react-router';
import { useT } from '~/i18n/use-t';
import { useShopLocale } from '~/i18n/use-shop-locale';
import type { Route } from './+types/cookies';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { PRIVATE_PAGE_CACHE } from '~/http/cache-policy';
import { SESSION_COOKIE, SESSION_DAYS } from '~/http/session.server';
import { getShop } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { readForm } from '~/forms/form-action.server';
import { INTENT_FIELD } from '~/forms/form-reply';
import { safeReturnPath } from '~/features/account/login-path';
import { CONSENT_COOKIE, chosenCategories, type ConsentCategory } from '~/features/consent/consent-rules';
import { consentCookie, removalCookies } from '~/features/consent/consent.server';
import { RETURN_FIELD } from '~/features/consent/consent-paths';
import { CATEGORY_FIELD, CookieSettingsForm } from '~/features/consent/CookieSettingsForm';
import { RECENTLY_COOKIE } from '~/features/recently/recently.server';
import { PREFERRED_LOCALE_COOKIE } from '~/http/preferred-locale.server';

/** The shop's cookies as the page lists them: each with its category and lifetime. */
const SHOP_COOKIES: { name: string; category: ConsentCategory; purpose: string; lifetime: string }[] = [
  { name: SESSION_COOKIE, category: 'required', purpose: 'cookies.list.session.purpose', lifetime: 'cookies.page.lifetime.days' },
  { name: CONSENT_COOKIE, category: 'required', purpose: 'cookies.list.consent.purpose', lifetime: 'cookies.page.lifetime.year' },
  // set only when the visitor picks a language (saveLanguageSelection), and kept by every choice: the spec's allowed list
  { name: PREFERRED_LOCALE_COOKIE, category: 'required', purpose: 'cookies.list.locale.purpose', lifetime: 'cookies.page.lifetime.year' },
  { name: RECENTLY_COOKIE, category: 'functional', purpose: 'cookies.list.recently.purpose', lifetime: 'cookies.page.lifetime.recently' },
];

const INTENTS = new Set(['all', 'required', 'save']);

/**
 * /cookies (shopping-core §2), the cookie settings: a box per consent category and the shop's cookies,
 * the page the banner's preferences link and the footer's privacy link (without JavaScript) lead to.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShop(context);
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get(RETURN_FIELD), localizePath('/home', shop.locale));
  return data(
    { title: shop.t('cookies.page.title'), returnTo, accepted: shop.consent.categories, cookies: SHOP_COOKIES, sessionDays: SESSION_DAYS },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

/**
 * Saves a choice of the banner, the page or the dialog (business-and-integration §4): the record of the
 * configured version, every cookie not on the allowed list expired, and back (303) to the page it was
 * made on, a path of this shop only, so that page loads again under the new consent.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShop(context);
  const form = await readForm(request);
  const intent = form.get(INTENT_FIELD);
  if (typeof intent !== 'string' || !INTENTS.has(intent)) throw data(null, { status: 400 });
  const returnTo = form.get(RETURN_FIELD);
  const answer = redirect(safeReturnPath(typeof returnTo === 'string' ? returnTo : undefined, localizePath('/home', shop.locale)), 303);
  const categories = chosenCategories(intent, form.getAll(CATEGORY_FIELD));
  answer.headers.append('Set-Cookie', consentCookie(categories));
  for (const removal of removalCookies(request.headers.get('Cookie'), categories)) answer.headers.append('Set-Cookie', removal);
  return answer;
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '' });

export default function CookiesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <section className="account-page" aria-labelledby="cookies-title">
      <h1 id="cookies-title">{loaderData.title}</h1>
      <p>{t('cookies.page.intro')}</p>
      <CookieSettingsForm action={href('/cookies')} returnTo={loaderData.returnTo} accepted={loaderData.accepted} idPrefix="cookie-page" />
      <h2 id="cookies-list-title">{t('cookies.list.heading')}</h2>
      <table className="cookie-list" aria-labelledby="cookies-list-title">
        <thead>
          <tr>
            <th scope="col">{t('cookies.page.name.heading')}</th>
            <th scope="col">{t('cookies.list.category.heading')}</th>
            <th scope="col">{t('cookies.page.purpose.heading')}</th>
            <th scope="col">{t('cookies.page.lifetime.heading')}</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.cookies.map((cookie) => (
            <tr key={cookie.name}>
              <th scope="row">
                <code>{cookie.name}</code>
              </th>
              <td>{t(`cookies.category.${cookie.category}.name`)}</td>
              <td>{t(cookie.purpose)}</td>
              <td>{t(cookie.lifetime, { days: loaderData.sessionDays })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
