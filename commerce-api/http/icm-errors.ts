// Errors answered the way ICM does. Its REST resources answer an `errors` document (code, message,
// causes) without an `error-key` header; a few answers keep ICM's legacy form, a text body
// "<reason> (<message>)" with the key in `error-key`: the token errors (a client such as the
// Intershop PWA recognises them by the text "AuthenticationToken" and retries without the token) and
// the errors that clients translate by their key (a login that is taken). Decision 020.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface IcmErrorCause {
  code: string;
  message: string;
  paths?: string[];
}

export class IcmError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly causes: IcmErrorCause[] = [],
  ) {
    super(message);
    this.name = 'IcmError';
  }
}

/** An error answered in ICM's legacy form: a text body and the key in the `error-key` header. */
export class LegacyIcmError extends IcmError {}

/** A 400 naming the invalid fields in ICM's `error-invalid-attributes` header (a comma list). */
export class InvalidAttributeError extends IcmError {
  constructor(
    readonly attribute: string,
    code: string,
    message: string,
    causes: IcmErrorCause[] = [],
  ) {
    super(400, code, message, causes);
  }
}

/** A 429 for too many attempts (wrong passwords, messages), telling in Retry-After when the next may come. */
export class ThrottledError extends IcmError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    code = 'rest.authentication.throttled.error',
  ) {
    super(429, code, message);
  }
}

export const notFound = (code: string, message: string) => new IcmError(404, code, message);
export const badRequest = (code: string, message: string) => new IcmError(400, code, message);

function errorBody(error: IcmError) {
  return {
    errors: [
      {
        status: String(error.status),
        code: error.code,
        message: error.message,
        ...(error.causes.length > 0 ? { causes: error.causes } : {}),
      },
    ],
  };
}

/** ICM's legacy error text: the status's reason phrase with the message in parentheses. */
function legacyText(error: IcmError): string {
  return `${STATUS_CODES[error.status] ?? 'Error'} (${error.message})`;
}

export function sendIcmError(reply: FastifyReply, error: IcmError): FastifyReply {
  if (error instanceof LegacyIcmError) {
    return reply.status(error.status).header('error-key', error.code).type('text/plain; charset=utf-8').send(legacyText(error));
  }
  if (error instanceof InvalidAttributeError) reply.header('error-invalid-attributes', error.attribute);
  if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).type('application/json; charset=utf-8').send(errorBody(error));
}

/** Fastify's own errors (router, body parsing, validation) in ICM's words; never a stack trace. */
function fromFrameworkError(error: FastifyError): IcmError {
  const status = error.statusCode ?? 500;
  if (status >= 500) return new IcmError(500, 'rest.internal_server.error', 'The request could not be processed.');
  if (error.validation) {
    const code = error.validationContext === 'body' ? 'rest.request.malformed.error' : 'rest.parameter.invalid.error';
    return new IcmError(400, code, `Invalid request: ${error.message}.`);
  }
  if (status === 415) return new IcmError(415, 'rest.media_type.not_supported.error', 'The media type of the request body is not supported.');
  if (status === 413) return new IcmError(413, 'rest.request.too_large.error', 'The request body is too large.');
  if (error.code === 'FST_ERR_BAD_URL') return new IcmError(400, 'rest.request.malformed.error', 'The request URL is malformed.');
  return new IcmError(status, 'rest.request.malformed.error', 'The request is malformed.');
}

/**
 * Fastify's errors, from the error handler and from the `frameworkErrors` option (errors raised
 * before routing, such as a badly encoded URL).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const icmError = fromFrameworkError(error);
  if (icmError.status >= 500) request.log.error(error);
  return sendIcmError(reply, icmError);
}

/**
 * For Fastify's `clientErrorHandler` option: requests Node's HTTP parser rejects (over-long headers,
 * malformed request lines, timeouts) never reach Fastify, so the answer is written to the socket.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const icmError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new IcmError(431, 'rest.request.header_too_large.error', 'The request headers are too large.')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new IcmError(408, 'rest.request.timeout.error', 'The request took too long.')
        : new IcmError(400, 'rest.request.malformed.error', 'The request is malformed.');
  const body = JSON.stringify(errorBody(icmError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${icmError.status} ${STATUS_CODES[icmError.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function installIcmErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | IcmError, request, reply) =>
    error instanceof IcmError ? sendIcmError(reply, error) : answerFrameworkError(error, request, reply),
  );
  app.setNotFoundHandler((request, reply) =>
    sendIcmError(
      reply,
      notFound('rest.resource.not_found.error', `No resource found for ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
}
