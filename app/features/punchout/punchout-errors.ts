// The punchout errors the error page shows (business-and-integration §5, §8): the entry's validation
// keys, the login's refusals and the shop's own refusals of a return URL, each with the status the
// page answers. Only these keys are shown; anything else a link puts into `error` is the general text.
import { localizePath, type ShopLocale } from '~/i18n/locales';

export const PUNCHOUT_ERRORS: Readonly<Record<string, number>> = {
  'punchout.error.missing.parameters': 400,
  'custom.punchout.error.wrong.code': 400,
  'custom.punchout.error.missing.parameter.url': 400,
  'custom.punchout.error.missing.parameter.ghnummer': 400,
  'custom.punchout.error.missing.parameter.warenkorb': 400,
  'punchout.error.hook_url.invalid': 400,
  'punchout.error.hook_url.too_long': 400,
  'punchout.error.hook_url.not_allowed': 400,
  'punchout.error.settings_unavailable': 503,
  'punchout.error.start_link.invalid': 401,
  'punchout.error.not_a_punchout_user': 403,
  'account.login.username_password.error.invalid': 401,
  'account.login.email_password.error.invalid': 401,
  'account.login.customer_approval.error.invalid': 403,
  'account.login.throttled.error': 429,
  'punchout.transfer.error.no_sid': 400,
  'punchout.transfer.error.no_return_url': 400,
  'punchout.transfer.error.no_hook_url': 400,
};

export function punchoutErrorPath(shop: { locale: ShopLocale }, key: string): string {
  return localizePath(`/error?${new URLSearchParams({ error: key })}`, shop.locale);
}
