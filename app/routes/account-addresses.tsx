import type { Route } from './+types/account-addresses';
import { addressBookAction, addressBookLoader } from '~/features/account/addresses/address-book.server';
import { AddressBookPage } from '~/features/account/addresses/AddressBookPage';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /account/addresses (shopping-core §2, §5): the address book, its preferred addresses, adding and deleting.
export const loader = addressBookLoader;

export const action = addressBookAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function AccountAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressBookPage data={loaderData} actionData={actionData} />;
}
