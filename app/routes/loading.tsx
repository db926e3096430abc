import { Link } from 'react-router';
import type { Route } from './+types/loading';
import { loadingLoader } from '~/features/account/sso/sso-login.server';
import { pageMeta } from '~/features/seo/page-meta';
import { Messages } from '~/forms/FormParts';
import { routeHeaders } from '~/http/route-headers';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

// /loading (business-and-integration §2.4): single sign-on in progress; the identity provider's
// answer comes back here (docs/decisions/014).
export const loader = loadingLoader;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function LoadingRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="account-page">
      <h1>{loaderData.title}</h1>
      {loaderData.message ? (
        <>
          <Messages messages={[loaderData.message]} />
          <p>
            <Link to={href('/login')}>{t('sso.login.again.link')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('sso.loading.text')}</p>
      )}
    </div>
  );
}
