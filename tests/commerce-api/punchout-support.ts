// Punchout test helpers: the API with the demo accounts, Oil Corp's approver and its demo punchout
// users (one per standard, password DEMO_PASSWORD), the account admin's token, and paths below
// customers/OilCorp/punchouts.
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { BBOLDNER, loginDemo, startAccountApi } from './account-support';
import { STOREFRONT, withDatabase } from './requests-support';
import type { TestApi } from './support';

export const OCI_USER = 'oci_oilcorp';
export const CXML_USER = 'cxml_oilcorp';
export const IDS_USER = 'ids_oilcorp';

export interface PunchoutApi {
  api: TestApi;
  /** Bernhard Boldner, account admin of Oil Corp (APP_B2B_MANAGE_PUNCHOUT). */
  admin: string;
}

export async function startPunchoutApi(options: Parameters<typeof startAccountApi>[1] = {}): Promise<PunchoutApi> {
  const api = await startAccountApi(undefined, { storefrontUrl: STOREFRONT, ...options });
  withDatabase(api, db => {
    seedDemoOrganizationUsers(db);
    seedDemoPunchoutUsers(db);
  });
  return { api, admin: await loginDemo(api, BBOLDNER) };
}

/** The path of Oil Corp's punchout resource below customers/OilCorp/punchouts (`''`: the list of standards). */
export const punchoutPath = (rest = '') => `/customers/OilCorp/punchouts${rest === '' ? '' : `/${rest}`}`;
