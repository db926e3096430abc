import type { Route } from './+types/contact';
import { captchaDocumentLoader } from '~/features/captcha/captcha-navigation';
import { captchaPolicy } from '~/features/captcha/captcha.server';
import { ContactPage } from '~/features/contact/ContactPage';
import { contactAction, loadContactPage } from '~/features/contact/contact.server';
import { pageMeta } from '~/features/seo/page-meta';
import { guardedBy, type RouteGuard } from '~/http/route-guards.server';
import { routeHeaders } from '~/http/route-headers';
import { getShop } from '~/http/shop-context.server';

// /contact (business-and-integration §2.4: feature contactUs; §7.4): the contact form, into the shop's outbox.
export const handle = { guard: { feature: 'contactUs' } satisfies RouteGuard };

export const middleware = [guardedBy(handle.guard), captchaPolicy];

export function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(getShop(context), context);
}

export const clientLoader = (args: Route.ClientLoaderArgs) => captchaDocumentLoader(args);

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(getShop(context), request);
}

export const headers = routeHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '' });

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
