import { Form } from 'react-router';
import type { Route } from './+types/cobrowse';
import { cobrowseAction, cobrowseLoader } from '~/features/account/cobrowse.server';
import { pageMeta } from '~/features/seo/page-meta';
import { Messages } from '~/forms/FormParts';
import { routeHeaders } from '~/http/route-headers';
import { useT } from '~/i18n/use-t';

// /cobrowse (business-and-integration §2.8): a sales representative's entry as a customer.
export const loader = cobrowseLoader;

export const action = cobrowseAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CobrowseRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const message = actionData?.message ?? loaderData.message;
  const entry = actionData ? undefined : loaderData.entry;
  return (
    <div className="account-page">
      <h1>{loaderData.title}</h1>
      {message && <Messages messages={[message]} />}
      {entry && (
        <Form method="post">
          <p>{t('cobrowse.confirm.text', { name: entry.customerName })}</p>
          <input type="hidden" name="access-token" value={entry.token} />
          <input type="hidden" name="salesRepId" value={entry.salesRepId} />
          <button type="submit" className="button-primary">
            {t('cobrowse.confirm.button', { name: entry.customerName })}
          </button>
        </Form>
      )}
    </div>
  );
}
