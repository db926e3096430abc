// The company's punchout settings under My Account for holders of APP_B2B_MANAGE_PUNCHOUT: the origins
// hook and return URLs must belong to, the origins that may frame its punchout sessions, and whether
// SAP GUI's SAPEVENT: is taken (app/features/punchout checks them at the entry). The bundled API's own
// resource: a commerce system without it (a real ICM, 404) has none, and the page says so.
import type { PunchoutSettings } from '~/commerce/models/punchout';
import { isCommerceError } from '~/commerce/errors';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { getShop } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { userCall, userCallFailed } from '~/features/account/account.server';
import { PUNCHOUT_SETTINGS_FORM_ID } from './punchout-admin-form-ids';
import { PUNCHOUT_SETTINGS } from './punchout-admin-paths';
import { punchoutSettingsSchema } from './punchout-admin-forms';
import { type Args, customerNoOf, noStore } from './punchout-users.server';

export interface PunchoutSettingsPageData {
  title: string;
  /** None: the commerce system keeps no punchout settings. */
  settings?: PunchoutSettings;
  constraint: Record<string, Constraint>;
}

export async function punchoutSettingsLoader({ request, context }: Args) {
  const shop = getShop(context);
  return noStore<PunchoutSettingsPageData>({
    title: shop.t('account.punchout.settings.heading'),
    settings: await userCall(shop, request, shop.commerce.punchouts.settings(customerNoOf(shop, request))),
    constraint: constraintOf(punchoutSettingsSchema),
  });
}

export async function punchoutSettingsAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, punchoutSettingsSchema);
      if (submission.status !== 'success') return rejected(PUNCHOUT_SETTINGS_FORM_ID, submission);
      const { allowedReturnOrigins, frameAncestors, allowSapEvent } = submission.value;
      try {
        await shop.commerce.punchouts.updateSettings(customerNoOf(shop, request), { allowedReturnOrigins, frameAncestors, allowSapEvent: allowSapEvent === 'on' });
      } catch (error) {
        if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
        return refused(PUNCHOUT_SETTINGS_FORM_ID, submission, refusalMessage(error), isCommerceError(error, 403) ? 403 : 422);
      }
      return succeeded(request, shop, form, {
        formId: PUNCHOUT_SETTINGS_FORM_ID,
        messages: [{ type: 'success', key: 'account.punchout.settings.save_success.message' }],
        redirectTo: localizePath(PUNCHOUT_SETTINGS, shop.locale),
      });
    },
  });
}
