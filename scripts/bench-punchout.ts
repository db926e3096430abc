// The cXML punchout entries of `npm run bench`: two calls a procurement system makes to the bundled API,
// server to server, against their budgets (issue 16): a PunchOutSetupRequest of Oil Corp's demo cXML
// user answers within 50 ms, the transfer of a 100-line basket within 200 ms. A budget is the time one
// call takes, so each is timed one call at a time; ten at once on the single-threaded API would time
// its queue (ten calls' work) instead. The setup request is loaded with 10 connections as well, like
// the pages, for how many punch-ins a second the API takes. cXML refuses at HTTP 200, so every answer
// must carry cXML Status 200. A transfer ends its session, so each needs a session of its own: they are
// set up first (setup request, the start the storefront makes, 100 lines added as the punchout user),
// then transferred.
import autocannon from 'autocannon';

import { DEFAULT_CHANNEL, restBasePath } from '../commerce-api/app';

const CUSTOMER = 'OilCorp';
const LINES = 100;
/** Transfers measured (p99 is then the third slowest), after a few that warm up. */
const TRANSFERS = 200;
const WARM_UP_TRANSFERS = 10;

/** The REST base of the channel `npm start` serves. */
const REST = restBasePath(process.env.ICM_CHANNEL ?? DEFAULT_CHANNEL);
const CXML_PATH = `${REST}/customers/${CUSTOMER}/punchouts/cxml1.2`;
const SETUP_PATH = `${CXML_PATH}/setuprequest`;

/** A create request as procurement systems send it: the demo cXML user as Sender, its password as the secret. */
const SETUP_REQUEST = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.063/cXML.dtd">
<cXML payloadID="bench@procurement.example" timestamp="2025-01-01T00:00:00Z" xml:lang="en-US">
 <Header>
  <From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
  <To><Credential domain="DUNS"><Identity>313131313</Identity></Credential></To>
  <Sender><Credential domain="NetworkID"><Identity>cxml_oilcorp</Identity><SharedSecret>!InterShop00!</SharedSecret></Credential><UserAgent>Bench</UserAgent></Sender>
 </Header>
 <Request><PunchOutSetupRequest operation="create"><BuyerCookie>bench</BuyerCookie>
  <BrowserFormPost><URL>https://procurement.example/cxml/return</URL></BrowserFormPost>
 </PunchOutSetupRequest></Request>
