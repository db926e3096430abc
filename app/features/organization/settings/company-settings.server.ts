// The company settings of organization management (business-and-integration §2.1) for holders of
// APP_B2B_MANAGE_USERS: the company's profile, whether budgets count gross or net prices and whether
// cost centers are optional and chosen per line item (settings, and organization-settings with
// feature costCenters), and the company profile's edit page (settings/company). A private customer
// has no company: the pages answer 404.
import { data } from 'react-router';
import type { Customer } from '~/commerce/models/customer';
import { type Constraint, constraintOf } from '~/forms/constraints.server';
import { dispatchIntent, parseForm, readForm, refused, rejected, succeeded } from '~/forms/form-action.server';
import { NO_STORE } from '~/http/cache-policy';
import { getShop, type ShopContext } from '~/http/shop-context.server';
import { localizePath } from '~/i18n/locales';
import { currentCustomer } from '~/features/account/account.server';
import { COMPANY_SETTINGS_FORM_ID, COMPANY_FORM_ID } from '../organization-form-ids';
import { companySettingsSchema, companySchema } from '../organization-forms';
import { refusalOf } from '../organization-refusals';

interface Args {
  request: Request;
  context: Parameters<typeof getShop>[0];
}

export interface CompanySettingsData {
  title: string;
  company: Customer;
  constraint: Record<string, Constraint>;
}

async function businessCustomer(shop: ShopContext, request: Request): Promise<Customer> {
  const { customer } = await currentCustomer(shop, request);
  if (!customer.isBusinessCustomer) throw data(null, { status: 404 });
  return customer;
}

const settingsPage = async ({ request, context }: Args, titleKey: string, schema: typeof companySchema | typeof companySettingsSchema) => {
  const shop = getShop(context);
  const company = await businessCustomer(shop, request);
  return data<CompanySettingsData>({ title: shop.t(titleKey), company, constraint: constraintOf(schema) }, { headers: { 'Cache-Control': NO_STORE } });
};

export const companySettingsLoader = (args: Args) => settingsPage(args, 'organization.settings.heading', companySettingsSchema);
export const companyProfileLoader = (args: Args) => settingsPage(args, 'organization.settings.company.heading', companySchema);

/** The settings' post on the settings page: saved, back to the same page. */
export async function companySettingsAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, companySettingsSchema);
      if (submission.status !== 'success') return rejected(COMPANY_SETTINGS_FORM_ID, submission);
      const company = await businessCustomer(shop, request);
      try {
        const input = submission.value;
        await shop.commerce.customers.updateCompany(company, {
          budgetPriceType: input.budgetPriceType,
          isCostCenterOptional: input.isCostCenterOptional === 'on',
          isCostCenterPerPosition: input.isCostCenterPerPosition === 'on',
        });
      } catch (error) {
        return refused(COMPANY_SETTINGS_FORM_ID, submission, refusalOf(shop, request, error));
      }
      return succeeded(request, shop, form, { formId: COMPANY_SETTINGS_FORM_ID, submission, messages: [{ type: 'success', key: 'organization.settings.saved.message' }] });
    },
  });
}

/** The company profile's post: saved, back to the settings page. */
export async function companyProfileAction({ request, context }: Args) {
  const shop = getShop(context);
  const form = await readForm(request);
  return dispatchIntent(form, {
    async save() {
      const submission = parseForm(form, companySchema);
      if (submission.status !== 'success') return rejected(COMPANY_FORM_ID, submission);
      const company = await businessCustomer(shop, request);
      const input = submission.value;
      try {
        await shop.commerce.customers.updateCompany(company, {
          companyName: input.companyName,
          companyName2: input.companyName2 ?? '',
          taxationID: input.taxationID ?? '',
          industry: input.industry ?? '',
          description: input.description ?? '',
        });
      } catch (error) {
        return refused(COMPANY_FORM_ID, submission, refusalOf(shop, request, error));
      }
      return succeeded(request, shop, form, {
        formId: COMPANY_FORM_ID,
        messages: [{ type: 'success', key: 'organization.settings.saved.message' }],
        redirectTo: localizePath('/account/organization/settings', shop.locale),
      });
    },
  });
}
