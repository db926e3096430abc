// A cXML punchout user's configuration under My Account (business-and-integration §3) for holders
// of APP_B2B_MANAGE_PUNCHOUT: its entries (name and value) with the descriptions, defaults and input
// types of the API's metadata. An entry left empty goes back to its default, as the PWA's form has it.
import type { CxmlConfigurationEntry } from '~/commerce/models/punchout';
import { isCommerceError } from '~/commerce/errors';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { getShop } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { userCall, userCallFailed } from '~/features/account/account.server';
import { CXML_CONFIGURATION_FORM_ID } from './punchout-admin-form-ids';
import { cxmlConfigurationPath } from './punchout-admin-paths';
import { cxmlConfigurationSchema } from './punchout-admin-forms';
import { type Args, customerNoOf, loginParam, noStore } from './punchout-users.server';

export interface CxmlConfigurationPageData {
  title: string;
  login: string;
  entries: CxmlConfigurationEntry[];
  constraint: Record<string, Constraint>;
}

export async function cxmlConfigurationLoader({ request, context, login }: Args & { login?: string }) {
  const shop = getShop(context);
  const user = loginParam(login);
  const entries = await userCall(shop, request, shop.commerce.punchouts.cxmlConfiguration(customerNoOf(shop, request), user));
  return noStore<CxmlConfigurationPageData>({
    title: shop.t('account.punchout.cxml.configuration.heading', { login: user }),
    login: user,
    entries,
    constraint: constraintOf(cxmlConfigurationSchema),
  });
}

export async function cxmlConfigurationAction({ request, context, login }: Args & { login?: string }) {
  const shop = getShop(context);
  const form = await readForm(request);
  const user = loginParam(login);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, cxmlConfigurationSchema);
      if (submission.status !== 'success') return rejected(CXML_CONFIGURATION_FORM_ID, submission);
      const customerNo = customerNoOf(shop, request);
      try {
        // an empty entry is its default again; the defaults are the API's, read afresh
        const defaults = new Map((await shop.commerce.punchouts.cxmlConfiguration(customerNo, user)).map((entry) => [entry.name, entry.defaultValue]));
        const entries = submission.value.entries.map(({ name, value }) => ({ name, value: value ?? defaults.get(name) ?? '' }));
        await shop.commerce.punchouts.updateCxmlConfiguration(customerNo, user, entries);
      } catch (error) {
        if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
        return refused(CXML_CONFIGURATION_FORM_ID, submission, refusalMessage(error), isCommerceError(error, 403) ? 403 : 422);
      }
      return succeeded(request, shop, form, {
        formId: CXML_CONFIGURATION_FORM_ID,
        messages: [{ type: 'success', key: 'account.punchout.cxml.configuration.save_success.message' }],
        redirectTo: localizePath(cxmlConfigurationPath(user), shop.locale),
      });
    },
  });
}
