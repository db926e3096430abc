import { useT } from '~/i18n/use-t';
import type { Route } from './+types/cookies';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { SESSION_COOKIE, SESSION_DAYS } from '~/http/session.server';
import { getShop } from '~/http/shop-context.server';

/**
 * /cookies (shopping-core §2), the footer's privacy link: the cookies the shop sets. Today that is the
 * session cookie alone, which the shop needs to work, so there is no consent to ask for yet.
 */
export function loader({ context }: Route.LoaderArgs) {
  const shop = getShop(context);
  return { title: shop.t('cookies.page.title'), cookie: SESSION_COOKIE, days: SESSION_DAYS };
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '' });

export default function CookiesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="account-page" aria-labelledby="cookies-title">
      <h1 id="cookies-title">{loaderData.title}</h1>
      <p>{t('cookies.page.intro')}</p>
      <dl className="account-facts">
        <dt>{t('cookies.page.name.heading')}</dt>
        <dd>
          <code>{loaderData.cookie}</code>
        </dd>
        <dt>{t('cookies.page.purpose.heading')}</dt>
        <dd>{t('cookies.page.purpose.text')}</dd>
        <dt>{t('cookies.page.lifetime.heading')}</dt>
        <dd>{t('cookies.page.lifetime.text', { days: loaderData.days })}</dd>
      </dl>
      <p>{t('cookies.page.no_tracking.text')}</p>
    </section>
  );
}
