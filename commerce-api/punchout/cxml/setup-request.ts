// Reads a PunchOutSetupRequest (cXML.dtd: `PunchOutSetupRequest (BuyerCookie, Extrinsic*,
// BrowserFormPost?, Contact*, SupplierSetup?, ShipTo?, SelectedItem?, ItemOut*)`) into what the shop
// acts on: the Sender's credential (its Identity is the cXML punchout user's login, its SharedSecret
// the password), the From and To credentials, the operation, the BuyerCookie (raw XML, echoed
// verbatim later), the BrowserFormPost URL and, for edit and inspect, the earlier basket's ItemOut
// lines. Anything missing or malformed is a CxmlStatusError 400; `source` is not offered (450).
import { CxmlStatusError } from './cxml-documents';
import { MalformedXmlError, parseXml, textOfRawXml } from './cxml-xml';

export type SetupOperation = 'create' | 'edit' | 'inspect';

export interface CxmlCredential {
  domain: string;
  identity: string;
}

/** An ItemOut of an earlier basket (edit, inspect). */
export interface ItemOutLine {
  sku: string;
  quantity: number;
  lineNumber?: number;
  /** The line an item belongs to (a warranty's product line). */
  parentLineNumber?: number;
}

export interface SetupRequest {
  operation: SetupOperation;
  sender: { identity: string; sharedSecret: string };
  from: CxmlCredential[];
  to: CxmlCredential[];
  /** The BuyerCookie's content as raw XML (usually plain text), and its text. */
  buyerCookieXml: string;
  buyerCookie: string;
  returnUrl: string;
  items: ItemOutLine[];
}

/** Longest BuyerCookie content and BrowserFormPost URL kept (a URL beyond browsers' limits is no return address). */
const MAX_BUYER_COOKIE_LENGTH = 2000;
const MAX_RETURN_URL_LENGTH = 2048;
/** Most ItemOut lines read back into a basket. */
const MAX_ITEM_OUT_LINES = 1000;

const BUYER_COOKIE_PATH = 'cXML.Request.PunchOutSetupRequest.BuyerCookie';

type Node = Record<string, unknown>;

const bad = (message: string) => new CxmlStatusError(400, message);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's text: the value itself when it has no attributes or children, else its `#text`. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
}

function child(node: unknown, name: string, where: string): Node {
  const value = isNode(node) ? node[name] : undefined;
  if (value === undefined) throw bad(`${where} has no ${name}.`);
  // an element without attributes and content reads as ''
  return isNode(value) ? value : {};
}

function credentialsOf(party: Node, where: string): Node[] {
  const credentials = party.Credential;
  if (!Array.isArray(credentials) || credentials.length === 0) throw bad(`${where} has no Credential.`);
  return credentials.filter(isNode);
}

function credential(node: Node, where: string): CxmlCredential {
  const domain = node['@domain'];
  const identity = textOf(node.Identity);
  if (typeof domain !== 'string' || identity === undefined) throw bad(`A Credential of ${where} needs a domain and an Identity.`);
  return { domain, identity };
}

const OPERATIONS = new Set(['create', 'edit', 'inspect']);

/** A positive decimal quantity (cXML's r8), else undefined. */
function quantityOf(value: unknown): number | undefined {
  const quantity = typeof value === 'string' && /^\d{1,9}(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return quantity > 0 ? quantity : undefined;
}

const lineNumberOf = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

function itemOutLines(request: Node): ItemOutLine[] {
  const items = Array.isArray(request.ItemOut) ? request.ItemOut.filter(isNode) : [];
  if (items.length > MAX_ITEM_OUT_LINES) throw bad(`At most ${MAX_ITEM_OUT_LINES} ItemOut lines are read.`);
  return items.map((item, index) => {
    const quantity = quantityOf(item['@quantity']);
    const sku = textOf(child(item, 'ItemID', `ItemOut ${index + 1}`).SupplierPartID);
    if (quantity === undefined || !sku) throw bad(`ItemOut ${index + 1} needs a positive quantity and a SupplierPartID.`);
    const lineNumber = lineNumberOf(item['@lineNumber']);
    const parentLineNumber = lineNumberOf(item['@parentLineNumber']);
    return { sku, quantity, ...(lineNumber === undefined ? {} : { lineNumber }), ...(parentLineNumber === undefined ? {} : { parentLineNumber }) };
  });
}

function returnUrlOf(request: Node): string {
  const url = textOf(isNode(request.BrowserFormPost) ? request.BrowserFormPost.URL : undefined)?.trim();
  if (!url) throw bad('The PunchOutSetupRequest has no BrowserFormPost URL to return the basket to.');
  if (url.length > MAX_RETURN_URL_LENGTH) throw bad(`The BrowserFormPost URL is longer than ${MAX_RETURN_URL_LENGTH} characters.`);
  return url;
}

/** The setup request in `text`, or a CxmlStatusError saying what is wrong with it. */
export function readSetupRequest(text: string): SetupRequest {
  let document: Node;
  try {
    document = parseXml(text, { rawContentOf: [BUYER_COOKIE_PATH], lists: ['Credential', 'ItemOut'] });
  } catch (error) {
    if (error instanceof MalformedXmlError) throw bad(`The document is no acceptable XML: ${error.message}`);
    throw error;
  }
  const cxml = child(document, 'cXML', 'The document');
  const header = child(cxml, 'Header', 'The cXML document');
  const request = child(child(cxml, 'Request', 'The cXML document'), 'PunchOutSetupRequest', 'The Request');

  const operation = request['@operation'];
  if (operation === 'source') throw new CxmlStatusError(450, 'The operation source is not offered; use create, edit or inspect.');
  if (typeof operation !== 'string' || !OPERATIONS.has(operation)) throw bad('The PunchOutSetupRequest needs the operation create, edit or inspect.');

  const senderCredential = credentialsOf(child(header, 'Sender', 'The Header'), 'the Sender').find(node => node.SharedSecret !== undefined);
  const sharedSecret = senderCredential && textOf(senderCredential.SharedSecret);
  if (!senderCredential || sharedSecret === undefined) throw bad('The Sender has no Credential with a SharedSecret.');

  const buyerCookieXml = request.BuyerCookie === undefined ? undefined : (textOf(request.BuyerCookie) ?? '');
  if (buyerCookieXml === undefined) throw bad('The PunchOutSetupRequest has no BuyerCookie.');
  if (buyerCookieXml.length > MAX_BUYER_COOKIE_LENGTH) throw bad(`The BuyerCookie is longer than ${MAX_BUYER_COOKIE_LENGTH} characters.`);

  return {
    operation: operation as SetupOperation,
    sender: { identity: credential(senderCredential, 'the Sender').identity, sharedSecret },
    from: credentialsOf(child(header, 'From', 'The Header'), 'From').map(node => credential(node, 'From')),
    to: credentialsOf(child(header, 'To', 'The Header'), 'To').map(node => credential(node, 'To')),
    buyerCookieXml,
    buyerCookie: textOfRawXml(buyerCookieXml),
    returnUrl: returnUrlOf(request),
    items: operation === 'create' ? [] : itemOutLines(request),
  };
}
