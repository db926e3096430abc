// Errors answered the way ICM does: status, `error-key` header and an `errors` body.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

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

export const notFound = (code: string, message: string) => new IcmError(404, code, message);
export const badRequest = (code: string, message: string) => new IcmError(400, code, message);

export function sendIcmError(reply: FastifyReply, error: IcmError): FastifyReply {
  return reply
    .status(error.status)
    .header('error-key', error.code)
    .type('application/json; charset=utf-8')
    .send({
      errors: [
        {
          status: String(error.status),
          code: error.code,
          message: error.message,
          ...(error.causes.length > 0 ? { causes: error.causes } : {}),
        },
      ],
    });
}

function fromFrameworkError(error: FastifyError): IcmError {
  const status = error.statusCode ?? 500;
  if (status >= 500) return new IcmError(500, 'rest.internal_server.error', 'The request could not be processed.');
  if (status === 415) return new IcmError(415, 'rest.media_type.not_supported.error', error.message);
  if (status === 413) return new IcmError(413, 'rest.request.too_large.error', error.message);
  return new IcmError(status, 'rest.request.malformed.error', error.message);
}

export function installIcmErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | IcmError, request, reply) => {
    if (error instanceof IcmError) return sendIcmError(reply, error);
    const icmError = fromFrameworkError(error);
    if (icmError.status >= 500) request.log.error(error);
    return sendIcmError(reply, icmError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendIcmError(
      reply,
      notFound('rest.resource.not_found.error', `No resource found for ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
}
