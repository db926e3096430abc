// The punchout entry's parameters (business-and-integration §2.8, §5): which set an entry makes, the
// message key of each refusal, the return URLs taken, and the warenkorb read without a DTD.
import { describe, expect, it } from 'vitest';
import { entryParameters, readEntry } from '~/features/punchout/punchout-entry';
import { DEFAULT_PUNCHOUT_SETTINGS } from '~/commerce/models/punchout';
import { MAX_RETURN_URL_LENGTH, formActionSource, returnUrlProblem, returnUrlRefusal } from '~/features/punchout/return-url';
import { warenkorbItems } from '~/features/punchout/warenkorb';

const read = (query: Record<string, string>, form?: Record<string, string>) => {
  const data = form && new FormData();
  for (const [name, value] of Object.entries(form ?? {})) data!.append(name, value);
  return readEntry(entryParameters(new URLSearchParams(query), data));
};

const HOOK = 'https://srm.buyer.example/return?sid=1';

describe('the entry parameter sets', () => {
  it('reads cXML by sid and access-token', () => {
    expect(read({ sid: 's1', 'access-token': 't1' })).toEqual({ type: 'cxml', sid: 's1', accessToken: 't1' });
  });

  it("reads OCI from a post's form before its query, with FUNCTION upper-cased and the ~ fields to echo", () => {
    expect(read({ USERNAME: 'query-user' }, { USERNAME: 'oci', PASSWORD: 'pw', HOOK_URL: HOOK, FUNCTION: 'detail', PRODUCTID: 'P1', '~OkCode': 'ADDI', '~TARGET': '_top' })).toMatchObject({
      type: 'oci',
      username: 'oci',
      hookUrl: HOOK,
      function: 'DETAIL',
      productId: 'P1',
      echo: { okCode: 'ADDI', target: '_top', caller: undefined },
    });
  });

  it('takes OCI VALIDATE and BACKGROUND_SEARCH without a HOOK_URL, nothing else', () => {
    expect(read({ USERNAME: 'oci', PASSWORD: 'pw', FUNCTION: 'VALIDATE', PRODUCTID: 'P1' })).toMatchObject({ type: 'oci', hookUrl: undefined });
    expect(read({ USERNAME: 'oci', PASSWORD: 'pw', FUNCTION: 'DETAIL', PRODUCTID: 'P1' })).toEqual({ error: 'punchout.error.missing.parameters', status: 400 });
  });

  it.each([
    [{}, 'punchout.error.missing.parameters'],
    [{ sid: 's1' }, 'punchout.error.missing.parameters'],
    [{ action: 'XX', name_kunde: 'ids', pw_kunde: 'pw' }, 'custom.punchout.error.wrong.code'],
    [{ action: 'WKS', name_kunde: 'ids', pw_kunde: 'pw' }, 'custom.punchout.error.missing.parameter.url'],
    [{ action: 'ADL', name_kunde: 'ids', pw_kunde: 'pw', hookurl: HOOK }, 'custom.punchout.error.missing.parameter.ghnummer'],
    [{ action: 'WKS', name_kunde: 'ids', pw_kunde: 'pw', hookurl: HOOK, warenkorb: '<Warenkorb/>' }, 'custom.punchout.error.missing.parameter.warenkorb'],
    [{ action: 'WKE', name_kunde: 'ids', pw_kunde: 'pw', hookurl: 'data:text/html,x' }, 'punchout.error.hook_url.invalid'],
  ])('refuses %j with %s', (query, error) => {
    expect(read(query)).toEqual({ error, status: 400 });
  });

  it('needs no hookurl for IDS AS, LI and SV', () => {
    for (const action of ['AS', 'LI', 'sv']) expect(read({ action, name_kunde: 'ids', pw_kunde: 'pw' })).toMatchObject({ type: 'ids', action: action.toUpperCase() });
  });
});

describe('return URLs', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', 'ftp://srm.example/', 'not a url'])('refuses %s', (url) => {
    expect(returnUrlProblem(url)).toBe('punchout.error.hook_url.invalid');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>'])('refuses %s whatever the settings allow', (url) => {
    expect(returnUrlRefusal(url, { allowedReturnOrigins: [], frameAncestors: [], allowSapEvent: true })).toBe('punchout.error.hook_url.invalid');
  });

  it("refuses SAP GUI's SAPEVENT: unless the company's settings allow it", () => {
    expect(returnUrlRefusal('SAPEVENT:POST', DEFAULT_PUNCHOUT_SETTINGS)).toBe('punchout.error.hook_url.invalid');
    expect(returnUrlRefusal('SAPEVENT:POST', { ...DEFAULT_PUNCHOUT_SETTINGS, allowSapEvent: true })).toBeUndefined();
  });

  it("takes only the allow-list's origins when the company has one", () => {
    const settings = { ...DEFAULT_PUNCHOUT_SETTINGS, allowedReturnOrigins: ['https://srm.example'] };
    expect(returnUrlRefusal('https://SRM.example:443/sap/bc?x=1', settings)).toBeUndefined();
    expect(returnUrlRefusal('https://srm.example:8443/sap/bc', settings)).toBe('punchout.error.hook_url.not_allowed');
    expect(returnUrlRefusal('https://elsewhere.example/', DEFAULT_PUNCHOUT_SETTINGS)).toBeUndefined();
  });

  it("lets a form post to an http(s) URL's origin and to SAPEVENT: by its scheme", () => {
    expect(formActionSource('https://srm.example/sap/bc?x=1')).toBe('https://srm.example');
    expect(formActionSource('SAPEVENT:POST')).toBe('sapevent:');
  });

  it('takes http and https up to 2,048 characters', () => {
    expect(returnUrlProblem('http://srm.example/oci?x=1')).toBeUndefined();
    const longest = `https://srm.example/?${'a'.repeat(MAX_RETURN_URL_LENGTH - 21)}`;
    expect(longest).toHaveLength(MAX_RETURN_URL_LENGTH);
    expect(returnUrlProblem(longest)).toBeUndefined();
    expect(returnUrlProblem(`${longest}a`)).toBe('punchout.error.hook_url.too_long');
  });
});

describe('the warenkorb', () => {
  it('reads each order item with an article number and a positive quantity', () => {
    const xml = `<Warenkorb xmlns="http://www.itek.de/Shop-Anbindung/Warenkorb/"><Order>
      <OrderItem><ArtNo>A-1</ArtNo><Qty>2.00</Qty></OrderItem>
      <OrderItem><ArtNo>A-2</ArtNo><Qty>1,5</Qty></OrderItem>
      <OrderItem><ArtNo></ArtNo><Qty>1</Qty></OrderItem>
      <OrderItem><ArtNo>A-3</ArtNo><Qty>0</Qty></OrderItem>
    </Order></Warenkorb>`;
    expect(warenkorbItems(xml)).toEqual([
      { sku: 'A-1', quantity: 2 },
      { sku: 'A-2', quantity: 1.5 },
    ]);
  });

  it('reads nothing of a document declaring entities (XXE, billion laughs) or of malformed XML', () => {
    const laughs = `<!DOCTYPE W [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]><Warenkorb><Order><OrderItem><ArtNo>&b;</ArtNo><Qty>1</Qty></OrderItem></Order></Warenkorb>`;
    expect(warenkorbItems(laughs)).toEqual([]);
    expect(warenkorbItems('<Warenkorb><Order><OrderItem>')).toEqual([]);
  });
});
