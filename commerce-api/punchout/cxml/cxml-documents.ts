// The cXML envelope of every document the shop writes (cXML.dtd 1.2.063, the version the test
// oracle validates against): a Response with its Status (the answer to a setup request, including
// every refusal), and the Message carrying a PunchOutOrderMessage (order-message.ts).
import { randomUUID } from 'node:crypto';

import { escapeXml } from './cxml-xml';

const CXML_VERSION = '1.2.063';
const DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;

/** cXML's status codes (cXML User's Guide, "Status"), those the shop answers. */
export const CXML_STATUS = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  450: 'Not Implemented',
  500: 'Internal Server Error',
} as const;

export type CxmlStatusCode = keyof typeof CXML_STATUS;

/** A refusal answered as a cXML Response with this status; the message says what was wrong. */
export class CxmlStatusError extends Error {
  constructor(
    readonly code: CxmlStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'CxmlStatusError';
  }
}

/** Who writes the shop's documents: the payloadID's domain (the storefront's host) and the clock. */
export interface CxmlAuthor {
  domain: string;
  now: () => Date;
}

/** `<cXML …>` with a fresh payloadID (`{ms}.{uuid}@{domain}`) and the timestamp. */
function envelope(author: CxmlAuthor, content: string): string {
  const at = author.now();
  const payloadId = `${at.getTime()}.${randomUUID()}@${author.domain}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${DOCTYPE}\n` +
    `<cXML payloadID="${escapeXml(payloadId)}" timestamp="${at.toISOString()}" version="${CXML_VERSION}" xml:lang="en-US">` +
    `${content}</cXML>\n`
  );
}

const statusElement = (code: CxmlStatusCode, message?: string) =>
  message === undefined
    ? `<Status code="${code}" text="${CXML_STATUS[code]}"/>`
    : `<Status code="${code}" text="${CXML_STATUS[code]}" xml:lang="en-US">${escapeXml(message)}</Status>`;

/** A Response with only a Status: how every refused request is answered. */
export const statusResponse = (author: CxmlAuthor, code: CxmlStatusCode, message: string) =>
  envelope(author, `<Response>${statusElement(code, message)}</Response>`);

/** The PunchOutSetupResponse: status 200 and the StartPage the procurement system opens. */
export const setupResponse = (author: CxmlAuthor, startPage: string) =>
  envelope(
    author,
    `<Response>${statusElement(200)}<PunchOutSetupResponse><StartPage><URL>${escapeXml(startPage)}</URL></StartPage></PunchOutSetupResponse></Response>`,
  );

/** A Header (From, To, Sender) and a Message around the message's content. */
export const messageDocument = (author: CxmlAuthor, header: string, message: string) =>
  envelope(author, `<Header>${header}</Header><Message>${message}</Message>`);
