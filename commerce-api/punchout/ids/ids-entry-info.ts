// What the shop tells IDS craft software about its entry (IDS actions LI and SV, which no public
// text specifies; the answers are this shop's design, documented in commerce-api/README.md):
// login info lists the entry URL and the form fields the storefront's /punchout reads, with the
// customer number to send as kndnr and which fields each action needs; the version answer names
// the IDS version whose warenkorb the shop returns and the versions whose entry it accepts.
import { IDS } from '../punchout-types';

/** The IDS actions the storefront's entry takes (business-and-integration §5). */
export const IDS_ACTIONS = ['WKE', 'WKS', 'ADL', 'AS', 'LI', 'SV'] as const;

/** The storefront's entry reads the same fields whichever 2.x version the craft software names; the warenkorb it returns is 2.5's. */
const ACCEPTED_VERSIONS = ['2.0', '2.1', '2.2', '2.3', '2.4', '2.5'];

export function idsLoginInfoDocument(storefrontUrl: string, customerNo: string) {
  return {
    type: 'IdsLoginInfo',
    entryUrl: `${storefrontUrl}/punchout`,
    methods: ['POST', 'GET'],
    fields: [
      { name: 'kndnr', required: false, value: customerNo, description: 'The customer number at the shop' },
      { name: 'name_kunde', required: true, description: "The login of one of the customer's IDS punchout users" },
      { name: 'pw_kunde', required: true, description: "That user's password" },
      { name: 'version', required: false, value: IDS.version, description: 'The IDS version the craft software speaks' },
      { name: 'action', required: true, values: [...IDS_ACTIONS], description: 'What the entry does' },
      { name: 'hookurl', required: false, requiredFor: ['WKE', 'WKS', 'ADL'], description: 'Where the basket goes back to (http or https)' },
      { name: 'ghnummer', required: false, requiredFor: ['ADL'], description: 'The article (SKU) to show' },
      { name: 'searchterm', required: false, requiredFor: ['AS'], description: 'What to search for' },
      { name: 'warenkorb', required: false, requiredFor: ['WKS'], description: 'The warenkorb XML sent into the shop' },
    ],
  };
}

export function idsVersionDocument() {
  return { type: 'IdsVersion', version: IDS.version, acceptedVersions: ACCEPTED_VERSIONS };
}
