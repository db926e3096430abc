import type { Route } from './+types/account-addresses-edit';
import { addressEditAction, addressEditLoader } from '~/features/account/addresses/address-book.server';
import { AddressEditPage } from '~/features/account/addresses/AddressEditPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /account/addresses/{addressId}: one address of the address book, changed; another customer's is a 404.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return addressEditLoader({ request, context, addressId: params.addressId });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return addressEditAction({ request, context, addressId: params.addressId });
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountAddressEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressEditPage data={loaderData} actionData={actionData} />;
}
