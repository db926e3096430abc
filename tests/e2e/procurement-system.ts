// A test procurement system on loopback, as SAP SRM (OCI), Ariba (cXML) or a craft business's software
// (IDS) would be: its start pages send the buyer into the shop (a form posting the entry fields, or, for
// cXML, the StartPage the API answered its PunchOutSetupRequest with), and its return URLs receive
// the transferred basket, which the tests then read.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from './api-customers';

export const DEMO_PASSWORD = '!InterShop00!';
export const PROTOCOLS = ['oci', 'cxml', 'ids'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;

const entryForm = (action: string, fields: Record<string, string>) =>
  `<form method="post" action="${escape(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('')}<button type="submit">Punch in</button></form>`;

function setupRequest(returnUrl: string, buyerCookie: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">
<cXML payloadID="${Date.now()}@procurement.test" timestamp="${new Date().toISOString()}" xml:lang="en-US">
 <Header>
  <From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
  <To><Credential domain="DUNS"><Identity>313131313</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>cxml_oilcorp</Identity><SharedSecret>${escape(DEMO_PASSWORD)}</SharedSecret></Credential><UserAgent>Test procurement 1.0</UserAgent></Sender>
 </Header>
 <Request deploymentMode="test">
  <PunchOutSetupRequest operation="create">
   <BuyerCookie>${escape(buyerCookie)}</BuyerCookie>
   <BrowserFormPost><URL>${escape(returnUrl)}</URL></BrowserFormPost>
  </PunchOutSetupRequest>
 </Request>
</cXML>`;
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export interface ProcurementSystem {
  origin: string;
  /** The page a buyer starts the protocol's punchout from. */
  startUrl(protocol: Protocol): string;
  /** The form fields the protocol's return URL received last, in order. */
  received(protocol: Protocol): [string, string][] | undefined;
  buyerCookie: string;
  close(): Promise<void>;
}

export async function startProcurementSystem(shopOrigin: string): Promise<ProcurementSystem> {
  const received = new Map<Protocol, [string, string][]>();
  const buyerCookie = `cookie-${Date.now()}`;
  let origin = '';

  async function start(protocol: Protocol, response: ServerResponse) {
    const returnUrl = `${origin}/${protocol}/return?session=4711&lang=en`;
    if (protocol === 'oci') {
      const fields = { USERNAME: 'oci_oilcorp', PASSWORD: DEMO_PASSWORD, HOOK_URL: returnUrl, OCI_VERSION: '5.0', '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG' };
      return response.end(page('SRM catalogues', entryForm(`${shopOrigin}/punchout`, fields)));
    }
    if (protocol === 'ids') {
      const fields = { kndnr: 'OilCorp', name_kunde: 'ids_oilcorp', pw_kunde: DEMO_PASSWORD, version: '2.5', action: 'WKE', hookurl: returnUrl };
      return response.end(page('Craft software', entryForm(`${shopOrigin}/punchout`, fields)));
    }
    const answer = await fetch(`${API}/customers/OilCorp/punchouts/cxml1.2/setuprequest`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: setupRequest(returnUrl, buyerCookie),
    });
    const startPage = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(await answer.text())?.[1];
    if (!startPage) throw new Error('the setup request got no StartPage');
    // the StartPage's URL as it came, XML-escaped: an attribute value alike
    return response.end(page('Ariba requisition', `<a href="${startPage}">Punch in</a>`));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://procurement.test');
    const [, protocol, step] = url.pathname.split('/') as [string, Protocol, string];
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    try {
      if (!PROTOCOLS.includes(protocol)) return response.writeHead(404).end();
      if (step === 'start' && request.method === 'GET') return await start(protocol, response);
      if (step === 'return' && request.method === 'POST') {
        received.set(protocol, [...new URLSearchParams(await body(request))]);
        return response.end(page('Basket received', '<p>The shop sent the basket.</p>'));
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    startUrl: (protocol) => `${origin}/${protocol}/start`,
    received: (protocol) => received.get(protocol),
    buyerCookie,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
