// The punchout entry's parameter sets (business-and-integration §2.8) and their validation (§5): what a
// procurement system sent to /punchout, read from the query of a GET or the form of a POST (OCI posts
// by default), as one of the three protocols' entries, or the message key of the error page.
import { returnUrlProblem } from './return-url';
import { warenkorbItems, type WarenkorbItem } from './warenkorb';

export type IdsAction = 'SV' | 'LI' | 'ADL' | 'WKE' | 'WKS' | 'AS';
const IDS_ACTIONS: readonly IdsAction[] = ['SV', 'LI', 'ADL', 'WKE', 'WKS', 'AS'];
/** The IDS actions that send the shopper back to the craft software, so need its hookurl (§5). */
const IDS_ACTIONS_WITH_HOOK: readonly IdsAction[] = ['ADL', 'WKE', 'WKS'];

/** OCI's `~OkCode`, `~TARGET` and `~CALLER`, echoed with the basket (punchout README §1.2). */
export interface OciEcho {
  okCode?: string;
  target?: string;
  caller?: string;
}

/** The echo as the fields that go first in an OCI answer's form, those that came. */
export function ociEchoFields(echo: OciEcho): { name: string; value: string }[] {
  const fields: [string, string | undefined][] = [
    ['~OkCode', echo.okCode],
    ['~TARGET', echo.target],
    ['~CALLER', echo.caller],
  ];
  return fields.flatMap(([name, value]) => (value ? [{ name, value }] : []));
}

export type PunchoutEntry =
  | { type: 'cxml'; sid: string; accessToken: string }
  | {
      type: 'oci';
      username: string;
      password: string;
      /** Absent only for the answers without a page, whose fields then make the page (punchout README §2). */
      hookUrl?: string;
      echo: OciEcho;
      function?: string;
      productId?: string;
      quantity?: string;
      searchString?: string;
    }
  | {
      type: 'ids';
      username: string;
      password: string;
      action: IdsAction;
      hookUrl?: string;
      ghnummer?: string;
      searchterm?: string;
      items: WarenkorbItem[];
    };

/** An entry that cannot start: the error page's message key (§5) and the answer's status. */
export interface EntryRefusal {
  error: string;
  status: number;
}

/** Parameters as the entry read them: a name's first non-empty value. */
export interface EntryParameters {
  get(name: string): string | undefined;
}

/** The parameters of a GET's query, or of a POST's form and query (the form's values first). */
export function entryParameters(query: URLSearchParams, form?: FormData): EntryParameters {
  const value = (entry: FormDataEntryValue | string | null) => (typeof entry === 'string' && entry !== '' ? entry : undefined);
  return { get: (name) => value(form?.get(name) ?? null) ?? value(query.get(name)) };
}

const refusal = (error: string, status = 400): EntryRefusal => ({ error, status });

function ociEcho(parameters: EntryParameters): OciEcho {
  return { okCode: parameters.get('~OkCode'), target: parameters.get('~TARGET'), caller: parameters.get('~CALLER') };
}

/** The entry the parameters make, or why they make none. */
export function readEntry(parameters: EntryParameters): PunchoutEntry | EntryRefusal {
  const sid = parameters.get('sid');
  const accessToken = parameters.get('access-token');
  if (sid && accessToken) return { type: 'cxml', sid, accessToken };

  const hookUrl = parameters.get('HOOK_URL');
  const username = parameters.get('USERNAME');
  const password = parameters.get('PASSWORD');
  const ociFunction = parameters.get('FUNCTION')?.toUpperCase();
  // SRM 7.0 sends no HOOK_URL with VALIDATE; such answers go back as the page itself.
  const answersWithoutPage = ociFunction === 'VALIDATE' || ociFunction === 'BACKGROUND_SEARCH';
  if (username && password && (hookUrl || answersWithoutPage)) {
    const problem = hookUrl && returnUrlProblem(hookUrl);
    if (problem) return refusal(problem);
    return {
      type: 'oci',
      username,
      password,
      hookUrl,
      echo: ociEcho(parameters),
      function: ociFunction,
      productId: parameters.get('PRODUCTID'),
      quantity: parameters.get('QUANTITY'),
      searchString: parameters.get('SEARCHSTRING'),
    };
  }

  const action = parameters.get('action');
  const idsUser = parameters.get('name_kunde');
  const idsPassword = parameters.get('pw_kunde');
  if (action && idsUser && idsPassword) return readIdsEntry(parameters, action, idsUser, idsPassword);

  return refusal('punchout.error.missing.parameters');
}

function readIdsEntry(parameters: EntryParameters, code: string, username: string, password: string): PunchoutEntry | EntryRefusal {
  const action = IDS_ACTIONS.find((known) => known === code.toUpperCase());
  if (!action) return refusal('custom.punchout.error.wrong.code');
  const hookUrl = parameters.get('hookurl');
  if (!hookUrl && IDS_ACTIONS_WITH_HOOK.includes(action)) return refusal('custom.punchout.error.missing.parameter.url');
  const problem = hookUrl && returnUrlProblem(hookUrl);
  if (problem) return refusal(problem);
  const ghnummer = parameters.get('ghnummer');
  if (action === 'ADL' && !ghnummer) return refusal('custom.punchout.error.missing.parameter.ghnummer');
  const items = action === 'WKS' ? warenkorbItems(parameters.get('warenkorb') ?? '') : [];
  if (action === 'WKS' && items.length === 0) return refusal('custom.punchout.error.missing.parameter.warenkorb');
  return { type: 'ids', username, password, action, hookUrl, ghnummer, searchterm: parameters.get('searchterm'), items };
}

export const isRefusal = (entry: PunchoutEntry | EntryRefusal): entry is EntryRefusal => 'error' in entry;
