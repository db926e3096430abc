import type { Route } from './+types/checkout-address';
import { addressStepAction, addressStepLoader } from '~/features/checkout/address-step.server';
import { AddressStep } from '~/features/checkout/AddressStep';
import { pageMeta } from '~/features/seo/page-meta';
import { routeHeaders } from '~/http/route-headers';

// /checkout/address, the first checkout step: e-mail, invoice and ship-to address (shopping-core §2, §4).
export const loader = addressStepLoader;

export const action = addressStepAction;

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

export default function CheckoutAddressRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressStep data={loaderData} actionData={actionData} />;
}
