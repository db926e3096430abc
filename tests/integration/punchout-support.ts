// Punchout test helpers: the built storefront with Oil Corp's demo punchout users (one per standard,
// password DEMO_PASSWORD), a procurement system's entries, the cXML setup request it posts to the API
// (whose StartPage names this storefront), and the form a punchout answer carries, read from its HTML.
import { seedDemoOrganizationUsers } from '../../commerce-api/seed/demo-organization-users';
import { seedDemoPunchoutUsers } from '../../commerce-api/seed/demo-punchout-users';
import { setupRequestXml, type SetupSpec } from '../commerce-api/punchout-cxml-support';
import { freePort, startBuiltStorefront, withDatabase, type BuiltStorefront } from './built-storefront';
import { DEMO_PASSWORD, restApi } from './customers';

export const OCI_USER = 'oci_oilcorp';
export const CXML_USER = 'cxml_oilcorp';
export const IDS_USER = 'ids_oilcorp';
export const HOOK_URL = 'https://srm.buyer.example/oci/return?sid=42&lang=en';

/** `env`: further environment of the storefront (e.g. SECURE_COOKIES). */
export async function startPunchoutStorefront(env: Record<string, string> = {}): Promise<BuiltStorefront> {
  const port = await freePort();
  const shop = await startBuiltStorefront({ port, env, api: { storefrontUrl: `http://127.0.0.1:${port}` } });
  withDatabase(shop, (db) => {
    seedDemoOrganizationUsers(db);
    seedDemoPunchoutUsers(db);
  });
  return shop;
}

/** OCI's entry fields for the demo OCI user, with `extra` added or replaced. */
export const ociEntry = (extra: Record<string, string> = {}) => ({
  USERNAME: OCI_USER,
  PASSWORD: DEMO_PASSWORD,
  HOOK_URL,
  '~OkCode': 'ADDI',
  '~TARGET': '_top',
  '~CALLER': 'CTLG',
  OCI_VERSION: '5.0',
  ...extra,
});

/** IDS's entry fields for the demo IDS user. */
export const idsEntry = (extra: Record<string, string> = {}) => ({
  kndnr: 'OilCorp',
  name_kunde: IDS_USER,
  pw_kunde: DEMO_PASSWORD,
  version: '2.5',
  ...extra,
});

export const entryPath = (fields: Record<string, string>) => `/punchout?${new URLSearchParams(fields)}`;

/** The demo cXML user's setup request at the API, as a procurement system posts it: the StartPage's path and query. */
export async function cxmlStartPage(shop: BuiltStorefront, spec: SetupSpec = {}): Promise<string> {
  const response = await fetch(`${restApi(shop)}/customers/OilCorp/punchouts/cxml1.2/setuprequest`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: setupRequestXml({ identity: CXML_USER, secret: DEMO_PASSWORD, ...spec }),
  });
  const xml = await response.text();
  const url = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(xml)?.[1];
  if (!url) throw new Error(`no StartPage: ${xml}`);
  const start = new URL(url.replace(/&amp;/g, '&'));
  return `${start.pathname}${start.search}`;
}

const decode = (value: string) =>
  value.replace(/&(quot|#39|#x27|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>', amp: '&' })[name]!);

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : undefined;
}

/** The form of a punchout answer: where it posts, its target, its hidden fields in order, whether a script submits it. */
export function formPostOf(html: string) {
  const form = /<form\b[^>]*>/.exec(html)?.[0] ?? '';
  const fields = [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => ({ name: attribute(tag, 'name') ?? '', value: attribute(tag, 'value') ?? '' }));
  return {
    action: attribute(form, 'action'),
    target: attribute(form, 'target'),
    method: attribute(form, 'method'),
    fields,
    autoSubmits: /<script nonce="[^"]+">document\.forms\[0\]\.submit\(\);<\/script>/.test(html),
  };
}
