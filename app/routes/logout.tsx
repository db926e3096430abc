import { Form } from 'react-router';
import type { Route } from './+types/logout';
import { logoutAction, logoutLoader } from '~/features/account/logout.server';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';
import { useT } from '~/i18n/use-t';

// /logout (shopping-core §2): the identity provider's logout.
export const loader = logoutLoader;

export const action = logoutAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function LogoutRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{loaderData.title}</h1>
      <p>{t('account.logout.question')}</p>
      <Form method="post">
        <button type="submit" className="button-primary">
          {t('account.logout.button')}
        </button>
      </Form>
    </div>
  );
}