</cXML>`;
const XML = { 'content-type': 'text/xml; charset=utf-8' };

const setupSucceeded = (body: string) => /<Status code="200"/.test(body) && body.includes('<PunchOutSetupResponse>');
const itemCount = (body: string) => body.match(/<ItemIn /g)?.length ?? 0;

interface PunchoutEntry {
  name: string;
  /** The call, shortened for the table. */
  path: string;
  connections: number;
  /** The budget for p99; none for the load that measures throughput. */
  budgetMs?: number;
  /** Why it was not measured, else its figures. */
  refused?: string;
  requestsPerSecond?: number;
  p50?: number;
  p99?: number;
  unexpected?: number;
}

class Refusal extends Error {}

/** `limit` orderable products (no masters, sets or bundles, in stock, one piece at least), found through the API. */
async function orderableSkus(api: string, limit: number): Promise<string[]> {
  const attrs = 'sku,productMaster,retailSet,productBundle,inStock,minOrderQuantity';
  const answer = await fetch(`${api}${REST}/products?attrs=${attrs}`);
  if (answer.status !== 200) throw new Refusal(`the product list answers ${answer.status}`);
  const skus = ((await answer.json()).elements as { attributes: { name: string; value: unknown }[] }[])
    .map((link) => Object.fromEntries(link.attributes.map(({ name, value }) => [name, value])))
    .filter((product) => !product.productMaster && !product.retailSet && !product.productBundle && product.inStock && (product.minOrderQuantity as { value: number }).value === 1)
    .map((product) => product.sku as string);
  if (skus.length < limit) throw new Refusal(`the catalogue has ${skus.length} plain orderable products, not ${limit}`);
  return skus.slice(0, limit);
}

/** One punch-in through to a basket of `skus`: the session's sid and the punchout user's token. */
async function sessionWithBasket(api: string, skus: string[]): Promise<{ sid: string; token: string }> {
  const answer = await (await fetch(api + SETUP_PATH, { method: 'POST', body: SETUP_REQUEST, headers: XML })).text();
  if (!setupSucceeded(answer)) throw new Refusal(`the setup request answers ${/<Status[^>]*>/.exec(answer)?.[0] ?? answer.slice(0, 80)}`);
  const startPage = new URL(/<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(answer)![1].replaceAll('&amp;', '&'));
  const sid = startPage.searchParams.get('sid')!;
  const json = { 'content-type': 'application/json' };
  const started = await fetch(`${api}${CXML_PATH}/sessions/${sid}/start`, {
    method: 'POST',
    body: JSON.stringify({ accessToken: startPage.searchParams.get('access-token') }),
    headers: json,
  });
  if (started.status !== 200) throw new Refusal(`the session start answers ${started.status}`);
  const token = ((await started.json()) as { access_token: string }).access_token;
  const auth = { 'authentication-token': token };
  const { basketId } = (await (await fetch(`${api}${CXML_PATH}/sessions/${sid}`, { headers: auth })).json()) as { basketId: string };
  // The API takes at most 50 items per post.
  for (let first = 0; first < skus.length; first += 50) {
    const items = skus.slice(first, first + 50).map((sku) => ({ product: sku, quantity: { value: 1 } }));
    const added = await fetch(`${api}${REST}/baskets/${basketId}/items`, {
      method: 'POST',
      body: JSON.stringify(items),
      headers: { ...json, ...auth },
    });
    if (added.status !== 201) throw new Refusal(`adding lines answers ${added.status}: ${(await added.text()).slice(0, 120)}`);
    await added.arrayBuffer();
  }
  return { sid, token };
}

type Result = Awaited<ReturnType<typeof autocannon>>;

const figures = (result: Result) => ({ requestsPerSecond: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 });

async function measureSetup(api: string, duration: number, connections: number, budgetMs?: number): Promise<PunchoutEntry> {
  const entry: PunchoutEntry = { name: connections === 1 ? 'cXML setup' : 'cXML setup (load)', path: 'POST …/cxml1.2/setuprequest', connections, budgetMs };
  const answer = await fetch(api + SETUP_PATH, { method: 'POST', body: SETUP_REQUEST, headers: XML });
  const body = await answer.text();
  if (answer.status !== 200 || !setupSucceeded(body)) {
    return { ...entry, refused: `answers ${answer.status} with ${/<Status[^>]*>/.exec(body)?.[0] ?? 'no cXML Status'}, not Status 200` };
  }
  let unexpected = 0;
  const options = {
    url: api + SETUP_PATH,
    connections,
    requests: [
      {
        method: 'POST' as const,
        body: SETUP_REQUEST,
        headers: XML,
        onResponse: (status: number, responseBody: string) => {
          if (status !== 200 || !setupSucceeded(responseBody)) unexpected++;
        },
      },
    ],
  };
  // A warm-up pass, as for the pages.
  await autocannon({ ...options, duration: 2 });
  unexpected = 0;
  return { ...entry, ...figures(await autocannon({ ...options, duration })), unexpected };
}

async function measureTransfer(api: string): Promise<PunchoutEntry> {
  const entry: PunchoutEntry = { name: `cXML transfer (${LINES} lines)`, path: 'POST …/cxml1.2/transfer?sid=…', connections: 1, budgetMs: 200 };
  const sessions: { sid: string; token: string }[] = [];
  try {
    const skus = await orderableSkus(api, LINES);
    for (let count = 0; count < 1 + WARM_UP_TRANSFERS + TRANSFERS; count++) sessions.push(await sessionWithBasket(api, skus));
  } catch (error) {
    if (error instanceof Refusal) return { ...entry, refused: error.message };
    throw error;
  }
  const transferPath = (sid: string) => `${CXML_PATH}/transfer?sid=${sid}`;
  const headers = (token: string) => ({ 'authentication-token': token, accept: 'text/xml' });
  const transfer = (session: { sid: string; token: string }) => fetch(api + transferPath(session.sid), { method: 'POST', headers: headers(session.token) });
  const first = await transfer(sessions.shift()!);
  const body = await first.text();
  if (first.status !== 200 || itemCount(body) !== LINES) {
    return { ...entry, refused: `answers ${first.status} with ${itemCount(body)} ItemIn, not 200 with ${LINES}` };
  }
  for (const session of sessions.splice(0, WARM_UP_TRANSFERS)) await (await transfer(session)).arrayBuffer();
  let unexpected = 0;
  const result = await autocannon({
    url: api,
    connections: entry.connections,
    amount: sessions.length,
    requests: [
      {
        method: 'POST',
        // Each request takes the next session: its sid and its punchout user's token.
        setupRequest: (request) => {
          const session = sessions.shift()!;
          return { ...request, path: transferPath(session.sid), headers: headers(session.token) };
        },
        onResponse: (status, responseBody) => {
          if (status !== 200 || itemCount(responseBody) !== LINES) unexpected++;
        },
      },
    ],
  });
  return { ...entry, ...figures(result), unexpected };
}

/**
 * The entries against the API at `api` (its origin), printed as a table; the setup request's loads last
 * `duration` seconds each. Answers what was not measured.
 */
export async function benchPunchout(api: string, duration: number): Promise<string[]> {
  console.log(`\ncXML punchout in the bundled API: ${api}${CXML_PATH}\n`);
  console.log('entry                     call                            connections   req/s   p50 ms   p99 ms   budget');
  const unmeasured: string[] = [];
  const measures = [() => measureSetup(api, duration, 1, 50), () => measureSetup(api, duration, 10), () => measureTransfer(api)];
  for (const measure of measures) {
    const entry = await measure();
    const columns = `${entry.name.padEnd(25)} ${entry.path.padEnd(31)} ${String(entry.connections).padStart(11)}`;
    if (entry.refused !== undefined) {
      console.log(`${columns}   not measured: ${entry.refused}`);
      unmeasured.push(`${entry.name} ${entry.path} ${entry.refused}`);
      continue;
    }
    const budget = entry.budgetMs === undefined ? 'none (throughput)' : `p99 ${entry.p99! <= entry.budgetMs ? 'within' : 'OVER'} ${entry.budgetMs} ms`;
    console.log(
      `${columns} ${entry.requestsPerSecond!.toFixed(0).padStart(7)} ${String(entry.p50).padStart(8)} ${String(entry.p99).padStart(8)}   ${budget}${entry.unexpected ? `   (${entry.unexpected} unexpected answers)` : ''}`,
    );
  }
  return unmeasured;
}
