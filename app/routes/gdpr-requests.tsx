import type { Route } from './+types/gdpr-requests';
import { dataRequestAction, dataRequestLoader } from '~/features/account-recovery/data-request.server';
import { DataRequestPage } from '~/features/account-recovery/DataRequestPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /gdpr-requests?Hash=…&PersonalDataRequestID=…: confirm a personal data request (shopping-core §2, §8; noindex).
export const loader = dataRequestLoader;

export const action = dataRequestAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function GdprRequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DataRequestPage data={loaderData} actionData={actionData} />;
}
