// cXML punchout test helpers: a test procurement system that punches in with a PunchOutSetupRequest
// (as Ariba or Coupa post it), starts the StartPage's session as the storefront does, and receives
// the PunchOutOrderMessage, validated against the official cXML DTD 1.2.063 (fixtures/cxml, the
// unmodified file under the cXML licence) with xmllint, offline.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';

import { hashPasswordSync } from '../../commerce-api/customer/passwords';
import { CXML } from '../../commerce-api/punchout/punchout-types';
import { createPunchoutUserStore } from '../../commerce-api/punchout/users/punchout-user-store';
import { call } from './account-support';
import { withDatabase } from './requests-support';
import { BASE, type TestApi } from './support';

export const CXML_DTD = fileURLToPath(new URL('./fixtures/cxml/1.2.063/cXML.dtd', import.meta.url));
const CXML_CATALOG = fileURLToPath(new URL('./fixtures/cxml/catalog.xml', import.meta.url));

export const CXML_LOGIN = 'cxml_test';
export const CXML_SECRET = 'Shared-S3cret!';
export const RETURN_URL = 'https://procurement.buyer.example/cxml/return?req=4711';

/** A cXML punchout user of the company (P1's punchout user store): its user id. */
export function createCxmlUser(api: TestApi, login = CXML_LOGIN, secret = CXML_SECRET, customerNo = 'OilCorp'): string {
  return withDatabase(api, db => {
    const customerId = db.prepare('SELECT id FROM customers WHERE customer_no = ?').pluck().get(customerNo) as string;
    return createPunchoutUserStore(db).create(customerId, CXML, { login, email: login, passwordHash: hashPasswordSync(secret), active: true }).userId;
  });
}

export interface ItemOutSpec {
  sku: string;
  quantity: number;
  lineNumber?: number;
  parentLineNumber?: number;
}

export interface SetupSpec {
  operation?: string;
  identity?: string;
  secret?: string;
  buyerCookie?: string;
  returnUrl?: string;
  items?: ItemOutSpec[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A PunchOutSetupRequest as procurement systems send it (a remote DOCTYPE, From, To, Sender with the secret). */
export function setupRequestXml(spec: SetupSpec = {}): string {
  const items = (spec.items ?? [])
    .map(
      item =>
        `<ItemOut quantity="${item.quantity}"${item.lineNumber ? ` lineNumber="${item.lineNumber}"` : ''}${item.parentLineNumber ? ` parentLineNumber="${item.parentLineNumber}"` : ''}>` +
        `<ItemID><SupplierPartID>${escape(item.sku)}</SupplierPartID><SupplierPartAuxiliaryID>earlier</SupplierPartAuxiliaryID></ItemID></ItemOut>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">
<cXML payloadID="1732200000.123@buyer.example" timestamp="2025-11-21T10:00:00+01:00" xml:lang="en-US">
 <Header>
  <From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
  <To><Credential domain="DUNS"><Identity>313131313</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>${escape(spec.identity ?? CXML_LOGIN)}</Identity>
    <SharedSecret>${escape(spec.secret ?? CXML_SECRET)}</SharedSecret></Credential><UserAgent>Test procurement 1.0</UserAgent></Sender>
 </Header>
 <Request deploymentMode="test">
  <PunchOutSetupRequest operation="${spec.operation ?? 'create'}">
   <BuyerCookie>${spec.buyerCookie ?? 'c0ffee-4711'}</BuyerCookie>
   <Extrinsic name="UserEmail">jane.doe@buyer.example</Extrinsic>
   <BrowserFormPost><URL>${escape(spec.returnUrl ?? RETURN_URL)}</URL></BrowserFormPost>
   ${items}
  </PunchOutSetupRequest>
 </Request>
</cXML>`;
}

export const postSetupRequest = (api: TestApi, body: string, customerNo = 'OilCorp', contentType = 'text/xml; charset=utf-8') =>
  api.inject({ method: 'POST', url: `${BASE}/customers/${customerNo}/punchouts/cxml1.2/setuprequest`, headers: { 'content-type': contentType }, payload: body });

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: name => name === 'ItemIn' });

export const parseCxml = (text: string) => parser.parse(text).cXML;

/** The Status of a cXML Response: [code, text]. */
export function statusOf(response: LightMyRequestResponse): [string, string] {
  const status = parseCxml(response.body).Response.Status;
  return [status['@code'], status['@text']];
}

/** xmllint's verdict on the document against the cXML DTD: '' when valid (and nothing was looked up), else its complaints. */
export function dtdProblems(document: string): string {
  const directory = mkdtempSync(join(tmpdir(), 'cxml-'));
  const file = join(directory, 'document.xml');
  try {
    writeFileSync(file, document);
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--dtdvalid', CXML_DTD, file], {
      encoding: 'utf8',
      env: { ...process.env, XML_CATALOG_FILES: CXML_CATALOG },
    });
    if (run.error) throw run.error;
    return run.status === 0 ? run.stderr : run.stderr || `xmllint exited with ${run.status}`;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The StartPage's sid and start token. */
export function startPageOf(response: LightMyRequestResponse): { url: URL; sid: string; startToken: string } {
  const url = new URL(parseCxml(response.body).Response.PunchOutSetupResponse.StartPage.URL);
  return { url, sid: url.searchParams.get('sid')!, startToken: url.searchParams.get('access-token')! };
}

/** Starts the session as the storefront does: the punchout user's access token. */
export async function startSession(api: TestApi, sid: string, startToken: string): Promise<string> {
  const response = await call(api, 'POST', `/customers/-/punchouts/cxml1.2/sessions/${sid}/start`, undefined, { accessToken: startToken });
  if (response.statusCode !== 200) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  return response.json().access_token;
}

/** A punch-in through to a started session: its sid, the punchout user's token and the session's basket. */
export async function punchIn(api: TestApi, spec: SetupSpec = {}) {
  const response = await postSetupRequest(api, setupRequestXml(spec));
  if (response.statusCode !== 200) throw new Error(`setup request answered ${response.statusCode}: ${response.body}`);
  const { sid, startToken } = startPageOf(response);
  const token = await startSession(api, sid, startToken);
  const session = (await call(api, 'GET', `/customers/OilCorp/punchouts/cxml1.2/sessions/${sid}`, token)).json();
  return { sid, token, basketId: session.basketId as string, session };
}

export const transfer = (api: TestApi, token: string, sid: string) =>
  call(api, 'POST', `/customers/OilCorp/punchouts/cxml1.2/transfer?sid=${encodeURIComponent(sid)}`, token, undefined, { accept: 'text/xml' });
