// The OCI configuration under My Account (business-and-integration §3) for holders of
// APP_B2B_MANAGE_PUNCHOUT: per NEW_ITEM field its transform (text with placeholders), formatter and
// mapping rules, with the formatters and placeholders the API offers. One form for every field, as
// the PWA's; the API refuses a configuration it cannot use, with its reason above the form.
import { data } from 'react-router';
import type { OciConfigurationItem } from '~/commerce/models/punchout';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { isCommerceError } from '~/commerce/errors';
import { isRefusal, refusalMessage } from '~/http/commerce-boundary.server';
import { getShop } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { userCall, userCallFailed } from '~/features/account/account.server';
import { OCI_CONFIGURATION_FORM_ID } from './punchout-admin-form-ids';
import { OCI_CONFIGURATION } from './punchout-admin-paths';
import { type OciConfigurationInput, ociConfigurationSchema } from './punchout-admin-forms';
import { type Args, customerNoOf, noStore, offeredTypes } from './punchout-users.server';

export interface OciConfigurationPageData {
  title: string;
  items: OciConfigurationItem[];
  formatters: string[];
  placeholders: string[];
  constraint: Record<string, Constraint>;
}

/** The configuration as the form sent it: rules with both sides (the blank rows are none). */
const itemsOf = (input: OciConfigurationInput): OciConfigurationItem[] =>
  input.items.map((item) => ({
    field: item.field,
    transform: item.transform ?? '',
    formatter: item.formatter ?? '',
    mappings: (item.mappings ?? []).flatMap((rule) => (rule.mapFromValue !== undefined && rule.mapToValue !== undefined ? [{ mapFromValue: rule.mapFromValue, mapToValue: rule.mapToValue }] : [])),
  }));

export async function ociConfigurationLoader({ request, context }: Args) {
  const shop = getShop(context);
  if (!(await offeredTypes(shop, request)).includes('oci')) throw data(null, { status: 404 });
  const customerNo = customerNoOf(shop, request);
  const [items, options] = await Promise.all([
    userCall(shop, request, shop.commerce.punchouts.ociConfiguration(customerNo)),
    userCall(shop, request, shop.commerce.punchouts.ociOptions(customerNo)),
  ]);
  return noStore<OciConfigurationPageData>({
    title: shop.t('account.punchout.configuration.heading'),
    items,
    formatters: options.availableFormatters,
    placeholders: options.availablePlaceholders,
    constraint: constraintOf(ociConfigurationSchema),
  });
}

export async function ociConfigurationAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, ociConfigurationSchema);
      if (submission.status !== 'success') return rejected(OCI_CONFIGURATION_FORM_ID, submission);
      try {
        await shop.commerce.punchouts.updateOciConfiguration(customerNoOf(shop, request), itemsOf(submission.value));
      } catch (error) {
        if (!isRefusal(error) || error.status === 404) userCallFailed(shop, request, error);
        return refused(OCI_CONFIGURATION_FORM_ID, submission, refusalMessage(error), isCommerceError(error, 403) ? 403 : 422);
      }
      return succeeded(request, shop, form, {
        formId: OCI_CONFIGURATION_FORM_ID,
        messages: [{ type: 'success', key: 'account.punchout.configuration.save_success.message' }],
        redirectTo: localizePath(OCI_CONFIGURATION, shop.locale),
      });
    },
  });
}
